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

const noInvoice = async () => null;

describe('deliver mail', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends a queued message and records sent with the delivery time', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider, now: () => NOW , invoicePdf: noInvoice })(eventFor(message));
    expect(provider.send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ana@example.com', subject: 'Your booking' }));
    expect(doc).toMatchObject({ status: 'sent', deliveredAt: NOW, error: null, providerMessageId: 'sg-1' });
  });

  it('sends text attachments as UTF-8 and an invoice as its rendered PDF', async () => {
    const message = queued({
      attachments: [
        { filename: 'booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
        { filename: 'F-2030-00001.pdf', contentType: 'application/pdf', invoiceId: 'F-2030-00001' },
      ],
    });
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    const invoicePdf = jest.fn(async (id: string) => (id === 'F-2030-00001' ? Buffer.from('%PDF-1.3 …') : null));
    await createDeliverMailHandler({ outbox, provider, invoicePdf, now: () => NOW })(eventFor(message));
    const sent = provider.send.mock.calls[0]![0];
    expect(sent.attachments.map((file) => [file.filename, file.contentType, file.content.toString('utf8')])).toEqual([
      ['booking.ics', 'text/calendar', 'BEGIN:VCALENDAR'],
      ['F-2030-00001.pdf', 'application/pdf', '%PDF-1.3 …'],
    ]);
    expect(doc).toMatchObject({ status: 'sent' });
  });

  it('fails a mail whose invoice does not exist, sending nothing', async () => {
    const message = queued({ attachments: [{ filename: 'F-2030-00009.pdf', contentType: 'application/pdf', invoiceId: 'F-2030-00009' }] });
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider, invoicePdf: noInvoice, now: () => NOW })(eventFor(message));
    expect(provider.send).not.toHaveBeenCalled();
    expect(doc).toMatchObject({ status: 'failed', error: 'Invoice F-2030-00009 does not exist' });
  });

  it('clears the body of a delivered account link (password reset), so staff reading the outbox never hold it; the local outbox keeps it', async () => {
    const reset = queued({ kind: 'password-reset', text: 'https://x.example/en/auth?mode=resetPassword&oobCode=secret', html: '<a href="…oobCode=secret">' });
    const sent = fakeOutbox(reset);
    await createDeliverMailHandler({ outbox: sent.outbox, provider: fakeProvider(), now: () => NOW , invoicePdf: noInvoice })(eventFor(reset));
    expect(sent.doc).toMatchObject({ status: 'sent', subject: 'Your booking', text: CLEARED_MAIL_BODY, html: CLEARED_MAIL_BODY });
    expect(JSON.stringify(sent.doc)).not.toContain('secret');
    const local = fakeOutbox(reset);
    await createDeliverMailHandler({ outbox: local.outbox, provider: localOutboxProvider , invoicePdf: noInvoice })(eventFor(reset));
    expect(local.doc.text).toContain('oobCode=secret');
    // Other mails keep their body.
    const other = fakeOutbox(queued());
    await createDeliverMailHandler({ outbox: other.outbox, provider: fakeProvider(), now: () => NOW , invoicePdf: noInvoice })(eventFor(queued()));
    expect(other.doc.text).toBe('Hello');
  });

  it.each(['sent', 'not-sent', 'failed', undefined])('leaves a message with status %s alone', async (status) => {
    const message = { ...queued(), status } as unknown as MailMessage;
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider , invoicePdf: noInvoice })(eventFor(message));
    expect(provider.send).not.toHaveBeenCalled();
    expect(outbox.claim).not.toHaveBeenCalled();
    expect(doc.status).toBe(status);
  });

  it('does nothing for an event without data', async () => {
    const { outbox } = fakeOutbox(queued());
    const provider = fakeProvider();
    await createDeliverMailHandler({ outbox, provider , invoicePdf: noInvoice })(eventFor(undefined));
    expect(provider.send).not.toHaveBeenCalled();
  });

  it('marks the message not sent with the local reason when no provider is configured', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    await createDeliverMailHandler({ outbox, provider: localOutboxProvider , invoicePdf: noInvoice })(eventFor(message));
    expect(doc).toMatchObject({ status: 'not-sent', deliveredAt: null, error: LOCAL_OUTBOX_REASON });
  });

  it('records a final refusal as failed without throwing', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider(async () => {
      throw new MailNotDelivered('SendGrid 403: sender not verified', 'failed');
    });
    await createDeliverMailHandler({ outbox, provider , invoicePdf: noInvoice })(eventFor(message));
    expect(doc).toMatchObject({ status: 'failed', error: 'SendGrid 403: sender not verified', deliveredAt: null });
    expect(mailNotDelivered).toHaveBeenCalledWith('mail-1', 'failed', 'SendGrid 403: sender not verified');
  });

  it('records an unexpected error as failed', async () => {
    const message = queued();
    const { doc, outbox } = fakeOutbox(message);
    const provider = fakeProvider(async () => {
      throw new Error('boom');
    });
    await createDeliverMailHandler({ outbox, provider , invoicePdf: noInvoice })(eventFor(message));
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
    const handler = createDeliverMailHandler({ outbox, provider, now: () => NOW , invoicePdf: noInvoice });
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
    const handler = createDeliverMailHandler({ outbox, provider , invoicePdf: noInvoice });
    await handler(eventFor(message));
    await handler(eventFor(message));
    expect(provider.send).toHaveBeenCalledTimes(1);
  });

  it('does not send again when recording the outcome failed and the event is retried', async () => {
    const message = queued();
    const { outbox } = fakeOutbox(message);
    (outbox.record as jest.Mock).mockRejectedValueOnce(new Error('deadline exceeded'));
    const provider = fakeProvider();
    const handler = createDeliverMailHandler({ outbox, provider , invoicePdf: noInvoice });
    await expect(handler(eventFor(message))).rejects.toThrow('deadline exceeded');
    await handler(eventFor(message));
    expect(provider.send).toHaveBeenCalledTimes(1);
  });
});
