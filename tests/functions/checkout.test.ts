/**
 * Booking and paying through the functions emulator: the
 * `startCheckout` callable, the payment webhook behind the hosting rewrite,
 * and the local test checkout. Each test books its own test car (created
 * here, deleted afterwards with everything booked on it), so tests never
 * compete for days with each other or with the demo fleet. Holds are one
 * document per car and day (`holds/{carId}_{day}`).
 */
import {
  CALLABLES,
  HOLD_MINUTES,
  CONFLICT_ANSWER_HOURS,
  DRIVER_MESSAGES,
  orderNumber,
  priceBreakdown,
  TERMS_MESSAGES,
  type CheckoutRefusal,
  type CheckoutResponse,
  type Order,
  type RentalDiscount,
  type SiteSettings,
} from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { buildCar, docData } from '../builders';
import { createStartCheckoutHandler } from '../../functions/src/handlers/checkout';
import { firestoreAcceptedVersions } from '../../functions/src/services/legal-texts';
import { firestoreCheckoutCatalog } from '../../functions/src/services/checkout-catalog';
import { customerKey, daysOf, firestoreOrders } from '../../functions/src/services/orders';
import { firestoreClientLimiter } from '../../functions/src/services/client-limits';
import { LOCAL_WEBHOOK_SECRET, localPaymentsProvider } from '../../functions/src/services/payments/local';
import { firestoreLocalSessions } from '../../functions/src/services/payments/local-sessions';
import { gazetteerProvider } from '../../functions/src/services/places/gazetteer';
import { adminFirestore, FUNCTIONS, HOSTING, uniqueId } from './support';

interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: { reason?: CheckoutRefusal } };
}

async function call<T>(name: string, data: unknown): Promise<CallableAnswer<T>> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: HOSTING },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<CallableAnswer<T>, 'status'>) };
}

const checkout = (data: unknown) => call<CheckoutResponse>(CALLABLES.startCheckout, data);

let db: Firestore;
let close: () => Promise<void>;
const cars: string[] = [];

beforeAll(() => {
  ({ db, close } = adminFirestore());
});

afterAll(async () => {
  for (const carId of cars) {
    const orders = await db.collection('orders').where('car.id', '==', carId).get();
    const sessions = orders.docs.map((order) => order.get('sessionId')).filter((id): id is string => !!id);
    const related = await Promise.all([
      db.collection('holds').where('carId', '==', carId).get(),
      db.collection('availabilityBlocks').where('carId', '==', carId).get(),
      db.collection('cars').doc(carId).collection('blockedRanges').get(),
      db.collection('cars').doc(carId).collection('heldDays').get(),
      ...orders.docs.map((order) => db.collection('webhookEvents').where('orderId', '==', order.id).get()),
      ...orders.docs.map((order) => db.collection('checkoutSessions').where('orderId', '==', order.id).get()),
    ]);
    const refs = [
      ...orders.docs.map((doc) => doc.ref),
      ...related.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)),
      ...sessions.map((id) => db.collection('paymentStatus').doc(id)),
      ...orders.docs.map((order) => db.collection('pendingCheckouts').doc(customerKey(order.get('customer.email')))),
      db.collection('cars').doc(carId),
    ];
    await Promise.all(refs.map((ref) => ref.delete()));
  }
  await close();
});

/** A bookable car of this test's own, on the far side of the demo data's dates. */
async function testCar(overrides: Record<string, unknown> = {}): Promise<string> {
  const car = buildCar({ id: uniqueId(), dailyPrice: 1000, ...overrides });
  cars.push(car.id);
  await db.collection('cars').doc(car.id).set(docData(car));
  return car.id;
}

function choice(carId: string, overrides: Record<string, unknown> = {}) {
  return {
    carId,
    startDate: '2027-06-10',
    endDate: '2027-06-13',
    pickupTime: '07:00',
    dropoffTime: '18:00',
    pickupLocation: 'Málaga Airport (AGP)',
    dropoffLocation: 'Málaga Airport (AGP)',
    customerName: 'Ana García',
    // One customer per checkout: a customer may have only MAX_PENDING_CHECKOUTS waiting at once.
    customerEmail: `Ana.Garcia.${uniqueId()}@Example.com`,
    customerPhone: '+34 600 000 000',
    driverBirthDate: '1985-04-12',
    driverLicenceDate: '2004-06-01',
    lang: 'es',
    termsAccepted: true,
    ...overrides,
  };
}

async function ordersOf(carId: string): Promise<Order[]> {
  const snapshot = await db.collection('orders').where('car.id', '==', carId).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<Order, 'id'>), id: doc.id }));
}

async function holdsOf(carId: string) {
  return (await db.collection('holds').where('carId', '==', carId).get()).docs.map((doc) => doc.data());
}

async function bookingBlocksOf(carId: string) {
  return (await db.collection('availabilityBlocks').where('carId', '==', carId).get()).docs.map((doc) => doc.data());
}

async function activeDiscounts(): Promise<RentalDiscount[]> {
  const snapshot = await db.collection('discounts').where('isActive', '==', true).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<RentalDiscount, 'id'>), id: doc.id }));
}

function sessionIdOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

/** Posts an event to the webhook as Stripe (or the local checkout) would, or with the signature given. */
async function postEvent(payload: string, signature?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  if (header) headers['Stripe-Signature'] = header;
  return fetch(`${HOSTING}/api/payments/webhook`, { method: 'POST', headers, body: payload });
}

function sessionEvent(type: string, sessionId: string, orderId: string, paid: boolean, eventId = `evt_test${uniqueId()}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        metadata: { orderId },
        client_reference_id: orderId,
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: 1,
        currency: 'eur',
        payment_intent: paid ? 'pi_test_1' : null,
      },
    },
  });
}

describe('startCheckout', () => {
  it('prices on the server: a tampered price in the request is ignored', async () => {
    const carId = await testCar();
    const answer = await checkout({
      ...choice(carId),
      totalPrice: 1,
      pricing: { totalPrice: 1, basePrice: 1 },
      dailyPrice: 1,
      carDetails: { dailyPrice: 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.result?.url).toMatch(/^http:\/\/127\.0\.0\.1:5000\/test-checkout\/cs_test_/);
    const [order] = await ordersOf(carId);
    const expected = priceBreakdown({
      dailyPrice: 1000,
      startDate: '2027-06-10',
      endDate: '2027-06-13',
      pickupTime: '07:00',
      dropoffTime: '18:00',
      distanceKm: 0,
      discounts: await activeDiscounts(),
      // The airport is 51.4 km from the showroom (the gazetteer), out and back, beyond the 15 km free zone.
      delivery: { pickupKm: 51.4, dropoffKm: 51.4, freeKm: 15 },
    });
    expect(order?.price).toEqual(expected);
    // 4 days at 1,000 EUR, the 10% tier, one out-of-hours pickup: the seeded tiers are in force; 72.8 km of delivery at 3 EUR.
    expect(order?.price).toMatchObject({ deliveryKm: 72.8, deliveryCharge: 218.4, totalPrice: 3750 + 218.4 });
    expect(order).toMatchObject({
      status: 'pending',
      uid: null,
      lang: 'es',
      customer: { name: 'Ana García', email: expect.stringMatching(/^ana\.garcia\.[a-z0-9]{20}@example\.com$/), phone: '+34 600 000 000' },
      sessionId: sessionIdOf(answer.result!.url),
      // The number staff search by is the session's once it exists.
      orderNumber: orderNumber(sessionIdOf(answer.result!.url)),
      // Kept for the hand-over, where staff see the licence itself.
      driver: { birthDate: '1985-04-12', licenceIssuedOn: '2004-06-01' },
      // The box ticked on the order page: the versions in force, at the server's time.
      acceptedTerms: { termsVersion: 1, privacyVersion: 1, acceptedAt: order!.createdAt },
    });
    expect(order!.holdExpiresAt - order!.createdAt).toBe(HOLD_MINUTES * 60_000);
    const status = await db.collection('paymentStatus').doc(order!.sessionId!).get();
    expect(status.data()).toMatchObject({ status: 'pending', orderNumber: orderNumber(order!.sessionId!) });
  });

  it('charges the distance between two different places with the distance provider', async () => {
    const carId = await testCar();
    const answer = await checkout(choice(carId, { dropoffLocation: 'Puerto Banús, Marbella', pickupTime: '10:00' }));
    expect(answer.status).toBe(200);
    const [order] = await ordersOf(carId);
    expect(order!.price.distanceKm).toBeGreaterThan(30);
    expect(order!.price.distanceCharge).toBeCloseTo(order!.price.distanceKm * 3, 2);
    // Only the airport lies beyond the free zone: 51.4 km from the showroom, Puerto Banús 8.
    expect(order!.price).toMatchObject({ deliveryKm: 36.4, deliveryCharge: 109.2 });
  });

  it("sends the customer back to the configured site only, never to the caller's Origin", async () => {
    const handler = inProcessCheckout(() => 'https://costaprestige.example');
    const carId = await testCar();
    const answer = await handler({ data: choice(carId), rawRequest: { headers: { origin: 'https://evil.example' } } } as never);
    expect(answer.url.startsWith('https://costaprestige.example/')).toBe(true);
    const [order] = await ordersOf(carId);
    expect(order!.car.image.startsWith('https://costaprestige.example/')).toBe(true);
  });

  it('refuses a booking whose terms box was not ticked, naming the box, and writes nothing', async () => {
    const carId = await testCar();
    for (const termsAccepted of [undefined, false, 'yes']) {
      const answer = await checkout(choice(carId, { termsAccepted }));
      expect(answer.status).toBe(400);
      expect(answer.error?.details).toEqual({ reason: 'terms-not-accepted', fields: { termsAccepted: TERMS_MESSAGES.required } });
    }
    expect(await ordersOf(carId)).toEqual([]);
    expect(await holdsOf(carId)).toEqual([]);
  });

  it("refuses a main driver below the car's minimum age or years of licence, naming the field, and writes nothing", async () => {
    const carId = await testCar({
      rentalTerms: { depositEur: 15000, includedKmPerDay: 150, extraKmEur: 8, minDriverAge: 30, minLicenceYears: 5, insuranceExcessEur: 30000 },
    });
    // 29 on the first rental day (10 June 2027), licence held for 10 years.
    const young = await checkout(choice(carId, { driverBirthDate: '1997-06-11', driverLicenceDate: '2017-01-01' }));
    expect(young.status).toBe(400);
    expect(young.error?.details).toEqual({
      reason: 'driver-requirements',
      fields: { driverBirthDate: { ...DRIVER_MESSAGES.tooYoung, values: { age: 30 } } },
    });
    // Old enough, licence 4 years and a day short of 5.
    const recent = await checkout(choice(carId, { driverBirthDate: '1980-01-01', driverLicenceDate: '2022-06-11' }));
    expect(recent.error?.details).toEqual({
      reason: 'driver-requirements',
      fields: { driverLicenceDate: { ...DRIVER_MESSAGES.licenceTooRecent, values: { years: 5 } } },
    });
    // Missing dates break the form's rules.
    const missing = await checkout(choice(carId, { driverBirthDate: '', driverLicenceDate: '2020-02-30' }));
    expect(missing.error?.details).toEqual({
      reason: 'invalid-input',
      fields: { driverBirthDate: DRIVER_MESSAGES.birthDateRequired, driverLicenceDate: DRIVER_MESSAGES.licenceDateInvalid },
    });
    expect(await ordersOf(carId)).toEqual([]);
    expect(await holdsOf(carId)).toEqual([]);
    // On their birthday they may.
    expect((await checkout(choice(carId, { driverBirthDate: '1997-06-10', driverLicenceDate: '2022-06-10' }))).status).toBe(200);
  });

  it('prices the extras chosen on the server, refuses one not offered for the car, and checks the additional driver', async () => {
    const carId = await testCar({ category: 'convertibles' });
    const extra = (id: string, fields: Record<string, unknown>) =>
      db.collection('extras').doc(id).set({ kind: 'other', names: { en: id }, descriptions: {}, pricing: 'per-day', price: 30, cap: null, scope: 'all', targets: [], targetKeys: ['all'], isActive: true, position: 0, ...fields });
    const ids = { driver: `driver-${uniqueId()}`, seat: `seat-${uniqueId()}`, hyper: `hyper-${uniqueId()}`, paused: `paused-${uniqueId()}` };
    await Promise.all([
      extra(ids.driver, { kind: 'additional-driver', names: { en: 'Additional driver' }, price: 25, cap: 80, scope: 'cars', targets: [carId], targetKeys: [`car:${carId}`] }),
      extra(ids.seat, { pricing: 'per-rental', price: 40, position: 2 }),
      extra(ids.hyper, { scope: 'category', targets: ['supercars'], targetKeys: ['category:supercars'] }),
      extra(ids.paused, { isActive: false }),
    ]);
    try {
      // Another category's extra, and a paused one, are refused; nothing is written.
      for (const id of [ids.hyper, ids.paused, 'no-such-extra']) {
        const refused = await checkout(choice(carId, { extras: [id] }));
        expect(refused.error?.details?.reason).toBe('extras-unavailable');
      }
      // The additional driver is held to the car's terms (its category's minimum age and years of licence).
      const young = await checkout(
        choice(carId, { extras: [ids.driver], additionalDriverName: 'Leo García', additionalDriverBirthDate: '2006-01-01', additionalDriverLicenceDate: '2026-02-01' }),
      );
      expect(young.error?.details).toMatchObject({
        reason: 'driver-requirements',
        fields: { additionalDriverBirthDate: { id: DRIVER_MESSAGES.additionalTooYoung.id }, additionalDriverLicenceDate: { id: DRIVER_MESSAGES.additionalLicenceTooRecent.id } },
      });
      expect(await ordersOf(carId)).toEqual([]);
      // 4 days: the driver capped at 80 rather than 100, the seat once; a price sent along is ignored.
      const booked = await checkout(
        choice(carId, {
          extras: [ids.seat, ids.driver],
          additionalDriverName: 'Leo García',
          additionalDriverBirthDate: '1990-01-01',
          additionalDriverLicenceDate: '2010-01-01',
          extrasCharge: 0,
        }),
      );
      expect(booked.status).toBe(200);
      const [order] = await ordersOf(carId);
      expect(order!.price.extras?.map((line) => [line.extraId, line.quantity, line.amount, line.capped])).toEqual([
        [ids.driver, 4, 80, true],
        [ids.seat, 1, 40, false],
      ]);
      expect(order!.price.extrasCharge).toBe(120);
      const { discountedPrice, distanceCharge, deliveryCharge = 0, outOfHoursCharge, totalPrice } = order!.price;
      expect(totalPrice).toBeCloseTo(discountedPrice + distanceCharge + deliveryCharge + outOfHoursCharge + 120, 2);
      expect(order!.additionalDriver).toEqual({ name: 'Leo García', birthDate: '1990-01-01', licenceIssuedOn: '2010-01-01' });
    } finally {
      await Promise.all(Object.values(ids).map((id) => db.collection('extras').doc(id).delete()));
    }
  });

  it("refuses a pickup sooner than the settings' minimum notice, and takes the first hour it allows", async () => {
    // 10:20 in Madrid on 10 June 2027; 6 hours' notice: 17:00 is the first pickup.
    const at = Date.UTC(2027, 5, 10, 8, 20);
    const handler = inProcessCheckout(() => HOSTING, { now: () => at, minNoticeHours: 6 });
    const carId = await testCar();
    const refused = await handler({ data: choice(carId, { pickupTime: '16:00' }) } as never).catch((error: unknown) => error);
    expect((refused as HttpsError).details).toEqual({ reason: 'pickup-too-soon' });
    expect(await ordersOf(carId)).toEqual([]);
    await expect(handler({ data: choice(carId, { pickupTime: '17:00' }) } as never)).resolves.toMatchObject({ orderId: expect.any(String) });
  });

  it('refuses online payment, writing nothing, when the site origin is not configured', async () => {
    const handler = inProcessCheckout(() => null);
    const carId = await testCar();
    const refused = await handler({ data: choice(carId), rawRequest: { headers: { origin: HOSTING } } } as never).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).details).toEqual({ reason: 'payments-unavailable' });
    expect(await ordersOf(carId)).toEqual([]);
    expect(await holdsOf(carId)).toEqual([]);
  });

  it('sells overlapping days once: of 100 checkouts started at once, one holds the car and 99 are refused', async () => {
    // In-process, against the Firestore emulator: the functions emulator runs
    // each concurrent request in a process of its own, which 100 at once on a
    // small machine cannot start in time. The transaction under test is the same.
    const handler = inProcessCheckout(() => HOSTING);
    const carId = await testCar();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        handler({
          data: choice(carId, {
            // Every range overlaps 2027-06-12, none is identical to the next.
            startDate: `2027-06-${String(3 + (i % 9)).padStart(2, '0')}`,
            endDate: `2027-06-${String(12 + (i % 7)).padStart(2, '0')}`,
            customerEmail: `guest${i}@example.com`,
          }),
        }),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as HttpsError] : []));
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(99);
    // Each refusal says why: the days are taken, or (when a machine is too
    // loaded to get every transaction through) the car was busy: try again.
    const messages = {
      'dates-unavailable': 'These dates are no longer available for this car. Please choose other dates.',
      busy: 'Someone else is booking this car right now. Please try again in a moment.',
    };
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpsError);
      const reason = (error.details as { reason: keyof typeof messages }).reason;
      expect(messages[reason]).toBe(error.message);
    }
    expect(refused.filter((error) => (error.details as { reason: string }).reason === 'dates-unavailable').length).toBeGreaterThan(0);
    const orders = await ordersOf(carId);
    expect(orders).toHaveLength(1);
    const holds = await holdsOf(carId);
    expect(holds.map((hold) => hold.day).sort()).toEqual(daysOf(orders[0]!));
    for (const hold of holds) expect(hold).toMatchObject({ orderId: orders[0]!.id, state: 'held' });
  }, 180_000);

  it('takes over days whose hold lapsed without word from the payment service', async () => {
    const carId = await testCar();
    for (const day of ['2027-06-11', '2027-06-12']) {
      await db.collection('holds').doc(`${carId}_${day}`).set({
        carId,
        day,
        orderId: 'lapsedOrder',
        state: 'held',
        expiresAt: Date.now() - 1,
      });
    }
    const answer = await checkout(choice(carId));
    expect(answer.status).toBe(200);
    const holds = await holdsOf(carId);
    expect(holds).toHaveLength(4);
    for (const hold of holds) expect(hold).toMatchObject({ orderId: answer.result!.orderId, state: 'held' });
  });

  it('books the days after an existing block, not across it', async () => {
    const carId = await testCar();
    await db.collection('availabilityBlocks').add({
      carId,
      startDate: '2027-06-12',
      endDate: '2027-06-12',
      blockType: 'maintenance',
      notes: '',
      createdBy: 'test',
      createdAt: Date.now(),
    });
    const across = await checkout(choice(carId));
    expect(across.error?.details?.reason).toBe('dates-unavailable');
    const after = await checkout(choice(carId, { startDate: '2027-06-13', endDate: '2027-06-15' }));
    expect(after.status).toBe(200);
  });

  it('refuses an on-request car, an unavailable car and an unknown car, writing nothing', async () => {
    const onRequest = await testCar({ availabilityType: 'on_request' });
    const hidden = await testCar({ isAvailable: false });
    const answers = {
      onRequest: await checkout(choice(onRequest)),
      hidden: await checkout(choice(hidden)),
      unknown: await checkout(choice(`missing${uniqueId()}`)),
    };
    expect(answers.onRequest.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'car-on-request' } });
    expect(answers.hidden.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'car-not-found' } });
    expect(answers.unknown.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'car-not-found' } });
    expect(await ordersOf(onRequest)).toEqual([]);
    expect(await ordersOf(hidden)).toEqual([]);
  });

  /** What is sent, the reason refused, and the field the order page's schema names (null: the server's own booking rules). */
  const malformed: [string, (carId: string) => unknown, CheckoutRefusal, string | null][] = [
    ['no payload', () => null, 'invalid-input', 'customerName'],
    ['a list instead of fields', (carId) => [choice(carId)], 'invalid-input', 'carId'],
    ['a number as the car id', () => choice('x', { carId: 42 }), 'invalid-input', 'carId'],
    ['a missing customer name', (carId) => choice(carId, { customerName: undefined }), 'invalid-input', 'customerName'],
    ['a blank customer name', (carId) => choice(carId, { customerName: '   ' }), 'invalid-input', 'customerName'],
    ['an invalid e-mail', (carId) => choice(carId, { customerEmail: 'ana@example' }), 'invalid-input', 'customerEmail'],
    ['a huge name', (carId) => choice(carId, { customerName: 'A'.repeat(100_000) }), 'invalid-input', 'customerName'],
    ['a huge place', (carId) => choice(carId, { pickupLocation: 'M'.repeat(5_000) }), 'invalid-input', 'pickupLocation'],
    ['a date that is not a day', (carId) => choice(carId, { startDate: '2027-02-30' }), 'invalid-input', 'startDate'],
    ['an end before the start', (carId) => choice(carId, { endDate: '2027-06-01' }), 'invalid-input', 'endDate'],
    ['a time off the hour list', (carId) => choice(carId, { pickupTime: '10:30' }), 'invalid-input', 'pickupTime'],
    ['an unknown language', (carId) => choice(carId, { lang: 'pt' }), 'invalid-input', 'lang'],
    ['a place too short to find', (carId) => choice(carId, { pickupLocation: 'AGP' }), 'invalid-input', 'pickupLocation'],
    ['a rental of more than 90 days', (carId) => choice(carId, { endDate: '2027-12-31' }), 'booking-window', null],
    ['a start over 730 days ahead', (carId) => choice(carId, { startDate: '2099-01-10', endDate: '2099-01-12' }), 'booking-window', null],
    ['a one-day rental returned before its pickup', (carId) => choice(carId, { endDate: '2027-06-10', pickupTime: '14:00', dropoffTime: '10:00' }), 'booking-window', null],
    ['dates in the past', (carId) => choice(carId, { startDate: '2020-01-10', endDate: '2020-01-12' }), 'past-dates', null],
  ];

  it.each(malformed)('refuses %s with a clear error and writes nothing', async (_, build, reason, field) => {
    const carId = await testCar();
    const answer = await checkout(build(carId));
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason } });
    if (field) {
      // Checked with the order page's schema: the refusal names the field and its rule, as the form shows it.
      const fields = (answer.error?.details as { fields?: Record<string, { id: string; message: string }> }).fields ?? {};
      expect(fields[field]).toEqual({ id: expect.stringMatching(/^form\./), message: expect.any(String) });
      expect(Object.values(fields).map((rule) => rule.message)).toContain(answer.error?.message);
    } else {
      expect(answer.error?.message).toMatch(/booking details|past|Online bookings/);
    }
    expect(await ordersOf(carId)).toEqual([]);
    expect(await holdsOf(carId)).toEqual([]);
  });
});

/** The staff's notices of paid orders of one customer. */
/** The checkout handler in this process, against the Firestore emulator, with the given site origin. */
function inProcessCheckout(siteOrigin: () => string | null, options: { now?: () => number; minNoticeHours?: number } = {}) {
  return createStartCheckoutHandler({
    siteSettings: async () => (options.minNoticeHours === undefined ? null : ({ minNoticeHours: options.minNoticeHours } as SiteSettings)),
    now: options.now,
    catalog: firestoreCheckoutCatalog(() => db),
    orders: firestoreOrders(() => db),
    places: gazetteerProvider,
    payments: async () => localPaymentsProvider(firestoreLocalSessions(() => db)),
    siteOrigin,
    clients: firestoreClientLimiter(() => db),
    acceptedVersions: firestoreAcceptedVersions(() => db),
  });
}

async function staffNotices(customerEmail: string) {
  return (await db.collection('mail').where('replyTo', '==', customerEmail).where('kind', '==', 'staff-order').get()).docs;
}

describe('payment webhook', () => {
  async function pendingOrder() {
    const carId = await testCar();
    const answer = await checkout(choice(carId));
    expect(answer.status).toBe(200);
    return { carId, orderId: answer.result!.orderId, sessionId: sessionIdOf(answer.result!.url) };
  }

  it('applies a replayed completion once: one paid order, one booking block, one confirmation', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    const payload = sessionEvent('checkout.session.completed', sessionId, orderId, true);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await postEvent(payload)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const [order] = await ordersOf(carId);
    expect(order).toMatchObject({ status: 'paid', sessionId });
    expect(await bookingBlocksOf(carId)).toEqual([
      expect.objectContaining({ blockType: 'booking', startDate: '2027-06-10', endDate: '2027-06-13', orderId }),
    ]);
    const holds = await holdsOf(carId);
    expect(holds).toHaveLength(4);
    for (const hold of holds) expect(hold).toMatchObject({ orderId, state: 'booked', expiresAt: null });
    const publicRanges = await db.collection('cars').doc(carId).collection('blockedRanges').get();
    expect(publicRanges.docs.map((doc) => doc.data())).toEqual([{ startDate: '2027-06-10', endDate: '2027-06-13' }]);
    const mails = await db.collection('mail').where('to', '==', order!.customer.email).where('kind', '==', 'order-confirmation').get();
    const mine = mails.docs.filter((doc) => String(doc.get('subject')).includes(orderNumber(sessionId)));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.get('lang')).toBe('es');
    expect(mine[0]!.get('attachments')[0]).toMatchObject({ filename: expect.stringMatching(/\.ics$/) });
    await Promise.all(mine.map((doc) => doc.ref.delete()));
    // The staff hear of it once too, at the boutique's address, with a link to the order in the back office.
    const notices = (await staffNotices(order!.customer.email)).filter((doc) => String(doc.get('subject')).includes(orderNumber(sessionId)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data()).toMatchObject({ to: 'hello@costaprestige.com', lang: 'en', subject: expect.stringMatching(/^Paid: order /) });
    expect(notices[0]!.get('text')).toContain(`/en/admin/orders?order=${orderId}`);
    await Promise.all(notices.map((doc) => doc.ref.delete()));
    expect((await db.collection('paymentStatus').doc(sessionId).get()).get('status')).toBe('paid');
    // The days are sold: a new checkout for them is refused.
    expect((await checkout(choice(carId))).error?.details?.reason).toBe('dates-unavailable');
  });

  it('refuses an unsigned or badly signed event and writes nothing', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    const eventId = `evt_forged${uniqueId()}`;
    const payload = sessionEvent('checkout.session.completed', sessionId, orderId, true, eventId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = Stripe.webhooks.generateTestHeaderString({
      payload: payload.replace('"paid"', '"unpaid"'),
      secret: LOCAL_WEBHOOK_SECRET,
    });
    for (const signature of ['', forged, tampered, 't=1,v1=00']) {
      expect((await postEvent(payload, signature)).status).toBe(400);
    }
    expect((await ordersOf(carId))[0]?.status).toBe('pending');
    expect((await db.collection('webhookEvents').doc(eventId).get()).exists).toBe(false);
    expect(await bookingBlocksOf(carId)).toEqual([]);
    expect(await holdsOf(carId)).toEqual(Array(4).fill(expect.objectContaining({ orderId, state: 'held' })));
  });

  it('acknowledges an event type it does not handle without acting on it', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    const response = await postEvent(sessionEvent('charge.refunded', sessionId, orderId, true));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
    expect((await ordersOf(carId))[0]?.status).toBe('pending');
  });

  it('releases the days of an expired session so they can be booked again', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    expect((await checkout(choice(carId))).error?.details?.reason).toBe('dates-unavailable');
    expect((await postEvent(sessionEvent('checkout.session.expired', sessionId, orderId, false))).status).toBe(200);
    const [order] = await ordersOf(carId);
    expect(order?.status).toBe('expired');
    expect(await holdsOf(carId)).toEqual([]);
    expect((await db.collection('paymentStatus').doc(sessionId).get()).get('status')).toBe('expired');
    const again = await checkout(choice(carId, { customerEmail: 'next@example.com' }));
    expect(again.status).toBe(200);
  });

  it('events out of order: a completion after the expiry, the days still free, books and marks the order paid', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    expect((await postEvent(sessionEvent('checkout.session.expired', sessionId, orderId, false))).status).toBe(200);
    expect((await ordersOf(carId))[0]?.status).toBe('expired');
    expect((await postEvent(sessionEvent('checkout.session.completed', sessionId, orderId, true))).status).toBe(200);
    const [order] = await ordersOf(carId);
    expect(order).toMatchObject({ status: 'paid' });
    expect(order).not.toHaveProperty('conflict');
    expect(await bookingBlocksOf(carId)).toEqual([expect.objectContaining({ blockType: 'booking', orderId })]);
    expect(await holdsOf(carId)).toEqual(Array(4).fill(expect.objectContaining({ orderId, state: 'booked' })));
  });

  it('events out of order: a completion after the expiry, the days sold meanwhile, is a conflict that books nothing and tells the customer so', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    expect((await postEvent(sessionEvent('checkout.session.expired', sessionId, orderId, false))).status).toBe(200);
    const other = await checkout(choice(carId, { customerEmail: 'second@example.com' }));
    expect(other.status).toBe(200);
    expect((await postEvent(sessionEvent('checkout.session.completed', sessionId, orderId, true))).status).toBe(200);
    const late = (await ordersOf(carId)).find((order) => order.id === orderId);
    expect(late).toMatchObject({ status: 'conflict', paidAt: expect.any(Number) });
    expect(await bookingBlocksOf(carId)).toEqual([]);
    // The success page follows the same truth.
    expect((await db.collection('paymentStatus').doc(sessionId).get()).get('status')).toBe('conflict');
    // The customer is told, in their language, that the payment arrived but nothing was booked: no confirmation.
    const mails = (await db.collection('mail').where('to', '==', late!.customer.email).get()).docs.filter((doc) =>
      String(doc.get('subject')).includes(orderNumber(sessionId)),
    );
    expect(mails.map((doc) => doc.get('kind'))).toEqual(['order-conflict']);
    expect(mails[0]!.data()).toMatchObject({ lang: 'es', replyTo: 'hello@costaprestige.com' });
    expect(mails[0]!.get('text')).toContain(`${CONFLICT_ANSWER_HOURS} horas`);
    expect(mails[0]!.get('text')).not.toMatch(/confirmad/i);
    await Promise.all(mails.map((doc) => doc.ref.delete()));
    // The staff are told the customer paid for days that were taken.
    const notices = (await staffNotices(late!.customer.email)).filter((doc) => String(doc.get('subject')).includes(orderNumber(sessionId)));
    expect(notices.map((doc) => doc.get('subject'))).toEqual([expect.stringMatching(/^Paid, but the days were taken/)]);
    await Promise.all(notices.map((doc) => doc.ref.delete()));
    // The second customer's hold is untouched.
    expect(await holdsOf(carId)).toEqual(Array(4).fill(expect.objectContaining({ orderId: other.result!.orderId, state: 'held' })));
  });

  it('events out of order: an expiry after the completion leaves the order paid and the days booked', async () => {
    const { carId, orderId, sessionId } = await pendingOrder();
    expect((await postEvent(sessionEvent('checkout.session.completed', sessionId, orderId, true))).status).toBe(200);
    expect((await postEvent(sessionEvent('checkout.session.expired', sessionId, orderId, false))).status).toBe(200);
    expect((await ordersOf(carId))[0]).toMatchObject({ status: 'paid' });
    expect(await holdsOf(carId)).toEqual(Array(4).fill(expect.objectContaining({ orderId, state: 'booked' })));
    expect(await bookingBlocksOf(carId)).toHaveLength(1);
  });

  it('answers GET with 405 and never acts on it', async () => {
    const response = await fetch(`${HOSTING}/api/payments/webhook`);
    expect(response.status).toBe(405);
  });
});

describe('local test checkout', () => {
  it('Pay sends the signed completion to the webhook and returns to the success page', async () => {
    const carId = await testCar();
    const { result } = await checkout(choice(carId, { lang: 'de' }));
    const page = await fetch(result!.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="de"');
    // The server's total: 3,750 EUR and the delivery to and from the airport beyond the free zone.
    expect(html).toMatch(/3\.968,40\s€/);
    const pay = await fetch(`${result!.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    const sessionId = sessionIdOf(result!.url);
    // Back to the success page in the order's language.
    expect(pay.headers.get('location')).toBe(`${HOSTING}/payment-success?session_id=${sessionId}&lang=de`);
    expect((await ordersOf(carId))[0]?.status).toBe('paid');
    // Paying twice is not possible; the page now says the payment is complete.
    const again = await fetch(`${result!.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(await bookingBlocksOf(carId)).toHaveLength(1);
  });

  it('Cancel leads to the cancel link, which closes the session, frees the days at once and returns to the car', async () => {
    const carId = await testCar();
    const data = choice(carId, { lang: 'fr' });
    const { result } = await checkout(data);
    const sessionId = sessionIdOf(result!.url);
    expect((await db.collection('cars').doc(carId).collection('heldDays').get()).size).toBe(4);
    const cancel = await fetch(`${result!.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    const link = new URL(cancel.headers.get('location')!);
    expect(link.pathname).toBe('/api/payments/cancel');
    expect(link.searchParams.get('order')).toBe(result!.orderId);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // A wrong token is refused and changes nothing.
    const forged = new URL(link);
    forged.searchParams.set('token', 'A'.repeat(32));
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(404);
    expect((await ordersOf(carId))[0]?.status).toBe('pending');

    const back = await fetch(link, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/fr/voiture/.+-${carId.slice(0, 6).toLowerCase()}$`));
    expect((await ordersOf(carId))[0]?.status).toBe('cancelled');
    expect(await holdsOf(carId)).toEqual([]);
    expect((await db.collection('cars').doc(carId).collection('heldDays').get()).size).toBe(0);
    expect((await db.collection('checkoutSessions').doc(sessionId).get()).get('status')).toBe('expired');
    expect((await db.collection('paymentStatus').doc(sessionId).get()).get('status')).toBe('cancelled');
    // The payment page can no longer be paid, and the days sell again at once.
    await fetch(`${result!.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await ordersOf(carId))[0]?.status).toBe('cancelled');
    expect((await checkout(choice(carId))).status).toBe(200);
    // The link again: nothing left to release, back to the car all the same.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
  });

  it('answers 404 for a session that does not exist', async () => {
    expect((await fetch(`${HOSTING}/test-checkout/cs_test_local${'0'.repeat(40)}`)).status).toBe(404);
  });
});
