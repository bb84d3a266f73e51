/**
 * The fleet filters: their defaults, how a car
 * matches, the option lists, and their form in the URL query so a filtered
 * list can be shared and restored with the back button.
 */
import type { Car } from './model';
import { DIRECT_BOOKING } from './site';

export const YEAR_RANGE = { min: 2000, max: 2025, step: 1 } as const;
export const HORSEPOWER_RANGE = { min: 100, max: 1000, step: 50 } as const;
/** Slider keys: Page Up/Down and Shift+arrows move this many steps. */
export const SLIDER_BIG_STEPS = 10;

/** `on_request` stands for every availability type other than direct booking. */
export const AVAILABILITY_FILTERS = [DIRECT_BOOKING, 'on_request'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export type Range = readonly [number, number];

export interface FilterState {
  availabilityType: AvailabilityFilter | null;
  brand: string | null;
  model: string | null;
  yearRange: Range;
  horsepowerRange: Range;
  roofType: string | null;
  drivetrain: string | null;
  transmission: string | null;
  seatingCapacity: string | null;
}

export const DEFAULT_FILTERS: FilterState = {
  availabilityType: null,
  brand: null,
  model: null,
  yearRange: [YEAR_RANGE.min, YEAR_RANGE.max],
  horsepowerRange: [HORSEPOWER_RANGE.min, HORSEPOWER_RANGE.max],
  roofType: null,
  drivetrain: null,
  transmission: null,
  seatingCapacity: null,
};

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
const sameText = (a: unknown, b: string) => typeof a === 'string' || typeof a === 'number' ? same(String(a), b) : false;

/**
 * A range at a slider's end is open on that side: "1000" means 1,000 hp and up
 * (the Revuelto and the Chiron pass), "2025" means 2025 and newer, and at the
 * default range nothing is filtered out, not even a car whose horsepower is unknown.
 */
function inRange(value: number, [low, high]: Range, limits: { min: number; max: number }): boolean {
  return (low <= limits.min || value >= low) && (high >= limits.max || value <= high);
}

export function isOnRequest(availabilityType: string): boolean {
  return availabilityType !== DIRECT_BOOKING;
}

/** Cars without specifications skip the specification checks; missing horsepower counts as 0. */
export function matchesFilters(car: Car, f: FilterState): boolean {
  if (f.availabilityType === DIRECT_BOOKING && isOnRequest(car.availabilityType)) return false;
  if (f.availabilityType === 'on_request' && !isOnRequest(car.availabilityType)) return false;
  if (f.brand !== null && !same(car.brand, f.brand)) return false;
  if (f.model !== null && !same(car.model, f.model)) return false;
  if (!inRange(car.year, f.yearRange, YEAR_RANGE)) return false;
  const specs = car.specifications;
  if (!specs) return true;
  if (!inRange(Number(specs.horsepower) || 0, f.horsepowerRange, HORSEPOWER_RANGE)) return false;
  if (f.roofType !== null && !sameText(specs.roofType, f.roofType)) return false;
  if (f.drivetrain !== null && !sameText(specs.drivetrain, f.drivetrain)) return false;
  if (f.transmission !== null && !sameText(specs.transmission, f.transmission)) return false;
  if (f.seatingCapacity !== null && String(specs.seatingCapacity ?? '') !== f.seatingCapacity) return false;
  return true;
}

export function filterCars(cars: readonly Car[], filters: FilterState): Car[] {
  return cars.filter((car) => matchesFilters(car, filters));
}

function distinctSorted(values: Iterable<unknown>, numeric = false): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    if (value === undefined || value === null || value === '') continue;
    const text = String(value).trim();
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  const list = [...seen.values()];
  return numeric ? list.sort((a, b) => Number(a) - Number(b)) : list.sort((a, b) => a.localeCompare(b));
}

export interface FilterOptions {
  brands: string[];
  /** Models of the chosen brand, or of every brand when none is chosen. */
  models: string[];
  roofTypes: string[];
  drivetrains: string[];
  transmissions: string[];
  seatingCapacities: string[];
}

/** Sorted distinct values of the loaded cars. */
export function filterOptions(cars: readonly Car[], brand: string | null): FilterOptions {
  const specs = cars.map((c) => c.specifications).filter((s) => s !== null);
  return {
    brands: distinctSorted(cars.map((c) => c.brand)),
    models: distinctSorted(cars.filter((c) => brand === null || same(c.brand, brand)).map((c) => c.model)),
    roofTypes: distinctSorted(specs.map((s) => s.roofType)),
    drivetrains: distinctSorted(specs.map((s) => s.drivetrain)),
    transmissions: distinctSorted(specs.map((s) => s.transmission)),
    seatingCapacities: distinctSorted(specs.map((s) => s.seatingCapacity), true),
  };
}

/** Choosing a brand keeps the model only if that brand makes it; `null` is "all". */
export function withBrand(f: FilterState, brand: string | null, cars: readonly Car[]): FilterState {
  const keepModel =
    f.model !== null && brand !== null && cars.some((c) => same(c.brand, brand) && same(c.model, f.model!));
  return { ...f, brand, model: keepModel ? f.model : null };
}

const rangeIsDefault = (r: Range, d: Range) => r[0] === d[0] && r[1] === d[1];

/** How many filters differ from their defaults: the badge of the phone's filter button. */
export function countActiveFilters(f: FilterState): number {
  const d = DEFAULT_FILTERS;
  return [
    f.availabilityType !== null,
    f.brand !== null,
    f.model !== null,
    !rangeIsDefault(f.yearRange, d.yearRange),
    !rangeIsDefault(f.horsepowerRange, d.horsepowerRange),
    f.roofType !== null,
    f.drivetrain !== null,
    f.transmission !== null,
    f.seatingCapacity !== null,
  ].filter(Boolean).length;
}

/* ---------- URL query ---------- */

/** Query parameter of each filter; ranges are written `min-max`. */
export const FILTER_QUERY_KEYS = {
  availabilityType: 'type',
  brand: 'brand',
  model: 'model',
  yearRange: 'year',
  horsepowerRange: 'hp',
  roofType: 'roof',
  drivetrain: 'drive',
  transmission: 'gearbox',
  seatingCapacity: 'seats',
} as const satisfies Record<keyof FilterState, string>;

type QueryReader = { get(name: string): string | null };

function parseRange(text: string | null, limits: { min: number; max: number; step: number }): Range {
  const match = text ? /^(\d+)-(\d+)$/.exec(text) : null;
  if (!match) return [limits.min, limits.max];
  const clamp = (n: number) => Math.min(limits.max, Math.max(limits.min, n));
  const low = clamp(Number(match[1]));
  const high = clamp(Number(match[2]));
  return low <= high ? [low, high] : [limits.min, limits.max];
}

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 100) : null;
}

/** Reads filters from a query; anything unreadable falls back to its default. */
export function filtersFromQuery(query: QueryReader): FilterState {
  const k = FILTER_QUERY_KEYS;
  const type = query.get(k.availabilityType);
  const brand = text(query.get(k.brand));
  return {
    availabilityType: (AVAILABILITY_FILTERS as readonly string[]).includes(type ?? '') ? (type as AvailabilityFilter) : null,
    brand,
    model: text(query.get(k.model)),
    yearRange: parseRange(query.get(k.yearRange), YEAR_RANGE),
    horsepowerRange: parseRange(query.get(k.horsepowerRange), HORSEPOWER_RANGE),
    roofType: text(query.get(k.roofType)),
    drivetrain: text(query.get(k.drivetrain)),
    transmission: text(query.get(k.transmission)),
    seatingCapacity: text(query.get(k.seatingCapacity)),
  };
}

/** The query entries of the filters that differ from their defaults, in a stable order. */
export function filtersToQuery(f: FilterState): [string, string][] {
  const k = FILTER_QUERY_KEYS;
  const d = DEFAULT_FILTERS;
  const entries: [string, string | null][] = [
    [k.availabilityType, f.availabilityType],
    [k.brand, f.brand],
    [k.model, f.model],
    [k.yearRange, rangeIsDefault(f.yearRange, d.yearRange) ? null : `${f.yearRange[0]}-${f.yearRange[1]}`],
    [k.horsepowerRange, rangeIsDefault(f.horsepowerRange, d.horsepowerRange) ? null : `${f.horsepowerRange[0]}-${f.horsepowerRange[1]}`],
    [k.roofType, f.roofType],
    [k.drivetrain, f.drivetrain],
    [k.transmission, f.transmission],
    [k.seatingCapacity, f.seatingCapacity],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null);
}
