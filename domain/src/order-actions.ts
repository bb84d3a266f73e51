/**
 * What staff do with an order: hand the car over and take it back,
 * cancel it with a full, partial or no refund, resend the confirmation, and
 * write notes. Each is a callable (or, for notes, a rules-checked write); the
 * rules of when each may happen live here, for the server to enforce and the
 * back office to offer only what is possible.
 *
 * The timeline (`orders/{id}/timeline/{entry}`) records who did what and
 * when; the order's own `createdAt` and `paidAt` open it.
 */
import { mixed, number, object, string } from 'yup';
import type { Order } from './checkout';
import { message, text, type FormMessage } from './forms';
import type { HandoverReading, ReturnReading } from './return-charges';

export const HANDOVER_STEPS = ['handed-over', 'returned'] as const;
export type HandoverStep = (typeof HANDOVER_STEPS)[number];

export const TIMELINE_KINDS = [
  'handed-over',
  'returned',
  'charges-billed',
  'charges-paid',
  'cancelled',
  'refunded',
  'mail',
  'note',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** `orders/{id}/timeline/{entry}`: server-written, except notes (firestore.rules). */
export interface TimelineEntry {
  id: string;
  kind: TimelineKind;
  /** Milliseconds since the epoch. */
  at: number;
  /** The staff member's e-mail; null for the system (the webhook). */
  by: string | null;
  /** A note's text, or a queued e-mail's subject. */
  text?: string;
  /** A refund's amount, or the return's charges billed or paid. */
  amountCents?: number;
  /** The readings staff took at the hand-over or the return (with the return's charges). */
  reading?: HandoverReading | ReturnReading;
  /** The return's charges' invoice, once paid. */
  invoiceId?: string;
  /** A queued e-mail's recipient. */
  to?: string;
}

/** One line of the timeline as the back office shows it. */
export type TimelineItem =
  | { kind: 'created'; at: number; id: 'created' }
  | { kind: 'paid'; at: number; id: 'paid'; amountCents: number | null }
  | TimelineEntry;

export const NOTE_MAX_LENGTH = 2000;

/** The cents a cancellation may refund at most: what the payment took (the total, for orders paid before it was stored). */
export function refundableCents(order: Pick<Order, 'status' | 'amountPaid' | 'price'>): number {
  if (order.status !== 'paid' && order.status !== 'conflict') return 0;
  return typeof order.amountPaid === 'number' ? order.amountPaid : Math.round(order.price.totalPrice * 100);
}

/** A pending order (still being paid), a paid one or a conflict can be cancelled; expired and cancelled ones are done. */
export function canCancel(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'paid' || order.status === 'conflict';
}

/** The next of handed over → returned for a paid order; null when both are done or the order is not paid. */
export function nextHandoverStep(order: Pick<Order, 'status' | 'handedOverAt' | 'returnedAt'>): HandoverStep | null {
  if (order.status !== 'paid') return null;
  if (!order.handedOverAt) return 'handed-over';
  if (!order.returnedAt) return 'returned';
  return null;
}

/** A paid order's confirmation can be sent again (to the customer's address, in their language). */
export function canResendConfirmation(order: Pick<Order, 'status'>): boolean {
  return order.status === 'paid';
}

/** Oldest first: placed, paid, then what staff and the system did. */
export function orderTimeline(order: Pick<Order, 'createdAt' | 'paidAt' | 'amountPaid'>, entries: readonly TimelineEntry[]): TimelineItem[] {
  const items: TimelineItem[] = [{ kind: 'created', at: order.createdAt, id: 'created' }];
  if (order.paidAt) items.push({ kind: 'paid', at: order.paidAt, id: 'paid', amountCents: order.amountPaid ?? null });
  return [...items, ...entries].sort((a, b) => a.at - b.at);
}

export const ORDER_ACTION_MESSAGES = {
  invalid: /*i18n*/ { id: 'form.order.invalid', message: 'This order cannot be changed this way' },
  refundInvalid: /*i18n*/ { id: 'form.order.refund-invalid', message: 'Enter an amount in euros, like 150 or 150.50' },
  refundTooHigh: /*i18n*/ { id: 'form.order.refund-too-high', message: 'At most {max}, what the customer paid' },
  noteRequired: /*i18n*/ { id: 'form.order.note-required', message: 'Write the note first' },
  noteTooLong: /*i18n*/ { id: 'form.order.note-too-long', message: 'At most {max} characters' },
} satisfies Record<string, FormMessage>;

const INVALID = message(ORDER_ACTION_MESSAGES.invalid);
const orderId = () => text(ORDER_ACTION_MESSAGES.invalid).required(INVALID).max(128, INVALID).matches(/^[A-Za-z0-9_-]+$/, { message: INVALID });

/**
 * `recordHandover`: the car left with the customer, or came back, with the
 * readings staff took (`handoverReadingSchema`, `returnReadingSchema`), which
 * the callable checks against the step and the order.
 */
export const handoverSchema = object({
  orderId: orderId(),
  step: mixed<HandoverStep>().oneOf([...HANDOVER_STEPS], INVALID).required(INVALID),
  reading: mixed<Record<string, unknown>>().optional(),
});

/** `billReturnCharges`: the returned order whose charges get a payment link (the server computes the amount). */
export const billReturnChargesSchema = object({ orderId: orderId() });

/** `cancelOrder`: the refund in cents (0 for none), a number, never text; the server checks it against what was paid. */
export const cancelOrderSchema = object({
  orderId: orderId(),
  refundCents: number().strict().typeError(INVALID).integer(INVALID).min(0, INVALID).required(INVALID),
});

/**
 * `resendConfirmation`: `requestId` is made once per press of the button, so
 * a call retried after a lost answer queues the e-mail once, while a later
 * press sends it again.
 */
export const resendSchema = object({
  orderId: orderId(),
  requestId: string().typeError(INVALID).required(INVALID).matches(/^[A-Za-z0-9_-]{8,64}$/, { message: INVALID }),
});

/** A staff note: what the rules allow too (1 to NOTE_MAX_LENGTH characters). */
export const orderNoteSchema = object({
  text: text()
    .required(message(ORDER_ACTION_MESSAGES.noteRequired))
    .max(NOTE_MAX_LENGTH, message({ ...ORDER_ACTION_MESSAGES.noteTooLong, values: { max: NOTE_MAX_LENGTH } })),
});

/**
 * The refund form's amount in euros ("150", "150.50", "150,50") as cents;
 * null when it is not an amount.
 */
export function parseEuros(input: string): number | null {
  const value = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

export const REFUND_CHOICES = ['full', 'partial', 'none'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/**
 * The cancel dialog's form: a full, partial or no refund; a partial one's
 * amount (in euros, as typed) from 0 to what was paid, `maxLabel` naming it.
 */
export function cancelFormSchema(maxCents: number, maxLabel: string) {
  return object({
    choice: mixed<RefundChoice>().oneOf([...REFUND_CHOICES], INVALID).required(INVALID),
    amount: text().when('choice', {
      is: 'partial',
      then: (schema) =>
        schema
          .required(message(ORDER_ACTION_MESSAGES.refundInvalid))
          .test('amount', message(ORDER_ACTION_MESSAGES.refundInvalid), (value) => parseEuros(value ?? '') !== null)
          .test(
            'max',
            message({ ...ORDER_ACTION_MESSAGES.refundTooHigh, values: { max: maxLabel } }),
            (value) => (parseEuros(value ?? '') ?? 0) <= maxCents,
          ),
    }),
  });
}

/** The cents the cancel form asks to refund. */
export function refundCentsOf({ choice, amount }: { choice: RefundChoice; amount?: string }, maxCents: number): number {
  if (choice === 'full') return maxCents;
  if (choice === 'partial') return Math.min(parseEuros(amount ?? '') ?? 0, maxCents);
  return 0;
}
