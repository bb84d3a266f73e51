/**
 * Properties of the pricing and availability rules, over thousands
 * of generated inputs rather than a few chosen ones: what must hold for every
 * rental, price, tier table and calendar.
 */
import fc from 'fast-check';
import { isDayBlocked, isRangeFree, lastFreeDayFrom, rangesOverlap } from './availability';
import { addDays } from './dates';
import type { BlockedRange, RentalDiscount } from './model';
import { OUT_OF_HOURS_FEE, DISTANCE_RATE_PER_KM, priceBreakdown, rentalDays, selectDiscount } from './pricing';

const FIRST_DAY = '2026-01-01';
/** A calendar day within about three years. */
const day = fc.integer({ min: 0, max: 1100 }).map((offset) => addDays(FIRST_DAY, offset));
const range = fc.tuple(day, fc.integer({ min: 0, max: 60 })).map(([start, length]): BlockedRange => ({ startDate: start, endDate: addDays(start, length) }));
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const tier = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  description: fc.string({ maxLength: 20 }),
  minDays: fc.integer({ min: 1, max: 40 }),
  span: fc.integer({ min: 0, max: 40 }),
  discountPercentage: fc.integer({ min: 0, max: 100 }),
  isActive: fc.boolean(),
}).map(({ span, ...rest }): RentalDiscount => ({ ...rest, maxDays: rest.minDays + span }));
const rental = fc.record({
  dailyPrice: fc.integer({ min: 1, max: 20_000 }),
  startDate: day,
  length: fc.integer({ min: 0, max: 90 }),
  pickupTime: time,
  dropoffTime: time,
  distanceKm: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.double({ min: -100, max: 600, noNaN: false })),
  discounts: fc.array(tier, { maxLength: 5 }),
}).map(({ length, ...rest }) => ({ ...rest, endDate: addDays(rest.startDate, length) }));

const cents = (amount: number) => Math.round(amount * 100);

describe('pricing, for every rental', () => {
  it('total = base − discount + distance + out-of-hours, to the cent, and never negative', () => {
    fc.assert(
      fc.property(rental, (input) => {
        const price = priceBreakdown(input);
        expect(cents(price.totalPrice)).toBe(cents(price.basePrice) - cents(price.discountAmount) + cents(price.distanceCharge) + cents(price.outOfHoursCharge));
        expect(price.totalPrice).toBeGreaterThanOrEqual(0);
        expect(price.discountAmount).toBeLessThanOrEqual(price.basePrice);
      }),
    );
  });

  it('counts at least one day, the days from start to end inclusive', () => {
    fc.assert(
      fc.property(rental, (input) => {
        const price = priceBreakdown(input);
        expect(price.days).toBeGreaterThanOrEqual(1);
        expect(addDays(input.startDate, price.days - 1)).toBe(input.endDate);
        expect(price.basePrice).toBeCloseTo(input.dailyPrice * price.days, 2);
      }),
    );
  });

  it('a day count is never below one, whatever the order of the dates', () => {
    fc.assert(fc.property(day, day, (a, b) => expect(rentalDays(a, b)).toBeGreaterThanOrEqual(1)));
  });

  it('charges the distance at the per-km rate, and nothing for a negative or unknown one', () => {
    fc.assert(
      fc.property(rental, (input) => {
        const price = priceBreakdown(input);
        const km = Number.isFinite(input.distanceKm) && input.distanceKm > 0 ? input.distanceKm : 0;
        expect(price.distanceKm).toBe(km);
        expect(price.distanceCharge).toBeCloseTo(km * DISTANCE_RATE_PER_KM, 2);
      }),
    );
  });

  it('the out-of-hours charge is the fee per handover outside 08:00–20:00', () => {
    fc.assert(
      fc.property(rental, (input) => {
        const price = priceBreakdown(input);
        expect([0, OUT_OF_HOURS_FEE, 2 * OUT_OF_HOURS_FEE]).toContain(price.outOfHoursCharge);
        expect(price.outOfHoursCharge).toBe((Number(price.pickupOutOfHours) + Number(price.dropoffOutOfHours)) * OUT_OF_HOURS_FEE);
      }),
    );
  });

  it('applies the best active tier that contains the day count, the one starting last having no upper end, or none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.array(tier, { maxLength: 6 }), (days, tiers) => {
        const chosen = selectDiscount(days, tiers);
        const active = tiers.filter((t) => t.isActive);
        const lastStart = Math.max(...active.map((t) => t.minDays));
        const openEnded = active.find((t) => t.minDays === lastStart);
        const eligible = active.filter((t) => t.minDays <= days && (days <= t.maxDays || t === openEnded) && t.discountPercentage > 0);
        if (!eligible.length) return expect(chosen).toBeNull();
        expect(eligible).toContain(chosen);
        expect(chosen!.discountPercentage).toBe(Math.max(...eligible.map((t) => t.discountPercentage)));
      }),
    );
  });
});

describe('availability, for every calendar', () => {
  it('overlap is symmetric, and a range overlaps itself', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        expect(rangesOverlap(a, b)).toBe(rangesOverlap(b, a));
        expect(rangesOverlap(a, a)).toBe(true);
      }),
    );
  });

  it('a range is free exactly when none of its days is blocked', () => {
    fc.assert(
      fc.property(range, fc.array(range, { maxLength: 5 }), (rentalRange, blocks) => {
        const days = Array.from({ length: rentalDays(rentalRange.startDate, rentalRange.endDate) }, (_, i) => addDays(rentalRange.startDate, i));
        expect(isRangeFree(rentalRange.startDate, rentalRange.endDate, blocks)).toBe(!days.some((d) => isDayBlocked(d, blocks)));
      }),
    );
  });

  it('a range the picker allows from a free day never straddles a block', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), fc.array(range, { maxLength: 5 }), (start, length, blocks) => {
        fc.pre(!isDayBlocked(start, blocks));
        const last = lastFreeDayFrom(start, blocks);
        const end = addDays(start, length);
        const allowedEnd = last === null || end <= last ? end : last;
        expect(isRangeFree(start, allowedEnd, blocks)).toBe(true);
        if (last !== null) expect(isRangeFree(start, addDays(last, 1), blocks)).toBe(false);
      }),
    );
  });
});
