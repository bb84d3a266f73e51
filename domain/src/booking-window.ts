/**
 * What is sold online: a rental starting from today up to
 * `MAX_BOOKING_AHEAD_DAYS` ahead, lasting at most `MAX_RENTAL_DAYS`, picked up
 * no sooner than the minimum notice (`minNoticeHours` in the site settings)
 * from now, and, on a one-day rental, returned after its pickup time. One rule
 * for the date picker (days beyond it are disabled), the time field (hours
 * too soon are disabled), the booking panel and the order page (a message
 * before Pay Now) and the server (a refusal).
 */
import { addDays, SITE_TIME_ZONE } from './dates';
import { dateTimeFormat } from './format';

/** The dates and, when known, the times of a booking. */
export interface BookingWindowBooking {
  startDate: string;
  endDate: string;
  pickupTime?: string;
  dropoffTime?: string;
}

/** Longest rental sold online; longer ones go through the team. */
export const MAX_RENTAL_DAYS = 90;
/** How far ahead a rental may start. */
export const MAX_BOOKING_AHEAD_DAYS = 730;

/** The last day a rental may start, as of `today`. */
export function lastBookableStart(today: string): string {
  return addDays(today, MAX_BOOKING_AHEAD_DAYS);
}

/** The last day a rental starting on `startDate` may end: `MAX_RENTAL_DAYS` days in all. */
export function lastBookableEnd(startDate: string): string {
  return addDays(startDate, MAX_RENTAL_DAYS - 1);
}

/** Hours between a booking and its pickup when the settings name none. */
export const DEFAULT_MIN_NOTICE_HOURS = 4;
/** The minimum notice staff may set, in whole hours. */
export const MIN_NOTICE_LIMITS = { min: 0, max: 72 } as const;

/** A settings value, or the default when absent or out of bounds. */
export function minNoticeHoursOf(settings: { minNoticeHours?: unknown } | null | undefined): number {
  const hours = settings?.minNoticeHours;
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= MIN_NOTICE_LIMITS.min && hours <= MIN_NOTICE_LIMITS.max
    ? hours
    : DEFAULT_MIN_NOTICE_HOURS;
}

/** A pickup's day and hour on the coast (`YYYY-MM-DD`, `HH:mm`). */
export interface PickupMoment {
  date: string;
  time: string;
}

/**
 * The first pickup sold as of `now`: `minNoticeHours` later, on the coast,
 * rounded up to the next full hour (the handover times are hourly). Computed
 * on the instant, so a change of clocks in between counts as the hours it is.
 */
export function earliestPickup(now: number, minNoticeHours: number, timeZone: string = SITE_TIME_ZONE): PickupMoment {
  const HOUR = 3_600_000;
  const at = Math.ceil((now + minNoticeHours * HOUR) / HOUR) * HOUR;
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:00` };
}

/** The first pickup hour sold on `day`: the earliest's on its own day, none to hold to on any other (or while unknown). */
export function firstPickupTime(day: string | null, earliest: PickupMoment | null | undefined): string | undefined {
  return earliest && day === earliest.date ? earliest.time : undefined;
}

/** Whether a pickup on `date` at `time` comes before the earliest one sold. */
export function isPickupTooSoon(date: string, time: string, earliest: PickupMoment): boolean {
  return date < earliest.date || (date === earliest.date && time < earliest.time);
}

/** Why a booking is outside what is sold online. */
export type BookingWindowProblem = 'past' | 'too-soon' | 'too-far-ahead' | 'too-long' | 'return-before-pickup';

/**
 * Whether a well-formed booking may be sold online as of `today` (Madrid):
 * not starting in the past, nor, when `earliest` is given, before the first
 * pickup the minimum notice allows (its day, and its hour when the booking
 * has a pickup time), not too far ahead, not too long, and a one-day rental
 * returned after its pickup time. The date picker, the order page and the
 * server all ask this.
 */
export function bookingWindowProblem(booking: BookingWindowBooking, today: string, earliest?: PickupMoment): BookingWindowProblem | null {
  const { startDate, endDate, pickupTime, dropoffTime } = booking;
  if (startDate < today) return 'past';
  if (earliest && isPickupTooSoon(startDate, pickupTime ?? '23:59', earliest)) return 'too-soon';
  if (startDate > lastBookableStart(today)) return 'too-far-ahead';
  if (endDate > lastBookableEnd(startDate)) return 'too-long';
  if (startDate === endDate && pickupTime && dropoffTime && dropoffTime <= pickupTime) return 'return-before-pickup';
  return null;
}

