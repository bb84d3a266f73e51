/**
 * The compare list: up to 3 cars, no duplicates by id. Pure
 * transitions returning the new list and what happened, so the web can show
 * the right notice; the web persists the list in the browser.
 */
import type { Car } from './model';
import { isRentalTerms, type RentalTerms } from './rental-terms';

export const COMPARE_MAX = 3;

/** What the compare page shows of a car, kept so the list paints before Firestore answers. */
export interface CompareEntry {
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number;
  dailyPrice: number;
  image: string | null;
  horsepower: number | null;
  seatingCapacity: number | null;
  /** Null in a list stored before entries carried the terms, until the page refreshes it. */
  rentalTerms: RentalTerms | null;
}

export type CompareResult = 'added' | 'replaced' | 'duplicate' | 'full';

export function compareEntryOf(car: Car): CompareEntry {
  const hp = Number(car.specifications?.horsepower);
  const seats = Number(car.specifications?.seatingCapacity);
  return {
    id: car.id,
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    dailyPrice: car.dailyPrice,
    image: car.images[0] ?? null,
    horsepower: Number.isFinite(hp) && hp > 0 ? hp : null,
    seatingCapacity: Number.isFinite(seats) && seats > 0 ? seats : null,
    rentalTerms: { ...car.rentalTerms },
  };
}

export function addToCompare(list: readonly CompareEntry[], car: Car): { list: CompareEntry[]; result: CompareResult } {
  if (list.some((e) => e.id === car.id)) return { list: [...list], result: 'duplicate' };
  if (list.length >= COMPARE_MAX) return { list: [...list], result: 'full' };
  return { list: [...list, compareEntryOf(car)], result: 'added' };
}

/** Puts `car` at `slot` (an empty slot appends); refused if the car is elsewhere in the list. */
export function replaceInCompare(
  list: readonly CompareEntry[],
  slot: number,
  car: Car,
): { list: CompareEntry[]; result: CompareResult } {
  if (list.some((e, i) => e.id === car.id && i !== slot)) return { list: [...list], result: 'duplicate' };
  const next = [...list];
  if (slot < next.length) next[slot] = compareEntryOf(car);
  else if (next.length < COMPARE_MAX) next.push(compareEntryOf(car));
  else return { list: next, result: 'full' };
  return { list: next, result: 'replaced' };
}

export function removeFromCompare(list: readonly CompareEntry[], carId: string): CompareEntry[] {
  return list.filter((e) => e.id !== carId);
}

/** A stored list read back: anything malformed is dropped, duplicates and extras too. */
export function parseCompareList(value: unknown): CompareEntry[] {
  if (!Array.isArray(value)) return [];
  const list: CompareEntry[] = [];
  for (const item of value) {
    if (list.length >= COMPARE_MAX) break;
    if (!item || typeof item !== 'object') continue;
    const e = item as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    const id = str(e.id);
    if (!id || list.some((x) => x.id === id)) continue;
    list.push({
      id,
      name: str(e.name) ?? '',
      brand: str(e.brand) ?? '',
      model: str(e.model) ?? '',
      year: num(e.year) ?? 0,
      dailyPrice: num(e.dailyPrice) ?? 0,
      image: str(e.image),
      horsepower: num(e.horsepower),
      seatingCapacity: num(e.seatingCapacity),
      rentalTerms: isRentalTerms(e.rentalTerms) ? { ...e.rentalTerms } : null,
    });
  }
  return list;
}
