/**
 * The back office's order actions, admins only, each checked with
 * its domain schema:
 * - `cancelOrder`: closes a pending order's payment session (a session paid
 *   meanwhile stops it), refunds up to what was paid through the payments
 *   provider (Stripe, or the local checkout, which records it), then in one
 *   transaction frees the days, marks the order cancelled and queues the
 *   customer's notice in their language and the staff's. The refund comes
 *   first: when it fails nothing changes; when the transaction fails after
 *   it, the retry gets the same refund back (one idempotency key per order)
 *   and finishes the job.
 * - `recordHandover`: the car was handed over, then returned, with the
 *   readings staff took; the return's readings give what it owes beyond the
 *   rental (domain return-charges.ts).
 * - `billReturnCharges`: a payment link for what the return owes, open
 *   RETURN_BILL_HOURS, e-mailed to the customer. The webhook applies its
 *   payment: the charges' own invoice and a receipt.
 * - `resendConfirmation`: the paid order's confirmation again (with its
 *   invoice), once per press.
 */
import {
  CALLABLES,
  billReturnChargesSchema,
  cancelOrderSchema,
  localizedPath,
  PAYMENT_SUCCESS_PATH,
  RETURN_BILL_HOURS,
  returnBillState,
  returnChargesCents,
  type ReturnBill,
  canCancel,
  formatEUR,
  englishText,
  handoverReadingSchema,
  handoverSchema,
  RETURN_MESSAGES,
  returnReadingSchema,
  ORDER_ACTION_MESSAGES,
  refundableCents,
  resendSchema,
  type FormErrors,
} from '@costa/domain';
import { cancellationMails } from '../render/cancellation-mail';
import { returnChargesLines, returnChargesMail, returnChargesProduct } from '../render/return-charges-mail';
import { PAYMENT_SETUP_FAILED, paymentLinkExpiry } from '../services/payment-session';
import { confirmationMailMessage } from '../render/confirmation-message';
import { manageUrl, newManageToken } from '../services/manage-links';
import type { InvoiceStore } from '../services/invoices';
import type { OrderActionsStore } from '../services/order-actions';
import type { StaffOrderStore } from '../services/orders';
import { refundOrder, type PaymentsProvider } from '../services/payments/provider';
import type { SiteSettingsSource } from '../services/site-settings';
import { invalidInput, validated } from './validation';
import { refusal } from './refusal';
import { requireAdmin, type AdminCallRequest } from './admin-guard';

export type { AdminCallRequest };

export interface OrderActionsDeps {
  orders: StaffOrderStore;
  /** The order's invoice, attached to a resent confirmation. */
  invoices: Pick<InvoiceStore, 'forOrder'>;
  actions: OrderActionsStore;
  payments: () => Promise<PaymentsProvider | null>;
  siteSettings: SiteSettingsSource;
  /** The site's origin, for the back office link in the staff's notice. */
  siteOrigin: () => string | null;
  now?: () => number;
}

const NOT_FOUND = 'There is no order with this reference.';
/** The success page's mark of a return-charges payment (it then speaks of the charges, not of a booking). */
export const CHARGES_PAID_QUERY = 'for=charges';
const NOT_CANCELLABLE = 'This order can no longer be cancelled.';

export function createCancelOrderHandler({ orders, payments, siteSettings, siteOrigin, now = Date.now }: OrderActionsDeps) {
  return async (request: AdminCallRequest): Promise<{ status: 'cancelled'; refundCents: number }> => {
    const by = requireAdmin(request, CALLABLES.cancelOrder).name;
    const { orderId, refundCents } = validated(cancelOrderSchema, request.data);
    const order = await orders.findOrder(orderId);
    if (!order) throw refusal('not-found', NOT_FOUND);
    if (order.status === 'cancelled') return { status: 'cancelled', refundCents: order.refund?.amountCents ?? 0 };
    if (!canCancel(order)) throw refusal('not-cancellable', NOT_CANCELLABLE);
    const max = refundableCents(order);
    if (refundCents > max) {
      const fields: FormErrors = { refundCents: { ...ORDER_ACTION_MESSAGES.refundTooHigh, values: { max: formatEUR(max / 100, 'en', 2) } } };
      throw invalidInput(`The refund is more than the ${formatEUR(max / 100, 'en', 2)} paid.`, fields);
    }

    const provider = await payments();
    if (order.status === 'pending' && order.sessionId) {
      const session = provider ? await provider.expireSession(order.sessionId) : 'expired';
      if (session === 'completed') {
        throw refusal('paid-meanwhile', 'This order was paid a moment ago. Look at it again before cancelling.');
      }
    }
    let refund: { id: string; amountCents: number } | null = null;
    if (refundCents > 0 && order.sessionId) {
      if (!provider) throw refusal('payments-unavailable', 'Payments are not configured: no refund can be made.');
      try {
        refund = await refundOrder(provider, { ...order, sessionId: order.sessionId }, refundCents);
      } catch (error) {
        throw refusal('refund-failed', `The refund could not be made, so the order was not cancelled: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    const settings = await siteSettings();
    const at = now();
    const outcome = await orders.staffCancel(orderId, {
      refund,
      by,
      now: at,
      mail: (cancelled, rectifying) => cancellationMails(cancelled, settings, by, { origin: siteOrigin(), now: at, rectifying }),
    });
    if (!outcome) throw refusal('not-found', NOT_FOUND);
    if (!outcome.cancelled && outcome.reason === 'not-cancellable') throw refusal('not-cancellable', NOT_CANCELLABLE);
    return { status: 'cancelled', refundCents: outcome.order.refund?.amountCents ?? 0 };
  };
}

export function createRecordHandoverHandler({ actions, now = Date.now }: Pick<OrderActionsDeps, 'actions' | 'now'>) {
  return async (request: AdminCallRequest): Promise<{ status: 'recorded' | 'already-recorded' }> => {
    const by = requireAdmin(request, CALLABLES.recordHandover).name;
    const { orderId, step, reading: sent } = validated(handoverSchema, request.data);
    // The readings, when staff took them: the hand-over's with the deposit, the return's odometer and fuel.
    const reading = sent === undefined ? undefined : step === 'handed-over' ? validated(handoverReadingSchema, sent) : validated(returnReadingSchema(0), sent);
    const outcome = await actions.recordHandover(orderId, step, by, now(), reading);
    if (typeof outcome === 'object') {
      const problem = { ...RETURN_MESSAGES.kmBeforeOut, values: { km: outcome.odometerBelow } };
      throw refusal('invalid-input', englishText(problem), { fields: { km: problem } });
    }
    if (outcome === 'not-found') throw refusal('not-found', NOT_FOUND);
    if (outcome === 'not-allowed') throw refusal('step-not-allowed', 'This step does not apply to this order now.');
    return { status: outcome };
  };
}

export function createResendConfirmationHandler({
  actions,
  invoices,
  siteSettings,
  siteOrigin,
  now = Date.now,
}: Pick<OrderActionsDeps, 'actions' | 'invoices' | 'siteSettings' | 'siteOrigin' | 'now'>) {
  return async (request: AdminCallRequest): Promise<{ status: 'queued' | 'already-queued' }> => {
    const by = requireAdmin(request, CALLABLES.resendConfirmation).name;
    const { orderId, requestId } = validated(resendSchema, request.data);
    const [settings, issued] = await Promise.all([siteSettings(), invoices.forOrder(orderId)]);
    const invoice = issued.find((summary) => summary.kind === 'invoice') ?? null;
    const at = now();
    // A fresh manage-booking link: the one in the first confirmation stops working.
    const manage = newManageToken();
    const origin = siteOrigin();
    const outcome = await actions.resendConfirmation(
      orderId,
      requestId,
      by,
      at,
      (order) => confirmationMailMessage(order, settings, at, origin ? manageUrl(origin, order.lang, manage.token) : null, origin, invoice),
      { manageTokenHash: manage.hash },
    );
    if (outcome === 'not-found') throw refusal('not-found', NOT_FOUND);
    if (outcome === 'not-allowed') throw refusal('step-not-allowed', "Only a paid order's confirmation can be sent again.");
    return { status: outcome };
  };
}

export interface ReturnBillResponse {
  url: string;
  amountCents: number;
  expiresAt: number;
}

export function createBillReturnChargesHandler({
  orders,
  actions,
  payments,
  siteSettings,
  siteOrigin,
  now = Date.now,
}: Pick<OrderActionsDeps, 'orders' | 'actions' | 'payments' | 'siteSettings' | 'siteOrigin' | 'now'>) {
  return async (request: AdminCallRequest): Promise<ReturnBillResponse> => {
    const by = requireAdmin(request, CALLABLES.billReturnCharges).name;
    const { orderId } = validated(billReturnChargesSchema, request.data);
    const order = await orders.findOrder(orderId);
    if (!order) throw refusal('not-found', NOT_FOUND);
    const at = now();
    const NOT_BILLABLE = 'This order owes nothing after its return, or its payment link is already open or paid.';
    if (returnBillState(order, at) !== 'billable' || !order.return) throw refusal('step-not-allowed', NOT_BILLABLE);
    const [provider, settings] = await Promise.all([payments(), siteSettings()]);
    const origin = siteOrigin();
    if (!provider || !origin) throw refusal('payments-unavailable', 'Online payment is not configured.');

    const amountCents = returnChargesCents(order.return.charges);
    const expiresAt = paymentLinkExpiry(at, RETURN_BILL_HOURS);
    let session;
    try {
      session = await provider.createSession({
        orderId,
        purpose: 'return-charges',
        amountCents,
        currency: 'eur',
        productName: returnChargesProduct(order),
        description: returnChargesLines(order, order.return.charges).join(' · '),
        image: order.car.image.startsWith('https://') ? order.car.image : null,
        customerEmail: order.customer.email,
        lang: order.lang,
        successUrl: `${origin}${PAYMENT_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}&lang=${order.lang}&${CHARGES_PAID_QUERY}`,
        // Nothing to release: leaving the page keeps the link valid until it expires.
        cancelUrl: `${origin}${localizedPath(order.lang, 'home')}`,
        expiresAt,
      });
    } catch {
      throw refusal('server-error', PAYMENT_SETUP_FAILED);
    }
    const bill: ReturnBill = { amountCents, sessionId: session.id, url: session.url, createdAt: at, expiresAt, by, status: 'open', paidAt: null, paymentIntent: null, invoiceId: null };
    const outcome = await actions.saveReturnBill(orderId, bill, (billed) => returnChargesMail(billed, bill, settings, at), at);
    if (outcome !== 'saved') {
      // Another press sent a link meanwhile: this one must never be paid.
      await provider.expireSession(session.id).catch(() => undefined);
      throw outcome === 'not-found' ? refusal('not-found', NOT_FOUND) : refusal('step-not-allowed', NOT_BILLABLE);
    }
    return { url: session.url, amountCents, expiresAt };
  };
}
