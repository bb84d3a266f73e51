/**
 * The staff's steps on an order that do not touch its days: the
 * car handed over and returned, the return's charges billed (and their
 * payment applied when the webhook hears of it), and the confirmation sent
 * again. Each runs in one transaction with its timeline entry. (Cancelling frees days: it lives
 * with the other day-changing writes in orders.ts.)
 */
import {
  canResendConfirmation,
  nextHandoverStep,
  orderReference,
  returnBillState,
  orderReturnCharges,
  type Invoice,
  type InvoiceContent,
  type ReturnBill,
  type ReturnCharges,
  type CarReading,
  type HandoverReading,
  type HandoverStep,
  type MailMessage,
  type Order,
  type PaymentStatus,
} from '@costa/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { firestoreInvoices } from './invoices';
import type { PaymentEvent } from './payments/provider';

export type HandoverOutcome = 'recorded' | 'already-recorded' | 'not-allowed' | 'not-found' | { odometerBelow: number };
export type ResendOutcome = 'queued' | 'already-queued' | 'not-allowed' | 'not-found';
export type ReturnBillOutcome = 'saved' | 'not-allowed' | 'not-found';
export type ReturnChargesEventOutcome = 'charges-paid' | 'charges-expired' | 'duplicate' | 'awaiting-payment' | 'unknown-order';

export interface OrderActionsStore {
  /**
   * Records the step, with the readings taken (a hand-over's with its deposit);
   * a return's odometer below the hand-over's is refused as `odometerBelow`.
   */
  recordHandover(orderId: string, step: HandoverStep, by: string, now: number, reading?: HandoverReading | CarReading): Promise<HandoverOutcome>;
  /**
   * Records the payment link of the return's charges with the customer's
   * e-mail (`mail` of the order), if the order may still be billed
   * (`returnBillState` is `billable`: another press may have sent one meanwhile).
   */
  saveReturnBill(orderId: string, bill: ReturnBill, mail: (order: Order) => MailMessage, now: number): Promise<ReturnBillOutcome>;
  /**
   * Applies a verified event of a return-charges payment once: paid, the bill
   * is marked paid, `invoiceOf` issued as the next invoice and `receipt` (with
   * it) queued; expired, the bill is marked so and another may be sent.
   */
  applyReturnChargesEvent(
    event: PaymentEvent,
    now: number,
    invoiceOf: (order: Order, charges: ReturnCharges, bill: ReturnBill) => InvoiceContent,
    receipt: (order: Order, invoice: Invoice) => MailMessage,
  ): Promise<ReturnChargesEventOutcome>;
  /**
   * Queues `render(order)` once per `requestId`: the outbox document's id is
   * made from it, so a retried call finds it there and queues nothing more.
   */
  /** `fields` are set on the order with the mail (a new manage link's hash). */
  resendConfirmation(
    orderId: string,
    requestId: string,
    by: string,
    now: number,
    render: (order: Order) => MailMessage | null,
    fields?: Partial<Pick<Order, 'manageTokenHash'>>,
  ): Promise<ResendOutcome>;
}

const FIELD: Record<HandoverStep, 'handedOverAt' | 'returnedAt'> = { 'handed-over': 'handedOverAt', returned: 'returnedAt' };

export function firestoreOrderActions(db: () => Firestore): OrderActionsStore {
  const orderRef = (id: string) => db().collection('orders').doc(id);
  const invoicing = firestoreInvoices(db);
  const queueMail = (tx: FirebaseFirestore.Transaction, orderId: string, message: MailMessage, now: number, by: string | null) => {
    tx.set(db().collection('mail').doc(), message);
    tx.set(orderRef(orderId).collection('timeline').doc(), { kind: 'mail', at: Timestamp.fromMillis(now), by, text: message.subject, to: message.to });
  };
  const read = (snapshot: FirebaseFirestore.DocumentSnapshot) => ({ ...(snapshot.data() as Omit<Order, 'id'>), id: snapshot.id }) as Order;

  return {
    recordHandover: (orderId, step, by, now, reading) =>
      db().runTransaction(async (tx): Promise<HandoverOutcome> => {
        const snapshot = await tx.get(orderRef(orderId));
        if (!snapshot.exists) return 'not-found';
        const order = read(snapshot);
        if (order[FIELD[step]]) return 'already-recorded';
        if (nextHandoverStep(order) !== step) return 'not-allowed';
        const fields: Record<string, unknown> = { [FIELD[step]]: now, updatedAt: now };
        const entry: Record<string, unknown> = { kind: step, at: Timestamp.fromMillis(now), by };
        if (reading && step === 'handed-over') {
          fields.handover = reading;
          entry.reading = reading;
        } else if (reading && step === 'returned') {
          const out = order.handover;
          if (out && reading.km < out.km) return { odometerBelow: out.km };
          const charges = orderReturnCharges(order, { km: reading.km, fuelEighths: reading.fuelEighths });
          const back = { km: reading.km, fuelEighths: reading.fuelEighths, depositReleased: true, charges };
          fields.return = back;
          entry.reading = back;
        }
        tx.update(snapshot.ref, fields);
        tx.set(snapshot.ref.collection('timeline').doc(), entry);
        return 'recorded';
      }),

    saveReturnBill: (orderId, bill, mail, now) =>
      db().runTransaction(async (tx): Promise<ReturnBillOutcome> => {
        const snapshot = await tx.get(orderRef(orderId));
        if (!snapshot.exists) return 'not-found';
        const order = read(snapshot);
        if (returnBillState(order, now) !== 'billable') return 'not-allowed';
        tx.update(snapshot.ref, { returnBill: bill, updatedAt: now });
        tx.set(snapshot.ref.collection('timeline').doc(), { kind: 'charges-billed', at: Timestamp.fromMillis(now), by: bill.by, amountCents: bill.amountCents });
        queueMail(tx, orderId, mail({ ...order, returnBill: bill }), now, bill.by);
        return 'saved';
      }),

    async applyReturnChargesEvent(event, now, invoiceOf, receipt) {
      const eventRef = db().collection('webhookEvents').doc(event.id);
      return db().runTransaction(async (tx): Promise<ReturnChargesEventOutcome> => {
        if ((await tx.get(eventRef)).exists) return 'duplicate';
        const snapshot = event.orderId ? await tx.get(orderRef(event.orderId)) : null;
        const order = snapshot?.exists ? read(snapshot) : null;
        const record = (outcome: ReturnChargesEventOutcome) => {
          tx.set(eventRef, { type: event.type, sessionId: event.sessionId, orderId: event.orderId, purpose: event.purpose, outcome, processedAt: now });
          return outcome;
        };
        const bill = order?.returnBill;
        const charges = order?.return?.charges;
        // Only the order's current link counts: an older, expired one cannot be paid.
        if (!order || !bill || !charges || bill.sessionId !== event.sessionId) return record('unknown-order');
        if (bill.status === 'paid') return record('duplicate');
        if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
          if (event.paymentStatus !== 'paid') return record('awaiting-payment');
          const slot = await invoicing.slot(tx, 'invoice', now);
          const paidBill: ReturnBill = { ...bill, status: 'paid', paidAt: now, paymentIntent: event.paymentIntent };
          const invoice = slot.issue(invoiceOf(order, charges, paidBill));
          const amountCents = event.amountTotal ?? bill.amountCents;
          tx.update(snapshot!.ref, { returnBill: { ...paidBill, invoiceId: invoice.id }, updatedAt: now });
          tx.set(snapshot!.ref.collection('timeline').doc(), { kind: 'charges-paid', at: Timestamp.fromMillis(now), by: null, amountCents, invoiceId: invoice.id });
          queueMail(tx, order.id, receipt(order, invoice), now, null);
          // What the success page the payment page returns to may know: paid, for this order.
          tx.set(db().collection('paymentStatus').doc(event.sessionId), { status: 'paid', orderNumber: orderReference(order), updatedAt: now } satisfies PaymentStatus);
          return record('charges-paid');
        }
        if (bill.status !== 'open') return record('duplicate');
        tx.update(snapshot!.ref, { returnBill: { ...bill, status: 'expired' }, updatedAt: now });
        return record('charges-expired');
      });
    },

    resendConfirmation: (orderId, requestId, by, now, render, fields = {}) =>
      db().runTransaction(async (tx): Promise<ResendOutcome> => {
        const key = `resend-${orderId}-${requestId}`;
        const mailRef = db().collection('mail').doc(key);
        const [snapshot, queued] = await Promise.all([tx.get(orderRef(orderId)), tx.get(mailRef)]);
        if (!snapshot.exists) return 'not-found';
        if (queued.exists) return 'already-queued';
        const order = read(snapshot);
        const message = canResendConfirmation(order) ? render(order) : null;
        if (!message) return 'not-allowed';
        tx.create(mailRef, message);
        if (Object.keys(fields).length > 0) tx.update(snapshot.ref, fields);
        tx.set(snapshot.ref.collection('timeline').doc(key), { kind: 'mail', at: Timestamp.fromMillis(now), by, text: message.subject, to: message.to });
        return 'queued';
      }),
  };
}
