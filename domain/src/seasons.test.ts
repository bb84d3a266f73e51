import fc from 'fast-check';
import { addDays } from './dates';
import { validateForm } from './forms';
import type { RentalDiscount } from './model';
import { priceBreakdown, selectDiscount } from './pricing';
import { seasonFormValues, seasonFromInput, seasonSchema } from './season-schema';
import {
  dayPrice,
  dayPrices,
  isWeekend,
  lowestDayPrice,
  overlappingSeason,
  seasonLines,
  seasonName,
  seasonOn,
  seasonsWithin,
  type Season,
  type SeasonCar,
} from './seasons';

const car: SeasonCar = { id: 'ferrari', category: 'supercars', dailyPrice: 1000 };

function season(overrides: Partial<Season> & Pick<Season, 'id' | 'startDate' | 'endDate'>): Season {
  return {
    names: { en: overrides.id },
    scope: 'fleet',
    target: '',
    rate: { kind: 'multiplier', value: 1.3 },
    weekendRate: null,
    ...overrides,
  };
}

const summer = season({ id: 'summer', startDate: '2027-07-01', endDate: '2027-08-31' });

describe('the season that prices a day', () => {
  it('applies from its first day to its last, inclusive', () => {
    expect(seasonOn(car, '2027-06-30', [summer])).toBeNull();
    expect(seasonOn(car, '2027-07-01', [summer])?.id).toBe('summer');
    expect(seasonOn(car, '2027-08-31', [summer])?.id).toBe('summer');
    expect(seasonOn(car, '2027-09-01', [summer])).toBeNull();
  });

  it('prefers the car over its category over the fleet', () => {
    const category = season({ id: 'cat', startDate: '2027-07-10', endDate: '2027-07-20', scope: 'category', target: 'supercars' });
    const own = season({ id: 'own', startDate: '2027-07-15', endDate: '2027-07-16', scope: 'car', target: 'ferrari' });
    const seasons = [own, summer, category];
    expect(seasonOn(car, '2027-07-05', seasons)?.id).toBe('summer');
    expect(seasonOn(car, '2027-07-12', seasons)?.id).toBe('cat');
    expect(seasonOn(car, '2027-07-15', seasons)?.id).toBe('own');
  });

  it("ignores another category's and another car's seasons", () => {
    const others = [
      season({ id: 'suv', startDate: '2027-07-10', endDate: '2027-07-20', scope: 'category', target: 'performance_suvs' }),
      season({ id: 'other', startDate: '2027-07-10', endDate: '2027-07-20', scope: 'car', target: 'lambo' }),
    ];
    expect(seasonOn(car, '2027-07-12', others)).toBeNull();
  });
});

describe('day prices', () => {
  it('multiplies the car price, rounded to whole euros, or fixes it', () => {
    expect(dayPrice({ ...car, dailyPrice: 999 }, '2027-07-07', [summer]).price).toBe(1299);
    const fixed = season({ id: 'fixed', startDate: '2027-07-01', endDate: '2027-07-31', rate: { kind: 'fixed', value: 1450 } });
    expect(dayPrice(car, '2027-07-07', [fixed]).price).toBe(1450);
    expect(dayPrice(car, '2027-06-07', [fixed])).toEqual({ day: '2027-06-07', price: 1000, season: null, weekend: false, dearer: false });
    expect(dayPrice(car, '2027-07-07', [fixed]).dearer).toBe(true);
    const low = season({ id: 'low', startDate: '2027-07-01', endDate: '2027-07-31', rate: { kind: 'multiplier', value: 0.8 } });
    expect(dayPrice(car, '2027-07-07', [low])).toMatchObject({ price: 800, dearer: false });
  });

  it('gives Saturdays and Sundays their own rate when the season has one', () => {
    const weekends = season({ id: 'w', startDate: '2027-07-01', endDate: '2027-07-31', weekendRate: { kind: 'multiplier', value: 1.5 } });
    // 2027-07-09 is a Friday.
    expect(['2027-07-09', '2027-07-10', '2027-07-11', '2027-07-12'].map(isWeekend)).toEqual([false, true, true, false]);
    expect(dayPrices(car, '2027-07-09', '2027-07-12', [weekends]).map((d) => [d.price, d.weekend])).toEqual([
      [1300, false],
      [1500, true],
      [1500, true],
      [1300, false],
    ]);
  });

  it('counts a leap day, and a stay over the October clock change, as one day each', () => {
    const leap = season({ id: 'leap', startDate: '2028-02-29', endDate: '2028-02-29', rate: { kind: 'fixed', value: 2000 } });
    expect(dayPrices(car, '2028-02-28', '2028-03-01', [leap]).map((d) => d.price)).toEqual([1000, 2000, 1000]);
    // Spain's clocks go back on 31 October 2027: still three rental days.
    const autumn = season({ id: 'autumn', startDate: '2027-10-31', endDate: '2027-11-30', rate: { kind: 'multiplier', value: 0.8 } });
    expect(dayPrices(car, '2027-10-30', '2027-11-01', [autumn]).map((d) => d.price)).toEqual([1000, 800, 800]);
  });

  it('groups a stay into lines by season, weekend and price, in the order they come', () => {
    const weekends = season({ ...summer, weekendRate: { kind: 'fixed', value: 1600 } });
    // Wed 30 June to Sun 4 July 2027.
    const lines = seasonLines(dayPrices(car, '2027-06-30', '2027-07-04', [weekends]));
    expect(lines.map(({ seasonId, weekend, days, dayPrice: price, amount }) => ({ seasonId, weekend, days, price, amount }))).toEqual([
      { seasonId: null, weekend: false, days: 1, price: 1000, amount: 1000 },
      { seasonId: 'summer', weekend: false, days: 2, price: 1300, amount: 2600 },
      { seasonId: 'summer', weekend: true, days: 2, price: 1600, amount: 3200 },
    ]);
    expect(lines[1]!.names).toEqual({ en: 'summer' });
  });

  it('finds the lowest price of the next 30 days for "from"', () => {
    const low = season({ id: 'low', startDate: '2027-06-20', endDate: '2027-06-25', rate: { kind: 'multiplier', value: 0.75 } });
    expect(lowestDayPrice(car, '2027-06-01', [low])).toBe(750);
    // The low days are 31 days away: not in the window.
    expect(lowestDayPrice(car, '2027-05-21', [low])).toBe(1000);
    expect(lowestDayPrice(car, '2027-07-01', [summer])).toBe(1300);
  });

  it('keeps the seasons that can matter between two days', () => {
    expect(seasonsWithin([summer], '2027-06-01', '2027-06-30')).toEqual([]);
    expect(seasonsWithin([summer], '2027-06-01', '2027-07-01')).toEqual([summer]);
    expect(seasonsWithin([summer], '2027-08-31', '2027-09-30')).toEqual([summer]);
  });
});

describe('the price of a stay across seasons', () => {
  const discounts: RentalDiscount[] = [{ id: 't', minDays: 4, maxDays: 7, discountPercentage: 10, description: '', isActive: true }];

  it('sums each day, then takes the tier off the sum', () => {
    const price = priceBreakdown({
      dailyPrice: 1000,
      startDate: '2027-06-29',
      endDate: '2027-07-02',
      pickupTime: '10:00',
      dropoffTime: '10:00',
      distanceKm: 0,
      discounts,
      seasonal: { carId: car.id, category: car.category, seasons: [summer] },
    });
    expect(price.basePrice).toBe(1000 * 2 + 1300 * 2);
    expect(price.discountAmount).toBe(460);
    expect(price.totalPrice).toBe(4140);
    expect(price.lines).toHaveLength(2);
  });
});

describe('overlaps within a scope', () => {
  it('refuses a season sharing a day with another of the same scope and target only', () => {
    const july = season({ id: 'july', startDate: '2027-08-31', endDate: '2027-09-15' });
    expect(overlappingSeason(july, [summer])?.id).toBe('summer');
    expect(overlappingSeason({ ...july, startDate: '2027-09-01' }, [summer])).toBeNull();
    // The same season saved again does not overlap itself.
    expect(overlappingSeason(summer, [summer])).toBeNull();
    expect(overlappingSeason({ ...july, scope: 'category', target: 'supercars' }, [summer])).toBeNull();
    const suv = season({ id: 'suv', startDate: '2027-08-01', endDate: '2027-08-10', scope: 'category', target: 'performance_suvs' });
    expect(overlappingSeason({ ...july, startDate: '2027-08-05', scope: 'category', target: 'supercars' }, [suv])).toBeNull();
  });
});

describe('names', () => {
  it("shows the visitor's language, or nothing rather than another language", () => {
    expect(seasonName({ en: 'High season', es: 'Temporada alta' }, 'es')).toBe('Temporada alta');
    expect(seasonName({ en: 'High season', de: '  ' }, 'de')).toBeNull();
  });
});

describe('the season form', () => {
  const valid = {
    ...seasonFormValues(null, '2027-07-01'),
    names: { en: 'High season', es: 'Temporada alta', de: '', fr: '', it: '' },
    endDate: '2027-08-31',
    rate: { kind: 'multiplier', value: '1.25' },
  };

  it('accepts a fleet season and stores it without an empty name or a weekend rate', () => {
    const result = validateForm(seasonSchema, valid);
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(seasonFromInput(result.value)).toEqual({
      names: { en: 'High season', es: 'Temporada alta' },
      startDate: '2027-07-01',
      endDate: '2027-08-31',
      scope: 'fleet',
      target: '',
      rate: { kind: 'multiplier', value: 1.25 },
      weekendRate: null,
    });
  });

  it('reads a stored season back into the same form', () => {
    const stored: Season = { ...season({ id: 'x', startDate: '2027-07-01', endDate: '2027-07-31', weekendRate: { kind: 'fixed', value: 900 } }), id: 's1' };
    const result = validateForm(seasonSchema, seasonFormValues(stored, '2027-01-01'));
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect({ id: result.value.id, ...seasonFromInput(result.value) }).toEqual({ ...stored, names: { en: 'x' } });
  });

  it.each([
    ['no English name', { names: { ...valid.names, en: ' ' } }, 'names.en', 'form.season.required'],
    ['an end before the start', { endDate: '2027-06-30' }, 'endDate', 'form.season.end-before-start'],
    ['more than a year', { endDate: '2028-07-01' }, 'endDate', 'form.season.too-long'],
    ['a multiplier of 0', { rate: { kind: 'multiplier', value: '0' } }, 'rate.value', 'form.season.multiplier'],
    ['a multiplier in thousandths', { rate: { kind: 'multiplier', value: '1.255' } }, 'rate.value', 'form.season.multiplier'],
    ['a fixed price with cents', { rate: { kind: 'fixed', value: '999.5' } }, 'rate.value', 'form.season.fixed'],
    ['no rate', { rate: { kind: 'fixed', value: '' } }, 'rate.value', 'form.season.required'],
    ['an unknown category', { scope: 'category', target: 'tractors' }, 'target', 'form.season.target'],
    ['a car scope without a car', { scope: 'car', target: '' }, 'target', 'form.season.target'],
    ['a weekend rate without its value', { weekend: { kind: 'fixed', value: '' } }, 'weekend.value', 'form.season.required'],
  ])('refuses %s', (_, change, field, id) => {
    const result = validateForm(seasonSchema, { ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]?.id).toBe(id);
  });

  it('drops a target sent with a fleet season', () => {
    const result = validateForm(seasonSchema, { ...valid, target: 'ferrari' });
    expect(result.ok && seasonFromInput(result.value).target).toBe('');
  });
});

describe('seasonal pricing, for every stay', () => {
  const FIRST = '2027-01-01';
  const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays(FIRST, offset));
  const rate = fc.oneof(
    fc.record({ kind: fc.constant('multiplier' as const), value: fc.integer({ min: 10, max: 1000 }).map((h) => h / 100) }),
    fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 100_000 }) }),
  );
  const aSeason = fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      startDate: day,
      length: fc.integer({ min: 0, max: 120 }),
      scope: fc.constantFrom('fleet' as const, 'category' as const, 'car' as const),
      rate,
      weekendRate: fc.option(rate, { nil: null }),
    })
    .map(({ length, scope, ...rest }): Season => ({
      ...rest,
      names: { en: rest.id },
      endDate: addDays(rest.startDate, length),
      scope,
      target: scope === 'fleet' ? '' : scope === 'car' ? car.id : car.category,
    }));
  const tier = fc
    .record({ minDays: fc.integer({ min: 1, max: 30 }), span: fc.integer({ min: 0, max: 30 }), discountPercentage: fc.integer({ min: 0, max: 100 }) })
    .map(({ span, ...rest }, ): RentalDiscount => ({ ...rest, id: `${rest.minDays}`, maxDays: rest.minDays + span, description: '', isActive: true }));
  const stay = fc.record({
    dailyPrice: fc.integer({ min: 1, max: 20_000 }),
    startDate: day,
    length: fc.integer({ min: 0, max: 60 }),
    seasons: fc.array(aSeason, { maxLength: 4 }),
    discounts: fc.array(tier, { maxLength: 3 }),
  });
  const priceOf = (s: { dailyPrice: number; startDate: string; length: number; seasons: Season[]; discounts: RentalDiscount[] }) =>
    priceBreakdown({
      dailyPrice: s.dailyPrice,
      startDate: s.startDate,
      endDate: addDays(s.startDate, s.length),
      pickupTime: '10:00',
      dropoffTime: '10:00',
      distanceKm: 0,
      discounts: s.discounts,
      seasonal: { carId: car.id, category: car.category, seasons: s.seasons },
    });

  it('never charges less than the days times the lowest day price, less the tier', () => {
    fc.assert(
      fc.property(stay, (s) => {
        const price = priceOf(s);
        const days = dayPrices({ ...car, dailyPrice: s.dailyPrice }, s.startDate, addDays(s.startDate, s.length), s.seasons);
        const lowest = Math.min(...days.map((d) => d.price));
        const percent = selectDiscount(price.days, s.discounts)?.discountPercentage ?? 0;
        expect(price.totalPrice).toBeGreaterThanOrEqual(Math.floor(price.days * lowest * (1 - percent / 100) * 100) / 100 - 0.01);
        expect(price.lines?.reduce((sum, line) => sum + line.days, 0)).toBe(price.days);
      }),
    );
  });

  it('is unchanged by a season that covers none of its days', () => {
    fc.assert(
      fc.property(stay, aSeason, (s, extra) => {
        const end = addDays(s.startDate, s.length);
        fc.pre(extra.endDate < s.startDate || extra.startDate > end);
        expect(priceOf({ ...s, seasons: [...s.seasons, extra] }).totalPrice).toBe(priceOf(s).totalPrice);
      }),
    );
  });
});
