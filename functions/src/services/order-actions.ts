/**
 * The staff's steps on an order that do not touch its days: the
 * car handed over and returned, and the confirmation sent again. Each runs in
 * one transaction with its timeline entry. (Cancelling frees days: it lives
 * with the other day-changing writes in orders.ts.)
 */
import {
  canResendConfirmation,
  DEFAULT_RENTAL_TERMS,
  nextHandoverStep,
  returnCharges,
  type CarReading,
  type HandoverReading,
  type HandoverStep,
  type MailMessage,
  type Order,
} from '@costa/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export type HandoverOutcome = 'recorded' | 'already-recorded' | 'not-allowed' | 'not-found' | { odometerBelow: number };
export type ResendOutcome = 'queued' | 'already-queued' | 'not-allowed' | 'not-found';

export interface OrderActionsStore {
  /**
   * Records the step, with the readings taken (a hand-over's with its deposit);
   * a return's odometer below the hand-over's is refused as `odometerBelow`.
   */
  recordHandover(orderId: string, step: HandoverStep, by: string, now: number, reading?: HandoverReading | CarReading): Promise<HandoverOutcome>;
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
          // The car's terms as booked (orders booked before cars had terms read the supercars' defaults); no reading out: nothing owed.
          const terms = order.car.rentalTerms ?? DEFAULT_RENTAL_TERMS.supercars;
          const charges = returnCharges(terms, order.price.days, out ?? { km: reading.km, fuelEighths: reading.fuelEighths }, reading);
          const back = { km: reading.km, fuelEighths: reading.fuelEighths, depositReleased: true, charges };
          fields.return = back;
          entry.reading = back;
        }
        tx.update(snapshot.ref, fields);
        tx.set(snapshot.ref.collection('timeline').doc(), entry);
        return 'recorded';
      }),

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
