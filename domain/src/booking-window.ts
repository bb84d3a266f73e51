/**
 * What is sold online: a rental starting from today up to
 * `MAX_BOOKING_AHEAD_DAYS` ahead, lasting at most `MAX_RENTAL_DAYS`, and, on a
 * one-day rental, returned after its pickup time. One rule for the date
 * picker (days beyond it are disabled), the booking panel and the order page
 * (a message before Pay Now) and the server (a refusal).
 */
import { addDays } from './dates';

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

/** Why a booking is outside what is sold online. */
export type BookingWindowProblem = 'past' | 'too-far-ahead' | 'too-long' | 'return-before-pickup';

/**
 * Whether a well-formed booking may be sold online as of `today` (Madrid):
 * not starting in the past, not too far ahead, not too long, and a one-day
 * rental returned after its pickup time. The date picker, the order page and
 * the server all ask this.
 */
export function bookingWindowProblem(booking: BookingWindowBooking, today: string): BookingWindowProblem | null {
  const { startDate, endDate, pickupTime, dropoffTime } = booking;
  if (startDate < today) return 'past';
  if (startDate > lastBookableStart(today)) return 'too-far-ahead';
  if (endDate > lastBookableEnd(startDate)) return 'too-long';
  if (startDate === endDate && pickupTime && dropoffTime && dropoffTime <= pickupTime) return 'return-before-pickup';
  return null;
}

