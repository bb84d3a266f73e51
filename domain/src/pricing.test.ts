import type { RentalDiscount } from './model';
import {
  DEFAULT_FREE_DELIVERY_KM,
  deliveryKm,
  freeDeliveryKmOf,
  openEndedTier,
  tierCovers,
  DISTANCE_RATE_PER_KM,
  isOutOfHours,
  OUT_OF_HOURS_FEE,
  priceBreakdown,
  rentalDays,
  selectDiscount,
  type PriceInput,
} from './pricing';

const tier = (id: string, minDays: number, maxDays: number, discountPercentage: number, isActive = true): RentalDiscount => ({
  id,
  minDays,
  maxDays,
  discountPercentage,
  description: `${minDays}-${maxDays} days`,
  isActive,
});

/** The seeded tiers: 1 day none, 2-3 days 5 %, 4-7 days 10 %, 8-31 days 20 %. */
const TIERS = [tier('t1', 1, 1, 0), tier('t2', 2, 3, 5), tier('t4', 4, 7, 10), tier('t8', 8, 31, 20)];

const input = (overrides: Partial<PriceInput> = {}): PriceInput => ({
  dailyPrice: 1000,
  startDate: '2026-07-10',
  endDate: '2026-07-10',
  pickupTime: '10:00',
  dropoffTime: '18:00',
  distanceKm: 0,
  discounts: TIERS,
  ...overrides,
});

describe('rental days', () => {
  it('counts both the first and the last day, at least one', () => {
    expect(rentalDays('2026-07-10', '2026-07-12')).toBe(3);
    expect(rentalDays('2026-07-10', '2026-07-10')).toBe(1);
    expect(rentalDays('2026-07-12', '2026-07-10')).toBe(1);
    expect(rentalDays('2026-07-28', '2026-08-03')).toBe(7);
  });
});

describe('discount tiers', () => {
  it.each([
    [1, null],
    [2, 5],
    [3, 5],
    [4, 10],
    [7, 10],
    [8, 20],
    [31, 20],
    // The last tier has no upper end.
    [32, 20],
    [90, 20],
  ])('a %i-day rental gets %p %', (days, percentage) => {
    expect(selectDiscount(days, TIERS)?.discountPercentage ?? null).toBe(percentage);
  });

  it('leaves open only the active tier that starts last; a gap between tiers stays without discount', () => {
    const tiers = [tier('short', 2, 3, 5), tier('long', 10, 20, 15), tier('off', 30, 40, 25, false)];
    expect(openEndedTier(tiers)?.id).toBe('long');
    expect(selectDiscount(5, tiers)).toBeNull();
    expect(selectDiscount(45, tiers)?.id).toBe('long');
    expect(tierCovers(tiers[0]!, 4, tiers)).toBe(false);
    expect(openEndedTier([])).toBeNull();
  });

  it('ignores inactive tiers and takes the best of overlapping ones', () => {
    expect(selectDiscount(5, [tier('off', 4, 7, 10, false)])).toBeNull();
    expect(selectDiscount(5, [tier('a', 4, 7, 10), tier('b', 5, 9, 15)])?.id).toBe('b');
  });
});

describe('out-of-hours handovers', () => {
  it('charges handovers before 08:00 or after 20:00', () => {
    expect(isOutOfHours('07:00')).toBe(true);
    expect(isOutOfHours('00:00')).toBe(true);
    expect(isOutOfHours('08:00')).toBe(false);
    expect(isOutOfHours('20:00')).toBe(false);
    expect(isOutOfHours('21:00')).toBe(true);
    expect(isOutOfHours('23:00')).toBe(true);
  });
});

describe('price breakdown', () => {
  it('has the pricing constants the site states', () => {
    expect(DISTANCE_RATE_PER_KM).toBe(3);
    expect(OUT_OF_HOURS_FEE).toBe(150);
  });

  it('charges one day at the daily price with no discount', () => {
    expect(priceBreakdown(input())).toEqual({
      days: 1,
      basePrice: 1000,
      lines: [{ seasonId: null, names: null, weekend: false, days: 1, dayPrice: 1000, amount: 1000 }],
      discount: null,
      discountAmount: 0,
      discountedPrice: 1000,
      distanceKm: 0,
      distanceCharge: 0,
      deliveryKm: 0,
      deliveryCharge: 0,
      pickupOutOfHours: false,
      dropoffOutOfHours: false,
      outOfHoursCharge: 0,
      extras: [],
      extrasCharge: 0,
      totalPrice: 1000,
    });
  });

  it('charges delivery beyond the free zone, each way, at 3 € per km: the same far address out and back is not free', () => {
    // 80 km from the showroom, 15 km free: 65 km out and 65 km back.
    const far = priceBreakdown(input({ delivery: { pickupKm: 80, dropoffKm: 80, freeKm: 15 } }));
    expect(far).toMatchObject({ distanceKm: 0, distanceCharge: 0, deliveryKm: 130, deliveryCharge: 390, totalPrice: 1390 });
    // Within the zone, and the showroom itself, cost nothing; only the far leg counts.
    expect(priceBreakdown(input({ delivery: { pickupKm: 15, dropoffKm: 0, freeKm: 15 } })).deliveryCharge).toBe(0);
    expect(priceBreakdown(input({ delivery: { pickupKm: 9.2, dropoffKm: 52.4, freeKm: 15 } }))).toMatchObject({ deliveryKm: 37.4, deliveryCharge: 112.2 });
    // A zone of 0 km charges every kilometre.
    expect(deliveryKm({ pickupKm: 3, dropoffKm: 4 }, 0)).toBe(7);
  });

  it("reads the settings' free zone, or 15 km when absent or out of bounds", () => {
    expect(freeDeliveryKmOf({ freeDeliveryKm: 25 })).toBe(25);
    expect(freeDeliveryKmOf({ freeDeliveryKm: 0 })).toBe(0);
    expect(freeDeliveryKmOf(null)).toBe(DEFAULT_FREE_DELIVERY_KM);
    expect(freeDeliveryKmOf({ freeDeliveryKm: 201 })).toBe(15);
    expect(freeDeliveryKmOf({ freeDeliveryKm: 7.5 })).toBe(15);
  });

  it('takes the tier of the day count off the base: 4 days at 1,650 € is 6,600 € less 10 %', () => {
    const price = priceBreakdown(input({ dailyPrice: 1650, startDate: '2026-07-10', endDate: '2026-07-13' }));
    expect(price.days).toBe(4);
    expect(price.basePrice).toBe(6600);
    expect(price.discount).toEqual({ description: '4-7 days', percentage: 10 });
    expect(price.discountAmount).toBe(660);
    expect(price.discountedPrice).toBe(5940);
    expect(price.totalPrice).toBe(5940);
  });

  it('adds 3 € per km and 150 € for each out-of-hours handover', () => {
    const price = priceBreakdown(
      input({ startDate: '2026-07-10', endDate: '2026-07-11', pickupTime: '07:00', dropoffTime: '22:00', distanceKm: 42.5 }),
    );
    expect(price.days).toBe(2);
    expect(price.basePrice).toBe(2000);
    expect(price.discountAmount).toBe(100);
    expect(price.distanceCharge).toBe(127.5);
    expect(price.pickupOutOfHours).toBe(true);
    expect(price.dropoffOutOfHours).toBe(true);
    expect(price.outOfHoursCharge).toBe(300);
    // Total = base - discount + distance charge + out-of-hours charges.
    expect(price.totalPrice).toBe(2000 - 100 + 127.5 + 300);
  });

  it('charges one out-of-hours fee when only the pickup is early', () => {
    const price = priceBreakdown(input({ pickupTime: '07:00' }));
    expect(price.outOfHoursCharge).toBe(150);
    expect(price.totalPrice).toBe(1150);
  });

  it('rounds to cents and treats an unknown or negative distance as none', () => {
    const price = priceBreakdown(input({ dailyPrice: 333.33, startDate: '2026-07-10', endDate: '2026-07-12' }));
    expect(price.basePrice).toBe(999.99);
    expect(price.discountAmount).toBe(50);
    expect(price.totalPrice).toBe(949.99);
    expect(priceBreakdown(input({ distanceKm: Number.NaN })).distanceCharge).toBe(0);
    expect(priceBreakdown(input({ distanceKm: -5 })).distanceCharge).toBe(0);
  });

  it('gives no discount when no tiers are loaded', () => {
    const price = priceBreakdown(input({ startDate: '2026-07-10', endDate: '2026-07-19', discounts: [] }));
    expect(price.days).toBe(10);
    expect(price.discount).toBeNull();
    expect(price.totalPrice).toBe(10000);
  });
});
