/**
 * Booking and paying for a direct-booking car: what the order page sends (its rules are
 * checkout-schema.ts), the stored order, and the public
 * payment status the success page follows. The browser sends only what the
 * customer chose; the server prices it again and never reads a price from it.
 */
import type { AcceptedTerms } from './legal';
import { LOCATION_MAX_LENGTH, TIME_OPTIONS } from './booking';
import { bookingWindowProblem, type BookingWindowBooking, type PickupMoment } from './booking-window';
import { isDay } from './dates';
import type { AdditionalDriver, DriverDetails } from './driver';
import type { HandoverReading, ReturnBill, ReturnReading } from './return-charges';
import type { Lang } from './languages';
import type { PriceBreakdown } from './pricing';
import type { RentalTerms } from './rental-terms';
import type { RefusalReason } from './refusals';

/** Maximum lengths of the order page's customer fields. */
export const CUSTOMER_LIMITS = { name: 100, email: 255, phone: 20 } as const;

/**
 * A hold keeps the dates for one customer while they pay. The payment
 * session closes after `CHECKOUT_SESSION_MINUTES` (Stripe's minimum is 30);
 * the hold outlives it a little so a payment made in the session's last
 * second, whose webhook arrives a moment later, still finds its dates held.
 */
export const CHECKOUT_SESSION_MINUTES = 30;
export const HOLD_MINUTES = 35;

/**
 * - `pending`: its days are held while the customer pays;
 * - `paid`: paid, and its days are booked;
 * - `conflict`: paid after its hold lapsed, when another customer or staff had
 *   taken some of its days meanwhile, so nothing was booked: the boutique
 *   offers another car or refunds in full within `CONFLICT_ANSWER_HOURS`;
 * - `expired`: the payment session closed unpaid, and the days went back on sale;
 * - `cancelled`: by the customer, by staff, or when the payment failed.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'conflict', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Within how many hours the boutique answers a customer whose paid order met taken days. */
export const CONFLICT_ANSWER_HOURS = 24;

export interface CustomerDetails {
  name: string;
  email: string;
  /** Empty when not given (optional). */
  phone: string;
  /** A business's tax ID (NIF, CIF or EU VAT number), for its invoice; absent when not given. */
  taxId?: string;
  /** A business's billing address, for its invoice; absent when not given. */
  billingAddress?: string;
}

/** The `startCheckout` callable's payload: the customer's choices, never a price. */
export interface CheckoutRequest {
  carId: string;
  startDate: string;
  endDate: string;
  /** `HH:mm` from TIME_OPTIONS. */
  pickupTime: string;
  dropoffTime: string;
  pickupLocation: string;
  dropoffLocation: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  /** The main driver's date of birth and the date the licence was issued (`YYYY-MM-DD`). */
  driverBirthDate: string;
  driverLicenceDate: string;
  /** A business's tax ID (NIF, CIF or EU VAT number) for its invoice; sent only when given. */
  customerTaxId?: string;
  /** A business's billing address for its invoice; sent only when given. */
  customerBillingAddress?: string;
  /** The page's language: the payment page's and the confirmation e-mail's. */
  lang: Lang;
  /** The box "I accept the rental terms and the privacy policy": the server refuses without it. */
  termsAccepted: boolean;
  /** The extras chosen, by id (extras.ts); the server prices them. */
  extras?: string[];
  /** The additional driver, sent when an extra that asks for one is chosen. */
  additionalDriverName?: string;
  additionalDriverBirthDate?: string;
  additionalDriverLicenceDate?: string;
}

export interface CheckoutResponse {
  orderId: string;
  /** The payment page to send the browser to. */
  url: string;
}

/** Which of the product's toasts a refused customer form raises (`customerRefusal`). */
export type CustomerError = 'missing' | 'invalid-email' | 'too-long';

/** The booking the order page reads from its query; null until dates and times are usable. */
export interface OrderBooking {
  startDate: string;
  endDate: string;
  pickupTime: string;
  dropoffTime: string;
  pickupLocation: string;
  dropoffLocation: string;
}

export function readOrderQuery(query: { get(name: string): string | null }): OrderBooking | null {
  const text = (name: string) => (query.get(name) ?? '').trim();
  const booking: OrderBooking = {
    startDate: text('startDate'),
    endDate: text('endDate'),
    pickupTime: text('pickupTime'),
    dropoffTime: text('dropoffTime'),
    pickupLocation: text('pickupLocation').slice(0, LOCATION_MAX_LENGTH),
    dropoffLocation: text('dropoffLocation').slice(0, LOCATION_MAX_LENGTH),
  };
  if (!isDay(booking.startDate) || !isDay(booking.endDate) || booking.endDate < booking.startDate) return null;
  if (!TIME_OPTIONS.includes(booking.pickupTime) || !TIME_OPTIONS.includes(booking.dropoffTime)) return null;
  return booking;
}

/** Why the server refused a checkout (the domain's closed list, refusals.ts); the web maps each to a translated message. */
export type CheckoutRefusal = Extract<
  RefusalReason,
  | 'invalid-input'
  | 'car-not-found'
  | 'car-on-request'
  | 'past-dates'
  | 'pickup-too-soon'
  | 'booking-window'
  | 'driver-requirements'
  | 'extras-unavailable'
  | 'dates-unavailable'
  | 'busy'
  | 'payments-unavailable'
  | 'too-many-pending'
  | 'too-many-attempts'
  | 'terms-not-accepted'
>;

/**
 * Checkouts one e-mail address may have waiting for payment at once. Each
 * holds its days for HOLD_MINUTES; more than a few at a time is hoarding.
 */
export const MAX_PENDING_CHECKOUTS = 3;

/** Checkouts one client address may start: 10 in any 10 minutes. */
export const CHECKOUT_CLIENT_LIMITS = [{ windowMs: 10 * 60_000, max: 10 }] as const;

/** The orders of `pending` (order id → when its hold lapses) still holding days at `now`. */
export function livePendingOrders(pending: Readonly<Record<string, unknown>>, now: number): string[] {
  return Object.entries(pending)
    .filter(([, expiresAt]) => typeof expiresAt === 'number' && expiresAt > now)
    .map(([orderId]) => orderId);
}

/** The server's refusal of a booking outside the window: past dates, too short a notice, or the window's own reason. */
export function bookingWindowRefusal(booking: BookingWindowBooking, today: string, earliest?: PickupMoment): CheckoutRefusal | null {
  const problem = bookingWindowProblem(booking, today, earliest);
  if (problem === null) return null;
  if (problem === 'past') return 'past-dates';
  return problem === 'too-soon' ? 'pickup-too-soon' : 'booking-window';
}

/** What an order keeps of its car, as it was when booked. */
export interface OrderCar {
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number;
  dailyPrice: number;
  image: string;
  /** The car's rental terms when it was booked (rental-terms.ts); absent on orders older than them. */
  rentalTerms?: RentalTerms;
}

/** `orders/{orderId}`: written by the server only; read by its customer and admins. */
export interface Order extends OrderBooking {
  id: string;
  /** The signed-in customer who booked; null for a guest. */
  uid: string | null;
  car: OrderCar;
  customer: CustomerDetails;
  /** The main driver's dates, checked against the car's terms when booked; absent on offers and older orders. */
  driver?: DriverDetails;
  /** The second driver, when an extra of kind `additional-driver` was chosen (extras.ts). */
  additionalDriver?: AdditionalDriver;
  lang: Lang;
  price: PriceBreakdown;
  status: OrderStatus;
  /** The payment session, once created. */
  sessionId: string | null;
  /**
   * The reference staff search by and the customer quotes (`orderReference`):
   * the session's last 8 characters once it exists, the id's before. Stored
   * so that a search by number is one query; missing on orders older than it.
   */
  orderNumber?: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Until when the dates are held for this order while it is pending. */
  holdExpiresAt: number;
  paidAt: number | null;
  /** What the payment took, in cents, and its payment intent (set by the webhook). */
  amountPaid?: number | null;
  paymentIntent?: string | null;
  /** Staff's steps, milliseconds since the epoch. */
  handedOverAt?: number | null;
  returnedAt?: number | null;
  /** The odometer, fuel and deposit staff recorded at the hand-over, and at the return with what it owes (return-charges.ts). */
  handover?: HandoverReading;
  return?: ReturnReading;
  /** The payment link of the return's charges, once staff sent it. */
  returnBill?: ReturnBill;
  cancelledAt?: number | null;
  /** Who cancelled it: the staff member, or `customer` for the customer's own (absent for the system's). */
  cancelledBy?: string | null;
  /** Milliseconds since the epoch of the last change of its status. */
  updatedAt?: number;
  /** SHA-256 of the token in the payment page's cancel URL: only its holder may cancel the pending order. */
  cancelTokenHash?: string;
  /** SHA-256 of the token in the latest manage-booking link sent to the customer (manage-booking.ts). */
  manageTokenHash?: string;
  /** What was refunded on cancelling, in cents, and the provider's refund id. */
  refund?: { amountCents: number; id: string } | null;
  /** Offered by staff from a booking request: its payment link's page. */
  paymentUrl?: string | null;
  /** The rental terms and privacy policy the customer accepted (legal.ts); absent on orders older than the box. */
  acceptedTerms?: AcceptedTerms | null;
  /** An offer's: the versions its payment page asks the payer to accept (recorded as accepted once paid with the box ticked). */
  termsOffered?: Omit<AcceptedTerms, 'acceptedAt'> | null;
}

/**
 * `paymentStatus/{sessionId}`: the little the success page may know about a
 * payment, readable by whoever holds the (unguessable) session id, so a guest
 * who paid sees the outcome without an account.
 */
export interface PaymentStatus {
  status: OrderStatus;
  orderNumber: string;
  updatedAt: number;
}

/** The last 8 characters of the payment session's id, uppercased. */
export function orderNumber(sessionId: string): string {
  return sessionId.slice(-8).toUpperCase();
}

/** Payment session ids as Stripe makes them (`cs_test_…`, `cs_live_…`) and the local checkout copies. */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && /^cs_[A-Za-z0-9_]{8,250}$/.test(value);
}
