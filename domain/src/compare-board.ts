/**
 * What the compare page does with the list: brings its entries up to date
 * with the cars as they are now, and says which of them stand out. Apart
 * from `compare.ts`, whose list transitions every car card uses: only the
 * compare page needs these.
 */
import type { Car } from './model';
import type { RentalTerms } from './rental-terms';
import { compareEntryOf, type CompareEntry } from './compare';

/**
 * The stored entries brought up to date with the cars as they are now (names,
 * prices, photos change): order kept, entries whose car is no longer among
 * the available `cars` are `dropped`. `checked` names the ids that were looked
 * up (all by default): an entry added while the lookup ran is kept as it is.
 * `changed` says whether anything differs, so an unchanged list is not written back.
 */
export function refreshCompareList(
  list: readonly CompareEntry[],
  cars: readonly Car[],
  checked?: readonly string[],
): { list: CompareEntry[]; dropped: CompareEntry[]; changed: boolean } {
  const byId = new Map(cars.map((car) => [car.id, car]));
  const next: CompareEntry[] = [];
  const dropped: CompareEntry[] = [];
  let changed = false;
  for (const entry of list) {
    if (checked && !checked.includes(entry.id)) {
      next.push(entry);
      continue;
    }
    const car = byId.get(entry.id);
    if (!car) {
      dropped.push(entry);
      changed = true;
      continue;
    }
    const fresh = compareEntryOf(car);
    if (!sameEntry(entry, fresh)) changed = true;
    next.push(fresh);
  }
  return { list: next, dropped, changed };
}

function sameEntry(a: CompareEntry, b: CompareEntry): boolean {
  return (Object.keys(b) as (keyof CompareEntry)[]).every((key) => (key === 'rentalTerms' ? sameTerms(a[key], b[key]) : a[key] === b[key]));
}

function sameTerms(a: RentalTerms | null, b: RentalTerms | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(b) as (keyof RentalTerms)[]).every((key) => a[key] === b[key]);
}

/** Which entries stand out: ids of the lowest daily price, the most horsepower, the lowest deposit and excess, the most kilometres. */
export interface CompareHighlights {
  lowestPrice: string[];
  highestHorsepower: string[];
  lowestDeposit: string[];
  mostKm: string[];
  lowestExcess: string[];
}

/**
 * Only a real difference is highlighted: nothing with fewer than two cars
 * carrying the value, nothing when they all share it (a tie for best marks
 * every car that holds it). Unknown horsepower or terms never win; kilometres
 * with no price beyond them are unlimited, the most of all.
 */
export function compareHighlights(list: readonly CompareEntry[]): CompareHighlights {
  const best = (values: { id: string; value: number }[], pick: (a: number, b: number) => number): string[] => {
    if (values.length < 2) return [];
    const target = values.map((v) => v.value).reduce((a, b) => pick(a, b));
    if (values.every((v) => v.value === target)) return [];
    return values.filter((v) => v.value === target).map((v) => v.id);
  };
  const prices = list.filter((e) => e.dailyPrice > 0).map((e) => ({ id: e.id, value: e.dailyPrice }));
  const power = list.flatMap((e) => (e.horsepower === null ? [] : [{ id: e.id, value: e.horsepower }]));
  const term = (valueOf: (terms: RentalTerms) => number) =>
    list.flatMap((e) => (e.rentalTerms === null ? [] : [{ id: e.id, value: valueOf(e.rentalTerms) }]));
  return {
    lowestPrice: best(prices, Math.min),
    highestHorsepower: best(power, Math.max),
    lowestDeposit: best(term((terms) => terms.depositEur), Math.min),
    mostKm: best(term((terms) => (terms.extraKmEur === 0 ? Number.POSITIVE_INFINITY : terms.includedKmPerDay)), Math.max),
    lowestExcess: best(term((terms) => terms.insuranceExcessEur), Math.min),
  };
}
