/**
 * The mail outbox: every outgoing e-mail is a `mail/{id}` document
 * written by the server; a function delivers it and records the outcome.
 */
import type { Lang } from './languages';

export const MAIL_KINDS = [
  'contact',
  'booking-request',
  'order-confirmation',
  'order-conflict',
  'order-cancellation',
  'booking-offer',
  'return-charges',
  'return-charges-paid',
  'staff-order',
  'reply',
  'manage-link',
  'acknowledgement',
  'password-reset',
  'verify-email',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Mails whose link opens someone's account (a password reset, an address
 * confirmation): once a provider has delivered one, its body is cleared from
 * the outbox, which staff can read, so the link lives only in the customer's
 * mailbox. The local outbox, which delivers nothing, keeps it.
 */
export const ACCOUNT_LINK_MAIL_KINDS: readonly MailKind[] = ['password-reset', 'verify-email'];
/** What the outbox keeps of such a mail's text and HTML once delivered. */
export const CLEARED_MAIL_BODY = '[cleared after delivery: it held a personal account link]';

/**
 * `queued` until the delivery function claims it (`sending`, in a transaction,
 * so a retried event never sends twice); `not-sent` is the local outbox's
 * answer (no provider configured).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'not-sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A file sent with a mail: plain text written into the message (an .ics
 * calendar file), or an invoice, named by its id and rendered as a PDF when
 * the mail is delivered (the record is immutable, so the PDF is the same).
 */
export type MailAttachment =
  | { filename: string; contentType: string; content: string }
  | { filename: string; contentType: 'application/pdf'; invoiceId: string };

export interface MailMessage {
  kind: MailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  lang: Lang;
  attachments: MailAttachment[];
  status: MailStatus;
  /** Milliseconds since the epoch. */
  createdAt: number;
  deliveredAt: number | null;
  /** Why delivery did not happen or failed. */
  error: string | null;
  /** The provider's id of the sent message, for support. */
  providerMessageId?: string | null;
}
