/**
 * Each car's rental terms, as supercar boutiques on the coast publish them:
 * the security deposit held on a card at the handover, the kilometres
 * included per rental day and the price of each one beyond, the main
 * driver's minimum age and years holding a licence, and the insurance excess
 * (the most the driver pays of a damage). Staff set them per car in the fleet
 * editor (`carSchema`, and `isRentalTerms` in firestore.rules for any other
 * write); a car stored before it had terms reads its category's defaults.
 */
import type { Car } from './model';
import type { CarCategory } from './site';

export interface RentalTerms {
  /** Whole euros held on the driver's card at the handover and released after the return. */
  depositEur: number;
  /** Kilometres included per rental day. */
  includedKmPerDay: number;
  /** Euros per kilometre beyond those included (cents allowed). */
  extraKmEur: number;
  /** The main driver's minimum age, in years. */
  minDriverAge: number;
  /** Years the main driver must have held a full licence. */
  minLicenceYears: number;
  /** Whole euros: the most the driver pays of a damage under the included insurance. */
  insuranceExcessEur: number;
}

export const RENTAL_TERM_KEYS = ['depositEur', 'includedKmPerDay', 'extraKmEur', 'minDriverAge', 'minLicenceYears', 'insuranceExcessEur'] as const satisfies readonly (keyof RentalTerms)[];
export type RentalTermKey = (typeof RENTAL_TERM_KEYS)[number];

/** Each term's bounds, inclusive; all whole numbers but `extraKmEur`. Keep in step with `isRentalTerms` in firestore.rules. */
export const RENTAL_TERM_LIMITS: Readonly<Record<RentalTermKey, { min: number; max: number }>> = {
  depositEur: { min: 0, max: 100_000 },
  includedKmPerDay: { min: 0, max: 2_000 },
  extraKmEur: { min: 0, max: 100 },
  minDriverAge: { min: 18, max: 99 },
  minLicenceYears: { min: 0, max: 60 },
  insuranceExcessEur: { min: 0, max: 200_000 },
};

/** The terms of a car that has none stored, by category: what the boutique asks of such a car. */
export const DEFAULT_RENTAL_TERMS: Readonly<Record<CarCategory, RentalTerms>> = {
  supercars: { depositEur: 5_000, includedKmPerDay: 200, extraKmEur: 3.5, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 10_000 },
  convertibles: { depositEur: 2_500, includedKmPerDay: 250, extraKmEur: 2, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 5_000 },
  luxury_sedans_gts: { depositEur: 3_000, includedKmPerDay: 250, extraKmEur: 2, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 6_000 },
  performance_suvs: { depositEur: 3_000, includedKmPerDay: 250, extraKmEur: 2.5, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 6_000 },
  electric_hybrid: { depositEur: 2_000, includedKmPerDay: 300, extraKmEur: 1.5, minDriverAge: 23, minLicenceYears: 2, insuranceExcessEur: 4_000 },
};

/** Whether a value is a complete set of terms within their limits (what the rules check too). */
export function isRentalTerms(value: unknown): value is RentalTerms {
  if (typeof value !== 'object' || value === null) return false;
  const terms = value as Record<string, unknown>;
  return RENTAL_TERM_KEYS.every((key) => {
    const term = terms[key];
    const { min, max } = RENTAL_TERM_LIMITS[key];
    return typeof term === 'number' && Number.isFinite(term) && term >= min && term <= max && (key === 'extraKmEur' || Number.isInteger(term));
  });
}

/** A car's terms: its own, or its category's when it has none (or broken ones). */
export function rentalTermsOf(car: Pick<Car, 'category'> & { rentalTerms?: unknown }): RentalTerms {
  return isRentalTerms(car.rentalTerms) ? car.rentalTerms : DEFAULT_RENTAL_TERMS[car.category];
}

/** No price beyond the kilometres included: the car drives as far as the renter likes. */
export function hasUnlimitedKm(terms: Pick<RentalTerms, 'extraKmEur'>): boolean {
  return terms.extraKmEur === 0;
}

/** The kilometres a rental of `days` days includes. */
export function includedKm(terms: Pick<RentalTerms, 'includedKmPerDay'>, days: number): number {
  return terms.includedKmPerDay * Math.max(days, 0);
}

export interface RentalTermsRange {
  min: number;
  max: number;
}

export type RentalTermsRanges = Record<RentalTermKey, RentalTermsRange>;

/** The lowest and highest of each term across the cars on offer (null for no car): what the FAQ states. */
export function rentalTermsRanges(cars: readonly (Pick<Car, 'category'> & { rentalTerms?: unknown })[]): RentalTermsRanges | null {
  if (cars.length === 0) return null;
  const all = cars.map(rentalTermsOf);
  return Object.fromEntries(
    RENTAL_TERM_KEYS.map((key) => {
      const values = all.map((terms) => terms[key]);
      return [key, { min: Math.min(...values), max: Math.max(...values) }];
    }),
  ) as Record<RentalTermKey, RentalTermsRange>;
}

/** `fleetSummary/rentalTerms`: the ranges across the available cars, kept by the server as cars change. */
export const RENTAL_TERMS_SUMMARY = { collection: 'fleetSummary', id: 'rentalTerms' } as const;

/** What the FAQ states when there is no summary yet: the ranges of the categories' defaults. */
export const DEFAULT_RENTAL_TERMS_RANGES: RentalTermsRanges = /* @__PURE__ */ rentalTermsRanges(
  Object.entries(DEFAULT_RENTAL_TERMS).map(([category, rentalTerms]) => ({ category: category as CarCategory, rentalTerms })),
)!;

/** A stored summary's ranges, or null when it is missing or malformed. */
export function rentalTermsRangesFromData(data: unknown): RentalTermsRanges | null {
  const ranges = (data as { ranges?: unknown } | null | undefined)?.ranges;
  if (typeof ranges !== 'object' || ranges === null) return null;
  const entries = RENTAL_TERM_KEYS.map((key) => {
    const range = (ranges as Record<string, unknown>)[key] as { min?: unknown; max?: unknown } | undefined;
    return [key, range] as const;
  });
  const valid = entries.every(([, range]) => typeof range?.min === 'number' && typeof range.max === 'number' && range.min <= range.max);
  return valid ? (Object.fromEntries(entries.map(([key, range]) => [key, { min: range!.min, max: range!.max }])) as RentalTermsRanges) : null;
}

/**
 * Whether a change of a car document can change the summary: a car on offer
 * before or after whose availability, category or terms changed. Other
 * writes (a translation, a photo) leave it as it is.
 */
export function changesRentalTermsSummary(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  const offered = (data: Record<string, unknown> | undefined) => data?.isAvailable === true;
  if (!offered(before) && !offered(after)) return false;
  if (offered(before) !== offered(after)) return true;
  return before!.category !== after!.category || JSON.stringify(before!.rentalTerms ?? null) !== JSON.stringify(after!.rentalTerms ?? null);
}
