import { CLEARED_MAIL_BODY, type MailMessage } from '@costa/domain';
import { mailNotDelivered } from '../logs';
import type { DeliveryOutcome, MailOutbox } from '../services/mail/outbox';
import {
  LOCAL_OUTBOX_REASON,
  localOutboxProvider,
  MailNotDelivered,
  TransientMailError,
  type MailProvider,
} from '../services/mail/provider';
import { createDeliverMailHandler, type MailCreatedEvent } from './deliver-mail';

jest.mock('../logs');

const NOW = Date.UTC(2030, 6, 1, 10, 0, 0);

function queued(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    kind: 'order-confirmation',
    to: 'ana@example.com',
    replyTo: null,
    subject: 'Your booking',
    text: 'Hello',
    html: '<p>Hello</p>',
    lang: 'es',
    attachments: [],
    status: 'queued',
    createdAt: NOW - 1000,
    deliveredAt: null,
    error: null,
    ...overrides,
  };
}

/** An in-memory outbox with the same claim rule as the Firestore one. */
function fakeOutbox(initial: MailMessage) {
  const doc: Record<string, unknown> = { ...initial };
  const outbox: MailOutbox = {
    claim: jest.fn(async () => {
      if (doc.status !== 'queued') return null;
      doc.status = 'sending';
      return { ...doc } as unknown as MailMessage;
    }),
    record: jest.fn(async (_id: string, outcome: DeliveryOutcome) => {
      Object.assign(doc, outcome);
    }),
    release: jest.fn(async (_id: string, error: string) => {
      Object.assign(doc, { status: 'queued', error });
    }),
  };
  return { doc, outbox };
}

const eventFor = (data: MailMessage | Record<string, unknown> | undefined): MailCreatedEvent => ({
  params: { mailId: 'mail-1' },
  data: data ? { data: () => ({ ...data }) } : undefined,
});

function fakeProvider(send: MailProvider['send'] = async () => ({ id: 'sg-1' })) {
  return { send: jest.fn(send) };
}

describe('deliver mail', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends a queued message and records sent with the delivery time', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider, now: () => NOW })(eventFor(message));
    expect(provider.send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ana@example.com', subject: 'Your booking' }));
    expect(doc).toMatchObject({ status: 'sent', deliveredAt: NOW, error: null, providerMessageId: 'sg-1' });
  });

  it('clears the body of a delivered account link (password reset), so staff reading the outbox never hold it; the local outbox keeps it', async () => {
    const reset = queued({ kind: 'password-reset', text: 'https://x.example/en/auth?mode=resetPassword&oobCode=secret', html: '<a href="…oobCode=secret">' });
    const sent = fakeOutbox(reset);
    await createDeliverMailHandler({ outbox: sent.outbox, provider: fakeProvider(), now: () => NOW })(eventFor(reset));
    expect(sent.doc).toMatchObject({ status: 'sent', subject: 'Your booking', text: CLEARED_MAIL_BODY, html: CLEARED_MAIL_BODY });
    expect(JSON.stringify(sent.doc)).not.toContain('secret');
    const local = fakeOutbox(reset);
    await createDeliverMailHandler({ outbox: local.outbox, provider: localOutboxProvider })(eventFor(reset));
    expect(local.doc.text).toContain('oobCode=secret');
    // Other mails keep their body.
    const other = fakeOutbox(queued());
    await createDeliverMailHandler({ outbox: other.outbox, provider: fakeProvider(), now: () => NOW })(eventFor(queued()));
    expect(other.doc.text).toBe('Hello');
  });

  it.each(['sent', 'not-sent', 'failed', undefined])('leaves a message with status %s alone', async (status) => {
    const message = { ...queued(), status } as unknown as MailMessage;
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider })(eventFor(message));
    expect(provider.send).not.toHaveBeenCalled();
    expect(outbox.claim).not.toHaveBeenCalled();
    expect(doc.status).toBe(status);
  });

  it('does nothing for an event without data', async () => {
    const { outbox } = fakeOutbox(queued());
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider })(eventFor(undefined));
    expect(provider.send).not.toHaveBeenCalled();
  });

  it('marks the message not sent with the local reason when no provider is configured', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    await createDeliverMailHandler({ outbox, provider: localOutboxProvider })(eventFor(message));
    expect(doc).toMatchObject({ status: 'not-sent', deliveredAt: null, error: LOCAL_OUTBOX_REASON });
  });

  it('records a final refusal as failed without throwing', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider(async () => {
      throw new MailNotDelivered('SendGrid 403: sender not verified', 'failed');
    });
    await createDeliverMailHandler({ outbox, provider })(eventFor(message));
    expect(doc).toMatchObject({ status: 'failed', error: 'SendGrid 403: sender not verified', deliveredAt: null });
    expect(mailNotDelivered).toHaveBeenCalledWith('mail-1', 'failed', 'SendGrid 403: sender not verified');
  });

  it('records an unexpected error as failed', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider(async () => {
      throw new Error('boom');
    });
    await createDeliverMailHandler({ outbox, provider })(eventFor(message));
    expect(doc).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('requeues and throws on a transient failure, and the retry sends once', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    let calls = 0;
    const provider = fakeProvider(async () => {
      calls += 1;
      if (calls === 1) throw new TransientMailError('SendGrid 503: unavailable');
      return { id: 'sg-2' };
    });
    const handler = createDeliverMailHandler({ outbox, provider, now: () => NOW });
    await expect(handler(eventFor(message))).rejects.toThrow('SendGrid 503');
    expect(doc).toMatchObject({ status: 'queued', error: 'SendGrid 503: unavailable' });
    await handler(eventFor(message));
    expect(doc).toMatchObject({ status: 'sent', deliveredAt: NOW, error: null });
    expect(provider.send).toHaveBeenCalledTimes(2);
  });

  it('never sends twice when the same event is delivered again', async () => {
    const message = queued();
    const { outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    const handler = createDeliverMailHandler({ outbox, provider });
    await handler(eventFor(message));
    await handler(eventFor(message));
    expect(provider.send).toHaveBeenCalledTimes(1);
  });

  it('does not send again when recording the outcome failed and the event is retried', async () => {
    const message = queued();
    const { outbox } = fakeOutbox(message);
    (outbox.record as jest.Mock).mockRejectedValueOnce(new Error('deadline exceeded'));
    const provider = fakeProvider();
    const handler = createDeliverMailHandler({ outbox, provider });
    await expect(handler(eventFor(message))).rejects.toThrow('deadline exceeded');
    await handler(eventFor(message));
    expect(provider.send).toHaveBeenCalledTimes(1);
  });
});
