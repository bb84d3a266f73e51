import fc from 'fast-check';
import { additionalDriverSchema, checkoutRequestSchema } from './checkout-schema';
import { additionalDriverProblems, DRIVER_MESSAGES } from './driver';
import { extraFormValues, extraFromInput, extraSchema } from './extra-schema';
import {
  chosenExtras,
  extraAmount,
  extraFromData,
  extraKeysOf,
  extraLines,
  extraOffered,
  extraTargetKeys,
  extraText,
  extraToData,
  needsAdditionalDriver,
  type Extra,
} from './extras';
import { validateForm } from './forms';
import { priceBreakdown } from './pricing';

function extra(overrides: Partial<Extra> & Pick<Extra, 'id'>): Extra {
  return {
    kind: 'other',
    names: { en: overrides.id },
    descriptions: {},
    pricing: 'per-day',
    price: 25,
    cap: null,
    scope: 'all',
    targets: [],
    isActive: true,
    position: 0,
    ...overrides,
  };
}

const driver = extra({ id: 'driver', kind: 'additional-driver', names: { en: 'Additional driver', es: 'Conductor adicional' }, price: 30, cap: 150 });
const seat = extra({ id: 'seat', pricing: 'per-rental', price: 40, position: 2 });
const excess = extra({ id: 'excess', price: 60, scope: 'category', targets: ['supercars'], position: 1 });
const ferrari = { id: 'ferrari', category: 'supercars' };
const bentley = { id: 'bentley', category: 'luxury_sedans_gts' };

describe('what an extra costs', () => {
  it('charges a per-day price for each rental day, up to its cap', () => {
    expect(extraAmount(driver, 1)).toBe(30);
    expect(extraAmount(driver, 5)).toBe(150);
    expect(extraAmount(driver, 6)).toBe(150);
    expect(extraAmount({ ...driver, cap: null }, 10)).toBe(300);
  });

  it('charges a per-rental price once, however long the stay', () => {
    expect(extraAmount(seat, 1)).toBe(40);
    expect(extraAmount(seat, 30)).toBe(40);
  });

  it('lists the chosen extras in staff’s order, marking a capped one', () => {
    const lines = extraLines([seat, driver, excess], 7);
    expect(lines.map((line) => [line.extraId, line.quantity, line.amount, line.capped])).toEqual([
      ['driver', 7, 150, true],
      ['excess', 7, 420, false],
      ['seat', 1, 40, false],
    ]);
  });

  it('adds the extras to the total after the tier, never discounting them', () => {
    const base = { dailyPrice: 1000, startDate: '2027-05-03', endDate: '2027-05-09', pickupTime: '10:00', dropoffTime: '10:00', distanceKm: 0 };
    const discounts = [{ id: 'week', minDays: 7, maxDays: 13, discountPercentage: 10, description: 'Week', isActive: true }];
    const price = priceBreakdown({ ...base, discounts, extras: [driver, seat] });
    expect(price.discountAmount).toBe(700);
    expect(price.extrasCharge).toBe(190);
    expect(price.totalPrice).toBe(7000 - 700 + 190);
    expect(priceBreakdown({ ...base, discounts }).extrasCharge).toBe(0);
  });

  it('never makes a total smaller, and adds exactly the extras’ sum (property)', () => {
    const arbitraryExtra = fc.record({
      pricing: fc.constantFrom('per-day' as const, 'per-rental' as const),
      price: fc.integer({ min: 1, max: 10_000 }),
      cap: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryExtra, { maxLength: 5 }), fc.integer({ min: 1, max: 90 }), (specs, days) => {
        const extras = specs.map((spec, i) => extra({ id: `x${i}`, ...spec }));
        const base = { dailyPrice: 500, startDate: '2027-01-01', endDate: `2027-01-01`, pickupTime: '10:00', dropoffTime: '10:00', distanceKm: 0, discounts: [] };
        const end = new Date(Date.UTC(2027, 0, days)).toISOString().slice(0, 10);
        const without = priceBreakdown({ ...base, endDate: end });
        const withExtras = priceBreakdown({ ...base, endDate: end, extras });
        const sum = extras.reduce((total, x) => total + extraAmount(x, days), 0);
        expect(withExtras.totalPrice).toBeCloseTo(without.totalPrice + sum, 2);
        for (const x of extras) expect(extraAmount(x, days)).toBeLessThanOrEqual(x.price * days);
      }),
    );
  });
});

describe('which cars an extra is offered for', () => {
  it('offers an all-cars extra to every car, a category’s to its cars, a list’s to the cars listed', () => {
    expect(extraOffered(seat, bentley)).toBe(true);
    expect(extraOffered(excess, ferrari)).toBe(true);
    expect(extraOffered(excess, bentley)).toBe(false);
    const listed = extra({ id: 'track', scope: 'cars', targets: ['ferrari', 'huracan'] });
    expect(extraOffered(listed, ferrari)).toBe(true);
    expect(extraOffered(listed, bentley)).toBe(false);
  });

  it('offers no paused extra', () => {
    expect(extraOffered({ ...seat, isActive: false }, ferrari)).toBe(false);
  });

  it('stores the keys a car’s query finds it by', () => {
    expect(extraTargetKeys(seat)).toEqual(['all']);
    expect(extraToData(excess).targetKeys).toEqual(['category:supercars']);
    expect(extraTargetKeys(extra({ id: 'l', scope: 'cars', targets: ['a', 'b'] }))).toEqual(['car:a', 'car:b']);
    expect(extraKeysOf(ferrari)).toEqual(['all', 'category:supercars', 'car:ferrari']);
  });

  it('takes the chosen ids only when every one is on offer', () => {
    expect(chosenExtras([driver, seat], ['seat', 'seat'])?.map((x) => x.id)).toEqual(['seat']);
    expect(chosenExtras([driver, seat], [])).toEqual([]);
    expect(chosenExtras([driver, seat], ['seat', 'excess'])).toBeNull();
  });

  it('asks for an additional driver only with that kind of extra', () => {
    expect(needsAdditionalDriver([seat])).toBe(false);
    expect(needsAdditionalDriver([seat, driver])).toBe(true);
  });

  it('names an extra in the page’s language, else in English', () => {
    expect(extraText(driver.names, 'es')).toBe('Conductor adicional');
    expect(extraText(driver.names, 'de')).toBe('Additional driver');
  });

  it('reads only a stored extra it can price and name', () => {
    const stored = { ...extraToData(driver) } as unknown as Record<string, unknown>;
    expect(extraFromData('driver', stored)).toEqual(driver);
    expect(extraFromData('x', { ...stored, price: -5 })).toBeNull();
    expect(extraFromData('x', { ...stored, names: { es: 'Sin inglés' } })).toBeNull();
    expect(extraFromData('x', { ...stored, pricing: 'per-hour' })).toBeNull();
    expect(extraFromData('x', { ...stored, pricing: 'per-rental' })?.cap).toBeNull();
  });
});

describe('the extra form', () => {
  const values = { ...extraFormValues(null, 3), names: { en: 'Child seat', es: '', de: '', fr: '', it: '' }, price: '25' };

  it('stores a valid form as an extra, with its targets by scope', () => {
    const result = validateForm(extraSchema, { ...values, scope: 'cars', carIds: ['ferrari'], cap: '100' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(extraFromInput(result.value)).toMatchObject({ names: { en: 'Child seat' }, price: 25, cap: 100, scope: 'cars', targets: ['ferrari'], position: 3 });
    expect(extraFormValues({ ...driver }).names.es).toBe('Conductor adicional');
  });

  it('refuses a missing English name, a price out of range, a cap below the price, a bad target', () => {
    const fields = (input: object) => {
      const result = validateForm(extraSchema, { ...values, ...input });
      return result.ok ? {} : result.fields;
    };
    expect(fields({ names: { ...values.names, en: ' ' } })['names.en']?.id).toBe('form.extra.required');
    expect(fields({ price: '0' }).price?.id).toBe('form.extra.price');
    expect(fields({ price: '12.5' }).price?.id).toBe('form.extra.price');
    expect(fields({ cap: '20' }).cap?.id).toBe('form.extra.cap');
    expect(fields({ pricing: 'per-rental', cap: '20' }).cap).toBeUndefined();
    expect(fields({ scope: 'category', category: 'boats' }).category?.id).toBe('form.extra.category');
    expect(fields({ scope: 'cars', carIds: [] }).carIds?.id).toBe('form.extra.cars');
  });
});

describe('the additional driver', () => {
  const check = { terms: { minDriverAge: 25, minLicenceYears: 3 }, startDate: '2027-06-01', today: '2027-05-01' };

  it('is held to the car’s terms, told of the additional driver', () => {
    expect(additionalDriverProblems({ ...check, driver: { name: 'Ana', birthDate: '1990-01-01', licenceIssuedOn: '2010-01-01' } })).toEqual({});
    const young = additionalDriverProblems({ ...check, driver: { name: 'Leo', birthDate: '2005-01-01', licenceIssuedOn: '2026-01-01' } });
    expect(young.additionalDriverBirthDate).toEqual({ ...DRIVER_MESSAGES.additionalTooYoung, values: { age: 25 } });
    expect(young.additionalDriverLicenceDate).toEqual({ ...DRIVER_MESSAGES.additionalLicenceTooRecent, values: { years: 3 } });
    expect(additionalDriverProblems({ ...check, driver: { name: ' ', birthDate: '1990-01-01', licenceIssuedOn: '2010-01-01' } }).additionalDriverName).toBe(
      DRIVER_MESSAGES.additionalNameRequired,
    );
  });

  it('is asked for on the order page with the same rule', () => {
    const schema = additionalDriverSchema(check);
    const result = validateForm(schema, { additionalDriverName: 'Leo', additionalDriverBirthDate: '2005-01-01', additionalDriverLicenceDate: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.additionalDriverBirthDate?.id).toBe(DRIVER_MESSAGES.additionalTooYoung.id);
    expect(result.fields.additionalDriverLicenceDate?.id).toBe(DRIVER_MESSAGES.additionalLicenceDateRequired.id);
  });

  it('lets the callable take at most a dozen extras, by id', () => {
    const request = {
      carId: 'ferrari',
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      pickupTime: '10:00',
      dropoffTime: '10:00',
      pickupLocation: 'Marbella Showroom',
      dropoffLocation: 'Marbella Showroom',
      lang: 'en',
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      driverBirthDate: '1990-01-01',
      driverLicenceDate: '2010-01-01',
    };
    expect(validateForm(checkoutRequestSchema, { ...request, extras: ['seat'] }).ok).toBe(true);
    expect(validateForm(checkoutRequestSchema, request).ok).toBe(true);
    expect(validateForm(checkoutRequestSchema, { ...request, extras: Array.from({ length: 13 }, (_, i) => `x${i}`) }).ok).toBe(false);
    expect(validateForm(checkoutRequestSchema, { ...request, extras: ['../cars'] }).ok).toBe(false);
  });
});
