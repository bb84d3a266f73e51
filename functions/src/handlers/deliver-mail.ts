/**
 * Delivers a new `mail/{id}` outbox document and records the
 * outcome on it: `sent` with `deliveredAt`, `not-sent` (local outbox) or
 * `failed` with the reason. Only `queued` messages are delivered. Transient
 * failures put the message back in the queue and throw, so the event is
 * retried; the claim makes every retry send at most once.
 */
import { ACCOUNT_LINK_MAIL_KINDS, CLEARED_MAIL_BODY } from '@costa/domain';
import { mailDelivered, mailDeliveryRetried, mailNotDelivered, mailSkipped } from '../logs';
import { MailNotDelivered, TransientMailError, type MailProvider } from '../services/mail/provider';
import type { MailOutbox } from '../services/mail/outbox';

interface SnapshotLike {
  data(): Record<string, unknown> | undefined;
}

/** The parts of a Firestore `onDocumentCreated` event this handler reads. */
export interface MailCreatedEvent {
  params: { mailId: string };
  data?: SnapshotLike;
}

export interface DeliverMailDeps {
  outbox: MailOutbox;
  provider: MailProvider;
  now?: () => number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDeliverMailHandler({ outbox, provider, now = Date.now }: DeliverMailDeps) {
  return async (event: MailCreatedEvent): Promise<void> => {
    const { mailId } = event.params;
    // The event's snapshot saves a transaction for documents that were never queued.
    const created = event.data?.data();
    if (created?.status !== 'queued') {
      mailSkipped(mailId, `status is ${String(created?.status)}`);
      return;
    }
    const message = await outbox.claim(mailId);
    if (!message) {
      mailSkipped(mailId, 'already claimed or no longer queued');
      return;
    }
    let providerId: string | null;
    try {
      ({ id: providerId } = await provider.send(message));
    } catch (error) {
      if (error instanceof TransientMailError) {
        mailDeliveryRetried(mailId, error.message);
        await outbox.release(mailId, error.message);
        throw error;
      }
      const status = error instanceof MailNotDelivered ? error.outcome : 'failed';
      const reason = reasonOf(error);
      mailNotDelivered(mailId, status, reason);
      await outbox.record(mailId, { status, deliveredAt: null, error: reason });
      return;
    }
    const cleared = ACCOUNT_LINK_MAIL_KINDS.includes(message.kind) ? { text: CLEARED_MAIL_BODY, html: CLEARED_MAIL_BODY } : {};
    await outbox.record(mailId, { status: 'sent', deliveredAt: now(), error: null, providerMessageId: providerId, ...cleared });
    mailDelivered(mailId, providerId);
  };
}
