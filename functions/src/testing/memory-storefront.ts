/**
 * The storefront's reads over data held in memory (the demo data, test
 * builders), counting reads as Firestore bills them: at least one per query.
 * For tests and the server bench; the functions read Firestore.
 */
import { rentalTermsRanges, type BlockedRange, type Car, type LegalVersion, type RentalDiscount } from '@costa/domain';
import type { StorefrontReads } from '../services/cars';

export interface MemoryCatalog {
  cars: readonly Car[];
  blockedRanges?: Readonly<Record<string, readonly BlockedRange[]>>;
  discounts?: readonly RentalDiscount[];
  /** Every published version of the legal texts; the highest of a text is its current one. */
  legalTexts?: readonly LegalVersion[];
}

export function memoryStorefront({ cars, blockedRanges = {}, discounts = [], legalTexts = [] }: MemoryCatalog): StorefrontReads {
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
    // The summary the server keeps: the ranges across the available cars.
    rentalTermsRanges: async () => read(rentalTermsRanges(available), 1),
    legalText: async (document, version) => {
      const versions = legalTexts.filter((text) => text.document === document).sort((a, b) => b.version - a.version);
      return read((version === null ? versions[0] : versions.find((text) => text.version === version)) ?? null, 1);
    },
  };
}
