/**
 * The back office's inbox: contact messages and booking requests
 * as the `submitContact` callable stores them, new until staff answer. A
 * reply goes out through the mail outbox (`replyToRequest`), in the
 * customer's language, quoting their message, with the staff's signature.
 */
import { object, string } from 'yup';
import { message, text, type FormMessage } from './forms';
import type { Lang } from './languages';

export const INBOX_COLLECTIONS = ['bookingRequests', 'contactRequests'] as const;
export type InboxCollection = (typeof INBOX_COLLECTIONS)[number];
export const INBOX_STATUSES = ['new', 'answered'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** A stored request, as the inbox reads it. */
export interface InboxItem {
  id: string;
  collection: InboxCollection;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  lang: Lang;
  status: InboxStatus;
  createdAt: number;
  answeredAt?: number | null;
  /** Bookings offered from this request (booking-offer.ts), oldest first. */
  offers?: { orderId: string; by: string; at: number }[];
  /** Booking requests only. */
  car?: string;
  startDate?: string | null;
  endDate?: string | null;
  pickupTime?: string | null;
  dropoffTime?: string | null;
  pickupLocation?: string | null;
  dropoffLocation?: string | null;
}

export const REPLY_MAX_LENGTH = 5000;

export const REPLY_MESSAGES = {
  required: /*i18n*/ { id: 'form.reply.required', message: 'Write your reply first' },
  tooLong: /*i18n*/ { id: 'form.reply.too-long', message: 'At most {max} characters' },
  invalid: /*i18n*/ { id: 'form.reply.invalid', message: 'This message cannot be answered' },
} satisfies Record<string, FormMessage>;

/** `replyToRequest`'s request: which message, and the staff's answer. */
export const replySchema = object({
  collection: string().oneOf([...INBOX_COLLECTIONS], message(REPLY_MESSAGES.invalid)).required(message(REPLY_MESSAGES.invalid)),
  requestId: text(REPLY_MESSAGES.invalid).required(message(REPLY_MESSAGES.invalid)).max(128, message(REPLY_MESSAGES.invalid)).matches(/^[^/]+$/, { message: message(REPLY_MESSAGES.invalid) }),
  message: text().required(message(REPLY_MESSAGES.required)).max(REPLY_MAX_LENGTH, message({ ...REPLY_MESSAGES.tooLong, values: { max: REPLY_MAX_LENGTH } })),
});

export interface ReplyRequest {
  collection: InboxCollection;
  requestId: string;
  message: string;
}

/** Newest first; new before answered is the filter's job, not the order's. */
export function sortInbox<T extends Pick<InboxItem, 'createdAt'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt - a.createdAt);
}

export function isInboxCollection(value: unknown): value is InboxCollection {
  return (INBOX_COLLECTIONS as readonly unknown[]).includes(value);
}
