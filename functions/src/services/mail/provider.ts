/**
 * What delivering an outbox message needs from a mail service, and the errors
 * a provider reports so the delivery handler can tell "never sent, by design"
 * (local outbox, no key) from a failure worth retrying.
 */
import type { MailMessage } from '@costa/domain';

/** A file as it is sent: its bytes (an invoice's PDF is rendered by then). */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type OutgoingMail = Pick<MailMessage, 'to' | 'replyTo' | 'subject' | 'text' | 'html'> & { attachments: OutgoingAttachment[] };

export interface MailProvider {
  /** Resolves with the provider's message id (null when it gives none); rejects when not accepted. */
  send(message: OutgoingMail): Promise<{ id: string | null }>;
}

/**
 * A message the provider did not send and will not send on a retry either.
 * `outcome` is what the outbox records: `not-sent` for the local outbox,
 * `failed` for everything else.
 */
export class MailNotDelivered extends Error {
  constructor(
    message: string,
    readonly outcome: 'not-sent' | 'failed',
  ) {
    super(message);
    this.name = 'MailNotDelivered';
  }
}

/** A failure that may pass (rate limit, provider outage, network): the event is retried. */
export class TransientMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientMailError';
  }
}

export const LOCAL_OUTBOX_REASON = 'No mail provider configured (local outbox)';
export const NO_KEY_REASON = 'SENDGRID_API_KEY has no value';

/** The emulator's default: messages stay in the outbox, marked not sent. */
export const localOutboxProvider: MailProvider = {
  send() {
    return Promise.reject(new MailNotDelivered(LOCAL_OUTBOX_REASON, 'not-sent'));
  },
};

/** Production without a key: every message fails, visibly in the outbox and the logs. */
export const unconfiguredMailProvider: MailProvider = {
  send() {
    return Promise.reject(new MailNotDelivered(NO_KEY_REASON, 'failed'));
  },
};
