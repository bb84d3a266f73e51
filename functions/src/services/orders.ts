/**
 * Orders, holds and booking blocks in Firestore: the only code
 * that decides whether a car's days can be sold.
 *
 * - `holds/{carId}_{day}` (domain days.ts): one document per car and day,
 *   held for a pending order until `expiresAt`, booked for good once it is
 *   paid, or blocked by staff. A
 *   reservation creates the documents of all its days in one batch with
 *   `create`, which fails if any of them exists: of two customers who want
 *   an overlapping day at the same moment, exactly one gets all their days
 *   and the other none, at once and without retries or a lock every
 *   checkout of the car would queue on. Different days never contend. Staff
 *   blocks take their days through the same documents (`createStaffBlock`),
 *   so a block and a booking can never own the same day.
 * - `cars/{carId}/heldDays/{day}`: the public trace of a held day (its end
 *   only), so the calendar can show it taken while someone pays.
 * - `pendingCheckouts/{sha256 of the e-mail}`: the orders of one customer
 *   waiting for payment (order id → when the hold lapses); a reservation
 *   counts them and updates the record in the same batch, with a precondition,
 *   so simultaneous checkouts cannot slip past MAX_PENDING_CHECKOUTS together.
 * - `availabilityBlocks/{id}`: staff blocks and the `booking` block of a paid
 *   order, with the public copy `cars/{carId}/blockedRanges/{id}` written in
 *   the same transaction (the mirror trigger writes the same again,
 *   harmlessly). Blocks are read before a reservation too, so a block written
 *   some other way (the console) still counts.
 * - `webhookEvents/{eventId}`: events already applied; a replay changes nothing.
 * - `paymentStatus/{sessionId}`: what the success page may see.
 */
import {
  canCancel,
  daysOf,
  firstClash,
  holdId,
  isDayTakenFrom,
  overlapOf,
  isRangeFree,
  livePendingOrders,
  MAX_PENDING_CHECKOUTS,
  orderNumber,
  orderReference,
  rectifyingInvoice,
  type BlockClash,
  type BlockFormInput,
  type DayHold,
  type BlockedRange,
  type Invoice,
  type InvoiceContent,
  type MailMessage,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@costa/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { firestoreInvoices } from './invoices';
import { emailKey, sha256Hex } from './keys';
import type { PaymentEvent } from './payments/provider';

export { daysOf };

export type NewOrder = Omit<Order, 'id' | 'status' | 'sessionId' | 'paidAt'>;

export type ReserveOutcome =
  | { reserved: true; orderId: string }
  | { reserved: false; reason: 'dates-unavailable' | 'too-many-pending' };

export type CancelOutcome =
  /** The order was waiting for payment and its days are free again. */
  | { cancelled: true; order: Order }
  /** Nothing to release (already paid, expired or cancelled): where to send the customer all the same. */
  | { cancelled: false; order: Order }
  /** No such order, or the token is not its own. */
  | null;

export type BlockOutcome =
  | { created: true; blockId: string }
  | { created: false; clash: BlockClash }
  | { created: false; clash: null; reason: 'car-not-found' };

export type UnblockOutcome = 'deleted' | 'not-found' | 'booking-block';

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
  /**
   * Applies a verified payment event once; `mail` renders the e-mails of the order as paid: `paid`
   * (the customer's confirmation, the staff's notice), or `conflict` when its days were taken
   * meanwhile (the customer told the truth, the staff asked to resolve it).
   * Either way money was taken, so the order's invoice, `invoiceOf` the paid
   * order, is issued in the same transaction and handed to `mail`.
   */
  applyEvent(
    event: PaymentEvent,
    now: number,
    mail: (order: Order, invoice: Invoice | null) => MailMessage[],
    paidFields?: PaidFields,
    invoiceOf?: (order: Order) => InvoiceContent,
  ): Promise<EventOutcome>;
  /** The order of a cancel link, if the token is its own; when still pending, cancelled with its days released. */
  cancel(orderId: string, tokenHash: string, now: number): Promise<CancelOutcome>;
  /** The order a cancel link names, if the token is its own. */
  findForCancel(orderId: string, tokenHash: string): Promise<Order | null>;
}

/** Set on an order as it is paid: the hash of the manage link its confirmation carries. */
export type PaidFields = Pick<Order, 'manageTokenHash'>;

/** A customer reaching their own booking: by the manage link's token hash, or by its reference and address. */
export interface ManageStore {
  findByManageHash(hash: string): Promise<Order | null>;
  findByReference(orderNumber: string, email: string): Promise<Order | null>;
  /** A new manage link for the order, with the mail that carries it: the earlier links stop working. */
  newManageLink(orderId: string, hash: string, mail: MailMessage, now: number): Promise<void>;
}

export type StaffCancelOutcome =
  | { cancelled: true; order: Order }
  /** Cancelled before (a retried call): nothing changed. */
  | { cancelled: false; reason: 'already-cancelled'; order: Order }
  /** Expired, or paid meanwhile when the pending order was to be cancelled: reload and look again. */
  | { cancelled: false; reason: 'not-cancellable'; order: Order }
  | null;

export interface StaffCancel {
  /** What the provider refunded (already done), or null for none. */
  refund: { amountCents: number; id: string } | null;
  /** Who cancels, for the timeline: the staff member, or `customer`. */
  by: string;
  now: number;
  /** Whether the order, as read in the transaction, may still be cancelled this way (the customer's rule). */
  allowed?: (order: Order) => boolean;
  /**
   * The e-mails to queue (the customer's notice, the staff's), from the
   * cancelled order and the rectifying invoice its refund issued (if any).
   */
  mail: (order: Order, rectifying: Invoice | null) => MailMessage[];
}

/** Staff cancel an order: its days go back on sale, whatever held or booked them for it. */
export interface StaffOrderStore {
  findOrder(orderId: string): Promise<Order | null>;
  staffCancel(orderId: string, cancel: StaffCancel): Promise<StaffCancelOutcome>;
}

/** Staff blocks, through the same per-day documents as orders. */
export interface BlockStore {
  /** The block with all its days, or the first thing that owns one of them. */
  createStaffBlock(block: BlockFormInput, createdBy: string, now: number): Promise<BlockOutcome>;
  /** Deletes a staff block and frees its days; booking blocks belong to their orders. */
  deleteStaffBlock(blockId: string): Promise<UnblockOutcome>;
}

/** The key of a customer's pending-checkout record: the address itself stays out of ids. */
export const customerKey = emailKey;

/** What an order keeps of its cancel link's token. */
export const tokenHash = sha256Hex;

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Firestore's ALREADY_EXISTS and FAILED_PRECONDITION: another reservation got there first. */
const LOST_RACE = new Set([6, 9]);

/**
 * `orders/{id}` as the domain's `Order`. Only this server writes orders (the
 * security rules let no client), always as an `Order` without its id, so what
 * is stored is taken as that type here, in one place.
 */
const ORDER_CONVERTER: FirestoreDataConverter<Order, Omit<Order, 'id'>> = {
  toFirestore: (order) => {
    const { id: _id, ...stored } = order as Order;
    return stored;
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot<Omit<Order, 'id'>>) => ({ ...snapshot.data(), id: snapshot.id }),
};

const holdOf = (snapshot: DocumentSnapshot) => (snapshot.exists ? (snapshot.data() as DayHold) : null);

/** How many times a reservation that lost a race on its customer's record is tried again. */
const RESERVE_ATTEMPTS = 3;

class LostRace extends Error {}

export function firestoreOrders(db: () => Firestore): OrderStore & BlockStore & StaffOrderStore & ManageStore {
  const invoicing = firestoreInvoices(db);
  const orders = () => db().collection('orders').withConverter(ORDER_CONVERTER);
  const holdRef = (carId: string, day: string) => db().collection('holds').doc(holdId(carId, day));
  const heldDayRef = (carId: string, day: string) => db().collection('cars').doc(carId).collection('heldDays').doc(day);
  const blockRef = (id: string) => db().collection('availabilityBlocks').doc(id);
  const mirrorRef = (carId: string, id: string) => db().collection('cars').doc(carId).collection('blockedRanges').doc(id);
  const statusRef = (sessionId: string) => db().collection('paymentStatus').doc(sessionId);
  const pendingRef = (email: string) => db().collection('pendingCheckouts').doc(customerKey(email));

  type BlockDoc = BlockedRange & { id: string; blockType: string };

  /** The car's staff and booking blocks, minus `except`'s own. */
  async function carBlocks(tx: Transaction | null, carId: string, except?: string): Promise<BlockDoc[]> {
    const query = db().collection('availabilityBlocks').where('carId', '==', carId);
    const snapshot = await (tx ? tx.get(query) : query.get());
    return snapshot.docs
      .filter((block) => block.id !== except)
      .map((block) => ({
        id: block.id,
        startDate: block.get('startDate'),
        endDate: block.get('endDate'),
        blockType: block.get('blockType'),
      }));
  }

  async function blockRanges(tx: Transaction | null, carId: string, except?: string): Promise<BlockedRange[]> {
    return (await carBlocks(tx, carId, except)).map(({ startDate, endDate }) => ({ startDate, endDate }));
  }

  /** The order leaves the pending state: it no longer counts against its customer. */
  function forgetPending(tx: Transaction, order: Order): void {
    tx.set(pendingRef(order.customer.email), { orders: { [order.id]: FieldValue.delete() } }, { merge: true });
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

  /** Deletes the holds of `order` still held for it (never a day booked or taken since by another), and their traces. */
  async function releaseIn(tx: Transaction, order: Order): Promise<void> {
    for (const hold of await dayHolds(tx, order.car.id, order)) {
      const data = holdOf(hold);
      if (data?.orderId === order.id && data.state === 'held') {
        tx.delete(hold.ref);
        tx.delete(heldDayRef(order.car.id, data.day));
      }
    }
  }

  async function reserveOnce(order: NewOrder, now: number): Promise<ReserveOutcome> {
    const carId = order.car.id;
    const [blocked, existing, pending] = await Promise.all([
      blockRanges(null, carId),
      dayHolds(null, carId, order),
      pendingRef(order.customer.email).get(),
    ]);
    if (!isRangeFree(order.startDate, order.endDate, blocked)) return { reserved: false, reason: 'dates-unavailable' };
    if (existing.some((hold) => hold.exists && isDayTakenFrom(holdOf(hold)!, null, now))) {
      return { reserved: false, reason: 'dates-unavailable' };
    }
    const waiting = livePendingOrders((pending.get('orders') as Record<string, unknown> | undefined) ?? {}, now);
    if (waiting.length >= MAX_PENDING_CHECKOUTS) return { reserved: false, reason: 'too-many-pending' };

    const ref = orders().doc();
    const batch = db().batch();
    daysOf(order).forEach((day, i) => {
      const hold: DayHold = { carId, day, orderId: ref.id, state: 'held', expiresAt: order.holdExpiresAt };
      const previous = existing[i]!;
      // A lapsed hold is taken over only if unchanged since it was read; otherwise the batch fails (lost race).
      if (previous.exists) batch.update(previous.ref, { ...hold, blockId: null }, { lastUpdateTime: previous.updateTime! });
      else batch.create(previous.ref, hold);
      batch.set(heldDayRef(carId, day), { day, until: order.holdExpiresAt });
    });
    // The customer's record, rewritten with the live orders only, under the same kind of precondition.
    const record = { orders: Object.fromEntries([...waiting.map((id) => [id, pending.get(`orders.${id}`)]), [ref.id, order.holdExpiresAt]]) };
    if (pending.exists) batch.update(pending.ref, record, { lastUpdateTime: pending.updateTime! });
    else batch.create(pending.ref, record);
    batch.create(ref, {
      ...order,
      id: ref.id,
      status: 'pending',
      sessionId: null,
      paidAt: null,
      orderNumber: orderReference({ id: ref.id, sessionId: null }),
    });
    try {
      await batch.commit();
    } catch (error) {
      if (LOST_RACE.has((error as { code?: number }).code ?? -1)) throw new LostRace();
      throw error;
    }
    return { reserved: true, orderId: ref.id };
  }

  async function readOrder(tx: Transaction, orderId: string) {
    return (await tx.get(orders().doc(orderId))).data() ?? null;
  }

  return {
    async reserve(order, now) {
      // A lost race is another checkout of the same days (the next try sees them taken) or of the
      // same customer (the next try counts it): trying again gives the right answer.
      for (let attempt = 1; ; attempt++) {
        try {
          return await reserveOnce(order, now);
        } catch (error) {
          if (!(error instanceof LostRace)) throw error;
          if (attempt >= RESERVE_ATTEMPTS) return { reserved: false, reason: 'dates-unavailable' };
        }
      }
    },

    async attachSession(orderId, sessionId, now) {
      await db().runTransaction(async (tx) => {
        // The number staff search by (and the customer quotes) is the session's from now on.
        tx.update(orders().doc(orderId), { sessionId, orderNumber: orderNumber(sessionId) });
        setStatus(tx, sessionId, 'pending', now);
      });
    },

    async abandon(orderId, now) {
      await db().runTransaction(async (tx) => {
        const order = await readOrder(tx, orderId);
        if (!order || order.status !== 'pending') return;
        await releaseIn(tx, order);
        forgetPending(tx, order);
        tx.update(orders().doc(orderId), { status: 'cancelled', updatedAt: now });
      });
    },

    async applyEvent(event, now, mail, paidFields = {}, invoiceOf) {
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
          if (order.status === 'paid' || order.status === 'conflict') return record('duplicate');
          const range: BlockedRange = { startDate: order.startDate, endDate: order.endDate };
          const holds = await dayHolds(tx, order.car.id, range);
          const blocked = await blockRanges(tx, order.car.id, order.id);
          const slot = invoiceOf ? await invoicing.slot(tx, 'invoice', now) : null;
          // Free unless another order booked or holds a day, or staff blocked one, since this hold lapsed.
          const free =
            isRangeFree(range.startDate, range.endDate, blocked) &&
            holds.every((hold) => !hold.exists || !isDayTakenFrom(holdOf(hold)!, order.id, now));
          const status: OrderStatus = free ? 'paid' : 'conflict';
          // An offer's payment page asked for the terms' box: the versions it linked are now the accepted ones.
          const acceptedTerms =
            order.acceptedTerms ?? (event.termsAccepted && order.termsOffered ? { ...order.termsOffered, acceptedAt: now } : null);
          const paid: Order = {
            ...order,
            ...paidFields,
            status,
            sessionId: event.sessionId,
            orderNumber: orderNumber(event.sessionId),
            paidAt: now,
            amountPaid: event.amountTotal,
            paymentIntent: event.paymentIntent,
            acceptedTerms,
          };
          if (free) {
            for (const hold of holds) {
              const day = hold.ref.id.slice(order.car.id.length + 1);
              const booked: DayHold = { carId: order.car.id, day, orderId: order.id, state: 'booked', expiresAt: null };
              tx.set(hold.ref, booked);
              tx.delete(heldDayRef(order.car.id, day));
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
            tx.set(mirrorRef(order.car.id, order.id), range);
          } else {
            await releaseIn(tx, order);
          }
          // Issued after the transaction's last read (releaseIn reads the holds): Firestore allows no read after a write.
          const invoice = slot && invoiceOf ? slot.issue(invoiceOf(paid)) : null;
          const messages = mail(paid, invoice);
          if (order.status === 'pending') forgetPending(tx, order);
          tx.update(orderRef, {
            status,
            sessionId: event.sessionId,
            orderNumber: orderNumber(event.sessionId),
            paidAt: now,
            updatedAt: now,
            amountPaid: event.amountTotal,
            paymentIntent: event.paymentIntent,
            acceptedTerms,
            ...paidFields,
          });
          setStatus(tx, event.sessionId, status, now);
          const timeline = orderRef.collection('timeline');
          for (const message of messages) {
            tx.set(db().collection('mail').doc(), message);
            tx.set(timeline.doc(), { kind: 'mail', at: Timestamp.fromMillis(now), by: null, text: message.subject, to: message.to });
          }
          return record(free ? 'paid' : 'paid-conflict');
        }

        // Expired, or an asynchronous payment that failed: the days go back on sale.
        if (order.status !== 'pending') return record('duplicate');
        const status: OrderStatus = event.type === 'checkout.session.expired' ? 'expired' : 'cancelled';
        await releaseIn(tx, order);
        forgetPending(tx, order);
        tx.update(orderRef, { status, updatedAt: now });
        setStatus(tx, event.sessionId, status, now);
        return record(status);
      });
    },

    async findByManageHash(hash) {
      const found = await orders().where('manageTokenHash', '==', hash).limit(1).get();
      return found.docs[0]?.data() ?? null;
    },

    async findByReference(number, email) {
      // A reference is 8 characters of the session id: two orders could share one, the address tells them apart.
      const found = await orders().where('orderNumber', '==', number).limit(10).get();
      return found.docs.map((doc) => doc.data()).find((order) => order.customer.email.trim().toLowerCase() === email) ?? null;
    },

    async newManageLink(orderId, hash, mail, now) {
      const batch = db().batch();
      batch.update(orders().doc(orderId), { manageTokenHash: hash });
      batch.set(db().collection('mail').doc(), mail);
      batch.set(orders().doc(orderId).collection('timeline').doc(), { kind: 'mail', at: Timestamp.fromMillis(now), by: null, text: mail.subject, to: mail.to });
      await batch.commit();
    },

    async findForCancel(orderId, hash) {
      const order = (await orders().doc(orderId).get()).data();
      return order && order.cancelTokenHash === hash ? order : null;
    },

    async cancel(orderId, hash, now) {
      return db().runTransaction(async (tx): Promise<CancelOutcome> => {
        const order = await readOrder(tx, orderId);
        if (!order || typeof order.cancelTokenHash !== 'string' || order.cancelTokenHash !== hash) return null;
        if (order.status !== 'pending') return { cancelled: false, order };
        await releaseIn(tx, order);
        forgetPending(tx, order);
        tx.update(orders().doc(orderId), { status: 'cancelled', updatedAt: now });
        setStatus(tx, order.sessionId, 'cancelled', now);
        return { cancelled: true, order: { ...order, status: 'cancelled' } };
      });
    },

    async findOrder(orderId) {
      return (await orders().doc(orderId).get()).data() ?? null;
    },

    async staffCancel(orderId, { refund, by, now, mail, allowed }) {
      return db().runTransaction(async (tx): Promise<StaffCancelOutcome> => {
        const order = await readOrder(tx, orderId);
        if (!order) return null;
        if (order.status === 'cancelled') return { cancelled: false, reason: 'already-cancelled', order };
        if (!canCancel(order) || (allowed && !allowed(order))) return { cancelled: false, reason: 'not-cancellable', order };
        // Every day this order holds or booked, and the booking block with its public copy.
        const holds = await dayHolds(tx, order.car.id, order);
        const booking = await tx.get(blockRef(order.id));
        // A refund of an invoiced order issues a rectifying invoice citing it.
        const original = refund && refund.amountCents > 0 ? await invoicing.originalIn(tx, order.id) : null;
        const slot = original ? await invoicing.slot(tx, 'rectifying', now) : null;
        for (const hold of holds) {
          const data = holdOf(hold);
          if (data?.orderId !== order.id) continue;
          tx.delete(hold.ref);
          if (data.state === 'held') tx.delete(heldDayRef(order.car.id, data.day));
        }
        if (booking.exists && booking.get('orderId') === order.id) {
          tx.delete(booking.ref);
          tx.delete(mirrorRef(order.car.id, order.id));
        }
        if (order.status === 'pending') forgetPending(tx, order);
        const cancelled: Order = { ...order, status: 'cancelled', cancelledAt: now, refund };
        tx.update(orders().doc(order.id), { status: 'cancelled', cancelledAt: now, cancelledBy: by, refund, updatedAt: now });
        setStatus(tx, order.sessionId, 'cancelled', now);
        const timeline = orders().doc(order.id).collection('timeline');
        const at = Timestamp.fromMillis(now);
        tx.set(timeline.doc(), { kind: 'cancelled', at, by });
        if (refund) tx.set(timeline.doc(), { kind: 'refunded', at, by, amountCents: refund.amountCents });
        const rectifying = slot && original && refund ? slot.issue(rectifyingInvoice(original, refund.amountCents)) : null;
        for (const message of mail(cancelled, rectifying)) {
          tx.set(db().collection('mail').doc(), message);
          tx.set(timeline.doc(), { kind: 'mail', at, by, text: message.subject, to: message.to });
        }
        return { cancelled: true, order: cancelled };
      });
    },

    async createStaffBlock(block, createdBy, now) {
      return db().runTransaction(async (tx): Promise<BlockOutcome> => {
        const days = daysOf(block);
        const [car, holds, others] = await Promise.all([
          tx.get(db().collection('cars').doc(block.carId)),
          dayHolds(tx, block.carId, block),
          carBlocks(tx, block.carId),
        ]);
        if (!car.exists) return { created: false, clash: null, reason: 'car-not-found' };
        const clash = firstClash(holds.map(holdOf), now);
        if (clash) {
          const { hold, startDate, endDate } = clash;
          if (hold.state === 'held') return { created: false, clash: { kind: 'checkout', startDate, endDate } };
          if (hold.state === 'booked') {
            const booked = hold.orderId ? await readOrder(tx, hold.orderId) : null;
            const number = booked?.sessionId ? orderNumber(booked.sessionId) : null;
            return { created: false, clash: { kind: 'booking', startDate, endDate, orderNumber: number } };
          }
          const kind = others.find((other) => other.id === hold.blockId)?.blockType === 'maintenance' ? 'maintenance' : 'admin';
          return { created: false, clash: { kind, startDate, endDate } };
        }
        // A block without day documents (written before they existed, or in the console) still counts.
        for (const other of others) {
          const shared = overlapOf(block, other);
          if (!shared) continue;
          if (other.blockType === 'admin' || other.blockType === 'maintenance') return { created: false, clash: { kind: other.blockType, ...shared } };
          return { created: false, clash: { kind: 'booking', ...shared, orderNumber: null } };
        }

        const ref = db().collection('availabilityBlocks').doc();
        holds.forEach((snapshot, i) => {
          const hold: DayHold = { carId: block.carId, day: days[i]!, state: 'blocked', orderId: null, blockId: ref.id, expiresAt: null };
          tx.set(snapshot.ref, hold);
        });
        tx.set(ref, { ...block, notes: block.notes.trim(), createdBy, createdAt: new Date(now) });
        tx.set(mirrorRef(block.carId, ref.id), { startDate: block.startDate, endDate: block.endDate });
        return { created: true, blockId: ref.id };
      });
    },

    async deleteStaffBlock(blockId) {
      return db().runTransaction(async (tx): Promise<UnblockOutcome> => {
        const snapshot = await tx.get(blockRef(blockId));
        if (!snapshot.exists) return 'not-found';
        const block = snapshot.data() as BlockedRange & { carId: string; blockType: string };
        if (block.blockType === 'booking') return 'booking-block';
        const holds = await dayHolds(tx, block.carId, block);
        for (const hold of holds) if (holdOf(hold)?.blockId === blockId) tx.delete(hold.ref);
        tx.delete(snapshot.ref);
        tx.delete(mirrorRef(block.carId, blockId));
        return 'deleted';
      });
    },
  };
}
