/**
 * What the checkout needs from a payment service: a hosted payment page for
 * one order, and the verified events it sends back. Implemented by Stripe
 * Checkout (stripe.ts) and, on the emulators, by the local test checkout
 * (local.ts), which signs its events exactly as Stripe does so the one
 * webhook serves both.
 */
import type { Lang } from '@costa/domain';
import Stripe from 'stripe';

/** What a payment pays: an order's rental, or the charges of its return (kilometres, fuel) billed afterwards. */
export type PaymentPurpose = 'rental' | 'return-charges';

export interface CheckoutSessionInput {
  orderId: string;
  /** `rental` when absent. An order has one rental session; each return-charges link is a new one. */
  purpose?: PaymentPurpose;
  /** The server's total in cents. */
  amountCents: number;
  currency: 'eur';
  /** One line: the car and the rental days. */
  productName: string;
  /** Dates, times and places. */
  description: string;
  /** Absolute https URL of the car's photo, or null. */
  image: string | null;
  customerEmail: string;
  lang: Lang;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces. */
  successUrl: string;
  cancelUrl: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /**
   * The payment page asks the payer to accept the rental terms and privacy
   * policy before paying (an offer paid without the site's order page): the
   * box's label in the order's language, with Markdown links to the versions.
   */
  termsConsent?: { message: string } | null;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The event types the webhook acts on; anything else is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type HandledEventType = (typeof HANDLED_EVENTS)[number];

/** A verified event about a checkout session, reduced to what the orders need. */
export interface PaymentEvent {
  id: string;
  type: HandledEventType;
  sessionId: string;
  orderId: string | null;
  purpose: PaymentPurpose;
  /** `paid`, `unpaid` (e.g. a bank transfer still under way) or `no_payment_required`. */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  paymentIntent: string | null;
  /** The payer ticked the payment page's terms box (`consent.terms_of_service`). */
  termsAccepted: boolean;
}

export interface PaymentsProvider {
  readonly name: 'stripe' | 'local';
  createSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * The event in a webhook's raw body, if its `Stripe-Signature` header is
   * valid for this provider's webhook secret (throws otherwise); null for a
   * well-signed event the webhook does not handle.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
  /**
   * Closes an open payment session so it can no longer be paid (the customer
   * pressed cancel): `expired` once it is closed (or already was), `completed`
   * if it was paid first, in which case nothing may be released.
   */
  expireSession(sessionId: string): Promise<'expired' | 'completed'>;
  /**
   * Gives back `amountCents` of a paid session's payment. The same
   * `idempotencyKey` never refunds twice: a call retried after a lost answer
   * returns the first refund.
   */
  refund(input: RefundInput): Promise<Refund>;
}

/** A refund as the provider made it (a retried call gets the first one back, amount included). */
export interface Refund {
  id: string;
  amountCents: number;
}

export interface RefundInput {
  sessionId: string;
  /** Known once the webhook recorded it; otherwise looked up from the session. */
  paymentIntent: string | null;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * An order's refund: one idempotency key per order, whoever asks (staff
 * cancelling, the customer cancelling, a retry of either), so its money goes
 * back once.
 */
export function refundOrder(
  provider: PaymentsProvider,
  order: { id: string; sessionId: string; paymentIntent?: string | null },
  amountCents: number,
): Promise<Refund> {
  return provider.refund({ sessionId: order.sessionId, paymentIntent: order.paymentIntent ?? null, amountCents, idempotencyKey: `refund-${order.id}` });
}

export class InvalidSignatureError extends Error {}

const isHandled = (type: string): type is HandledEventType => (HANDLED_EVENTS as readonly string[]).includes(type);

/** Verifies with Stripe's own code (HMAC-SHA256 over timestamp and raw body, 5-minute tolerance). */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string): PaymentEvent | null {
  if (!signature) throw new InvalidSignatureError('No Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : String(error));
  }
  if (!isHandled(event.type)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const intent = session.payment_intent;
  return {
    id: event.id,
    type: event.type,
    sessionId: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    purpose: session.metadata?.purpose === 'return-charges' ? 'return-charges' : 'rental',
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
    termsAccepted: session.consent?.terms_of_service === 'accepted',
  };
}
