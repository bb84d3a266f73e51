/**
 * Whether days are free, from a car's blocked ranges (inclusive days). The
 * date picker greys these out; the checkout refuses an overlapping rental.
 */
import type { BlockedRange } from './model';

export function isDayBlocked(day: string, ranges: readonly BlockedRange[]): boolean {
  return ranges.some((r) => r.startDate <= day && day <= r.endDate);
}

/** Two inclusive day ranges share at least one day. */
export function rangesOverlap(a: BlockedRange, b: BlockedRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** A rental from `startDate` to `endDate` touches no blocked day. */
export function isRangeFree(startDate: string, endDate: string, ranges: readonly BlockedRange[]): boolean {
  return !ranges.some((r) => rangesOverlap({ startDate, endDate }, r));
}

/**
 * The last day a rental starting on `startDate` (a free day) can end on before
 * it runs into a block, or null when nothing blocks it: the picker stops the
 * range there.
 */
export function lastFreeDayFrom(startDate: string, ranges: readonly BlockedRange[]): string | null {
  // Only blocks that begin after the start can cut the rental short; one that
  // began earlier either ended before it or contains the start (not a free day).
  const next = ranges
    .map((r) => r.startDate)
    .filter((day) => day > startDate)
    .sort()[0];
  if (next === undefined) return null;
  const [y, m, d] = next.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}
