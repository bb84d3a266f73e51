/**
 * Orders, holds and booking blocks in Firestore (DESIGN 3, 4): the only code
 * that decides whether a car's days can be sold.
 *
 * - `checkoutLocks/{carId}`: every reservation and every payment of a car
 *   reads and writes this one document inside its transaction, so they run
 *   one after the other for that car. Queries alone would not be enough:
 *   two transactions could each find no hold and both insert one.
 * - `holds/{orderId}`: the dates of a pending order, until `expiresAt`.
 * - `availabilityBlocks/{orderId}`: the `booking` block of a paid order, with
 *   its public copy `cars/{carId}/blockedRanges/{orderId}` written in the same
 *   transaction (the mirror trigger writes the same again, harmlessly).
 * - `webhookEvents/{eventId}`: events already applied; a replay changes nothing.
 * - `paymentStatus/{sessionId}`: what the success page may see.
 */
import {
  isRangeFree,
  orderNumber,
  type BlockedRange,
  type MailMessage,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@costa/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { PaymentEvent } from './payments/provider';

export type NewOrder = Omit<Order, 'id' | 'status' | 'sessionId' | 'paidAt'>;

export type ReserveOutcome = { reserved: true; orderId: string } | { reserved: false };

export type EventOutcome =
  | 'paid'
  /** Paid, but the days were sold meanwhile (the hold had lapsed): staff must resolve it. */
  | 'paid-conflict'
  | 'expired'
  | 'cancelled'
  /** Already applied (same event, or the order is past that step). */
  | 'duplicate'
  /** Paid by a method that settles later: nothing to do until it does. */
  | 'awaiting-payment'
  | 'unknown-order';

export interface OrderStore {
  /** Refuses quickly, outside any transaction, when the days are visibly taken. */
  isFree(carId: string, range: BlockedRange, now: number): Promise<boolean>;
  /** In one transaction: the days free of blocks and live holds, then the hold and the pending order. */
  reserve(order: NewOrder, now: number): Promise<ReserveOutcome>;
  /** Records the payment session of a pending order and opens its public status. */
  attachSession(orderId: string, sessionId: string, now: number): Promise<void>;
  /** The payment session could not be opened: the order is cancelled and its days released. */
  abandon(orderId: string, now: number): Promise<void>;
  getOrder(orderId: string): Promise<Order | null>;
  /** Applies a verified payment event once; `mail` renders the confirmation of a paid order. */
  applyEvent(event: PaymentEvent, now: number, mail: (order: Order) => MailMessage | null): Promise<EventOutcome>;
}

interface Hold extends BlockedRange {
  carId: string;
  orderId: string;
  expiresAt: number;
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function firestoreOrders(db: () => Firestore): OrderStore {
  const orders = () => db().collection('orders');
  const lockRef = (carId: string) => db().collection('checkoutLocks').doc(carId);
  const holdRef = (orderId: string) => db().collection('holds').doc(orderId);
  const blockRef = (orderId: string) => db().collection('availabilityBlocks').doc(orderId);
  const statusRef = (sessionId: string) => db().collection('paymentStatus').doc(sessionId);

  /** The lock document must exist before transactions read it, or they would not conflict on it. */
  async function ensureLock(carId: string): Promise<DocumentReference> {
    const ref = lockRef(carId);
    await ref.create({ carId }).catch((error: { code?: number }) => {
      if (error.code !== 6) throw error; // 6: ALREADY_EXISTS
    });
    return ref;
  }

  /** Days taken for `carId`: every block, and every hold still live, except `exceptOrder`'s own. */
  async function takenRanges(tx: Transaction | null, carId: string, now: number, exceptOrder?: string) {
    const blocksQuery = db().collection('availabilityBlocks').where('carId', '==', carId);
    const holdsQuery = db().collection('holds').where('carId', '==', carId);
    const [blocks, holds] = await Promise.all(
      tx ? [tx.get(blocksQuery), tx.get(holdsQuery)] : [blocksQuery.get(), holdsQuery.get()],
    );
    const ranges: BlockedRange[] = [];
    for (const block of blocks.docs) {
      if (block.id === exceptOrder) continue;
      ranges.push({ startDate: block.get('startDate'), endDate: block.get('endDate') });
    }
    for (const hold of holds.docs) {
      const data = hold.data() as Hold;
      if (data.orderId === exceptOrder || data.expiresAt <= now) continue;
      ranges.push({ startDate: data.startDate, endDate: data.endDate });
    }
    return ranges;
  }

  function setStatus(tx: Transaction, sessionId: string | null, status: OrderStatus, now: number): void {
    if (!sessionId) return;
    const view: PaymentStatus = { status, orderNumber: orderNumber(sessionId), updatedAt: now };
    tx.set(statusRef(sessionId), view);
  }

  return {
    async isFree(carId, range, now) {
      return isRangeFree(range.startDate, range.endDate, await takenRanges(null, carId, now));
    },

    async reserve(order, now) {
      const lock = await ensureLock(order.car.id);
      return db().runTransaction(
        async (tx): Promise<ReserveOutcome> => {
          await tx.get(lock);
          const taken = await takenRanges(tx, order.car.id, now);
          if (!isRangeFree(order.startDate, order.endDate, taken)) return { reserved: false };
          const ref = orders().doc();
          const hold: Hold = {
            carId: order.car.id,
            orderId: ref.id,
            startDate: order.startDate,
            endDate: order.endDate,
            expiresAt: order.holdExpiresAt,
          };
          tx.set(ref, { ...order, status: 'pending', sessionId: null, paidAt: null } satisfies Omit<Order, 'id'>);
          tx.set(holdRef(ref.id), hold);
          tx.update(lock, { updatedAt: now });
          return { reserved: true, orderId: ref.id };
        },
        // Many customers may try the same car at once; each retry re-reads the holds.
        { maxAttempts: 50 },
      );
    },

    async attachSession(orderId, sessionId, now) {
      await db().runTransaction(async (tx) => {
        tx.update(orders().doc(orderId), { sessionId });
        setStatus(tx, sessionId, 'pending', now);
      });
    },

    async abandon(orderId, now) {
      await db().runTransaction(async (tx) => {
        const order = await tx.get(orders().doc(orderId));
        if (!order.exists || order.get('status') !== 'pending') return;
        tx.update(order.ref, { status: 'cancelled', updatedAt: now });
        tx.delete(holdRef(orderId));
      });
    },

    async getOrder(orderId) {
      const snapshot = await orders().doc(orderId).get();
      return snapshot.exists ? ({ ...(snapshot.data() as Omit<Order, 'id'>), id: snapshot.id } as Order) : null;
    },

    async applyEvent(event, now, mail) {
      const eventRef = db().collection('webhookEvents').doc(event.id);
      const orderId = event.orderId;
      const carId = orderId ? (await orders().doc(orderId).get()).get('car.id') : undefined;
      const lock = typeof carId === 'string' ? await ensureLock(carId) : null;

      return db().runTransaction(
        async (tx): Promise<EventOutcome> => {
          const seen = await tx.get(eventRef);
          if (seen.exists) return 'duplicate';
          const record = (outcome: EventOutcome) => {
            tx.set(eventRef, { type: event.type, sessionId: event.sessionId, orderId, outcome, processedAt: now });
            return outcome;
          };
          const snapshot = orderId ? await tx.get(orders().doc(orderId)) : null;
          if (!snapshot?.exists || !lock) {
            return record('unknown-order');
          }
          const order = { ...(snapshot.data() as Omit<Order, 'id'>), id: snapshot.id } as Order;

          if (PAID_EVENTS.has(event.type)) {
            if (event.paymentStatus !== 'paid') return record('awaiting-payment');
            if (order.status === 'paid') return record('duplicate');
            await tx.get(lock);
            const taken = await takenRanges(tx, order.car.id, now, order.id);
            const free = isRangeFree(order.startDate, order.endDate, taken);
            const paid = { ...order, status: 'paid' as const, sessionId: event.sessionId, paidAt: now };
            const confirmation = mail(paid);
            if (free) {
              const range: BlockedRange = { startDate: order.startDate, endDate: order.endDate };
              tx.set(blockRef(order.id), {
                carId: order.car.id,
                ...range,
                blockType: 'booking',
                notes: `Order ${orderNumber(event.sessionId)}: ${order.customer.name}`,
                createdBy: null,
                createdAt: now,
                orderId: order.id,
              });
              tx.set(db().collection('cars').doc(order.car.id).collection('blockedRanges').doc(order.id), range);
            }
            tx.update(snapshot.ref, {
              status: 'paid',
              sessionId: event.sessionId,
              paidAt: now,
              updatedAt: now,
              amountPaid: event.amountTotal,
              paymentIntent: event.paymentIntent,
              ...(!free && { conflict: true }),
            });
            tx.delete(holdRef(order.id));
            tx.update(lock, { updatedAt: now });
            setStatus(tx, event.sessionId, 'paid', now);
            if (confirmation) tx.set(db().collection('mail').doc(), confirmation);
            return record(free ? 'paid' : 'paid-conflict');
          }

          // Expired, or an asynchronous payment that failed: the days go back on sale.
          if (order.status !== 'pending') return record('duplicate');
          const status: OrderStatus = event.type === 'checkout.session.expired' ? 'expired' : 'cancelled';
          tx.update(snapshot.ref, { status, updatedAt: now });
          tx.delete(holdRef(order.id));
          setStatus(tx, event.sessionId, status, now);
          return record(status);
        },
        { maxAttempts: 50 },
      );
    },
  };
}
