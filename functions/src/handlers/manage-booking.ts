/**
 * The customer's own booking, without an account:
 * - `getManagedBooking`: the booking its manage link names (or, signed in,
 *   the customer's own order), and what cancelling it would refund now;
 * - `cancelManagedBooking`: cancels it by the rental terms' rule
 *   (`customerCancellation`): the refund through the payments provider first,
 *   with the same idempotency key as a staff refund (a double click or a
 *   retry refunds once), then in one transaction the days go back on sale,
 *   the order is cancelled and the customer's and the staff's mails queued;
 * - `requestManageLink`: a lost link, asked for with the order number and the
 *   address; the answer is the same whether or not the order exists, and a
 *   new link goes to the order's address only.
 */
import {
  customerCancellation,
  isLang,
  isManageToken,
  manageLinkSchema,
  orderReference,
  type CancelManagedBookingResponse,
  type Lang,
  type InvoiceSummary,
  type ManagedBooking,
  type Order,
  type SiteSettings,
} from '@costa/domain';
import { cancellationMails } from '../render/cancellation-mail';
import { manageLinkMail } from '../render/manage-link-mail';
import type { ClientLimiter } from '../services/client-limits';
import type { InvoiceStore } from '../services/invoices';
import { manageUrl, newManageToken } from '../services/manage-links';
import { tokenHash, type ManageStore, type StaffOrderStore } from '../services/orders';
import { refundOrder, type PaymentsProvider } from '../services/payments/provider';
import type { SiteSettingsSource } from '../services/site-settings';
import { clientAddress, type HeaderValue } from './http';
import { refusal } from './refusal';
import { validated } from './validation';

export interface ManageCallRequest {
  data: unknown;
  auth?: { uid: string } | null;
  rawRequest?: { headers: Record<string, HeaderValue>; ip?: string };
}

export interface ManageDeps {
  orders: ManageStore & StaffOrderStore;
  /** The order's invoices, for its page. */
  invoices: Pick<InvoiceStore, 'forOrder'>;
  siteSettings: SiteSettingsSource;
  now?: () => number;
}

const LINK_INVALID = 'This link names no booking. Ask for a new one with the order number and e-mail address.';

/** The order the request names: by the manage link's token, or the signed-in customer's own by its id. */
async function namedOrder(orders: ManageDeps['orders'], request: ManageCallRequest): Promise<Order> {
  const data = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as Record<string, unknown>;
  if (isManageToken(data.token)) {
    const order = await orders.findByManageHash(tokenHash(data.token));
    if (order) return order;
    throw refusal('link-invalid', LINK_INVALID);
  }
  const uid = request.auth?.uid;
  if (typeof data.orderId === 'string' && /^[A-Za-z0-9]{1,64}$/.test(data.orderId) && uid) {
    const order = await orders.findOrder(data.orderId);
    // Someone else's order and no order at all look the same.
    if (order && order.uid === uid) return order;
    throw refusal('not-found', 'You have no order with this reference.');
  }
  throw refusal('link-invalid', LINK_INVALID);
}

function view(order: Order, settings: SiteSettings | null, now: number, invoices: InvoiceSummary[]): ManagedBooking {
  const { id, sessionId, status, lang, car, price, createdAt, startDate, endDate, pickupTime, dropoffTime, pickupLocation, dropoffLocation } = order;
  return {
    order: { id, sessionId, status, lang, car, price, createdAt, startDate, endDate, pickupTime, dropoffTime, pickupLocation, dropoffLocation },
    orderNumber: orderReference(order),
    customerName: order.customer.name,
    amountPaidCents: typeof order.amountPaid === 'number' ? order.amountPaid : null,
    refund: order.refund ? { amountCents: order.refund.amountCents } : null,
    cancelledAt: order.cancelledAt ?? null,
    cancellation: customerCancellation(order, settings?.lateCancellationRefundPercent, now),
    acceptedTerms: order.acceptedTerms ?? null,
    invoices,
  };
}

export function createGetManagedBookingHandler({ orders, invoices, siteSettings, now = Date.now }: ManageDeps) {
  return async (request: ManageCallRequest): Promise<ManagedBooking> => {
    const order = await namedOrder(orders, request);
    const [settings, issued] = await Promise.all([siteSettings(), invoices.forOrder(order.id)]);
    return view(order, settings, now(), issued);
  };
}

export interface CancelManagedDeps extends ManageDeps {
  payments: () => Promise<PaymentsProvider | null>;
  /** The site's origin, for the back office link in the staff's notice. */
  siteOrigin: () => string | null;
}

export function createCancelManagedBookingHandler({ orders, payments, siteSettings, siteOrigin, now = Date.now }: CancelManagedDeps) {
  return async (request: ManageCallRequest): Promise<CancelManagedBookingResponse> => {
    const order = await namedOrder(orders, request);
    // Pressed twice, or retried after an answer that was lost: the first cancellation stands.
    if (order.status === 'cancelled') return { status: 'cancelled', refundCents: order.refund?.amountCents ?? 0 };
    const settings = await siteSettings();
    const percent = settings?.lateCancellationRefundPercent;
    const at = now();
    const rule = customerCancellation(order, percent, at);
    if (!rule.allowed) throw refusal('not-cancellable', 'This booking can no longer be cancelled online.');

    let refund: { id: string; amountCents: number } | null = null;
    if (rule.refundCents > 0 && order.sessionId) {
      const provider = await payments();
      if (!provider) throw refusal('payments-unavailable', 'Payments are not configured: no refund can be made.');
      try {
        // The staff's refund uses the same key: whoever refunds first, the money goes back once.
        refund = await refundOrder(provider, { ...order, sessionId: order.sessionId }, rule.refundCents);
      } catch (error) {
        throw refusal('server-error', `The refund could not be made, so the booking was not cancelled: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    const outcome = await orders.staffCancel(order.id, {
      refund,
      by: 'customer',
      now: at,
      allowed: (current) => customerCancellation(current, percent, at).allowed,
      mail: (cancelled, rectifying) => cancellationMails(cancelled, settings, 'The customer', { origin: siteOrigin(), now: at, rectifying }),
    });
    if (!outcome) throw refusal('link-invalid', LINK_INVALID);
    if (outcome.cancelled) return { status: 'cancelled', refundCents: outcome.order.refund?.amountCents ?? 0 };
    if (outcome.reason === 'already-cancelled') return { status: 'cancelled', refundCents: outcome.order.refund?.amountCents ?? 0 };
    throw refusal('not-cancellable', 'This booking can no longer be cancelled online.');
  };
}

export interface ManageLinkDeps {
  orders: ManageStore;
  siteSettings: SiteSettingsSource;
  siteOrigin: () => string | null;
  /** Counts requests per client address (MANAGE_LINK_CLIENT_LIMITS). */
  clients: ClientLimiter;
  now?: () => number;
}

export function createRequestManageLinkHandler({ orders, siteSettings, siteOrigin, clients, now = Date.now }: ManageLinkDeps) {
  return async (request: ManageCallRequest): Promise<{ sent: true }> => {
    const { orderNumber, email } = validated(manageLinkSchema, request.data);
    const raw = (request.data ?? {}) as { lang?: unknown };
    const lang: Lang | null = isLang(raw.lang) ? raw.lang : null;
    const at = now();
    const client = clientAddress(request.rawRequest?.headers ?? {}, request.rawRequest?.ip);
    if (client && !(await clients.allow(client, at))) throw refusal('too-many-attempts', 'Too many links were asked for from your connection. Please try again in a few minutes.');
    const origin = siteOrigin();
    if (!origin) throw refusal('server-error', 'The site origin is not configured: no link can be sent.');
    const order = await orders.findByReference(orderNumber, email);
    // The same answer either way: the form never tells whether an order exists.
    if (!order || order.status === 'pending' || order.status === 'expired') return { sent: true };
    const { token, hash } = newManageToken();
    const language = lang ?? order.lang;
    await orders.newManageLink(order.id, hash, manageLinkMail(order, manageUrl(origin, language, token), language, await siteSettings(), at), at);
    return { sent: true };
  };
}
