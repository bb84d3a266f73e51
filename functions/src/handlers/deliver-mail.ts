/**
 * Delivers a new `mail/{id}` outbox document and records the
 * outcome on it: `sent` with `deliveredAt`, `not-sent` (local outbox) or
 * `failed` with the reason. Only `queued` messages are delivered. Transient
 * failures put the message back in the queue and throw, so the event is
 * retried; the claim makes every retry send at most once.
 */
import { ACCOUNT_LINK_MAIL_KINDS, CLEARED_MAIL_BODY, type MailAttachment } from '@costa/domain';
import { mailDelivered, mailDeliveryRetried, mailNotDelivered, mailSkipped } from '../logs';
import { MailNotDelivered, TransientMailError, type MailProvider, type OutgoingAttachment } from '../services/mail/provider';
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
  /** An invoice's PDF, for the mails that carry one; null when there is no such invoice. */
  invoicePdf: (invoiceId: string) => Promise<Buffer | null>;
  now?: () => number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The message's files as they are sent: text as UTF-8, invoices rendered (a missing one fails the mail). */
async function outgoingAttachments(attachments: readonly MailAttachment[], invoicePdf: DeliverMailDeps['invoicePdf']): Promise<OutgoingAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment) => {
      if ('content' in attachment) return { ...attachment, content: Buffer.from(attachment.content, 'utf8') };
      const pdf = await invoicePdf(attachment.invoiceId);
      if (!pdf) throw new MailNotDelivered(`Invoice ${attachment.invoiceId} does not exist`, 'failed');
      return { filename: attachment.filename, contentType: attachment.contentType, content: pdf };
    }),
  );
}

export function createDeliverMailHandler({ outbox, provider, invoicePdf, now = Date.now }: DeliverMailDeps) {
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
      const attachments = await outgoingAttachments(message.attachments ?? [], invoicePdf);
      ({ id: providerId } = await provider.send({ ...message, attachments }));
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
