/**
 * Demo orders, for the account page's Orders tab and the back office:
 * - the demo customer's past rental, paid, handed over and returned with
 *   the readings staff took, its extra kilometres and missing fuel billed
 *   with a payment link and paid (their own invoice); and an abandoned
 *   checkout whose payment session expired (both in the past: no booking block);
 * - a guest's upcoming rental, paid in Spanish, which books its days as the
 *   webhook would (day documents, booking block and its public copy), so the
 *   staff can hand the car over, resend the confirmation or cancel it;
 * - a guest's cancelled rental, refunded in part by staff, in German;
 * - a guest's rental the customer cancelled themself, refunded in full, in Italian.
 * Every paid order has its invoice, and each refund its rectifying invoice,
 * numbered and chained as the server issues them (the demo's series start
 * over on every seed).
 * Prices come from the domain's pricing with the seeded discount tiers, as
 * the server computes them. Emulators only (a real project never gets demo
 * customers).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  type Car,
  type CustomerDetails,
  type AdditionalDriver,
  type DriverDetails,
  daysOf,
  holdId,
  INVOICE_CHAIN_ID,
  invoiceCounterId,
  invoiceSeller,
  invoiceYear,
  issuedInvoice,
  orderInvoice,
  orderReference,
  rectifyingInvoice,
  returnCharges,
  returnChargesCents,
  returnChargesInvoice,
  vatRateOf,
  type HandoverReading,
  type CarReading,
  type Invoice,
  type Lang,
  type Order,
  orderNumber,
  freeDeliveryKmOf,
  priceBreakdown,
  SHOWROOM_ADDRESS,
  type SiteSettings,
} from '@costa/domain';
import { sha256Hex } from '../../functions/src/services/keys';
import { confirmationMailMessage } from '../../functions/src/render/confirmation-message';
import { DEMO_CUSTOMER } from './accounts';
import { dayFrom, DISCOUNT_TIERS, EXTRAS, SITE_SETTINGS } from './business';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface OrderPlan {
  id: string;
  carId: string;
  status: Order['status'];
  /** First and last rental day, counted from today (negative: past). */
  from: number;
  to: number;
  pickupTime: string;
  dropoffTime: string;
  pickupLocation: string;
  dropoffLocation: string;
  distanceKm: number;
  /** Road km from the showroom to each place (the gazetteer's), when beyond the free zone; none otherwise. */
  showroomKm?: { pickupKm: number; dropoffKm: number };
  sessionId: string;
  /** Days before today the order was placed. */
  placedDaysAgo: number;
  /** The main driver's dates, as the order page asks them. */
  driver: DriverDetails;
  /** A guest's order (the demo customer's when absent). */
  guest?: CustomerDetails & { lang: Lang };
  /** Part of the total refunded on cancelling, in cents ('all': everything paid). */
  refundCents?: number | 'all';
  /** Who cancelled: staff (the default) or the customer from their booking page. */
  cancelledBy?: 'customer';
  /** The extras chosen on the order page, by id (business.ts), and the additional driver when one is among them. */
  extras?: string[];
  additionalDriver?: AdditionalDriver;
  /** Handed over and returned with these readings; the return's charges billed, and paid the next day. */
  returned?: { out: HandoverReading; back: CarReading };
}

const PLANS: readonly OrderPlan[] = [
  {
    id: 'demoOrderPaidWhitfield01',
    carId: 'VPiaM3deL9A66yg4i5Yb',
    status: 'paid',
    from: -24,
    to: -20,
    pickupTime: '10:00',
    dropoffTime: '21:00',
    pickupLocation: 'Marbella Club Hotel, Bulevar Príncipe Alfonso von Hohenlohe, Marbella',
    dropoffLocation: 'Málaga Airport (AGP), Málaga',
    distanceKm: 52,
    showroomKm: { pickupKm: 2.2, dropoffKm: 51.4 },
    sessionId: 'cs_test_demoWhitfieldPaid7Q2K9X4M',
    placedDaysAgo: 40,
    driver: { birthDate: '1979-03-21', licenceIssuedOn: '1998-07-02' },
    // Driven a little beyond the five days' kilometres, and back with a quarter of the tank missing.
    returned: { out: { km: 8_420, fuelEighths: 8, depositEur: 5_000, depositMethod: 'card-hold' }, back: { km: 9_482, fuelEighths: 6 } },
  },
  {
    id: 'demoOrderExpiredWhitfield02',
    carId: 'VPiaM3deL9A66yg4i5Yb',
    status: 'expired',
    from: -9,
    to: -8,
    pickupTime: '10:00',
    dropoffTime: '18:00',
    pickupLocation: SHOWROOM_ADDRESS,
    dropoffLocation: SHOWROOM_ADDRESS,
    distanceKm: 0,
    sessionId: 'cs_test_demoWhitfieldExpired3H8B1N',
    placedDaysAgo: 12,
    driver: { birthDate: '1985-11-08', licenceIssuedOn: '2004-02-16' },
  },
  {
    id: 'demoOrderPaidMartin03',
    carId: 'jwrmFUnkGFxgRcbyhXBV',
    status: 'paid',
    from: 40,
    to: 42,
    pickupTime: '11:00',
    dropoffTime: '19:00',
    pickupLocation: 'Puerto Banús, Marbella',
    dropoffLocation: 'Puerto Banús, Marbella',
    distanceKm: 9,
    sessionId: 'cs_test_demoMartinPaid5R7T2W8Q',
    placedDaysAgo: 3,
    driver: { birthDate: '1990-06-30', licenceIssuedOn: '2009-09-11' },
    guest: { name: 'Sofía Martín', email: 'sofia.martin@example.es', phone: '+34 612 345 678', lang: 'es' },
    extras: ['extra-additional-driver', 'extra-excess-reduction'],
    additionalDriver: { name: 'Pablo Martín', birthDate: '1988-02-17', licenceIssuedOn: '2007-03-02' },
  },
  {
    id: 'demoOrderCancelledKeller04',
    carId: 'VPiaM3deL9A66yg4i5Yb',
    status: 'cancelled',
    from: -5,
    to: -3,
    pickupTime: '10:00',
    dropoffTime: '10:00',
    pickupLocation: SHOWROOM_ADDRESS,
    dropoffLocation: SHOWROOM_ADDRESS,
    distanceKm: 0,
    sessionId: 'cs_test_demoKellerCancel9D4F6H1J',
    placedDaysAgo: 30,
    driver: { birthDate: '1972-01-14', licenceIssuedOn: '1991-05-27' },
    guest: { name: 'Jonas Keller', email: 'jonas.keller@example.de', phone: '', lang: 'de' },
    refundCents: 100_000,
  },
  {
    id: 'demoOrderSelfCancelledBianchi05',
    carId: 'jwrmFUnkGFxgRcbyhXBV',
    status: 'cancelled',
    from: 20,
    to: 23,
    pickupTime: '09:00',
    dropoffTime: '18:00',
    pickupLocation: 'Málaga Airport (AGP), Málaga',
    dropoffLocation: 'Málaga Airport (AGP), Málaga',
    distanceKm: 0,
    showroomKm: { pickupKm: 51.4, dropoffKm: 51.4 },
    sessionId: 'cs_test_demoBianchiSelfCancel2K7M4P',
    placedDaysAgo: 9,
    driver: { birthDate: '1988-04-05', licenceIssuedOn: '2007-10-19' },
    guest: { name: 'Chiara Bianchi', email: 'chiara.bianchi@example.it', phone: '+39 333 123 4567', lang: 'it', taxId: 'IT01234567890', billingAddress: 'Via Monte Napoleone 8, 20121 Milano' },
    refundCents: 'all',
    cancelledBy: 'customer',
  },
];

/** The demo orders, as stored (`orders/{id}` holds everything but the id). */
export function buildOrders(cars: readonly Car[], now: number = Date.now()): Order[] {
  const today = Math.floor(now / DAY) * DAY;
  return PLANS.flatMap((plan) => {
    const car = cars.find((candidate) => candidate.id === plan.carId);
    if (!car) return [];
    const startDate = dayFrom(now, plan.from);
    const endDate = dayFrom(now, plan.to);
    const createdAt = today - plan.placedDaysAgo * DAY + 11 * HOUR;
    const price = priceBreakdown({
      dailyPrice: car.dailyPrice,
      startDate,
      endDate,
      pickupTime: plan.pickupTime,
      dropoffTime: plan.dropoffTime,
      distanceKm: plan.distanceKm,
      discounts: DISCOUNT_TIERS,
      ...(plan.showroomKm && { delivery: { ...plan.showroomKm, freeKm: freeDeliveryKmOf(SITE_SETTINGS) } }),
      extras: EXTRAS.filter((extra) => plan.extras?.includes(extra.id)),
    });
    const order: Order = {
      id: plan.id,
      car: {
        id: car.id,
        name: car.name,
        brand: car.brand,
        model: car.model,
        year: car.year,
        dailyPrice: car.dailyPrice,
        image: car.images[0] ?? '',
        rentalTerms: car.rentalTerms,
      },
      uid: plan.guest ? null : DEMO_CUSTOMER.uid,
      customer: plan.guest
        ? { name: plan.guest.name, email: plan.guest.email, phone: plan.guest.phone, ...(plan.guest.taxId && { taxId: plan.guest.taxId, billingAddress: plan.guest.billingAddress }) }
        : { name: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`, email: DEMO_CUSTOMER.email, phone: '+44 7700 900123' },
      // The main driver, as the order page asked: old enough and licensed long enough for every car.
      driver: plan.driver,
      ...(plan.additionalDriver && { additionalDriver: plan.additionalDriver }),
      lang: plan.guest?.lang ?? 'en',
      price,
      status: plan.status,
      sessionId: plan.sessionId,
      orderNumber: orderNumber(plan.sessionId),
      createdAt,
      holdExpiresAt: createdAt + 35 * 60_000,
      // A cancelled order was paid before staff cancelled it.
      paidAt: plan.status === 'paid' || plan.status === 'cancelled' ? createdAt + 4 * 60_000 : null,
      ...(plan.status !== 'expired' && { amountPaid: Math.round(price.totalPrice * 100) }),
      ...(plan.status !== 'expired' && { paymentIntent: `pi_demo_${plan.id}` }),
      ...(plan.refundCents !== undefined && {
        refund: { amountCents: plan.refundCents === 'all' ? Math.round(price.totalPrice * 100) : plan.refundCents, id: `re_demo_${plan.id}` },
        cancelledAt: createdAt + 2 * DAY,
        cancelledBy: plan.cancelledBy ?? 'admin@costaprestige.com',
      }),
      startDate,
      endDate,
      pickupTime: plan.pickupTime,
      dropoffTime: plan.dropoffTime,
      pickupLocation: plan.pickupLocation,
      dropoffLocation: plan.dropoffLocation,
      // The demo's first published texts (seed/legal.ts), ticked on the order page.
      acceptedTerms: { termsVersion: 1, privacyVersion: 1, acceptedAt: createdAt },
      ...(plan.returned && returnedFields(plan.returned, { ...price, rentalTerms: car.rentalTerms }, today + plan.from * DAY, today + plan.to * DAY, plan.id)),
    };
    return [order];
  });
}

/** A returned order's readings, and the payment link of its charges, paid a day after the return (its invoice id is set with the invoices). */
function returnedFields(
  { out, back }: NonNullable<OrderPlan['returned']>,
  { days, rentalTerms }: { days: number; rentalTerms: Car['rentalTerms'] },
  firstDay: number,
  lastDay: number,
  id: string,
): Pick<Order, 'handedOverAt' | 'returnedAt' | 'handover' | 'return' | 'returnBill'> {
  const charges = returnCharges(rentalTerms, days, out, back);
  const returnedAt = lastDay + 19 * HOUR;
  return {
    handedOverAt: firstDay + 10 * HOUR,
    returnedAt,
    handover: out,
    return: { ...back, depositReleased: true, charges },
    returnBill: {
      amountCents: returnChargesCents(charges),
      sessionId: `cs_test_demoReturnCharges${id.slice(-6)}`,
      url: '',
      createdAt: returnedAt + HOUR,
      expiresAt: returnedAt + 25 * HOUR,
      by: 'admin@costaprestige.com',
      status: 'paid',
      paidAt: returnedAt + 20 * HOUR,
      paymentIntent: `pi_demo_charges_${id}`,
      invoiceId: null,
    },
  };
}

/**
 * Writes the demo orders (fixed ids: a reseed overwrites them) and says so.
 * A paid order still to come books its days as the webhook does.
 */
export async function seedOrders(db: Firestore, cars: readonly Car[], now: number, log: (line: string) => void): Promise<number> {
  const invoices = buildInvoices(buildOrders(cars, now));
  const orders = buildOrders(cars, now).map((order) => withChargesInvoice(order, invoices));
  const today = dayFrom(now, 0);
  const batch = db.batch();
  for (const { id, ...order } of orders) {
    const ref = db.collection('orders').doc(id);
    batch.set(ref, order);
    const confirmation = order.paidAt ? confirmationMailMessage({ ...order, id }, null, order.paidAt) : null;
    if (order.paidAt && confirmation) {
      // The confirmation the webhook queued, as its timeline names it (its subject, in the order's language).
      batch.set(ref.collection('timeline').doc('confirmation'), {
        kind: 'mail',
        at: Timestamp.fromMillis(order.paidAt),
        by: null,
        text: confirmation.subject,
        to: order.customer.email,
      });
    }
    if (order.handedOverAt && order.handover) {
      batch.set(ref.collection('timeline').doc('handed-over'), { kind: 'handed-over', at: Timestamp.fromMillis(order.handedOverAt), by: 'admin@costaprestige.com', reading: order.handover });
    }
    if (order.returnedAt && order.return) {
      batch.set(ref.collection('timeline').doc('returned'), { kind: 'returned', at: Timestamp.fromMillis(order.returnedAt), by: 'admin@costaprestige.com', reading: order.return });
    }
    const bill = order.returnBill;
    if (bill) {
      batch.set(ref.collection('timeline').doc('charges-billed'), { kind: 'charges-billed', at: Timestamp.fromMillis(bill.createdAt), by: bill.by, amountCents: bill.amountCents });
      if (bill.paidAt && bill.invoiceId) {
        batch.set(ref.collection('timeline').doc('charges-paid'), { kind: 'charges-paid', at: Timestamp.fromMillis(bill.paidAt), by: null, amountCents: bill.amountCents, invoiceId: bill.invoiceId });
      }
    }
    if (order.refund && order.cancelledAt) {
      const at = Timestamp.fromMillis(order.cancelledAt);
      const by = order.cancelledBy ?? null;
      batch.set(ref.collection('timeline').doc('cancelled'), { kind: 'cancelled', at, by });
      batch.set(ref.collection('timeline').doc('refunded'), { kind: 'refunded', at, by, amountCents: order.refund.amountCents });
    }
    if (order.status !== 'paid' || order.endDate < today) continue;
    const range = { startDate: order.startDate, endDate: order.endDate };
    for (const day of daysOf(range)) {
      batch.set(db.collection('holds').doc(holdId(order.car.id, day)), { carId: order.car.id, day, orderId: id, state: 'booked', expiresAt: null });
    }
    batch.set(db.collection('availabilityBlocks').doc(id), {
      carId: order.car.id,
      ...range,
      blockType: 'booking',
      notes: `Order ${order.sessionId!.slice(-8).toUpperCase()}: ${order.customer.name}`,
      createdBy: null,
      createdAt: order.paidAt,
      orderId: id,
    });
    batch.set(db.collection('cars').doc(order.car.id).collection('blockedRanges').doc(id), range);
  }
  await batch.commit();
  await seedInvoices(db, invoices);
  log(`  ${invoices.length} demo invoices and rectifying invoices`);
  log(`  ${orders.length} demo orders (${orders.filter((order) => order.uid).length} for ${DEMO_CUSTOMER.email})`);
  return orders.length;
}

/** The order with its paid return charges' invoice named on its bill, as the webhook records it. */
export function withChargesInvoice(order: Order, invoices: readonly Invoice[]): Order {
  if (!order.returnBill?.paidAt) return order;
  const invoice = invoices.find((candidate) => candidate.orderId === order.id && candidate.issuedAt === order.returnBill!.paidAt);
  return { ...order, returnBill: { ...order.returnBill, invoiceId: invoice?.id ?? null } };
}

type Due = { at: number; order: Order; refundCents: number | null; charges?: true };

/**
 * The demo orders' invoices, as the server would have issued them: one per
 * paid order at its payment, one for a return's charges when paid, one
 * rectifying invoice per refund at its cancellation, numbered per series and
 * year in that order and chained.
 */
export function buildInvoices(orders: readonly Order[], settings: SiteSettings = SITE_SETTINGS): Invoice[] {
  const due = orders.flatMap((order): Due[] => {
    if (!order.paidAt) return [];
    const original: Due = { at: order.paidAt, order, refundCents: null };
    const bill = order.returnBill;
    const charges: Due[] = bill?.paidAt ? [{ at: bill.paidAt, order, refundCents: null, charges: true }] : [];
    return order.refund && order.cancelledAt ? [original, { at: order.cancelledAt, order, refundCents: order.refund.amountCents }] : [original, ...charges];
  });
  const last = new Map<string, number>();
  const originals = new Map<string, Invoice>();
  let previousHash = '';
  return due
    .sort((a, b) => a.at - b.at)
    .map(({ at, order, refundCents, charges }) => {
      const seller = invoiceSeller(settings);
      const content =
        charges && order.return
          ? returnChargesInvoice(order, order.return.charges, { paidAt: at, reference: order.returnBill?.paymentIntent ?? null }, orderReference(order), seller, vatRateOf(settings))
          : refundCents === null
            ? orderInvoice(order, orderReference(order), seller, vatRateOf(settings))
            : rectifyingInvoice(originals.get(order.id)!, refundCents);
      const counter = invoiceCounterId(content.kind, invoiceYear(at));
      const sequence = (last.get(counter) ?? 0) + 1;
      last.set(counter, sequence);
      const invoice = issuedInvoice(content, { sequence, issuedAt: at, previousHash, sha256: sha256Hex });
      previousHash = invoice.verifactu.hash;
      if (refundCents === null && !charges) originals.set(order.id, invoice);
      return invoice;
    });
}

/** Replaces the demo's invoices and their counters with those of the demo orders. */
async function seedInvoices(db: Firestore, invoices: readonly Invoice[]): Promise<void> {
  const stale = await Promise.all([db.collection('invoices').get(), db.collection('invoiceCounters').get()]);
  // Each document written once: the counters hold the last number of each series and year.
  const counters = new Map<string, { last: number; updatedAt: number }>();
  for (const invoice of invoices) counters.set(invoiceCounterId(invoice.kind, invoice.year), { last: invoice.sequence, updatedAt: invoice.issuedAt });
  const head = invoices.at(-1);
  const kept = new Set([...invoices.map((invoice) => `invoices/${invoice.id}`), ...[...counters.keys(), INVOICE_CHAIN_ID].map((id) => `invoiceCounters/${id}`)]);
  const batch = db.batch();
  for (const snapshot of stale) for (const doc of snapshot.docs) if (!kept.has(doc.ref.path)) batch.delete(doc.ref);
  for (const { id, ...invoice } of invoices) batch.set(db.collection('invoices').doc(id), invoice);
  for (const [id, counter] of counters) batch.set(db.collection('invoiceCounters').doc(id), counter);
  if (head) batch.set(db.collection('invoiceCounters').doc(INVOICE_CHAIN_ID), { lastInvoiceId: head.id, lastHash: head.verifactu.hash });
  await batch.commit();
}
