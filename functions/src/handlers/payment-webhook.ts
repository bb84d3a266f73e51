/**
 * The payment webhook: Stripe, or the local test checkout, posts
 * checkout-session events here. The signature is checked on the raw body
 * before anything is read or written; an unsigned or badly signed request is
 * refused with 400 and leaves no trace but a log line. Events are applied
 * once (see OrderStore.applyEvent), with the order's invoice issued and the
 * customer's e-mail and the staff's notice queued in the same transaction
 * (money was taken either way, so either way there is an invoice): the
 * confirmation of a
 * booked order, or, when its days were taken meanwhile, the truth (payment
 * received, nothing booked, another car or a full refund to follow). A
 * failure answers 500 so the sender retries, and a retry is harmless.
 *
 * A payment of a return's charges (its session's purpose) is applied by the
 * order actions instead: the bill marked paid, its own invoice issued and the
 * receipt queued with it, once; an expired link marked so that staff may send
 * another.
 */
import { invoiceSeller, orderInvoice, orderReference, returnChargesInvoice, vatRateOf, type RefusalReason } from '@costa/domain';
import { returnChargesReceipt } from '../render/return-charges-mail';
import type { OrderActionsStore } from '../services/order-actions';
import { confirmationMailMessage } from '../render/confirmation-message';
import { manageUrl, newManageToken } from '../services/manage-links';
import { conflictMail } from '../render/conflict-mail';
import { staffOrderMail } from '../render/staff-order-mail';
import { webhookEventApplied, webhookFailed, webhookIgnored, webhookRefused } from '../logs';
import type { OrderStore } from '../services/orders';
import type { PaymentsProvider } from '../services/payments/provider';
import { InvalidSignatureError } from '../services/payments/provider';
import type { SiteSettingsSource } from '../services/site-settings';
import type { HttpRequest, HttpResponse } from './http';

export interface WebhookRequest extends HttpRequest {
  rawBody?: Buffer;
}

export interface WebhookDeps {
  orders: OrderStore;
  /** Applies the payments of returns' charges. */
  actions: Pick<OrderActionsStore, 'applyReturnChargesEvent'>;
  payments: () => Promise<PaymentsProvider | null>;
  siteSettings: SiteSettingsSource;
  /** The site's origin, for the back office link in the staff's notice (none when not configured). */
  siteOrigin: () => string | null;
  now?: () => number;
}

function reply(res: HttpResponse, status: number, body: Record<string, unknown>): void {
  res.status(status).set('Content-Type', 'application/json').set('Cache-Control', 'no-store').send(JSON.stringify(body));
}

export function createPaymentWebhookHandler({ orders, actions, payments, siteSettings, siteOrigin, now = Date.now }: WebhookDeps) {
  return async (req: WebhookRequest, res: HttpResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST');
      reply(res, 405, { error: 'Method Not Allowed', reason: 'invalid-input' satisfies RefusalReason });
      return;
    }
    const provider = await payments();
    if (!provider) {
      reply(res, 503, { error: 'Payments are not configured', reason: 'payments-unavailable' satisfies RefusalReason });
      return;
    }
    const signature = req.headers['stripe-signature'];
    let event;
    try {
      if (!req.rawBody) throw new InvalidSignatureError('No body');
      event = provider.verifyEvent(req.rawBody, Array.isArray(signature) ? signature[0] : signature);
    } catch (error) {
      webhookRefused(error);
      reply(res, 400, { error: 'Invalid signature', reason: 'forbidden' satisfies RefusalReason });
      return;
    }
    if (!event) {
      webhookIgnored();
      reply(res, 200, { received: true, ignored: true });
      return;
    }
    try {
      const settings = await siteSettings();
      if (event.purpose === 'return-charges') {
        const outcome = await actions.applyReturnChargesEvent(
          event,
          now(),
          (order, charges, bill) =>
            returnChargesInvoice(
              order,
              charges,
              { paidAt: bill.paidAt ?? now(), reference: bill.paymentIntent ?? bill.sessionId },
              orderReference(order),
              invoiceSeller(settings),
              vatRateOf(settings),
            ),
          (order, invoice) => returnChargesReceipt(order, invoice, settings, now()),
        );
        webhookEventApplied(event.id, event.type, outcome);
        reply(res, 200, { received: true, outcome });
        return;
      }
      const staff = settings?.email?.trim();
      // The confirmation's manage-booking link; the order keeps only the token's hash.
      const manage = newManageToken();
      const origin = siteOrigin();
      const outcome = await orders.applyEvent(
        event,
        now(),
        (order, invoice) => {
          const conflict = order.status === 'conflict';
          const link = origin ? manageUrl(origin, order.lang, manage.token) : null;
          const customer = conflict ? conflictMail(order, settings, now()) : confirmationMailMessage(order, settings, now(), link, origin, invoice);
          const notice = staff ? staffOrderMail(order, { to: staff, origin, conflict, now: now() }) : null;
          return [customer, notice].filter((message) => message !== null);
        },
        { manageTokenHash: manage.hash },
        (order) => orderInvoice(order, orderReference(order), invoiceSeller(settings), vatRateOf(settings)),
      );
      webhookEventApplied(event.id, event.type, outcome);
      reply(res, 200, { received: true, outcome });
    } catch (error) {
      webhookFailed(event.id, error);
      reply(res, 500, { error: 'Could not apply the event', reason: 'server-error' satisfies RefusalReason });
    }
  };
}
