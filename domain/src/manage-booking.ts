/**
 * A customer managing their own booking: what cancelling it would refund, by
 * the rental terms' rule. At least `FREE_CANCELLATION_HOURS` before the
 * pickup the refund is everything paid; later, until the pickup, the late
 * refund percentage of the settings (none by default); from the pickup, or
 * once the car was handed over, the customer cannot cancel.
 */
import { object } from 'yup';
import type { Order } from './checkout';
import { EMAIL_PATTERN } from './contact';
import { SITE_TIME_ZONE } from './dates';
import { dateTimeFormat } from './format';
import { FORM_MESSAGES, message, text, type FormMessage } from './forms';
import type { Lang } from './languages';
import { refundableCents } from './order-actions';
import { FREE_CANCELLATION_HOURS } from './site';
import type { AcceptedTerms } from './legal';
import type { InvoiceSummary } from './invoices';

/** The share of a late cancellation refunded when the settings say nothing. */
export const DEFAULT_LATE_CANCELLATION_REFUND_PERCENT = 0;

/** Why a customer's booking cannot be cancelled by them (staff still can). */
export type CancellationBar = 'not-paid' | 'cancelled' | 'started';

export type CustomerCancellation =
  | {
      allowed: true;
      /** What the refund would be, in cents. */
      refundCents: number;
      /** Refunded in full because it is at least FREE_CANCELLATION_HOURS before the pickup (or the order is a conflict). */
      free: boolean;
      /** Until when (ms) cancelling is free; after it, the late rule applies. */
      freeUntil: number;
    }
  | { allowed: false; bar: CancellationBar };

type Cancellable = Pick<Order, 'status' | 'amountPaid' | 'price' | 'startDate' | 'pickupTime' | 'handedOverAt'>;

/** The wall-clock parts of an instant in `timeZone` (the formatter is the cached one of format.ts). */
function wallParts(instant: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const format = dateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute',
    string
  >;
}

/** Milliseconds since the epoch of `day` at `time` on the wall clock of `timeZone`. */
export function instantIn(day: string, time: string, timeZone: string = SITE_TIME_ZONE): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The zone's offset at a guess, then again at the answer: right on both sides of a clock change.
  const offsetAt = (instant: number) => {
    const parts = wallParts(instant, timeZone);
    const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
    return shown - Math.floor(instant / 60_000) * 60_000;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** The wall-clock day (`YYYY-MM-DD`) and time (`HH:mm`) of an instant in `timeZone`. */
export function wallTimeIn(instant: number, timeZone: string = SITE_TIME_ZONE): { date: string; time: string } {
  const parts = wallParts(instant, timeZone);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Until when (wall clock on the coast) cancelling is free: FREE_CANCELLATION_HOURS before the pickup. */
export function freeCancellationUntil(order: Pick<Order, 'startDate' | 'pickupTime'>): { date: string; time: string } {
  return wallTimeIn(instantIn(order.startDate, order.pickupTime) - FREE_CANCELLATION_HOURS * 3_600_000);
}

/**
 * What the customer may do now, and what it would refund. `lateRefundPercent`
 * is the settings' (0 to 100); absent, DEFAULT_LATE_CANCELLATION_REFUND_PERCENT.
 */
export function customerCancellation(order: Cancellable, lateRefundPercent: number | undefined, now: number): CustomerCancellation {
  if (order.status === 'cancelled') return { allowed: false, bar: 'cancelled' };
  if (order.status !== 'paid' && order.status !== 'conflict') return { allowed: false, bar: 'not-paid' };
  const pickup = instantIn(order.startDate, order.pickupTime);
  const freeUntil = pickup - FREE_CANCELLATION_HOURS * 3_600_000;
  const paid = refundableCents(order);
  // Nothing was booked for a conflict: its money goes back in full, whenever.
  if (order.status === 'conflict') return { allowed: true, refundCents: paid, free: true, freeUntil };
  if (order.handedOverAt || now >= pickup) return { allowed: false, bar: 'started' };
  if (now <= freeUntil) return { allowed: true, refundCents: paid, free: true, freeUntil };
  const wanted = lateRefundPercent ?? DEFAULT_LATE_CANCELLATION_REFUND_PERCENT;
  const percent = Math.min(100, Math.max(0, Number.isFinite(wanted) ? wanted : 0));
  return { allowed: true, refundCents: Math.floor((paid * percent) / 100), free: false, freeUntil };
}

/** The manage-booking link's token: 32 random bytes, base64url (the order keeps only its hash). */
export function isManageToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Whose booking: the manage link's token, or (signed in) the customer's own order id. */
export type ManageBookingRequest = { token: string } | { orderId: string };

/** What a customer's order card shows (the account's orders, the manage-booking page). */
export type OrderSummary = Pick<
  Order,
  'id' | 'sessionId' | 'status' | 'lang' | 'car' | 'price' | 'createdAt' | 'startDate' | 'endDate' | 'pickupTime' | 'dropoffTime' | 'pickupLocation' | 'dropoffLocation'
>;

/** What the manage-booking page shows of an order, and what cancelling would refund now. */
export interface ManagedBooking {
  order: OrderSummary;
  orderNumber: string;
  customerName: string;
  /** What was paid, in cents (null until paid). */
  amountPaidCents: number | null;
  refund: { amountCents: number } | null;
  cancelledAt: number | null;
  cancellation: CustomerCancellation;
  /** The versions of the rental terms and privacy policy accepted with it (null on orders older than the box). */
  acceptedTerms: AcceptedTerms | null;
  /** Its invoices, the first one first (a rectifying invoice follows a refund). */
  invoices: InvoiceSummary[];
}

export interface CancelManagedBookingResponse {
  status: 'cancelled';
  refundCents: number;
}

export const MANAGE_LINK_MESSAGES = {
  orderNumberRequired: /*i18n*/ { id: 'form.manage.order-number-required', message: 'Enter the order number from your confirmation' },
  orderNumberInvalid: /*i18n*/ { id: 'form.manage.order-number-invalid', message: 'An order number has 8 letters and digits, e.g. 4F7K2Q9M' },
} satisfies Record<string, FormMessage>;

/** The lost-link form: the order number (as the confirmation shows it) and the address it was sent to. */
export const manageLinkSchema = object({
  orderNumber: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s#-]/g, '').toUpperCase() : value))
    .required(message(MANAGE_LINK_MESSAGES.orderNumberRequired))
    .matches(/^[A-Z0-9]{8}$/, { message: message(MANAGE_LINK_MESSAGES.orderNumberInvalid) }),
  email: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
    .required(message(FORM_MESSAGES.emailRequired))
    .max(255, message(FORM_MESSAGES.emailInvalid))
    .matches(EMAIL_PATTERN, { message: message(FORM_MESSAGES.emailInvalid) }),
});

/** `requestManageLink`: also the language of the mail when the order is found. */
export interface RequestManageLinkRequest {
  orderNumber: string;
  email: string;
  lang: Lang;
}

/** Manage links asked for from one client address: 5 in any 10 minutes. */
export const MANAGE_LINK_CLIENT_LIMITS = [{ windowMs: 10 * 60_000, max: 5 }] as const;
