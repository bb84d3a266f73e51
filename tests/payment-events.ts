/**
 * The local checkout's "paid" event for an order, signed as Stripe signs it
 * (with the local checkout's public secret), for tests that pay an order
 * without its payment page: the functions tests and the browser tests.
 */
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../functions/src/services/payments/local';

export function signedPaidEvent({
  orderId,
  sessionId,
  amountTotal,
  paymentIntent,
}: {
  orderId: string;
  sessionId: string;
  amountTotal: number;
  paymentIntent: string | null;
}): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_test${Date.now()}${Math.random().toString(36).slice(2, 10)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amountTotal,
        currency: 'eur',
        metadata: { orderId },
        client_reference_id: orderId,
        payment_intent: paymentIntent,
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET }) };
}
