/**
 * The local stand-in for Stripe Checkout that `npm start` uses:
 * sessions are `checkoutSessions/{id}` documents, the payment page is the
 * `testCheckout` function, and Pay or Cancel there sends the same signed
 * event Stripe would send to the same webhook. Its webhook secret is public
 * (it is in this file), which is why it is only ever chosen on the emulators.
 */
import { randomBytes } from 'node:crypto';
import type { Lang } from '@costa/domain';
import Stripe from 'stripe';
import { verifyStripeEvent, type CheckoutSessionInput, type HandledEventType, type PaymentsProvider } from './provider';

export const LOCAL_WEBHOOK_SECRET = 'whsec_costa_prestige_local_test_checkout';

/** Where the local payment page is served (a hosting rewrite to `testCheckout`). */
export const TEST_CHECKOUT_PATH = '/test-checkout';
/** Where the webhook is served (a hosting rewrite to `paymentWebhook`). */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export type LocalSessionStatus = 'open' | 'complete' | 'expired';

export interface LocalSession extends CheckoutSessionInput {
  id: string;
  status: LocalSessionStatus;
  createdAt: number;
}

export interface LocalSessionStore {
  /** The sessions opened for this order (a retried call reuses one). */
  sessionsOf(orderId: string): Promise<LocalSession[]>;
  save(session: LocalSession): Promise<void>;
  get(id: string): Promise<LocalSession | null>;
  /** Moves an open session to `to`; false if it was not open (already paid, cancelled or expired). */
  close(id: string, to: Exclude<LocalSessionStatus, 'open'>): Promise<boolean>;
  /** Opens a session again after its event could not be delivered, so the customer can retry. */
  reopen(id: string): Promise<void>;
  /** Records a refund once per key (`localRefunds/{key}`); a second call with the key returns the first. */
  recordRefund(refund: LocalRefund): Promise<LocalRefund>;
}

/** What the local checkout keeps of a refund, where Stripe would move the money back. */
export interface LocalRefund {
  id: string;
  idempotencyKey: string;
  sessionId: string;
  paymentIntent: string | null;
  amountCents: number;
  createdAt: number;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** Stripe-like ids: `cs_test_` and 40 random hex characters (unguessable, like Stripe's). */
export function newLocalSessionId(): string {
  return `cs_test_local${token(20)}`;
}

export function localSessionUrl(siteOrigin: string, sessionId: string): string {
  return `${siteOrigin}${TEST_CHECKOUT_PATH}/${sessionId}`;
}

export function localPaymentsProvider(sessions: LocalSessionStore, now: () => number = Date.now): PaymentsProvider {
  return {
    name: 'local',
    async createSession(input) {
      const purpose = input.purpose ?? 'rental';
      // As Stripe's idempotency key does: the order's one rental session, or the return-charges link of this expiry.
      const existing = (await sessions.sessionsOf(input.orderId)).find(
        (session) => (session.purpose ?? 'rental') === purpose && (purpose === 'rental' || session.expiresAt === input.expiresAt),
      );
      const origin = new URL(input.successUrl).origin;
      if (existing) return { id: existing.id, url: localSessionUrl(origin, existing.id) };
      const session: LocalSession = { ...input, id: newLocalSessionId(), status: 'open', createdAt: now() };
      await sessions.save(session);
      return { id: session.id, url: localSessionUrl(origin, session.id) };
    },
    verifyEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, LOCAL_WEBHOOK_SECRET),
    async expireSession(sessionId) {
      if (await sessions.close(sessionId, 'expired')) return 'expired';
      return (await sessions.get(sessionId))?.status === 'complete' ? 'completed' : 'expired';
    },
    async refund({ sessionId, paymentIntent, amountCents, idempotencyKey }) {
      const recorded = await sessions.recordRefund({ id: `re_local${token(12)}`, idempotencyKey, sessionId, paymentIntent, amountCents, createdAt: now() });
      return { id: recorded.id, amountCents: recorded.amountCents };
    },
  };
}

/** The JSON body Stripe would send about this session; `termsAccepted`: the payer ticked the terms box. */
export function localEventPayload(session: LocalSession, type: HandledEventType, at: number, termsAccepted = false): string {
  const completed = type === 'checkout.session.completed';
  return JSON.stringify({
    id: `evt_local${token(12)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(at / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amountCents,
        currency: session.currency,
        client_reference_id: session.orderId,
        customer_email: session.customerEmail,
        locale: session.lang satisfies Lang,
        metadata: { orderId: session.orderId, purpose: session.purpose ?? 'rental' },
        mode: 'payment',
        payment_intent: completed ? `pi_local${token(12)}` : null,
        payment_status: completed ? 'paid' : 'unpaid',
        status: completed ? 'complete' : 'expired',
        consent: session.termsConsent ? { terms_of_service: termsAccepted ? 'accepted' : null, promotions: null } : null,
      },
    },
  });
}

/** The `Stripe-Signature` header Stripe would put on this body. */
export function signLocalEvent(payload: string, at: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_WEBHOOK_SECRET,
    timestamp: Math.floor(at / 1000),
  });
}
