/**
 * Orders, holds and booking blocks in Firestore (DESIGN 3, 4): the only code
 * that decides whether a car's days can be sold.
 *
 * - `holds/{carId}_{day}`: one document per car and day, held for a pending
 *   order until `expiresAt`, or booked for good once it is paid. A
 *   reservation creates the documents of all its days in one batch with
 *   `create`, which fails if any of them exists: of two customers who want
 *   an overlapping day at the same moment, exactly one gets all their days
 *   and the other none, at once and without retries or a lock every
 *   checkout of the car would queue on. Different days never contend.
 * - `availabilityBlocks/{orderId}`: the `booking` block of a paid order, with
 *   its public copy `cars/{carId}/blockedRanges/{orderId}` written in the same
 *   transaction (the mirror trigger writes the same again, harmlessly). Staff
 *   blocks are read before a reservation.
 * - `webhookEvents/{eventId}`: events already applied; a replay changes nothing.
 * - `paymentStatus/{sessionId}`: what the success page may see.
 */
import {
  addDays,
  isRangeFree,
  orderNumber,
  type BlockedRange,
  type MailMessage,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@costa/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
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
  /** The days free of blocks and live holds, then, all at once or not at all, their holds and the pending order. */
  reserve(order: NewOrder, now: number): Promise<ReserveOutcome>;
  /** Records the payment session of a pending order and opens its public status. */
  attachSession(orderId: string, sessionId: string, now: number): Promise<void>;
  /** The payment session could not be opened: the order is cancelled and its days released. */
  abandon(orderId: string, now: number): Promise<void>;
  /** Applies a verified payment event once; `mail` renders the confirmation of a paid order. */
  applyEvent(event: PaymentEvent, now: number, mail: (order: Order) => MailMessage | null): Promise<EventOutcome>;
}

/** `holds/{carId}_{day}`. */
interface DayHold {
  carId: string;
  day: string;
  orderId: string;
  state: 'held' | 'booked';
  /** Milliseconds since the epoch; null once booked. */
  expiresAt: number | null;
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Firestore's ALREADY_EXISTS and FAILED_PRECONDITION: another reservation got there first. */
const LOST_RACE = new Set([6, 9]);

/** Every day of an inclusive range. */
export function daysOf(range: BlockedRange): string[] {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether a day's hold keeps it from `orderId`: booked, or held by another order and not yet lapsed. */
function blocks(hold: DayHold, orderId: string | null, now: number): boolean {
  if (hold.orderId === orderId) return false;
  return hold.state === 'booked' || (hold.expiresAt ?? 0) > now;
}

export function firestoreOrders(db: () => Firestore): OrderStore {
  const orders = () => db().collection('orders');
  const holdRef = (carId: string, day: string) => db().collection('holds').doc(`${carId}_${day}`);
  const blockRef = (orderId: string) => db().collection('availabilityBlocks').doc(orderId);
  const statusRef = (sessionId: string) => db().collection('paymentStatus').doc(sessionId);

  /** The car's staff and booking blocks, minus `exceptOrder`'s own. */
  async function blockRanges(tx: Transaction | null, carId: string, exceptOrder?: string): Promise<BlockedRange[]> {
    const query = db().collection('availabilityBlocks').where('carId', '==', carId);
    const snapshot = await (tx ? tx.get(query) : query.get());
    return snapshot.docs
      .filter((block) => block.id !== exceptOrder)
      .map((block) => ({ startDate: block.get('startDate'), endDate: block.get('endDate') }));
  }

  async function dayHolds(tx: Transaction | null, carId: string, range: BlockedRange) {
    const refs = daysOf(range).map((day) => holdRef(carId, day));
    return tx ? tx.getAll(...refs) : db().getAll(...refs);
  }

  function setStatus(tx: Transaction, sessionId: string | null, status: OrderStatus, now: number): void {
    if (!sessionId) return;
    const view: PaymentStatus = { status, orderNumber: orderNumber(sessionId), updatedAt: now };
    tx.set(statusRef(sessionId), view);
  }

  /** Deletes the holds of `order` still held for it (never a day booked or taken since by another). */
  async function releaseIn(tx: Transaction, order: Order): Promise<void> {
    for (const hold of await dayHolds(tx, order.car.id, order)) {
      const data = hold.data() as DayHold | undefined;
      if (data?.orderId === order.id && data.state === 'held') tx.delete(hold.ref);
    }
  }

  async function readOrder(tx: Transaction, orderId: string) {
    const snapshot = await tx.get(orders().doc(orderId));
    return snapshot.exists ? ({ ...(snapshot.data() as Omit<Order, 'id'>), id: snapshot.id } as Order) : null;
  }

  return {
    async reserve(order, now) {
      const carId = order.car.id;
      if (!isRangeFree(order.startDate, order.endDate, await blockRanges(null, carId))) return { reserved: false };
      const existing = await dayHolds(null, carId, order);
      if (existing.some((hold) => hold.exists && blocks(hold.data() as DayHold, null, now))) return { reserved: false };

      const ref = orders().doc();
      const batch = db().batch();
      daysOf(order).forEach((day, i) => {
        const hold: DayHold = { carId, day, orderId: ref.id, state: 'held', expiresAt: order.holdExpiresAt };
        const previous = existing[i]!;
        // A lapsed hold is taken over only if unchanged since it was read; otherwise the batch fails (lost race).
        if (previous.exists) batch.update(previous.ref, { ...hold }, { lastUpdateTime: previous.updateTime! });
        else batch.create(previous.ref, hold);
      });
      batch.create(ref, { ...order, status: 'pending', sessionId: null, paidAt: null } satisfies Omit<Order, 'id'>);
      try {
        await batch.commit();
      } catch (error) {
        if (LOST_RACE.has((error as { code?: number }).code ?? -1)) return { reserved: false };
        throw error;
      }
      return { reserved: true, orderId: ref.id };
    },

    async attachSession(orderId, sessionId, now) {
      await db().runTransaction(async (tx) => {
        tx.update(orders().doc(orderId), { sessionId });
        setStatus(tx, sessionId, 'pending', now);
      });
    },

    async abandon(orderId, now) {
      await db().runTransaction(async (tx) => {
        const order = await readOrder(tx, orderId);
        if (!order || order.status !== 'pending') return;
        await releaseIn(tx, order);
        tx.update(orders().doc(orderId), { status: 'cancelled', updatedAt: now });
      });
    },

    async applyEvent(event, now, mail) {
      const eventRef = db().collection('webhookEvents').doc(event.id);
      return db().runTransaction(async (tx): Promise<EventOutcome> => {
        if ((await tx.get(eventRef)).exists) return 'duplicate';
        const order = event.orderId ? await readOrder(tx, event.orderId) : null;
        const record = (outcome: EventOutcome) => {
          tx.set(eventRef, { type: event.type, sessionId: event.sessionId, orderId: event.orderId, outcome, processedAt: now });
          return outcome;
        };
        if (!order) return record('unknown-order');
        const orderRef = orders().doc(order.id);

        if (PAID_EVENTS.has(event.type)) {
          if (event.paymentStatus !== 'paid') return record('awaiting-payment');
          if (order.status === 'paid') return record('duplicate');
          const range: BlockedRange = { startDate: order.startDate, endDate: order.endDate };
          const holds = await dayHolds(tx, order.car.id, range);
          const blocked = await blockRanges(tx, order.car.id, order.id);
          // Free unless another order booked or holds a day, or staff blocked one, since this hold lapsed.
          const free =
            isRangeFree(range.startDate, range.endDate, blocked) &&
            holds.every((hold) => !hold.exists || !blocks(hold.data() as DayHold, order.id, now));
          const paid: Order = { ...order, status: 'paid', sessionId: event.sessionId, paidAt: now };
          const confirmation = mail(paid);
          if (free) {
            for (const hold of holds) {
              const day = hold.ref.id.slice(order.car.id.length + 1);
              const booked: DayHold = { carId: order.car.id, day, orderId: order.id, state: 'booked', expiresAt: null };
              tx.set(hold.ref, booked);
            }
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
          } else {
            await releaseIn(tx, order);
          }
          tx.update(orderRef, {
            status: 'paid',
            sessionId: event.sessionId,
            paidAt: now,
            updatedAt: now,
            amountPaid: event.amountTotal,
            paymentIntent: event.paymentIntent,
            ...(!free && { conflict: true }),
          });
          setStatus(tx, event.sessionId, 'paid', now);
          if (confirmation) tx.set(db().collection('mail').doc(), confirmation);
          return record(free ? 'paid' : 'paid-conflict');
        }

        // Expired, or an asynchronous payment that failed: the days go back on sale.
        if (order.status !== 'pending') return record('duplicate');
        const status: OrderStatus = event.type === 'checkout.session.expired' ? 'expired' : 'cancelled';
        await releaseIn(tx, order);
        tx.update(orderRef, { status, updatedAt: now });
        setStatus(tx, event.sessionId, status, now);
        return record(status);
      });
    },
  };
}
