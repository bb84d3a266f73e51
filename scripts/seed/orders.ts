/**
 * Demo orders of the demo customer, for the account page's Orders tab: a
 * past rental, paid, and an abandoned checkout whose payment session expired.
 * Both lie in the past, so neither needs a booking block. Prices come from
 * the domain's pricing with the seeded discount tiers, as the server computes
 * them. Emulators only (a real project never gets demo customers).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { type Car, type Order, priceBreakdown, SHOWROOM_ADDRESS } from '@costa/domain';
import { DEMO_CUSTOMER } from './accounts';
import { dayFrom, DISCOUNT_TIERS } from './business';

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
  sessionId: string;
  /** Days before today the order was placed. */
  placedDaysAgo: number;
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
    sessionId: 'cs_test_demoWhitfieldPaid7Q2K9X4M',
    placedDaysAgo: 40,
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
    });
    const order: Order = {
      id: plan.id,
      uid: DEMO_CUSTOMER.uid,
      car: {
        id: car.id,
        name: car.name,
        brand: car.brand,
        model: car.model,
        year: car.year,
        dailyPrice: car.dailyPrice,
        image: car.images[0] ?? '',
      },
      customer: {
        name: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
        email: DEMO_CUSTOMER.email,
        phone: '+44 7700 900123',
      },
      lang: 'en',
      price,
      status: plan.status,
      sessionId: plan.sessionId,
      createdAt,
      holdExpiresAt: createdAt + 35 * 60_000,
      paidAt: plan.status === 'paid' ? createdAt + 4 * 60_000 : null,
      startDate,
      endDate,
      pickupTime: plan.pickupTime,
      dropoffTime: plan.dropoffTime,
      pickupLocation: plan.pickupLocation,
      dropoffLocation: plan.dropoffLocation,
    };
    return [order];
  });
}

/** Writes the demo orders (fixed ids: a reseed overwrites them) and says so. */
export async function seedOrders(db: Firestore, cars: readonly Car[], now: number, log: (line: string) => void): Promise<number> {
  const orders = buildOrders(cars, now);
  const batch = db.batch();
  for (const { id, ...order } of orders) batch.set(db.collection('orders').doc(id), order);
  await batch.commit();
  log(`  ${orders.length} demo orders for ${DEMO_CUSTOMER.email}`);
  return orders.length;
}
