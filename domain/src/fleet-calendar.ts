/**
 * The back office's fleet calendar: one month, cars as rows and
 * days as columns, each day marked by what takes it: a paid booking, a live
 * hold (someone is paying), an admin or a maintenance block. Built from the
 * staff blocks and booking blocks that overlap the month and the day
 * documents held for pending orders (domain days.ts).
 */
import { addDays, daysBetween, isDay } from './dates';
import type { DayHold } from './days';
import type { AvailabilityBlock, BlockType } from './model';

export const CALENDAR_MARKS = ['booking', 'hold', 'admin', 'maintenance'] as const;
export type CalendarMarkKind = (typeof CALENDAR_MARKS)[number];

/** What takes one car's days: a block (its order, for a booking) or a live hold of an order. */
export interface CalendarMark {
  kind: CalendarMarkKind;
  carId: string;
  startDate: string;
  endDate: string;
  /** The booking's or the hold's order; null for a staff block. */
  orderId: string | null;
  /** The block; null for a hold. */
  blockId: string | null;
  notes: string;
}

/** `YYYY-MM`. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's days, `YYYY-MM-DD`, first to last. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
}

const BLOCK_MARK: Record<BlockType, CalendarMarkKind> = { booking: 'booking', admin: 'admin', maintenance: 'maintenance' };

/**
 * The marks of a month: every block overlapping it, and the held days of
 * pending orders still live at `now` (one mark per order and run of days).
 */
export function calendarMarks(
  month: string,
  blocks: readonly (Pick<AvailabilityBlock, 'id' | 'carId' | 'startDate' | 'endDate' | 'blockType' | 'notes'> & { orderId?: string | null })[],
  holds: readonly DayHold[],
  now: number,
): CalendarMark[] {
  const days = monthDays(month);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const marks: CalendarMark[] = blocks
    .filter((block) => isDay(block.startDate) && isDay(block.endDate) && block.startDate <= last && block.endDate >= first)
    .map((block) => ({
      kind: BLOCK_MARK[block.blockType] ?? 'admin',
      carId: block.carId,
      startDate: block.startDate,
      endDate: block.endDate,
      // A booking block names its order (one written by hand, without one, shows as a block).
      orderId: block.blockType === 'booking' ? (block.orderId ?? null) : null,
      blockId: block.id,
      notes: block.notes ?? '',
    }));
  const live = holds
    .filter((hold) => hold.state === 'held' && hold.orderId && (hold.expiresAt ?? 0) > now && hold.day >= first && hold.day <= last)
    .sort((a, b) => a.carId.localeCompare(b.carId) || a.day.localeCompare(b.day));
  for (const hold of live) {
    const previous = marks[marks.length - 1];
    if (previous?.kind === 'hold' && previous.orderId === hold.orderId && previous.carId === hold.carId && addDays(previous.endDate, 1) === hold.day) {
      previous.endDate = hold.day;
    } else {
      marks.push({ kind: 'hold', carId: hold.carId, startDate: hold.day, endDate: hold.day, orderId: hold.orderId, blockId: null, notes: '' });
    }
  }
  return marks;
}

/** carId → day → the mark that takes it (a block wins over a hold on the same day, which the server never allows). */
export function marksByCarAndDay(marks: readonly CalendarMark[]): Map<string, Map<string, CalendarMark>> {
  const grid = new Map<string, Map<string, CalendarMark>>();
  const ordered = [...marks].sort((a, b) => Number(a.kind === 'hold') - Number(b.kind === 'hold'));
  for (const mark of ordered) {
    const row = grid.get(mark.carId) ?? new Map<string, CalendarMark>();
    grid.set(mark.carId, row);
    for (let day = mark.startDate; day <= mark.endDate; day = addDays(day, 1)) if (!row.has(day)) row.set(day, mark);
  }
  return grid;
}
