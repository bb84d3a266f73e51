/**
 * Who owns a car's day: one document `holds/{carId}_{day}` per car
 * and day, whoever takes it. A checkout holds its days for `HOLD_MINUTES`
 * (`held`), a paid order keeps them (`booked`), staff close them (`blocked`).
 * Every way of taking a day creates or takes over these documents with a
 * precondition, so two of them can never own the same day, and a day is only
 * ever taken over from a hold that has lapsed.
 */
import { addDays } from './dates';

export type DayState = 'held' | 'booked' | 'blocked';

export interface DayHold {
  carId: string;
  day: string;
  state: DayState;
  /** The order that holds or booked the day; null for a staff block. */
  orderId: string | null;
  /** The staff block that closes the day; absent or null for an order. */
  blockId?: string | null;
  /** Milliseconds since the epoch; null for booked and blocked days, which never lapse. */
  expiresAt: number | null;
}

export function holdId(carId: string, day: string): string {
  return `${carId}_${day}`;
}

/** Every day of an inclusive range. */
export function daysOf(range: { startDate: string; endDate: string }): string[] {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether the day is still taken at `now`: booked and blocked days always, held ones until the hold lapses. */
export function isDayTaken(hold: Pick<DayHold, 'state' | 'expiresAt'>, now: number): boolean {
  return hold.state !== 'held' || (hold.expiresAt ?? 0) > now;
}

/** Whether the day keeps `owner` (an order or block id, or null for a newcomer) from taking it. */
export function isDayTakenFrom(hold: DayHold, owner: string | null, now: number): boolean {
  if (owner !== null && (hold.orderId === owner || hold.blockId === owner)) return false;
  return isDayTaken(hold, now);
}

/** A held day's public trace (`cars/{carId}/heldDays/{day}`): the calendar greys it until `until`. */
export interface HeldDay {
  day: string;
  until: number;
}

/** The days still held at `now`, from the public traces (lapsed ones are left behind and ignored). */
export function liveHeldDays(held: readonly HeldDay[], now: number): string[] {
  return held.filter((trace) => trace.until > now).map((trace) => trace.day).sort();
}

/**
 * Consecutive days as ranges, for the calendar and for naming a clash:
 * ['2027-06-10', '2027-06-11', '2027-06-13'] gives 10–11 and 13–13.
 */
export function rangesOfDays(days: readonly string[]): { startDate: string; endDate: string }[] {
  const ranges: { startDate: string; endDate: string }[] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = ranges.at(-1);
    if (last && addDays(last.endDate, 1) === day) last.endDate = day;
    else ranges.push({ startDate: day, endDate: day });
  }
  return ranges;
}

type DayRange = { startDate: string; endDate: string };

/**
 * What keeps a newcomer (a staff block) from some of the days it asks for:
 * the first taken day's hold, and that same owner's days among them as a
 * range (its first run). Null when every day is free.
 */
export function firstClash(holds: readonly (DayHold | null)[], now: number): ({ hold: DayHold } & DayRange) | null {
  const taken = holds.filter((hold): hold is DayHold => hold !== null && isDayTaken(hold, now));
  const first = taken[0];
  if (!first) return null;
  const owner = first.orderId ?? first.blockId;
  const [range] = rangesOfDays(taken.filter((hold) => (hold.orderId ?? hold.blockId) === owner).map((hold) => hold.day));
  return { hold: first, ...range! };
}

/** The days two ranges share, or null. */
export function overlapOf(a: DayRange, b: DayRange): DayRange | null {
  const startDate = a.startDate > b.startDate ? a.startDate : b.startDate;
  const endDate = a.endDate < b.endDate ? a.endDate : b.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}
