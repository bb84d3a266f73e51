/**
 * The payment page's cancel link: `/api/payments/cancel?order=&token=`.
 * The token was made for this order when its payment page was opened and is
 * known only to whoever holds that page. The payment session is closed at
 * the provider first (Stripe: expired), so it can no longer be paid, then the
 * order is cancelled and its days go back on sale at once, rather than when
 * Stripe would have expired the session. The customer lands on the car page.
 * A session paid meanwhile is left alone and the customer sees the payment's
 * status page instead.
 */
import { buildCarSlug, localizedPath, PAYMENT_SUCCESS_PATH, type Order } from '@costa/domain';
import { checkoutCancelled, checkoutFailed } from '../logs';
import type { OrderStore } from '../services/orders';
import { tokenHash } from '../services/orders';
import type { PaymentsProvider } from '../services/payments/provider';
import { rejectUnlessRead, searchOf, type HttpRequest, type HttpResponse } from './http';

export interface CancelCheckoutDeps {
  orders: Pick<OrderStore, 'findForCancel' | 'cancel'>;
  payments: () => Promise<PaymentsProvider | null>;
  now?: () => number;
}

const ORDER_ID = /^[A-Za-z0-9]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const carPage = (order: Order) => localizedPath(order.lang, 'car', buildCarSlug(order.car.name, order.car.model, order.car.id));

function redirect(res: HttpResponse, location: string): void {
  res.status(303).set('Location', location).set('Cache-Control', 'no-store').send('');
}

export function createCancelCheckoutHandler({ orders, payments, now = Date.now }: CancelCheckoutDeps) {
  return async (req: HttpRequest, res: HttpResponse): Promise<void> => {
    if (rejectUnlessRead(req, res)) return;
    const query = new URLSearchParams(searchOf(req.url));
    const orderId = query.get('order') ?? '';
    const token = query.get('token') ?? '';
    if (!ORDER_ID.test(orderId) || !TOKEN.test(token)) {
      res.status(404).set('Cache-Control', 'no-store').send('Not Found');
      return;
    }
    const hash = tokenHash(token);
    const order = await orders.findForCancel(orderId, hash);
    if (!order) {
      res.status(404).set('Cache-Control', 'no-store').send('Not Found');
      return;
    }
    if (order.status === 'pending' && order.sessionId) {
      try {
        const provider = await payments();
        const session = provider ? await provider.expireSession(order.sessionId) : 'expired';
        if (session === 'completed') {
          // Paid before the cancel arrived: the webhook books it; show the payment's status.
          redirect(res, `${PAYMENT_SUCCESS_PATH}?session_id=${encodeURIComponent(order.sessionId)}`);
          return;
        }
      } catch (error) {
        // The session could not be closed: releasing the days now could sell them twice. They lapse with the hold.
        checkoutFailed(orderId, error);
        redirect(res, carPage(order));
        return;
      }
    }
    const outcome = await orders.cancel(orderId, hash, now());
    checkoutCancelled(orderId, outcome?.cancelled === true);
    redirect(res, carPage(outcome?.order ?? order));
  };
}
