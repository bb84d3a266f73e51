import { carFromData } from './car-data';
import { changesRentalTermsSummary, DEFAULT_RENTAL_TERMS, DEFAULT_RENTAL_TERMS_RANGES, includedKm, rentalTermsRangesFromData, isRentalTerms, rentalTermsOf, rentalTermsRanges, RENTAL_TERM_LIMITS, type RentalTerms } from './rental-terms';

const hypercar: RentalTerms = { depositEur: 15_000, includedKmPerDay: 150, extraKmEur: 6, minDriverAge: 30, minLicenceYears: 5, insuranceExcessEur: 30_000 };

describe('rental terms', () => {
  it('are complete, within their limits, whole numbers but the price of an extra kilometre', () => {
    expect(isRentalTerms(hypercar)).toBe(true);
    expect(isRentalTerms({ ...hypercar, extraKmEur: 2.75 })).toBe(true);
    expect(isRentalTerms({ ...hypercar, depositEur: 1500.5 })).toBe(false);
    expect(isRentalTerms({ ...hypercar, minDriverAge: RENTAL_TERM_LIMITS.minDriverAge.min - 1 })).toBe(false);
    expect(isRentalTerms({ ...hypercar, insuranceExcessEur: RENTAL_TERM_LIMITS.insuranceExcessEur.max + 1 })).toBe(false);
    expect(isRentalTerms({ ...hypercar, includedKmPerDay: '150' })).toBe(false);
    const { minLicenceYears: _missing, ...incomplete } = hypercar;
    expect(isRentalTerms(incomplete)).toBe(false);
    expect(isRentalTerms(null)).toBe(false);
    for (const terms of Object.values(DEFAULT_RENTAL_TERMS)) expect(isRentalTerms(terms)).toBe(true);
  });

  it("are a car's own, or its category's when it has none or broken ones", () => {
    expect(rentalTermsOf({ category: 'supercars', rentalTerms: hypercar })).toBe(hypercar);
    expect(rentalTermsOf({ category: 'electric_hybrid' })).toBe(DEFAULT_RENTAL_TERMS.electric_hybrid);
    expect(rentalTermsOf({ category: 'convertibles', rentalTerms: { ...hypercar, depositEur: -1 } })).toBe(DEFAULT_RENTAL_TERMS.convertibles);
    // A stored car reads them the same way on both sides.
    expect(carFromData('c1', { category: 'performance_suvs' }).rentalTerms).toEqual(DEFAULT_RENTAL_TERMS.performance_suvs);
    expect(carFromData('c2', { category: 'supercars', rentalTerms: hypercar }).rentalTerms).toEqual(hypercar);
  });

  it('include kilometres per rental day', () => {
    expect(includedKm(hypercar, 3)).toBe(450);
    expect(includedKm(hypercar, 0)).toBe(0);
  });

  it('range across the fleet, for the FAQ, and there is no range without cars', () => {
    const ranges = rentalTermsRanges([
      { category: 'supercars', rentalTerms: hypercar },
      { category: 'electric_hybrid' },
      { category: 'convertibles' },
    ]);
    expect(ranges?.depositEur).toEqual({ min: DEFAULT_RENTAL_TERMS.electric_hybrid.depositEur, max: 15_000 });
    expect(ranges?.minDriverAge).toEqual({ min: DEFAULT_RENTAL_TERMS.electric_hybrid.minDriverAge, max: 30 });
    expect(ranges?.includedKmPerDay).toEqual({ min: 150, max: DEFAULT_RENTAL_TERMS.electric_hybrid.includedKmPerDay });
    expect(rentalTermsRanges([])).toBeNull();
  });
});

describe('the fleet summary of rental terms', () => {
  const car = { isAvailable: true, category: 'supercars' as const, rentalTerms: hypercar, name: 'SF90' };

  it('changes with a car on offer whose availability, category or terms change, and with nothing else', () => {
    expect(changesRentalTermsSummary(undefined, car)).toBe(true);
    expect(changesRentalTermsSummary(car, undefined)).toBe(true);
    expect(changesRentalTermsSummary(car, { ...car, isAvailable: false })).toBe(true);
    expect(changesRentalTermsSummary(car, { ...car, category: 'convertibles' })).toBe(true);
    expect(changesRentalTermsSummary(car, { ...car, rentalTerms: { ...hypercar, depositEur: 20_000 } })).toBe(true);
    expect(changesRentalTermsSummary(car, { ...car, name: 'SF90 Spider', descriptionTranslations: { es: 'Un híbrido.' } })).toBe(false);
    const hidden = { ...car, isAvailable: false };
    expect(changesRentalTermsSummary(hidden, { ...hidden, rentalTerms: { ...hypercar, depositEur: 1 } })).toBe(false);
    expect(changesRentalTermsSummary(undefined, hidden)).toBe(false);
  });

  it('is read back as stored, and not at all when malformed; without one the categories\' defaults stand', () => {
    const ranges = rentalTermsRanges([car, { category: 'electric_hybrid' }])!;
    expect(rentalTermsRangesFromData({ ranges, cars: 2 })).toEqual(ranges);
    expect(rentalTermsRangesFromData({ ranges: { ...ranges, depositEur: { min: 9, max: 1 } } })).toBeNull();
    expect(rentalTermsRangesFromData({ ranges: { depositEur: { min: 1, max: 2 } } })).toBeNull();
    expect(rentalTermsRangesFromData(undefined)).toBeNull();
    expect(DEFAULT_RENTAL_TERMS_RANGES.minDriverAge).toEqual({ min: 23, max: 25 });
  });
});
