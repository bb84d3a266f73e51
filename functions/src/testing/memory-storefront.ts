/**
 * The storefront's reads over data held in memory (the demo data, test
 * builders), counting reads as Firestore bills them: at least one per query.
 * For tests and the server bench; the functions read Firestore.
 */
import { rentalTermsRanges, scopeKeysOf, seasonScopeKey, seasonsWithin, type BlockedRange, type Car, type LegalVersion, type RentalDiscount, type Season } from '@costa/domain';
import type { StorefrontReads } from '../services/cars';

export interface MemoryCatalog {
  cars: readonly Car[];
  blockedRanges?: Readonly<Record<string, readonly BlockedRange[]>>;
  discounts?: readonly RentalDiscount[];
  seasons?: readonly Season[];
  /** Every published version of the legal texts; the highest of a text is its current one. */
  legalTexts?: readonly LegalVersion[];
}

export function memoryStorefront({ cars, blockedRanges = {}, discounts = [], seasons = [], legalTexts = [] }: MemoryCatalog): StorefrontReads {
  let reads = 0;
  const read = <T>(value: T, docs: number): T => {
    reads += Math.max(1, docs);
    return value;
  };
  const available = cars.filter((car) => car.isAvailable).sort((a, b) => b.createdAt - a.createdAt);
  return {
    get reads() {
      return reads;
    },
    latestCars: async (limit) => {
      const found = available.slice(0, limit);
      return read(found, found.length);
    },
    availableCars: async () => read(available, available.length),
    carBySlugKey: async (key) => read(available.find((car) => car.slugKey === key) ?? null, 1),
    carById: async (id) => read(available.find((car) => car.id === id) ?? null, 1),
    blockedRanges: async (carId) => {
      const ranges = blockedRanges[carId] ?? [];
      return read([...ranges], ranges.length);
    },
    activeDiscounts: async () => read([...discounts], discounts.length),
    carSeasons: async (car, from) => {
      const keys = scopeKeysOf(car);
      const found = seasons.filter((season) => keys.includes(seasonScopeKey(season.scope, season.target)) && season.endDate >= from);
      return read(found, found.length);
    },
    seasonsWithin: async (from, to) => {
      const found = seasonsWithin(seasons, from, to);
      return read(found, found.length);
    },
    // The summary the server keeps: the ranges across the available cars.
    rentalTermsRanges: async () => read(rentalTermsRanges(available), 1),
    legalText: async (document, version) => {
      const versions = legalTexts.filter((text) => text.document === document).sort((a, b) => b.version - a.version);
      return read((version === null ? versions[0] : versions.find((text) => text.version === version)) ?? null, 1);
    },
  };
}
