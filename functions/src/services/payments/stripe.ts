/**
 * Stripe Checkout: a hosted payment page per order, in the customer's
 * language, for the server's total. The order id and what is paid (the
 * rental, or the return's charges) travel in the metadata; the idempotency
 * key is made of them, so a retried call never opens a second session.
 */
import Stripe from 'stripe';
import { verifyStripeEvent, type PaymentsProvider } from './provider';

export function stripeProvider(secretKey: string, webhookSecret: string, client?: Stripe): PaymentsProvider {
  const stripe = client ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    async createSession(input) {
      const purpose = input.purpose ?? 'rental';
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: {
                  name: input.productName,
                  description: input.description,
                  ...(input.image && { images: [input.image] }),
                },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId, purpose },
          payment_intent_data: { metadata: { orderId: input.orderId, purpose } },
          locale: input.lang,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt / 1000),
          // Stripe shows the box with this label and will not take the payment unticked.
          ...(input.termsConsent && {
            consent_collection: { terms_of_service: 'required' as const },
            custom_text: { terms_of_service_acceptance: { message: input.termsConsent.message } },
          }),
        },
        // A retried call gets the same session back; each return-charges link (a new expiry) is its own.
        { idempotencyKey: purpose === 'rental' ? `checkout-${input.orderId}` : `${purpose}-${input.orderId}-${input.expiresAt}` },
      );
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    verifyEvent: (rawBody, signature) => verifyStripeEvent(rawBody, signature, webhookSecret),
    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        // Only open sessions can be expired: see whether it was paid or had closed already.
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => {
          throw error;
        });
        if (session.status === 'complete') return 'completed';
        if (session.status === 'expired') return 'expired';
        throw error;
      }
    },
    async refund({ sessionId, paymentIntent, amountCents, idempotencyKey }) {
      let intent = paymentIntent;
      if (!intent) {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      }
      if (!intent) throw new Error(`Session ${sessionId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: amountCents, metadata: { sessionId } },
        { idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount };
    },
  };
}
