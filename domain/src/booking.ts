/**
 * The car page's booking form: its options and defaults,
 * its validation, and the queries it hands to the order or the contact page.
 */
import { isDayBlocked, isRangeFree, lastFreeDayFrom } from './availability';
import { bookingWindowProblem, firstPickupTime, lastBookableEnd, lastBookableStart, type PickupMoment } from './booking-window';
import { isDay } from './dates';
import type { BlockedRange } from './model';
import { CAR_BOOKING_REQUEST } from './site';

/** Hourly handover times 00:00 to 23:00. */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
export const DEFAULT_PICKUP_TIME = '10:00';
export const DEFAULT_DROPOFF_TIME = '18:00';

/** A typed location counts as complete (green check) from this many characters. */
export const LOCATION_VALID_LENGTH = 10;
/** Suggestions are fetched from 3 characters; the pickup list (with the showroom) shows from 1. */
export const SUGGESTION_FETCH_MIN = 3;
export const PICKUP_LIST_MIN = 1;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_CLOSE_DELAY_MS = 200;
/** Location texts longer than this are refused by the server. */
export const LOCATION_MAX_LENGTH = 200;
/** The form of an autocomplete session token Google takes: URL-safe base64, at most 36 characters. */
const PLACES_SESSION_TOKEN = /^[A-Za-z0-9_=-]{1,36}$/;

/** Whether a suggestion request's session token is one Google takes; the server refuses any other. */
export function isPlacesSessionToken(value: unknown): value is string {
  return typeof value === 'string' && PLACES_SESSION_TOKEN.test(value);
}

/** Collecting the car at the showroom: the place id the places function knows. */
export const SHOWROOM_PLACE_ID = 'costa-prestige-showroom';
export const SHOWROOM_ADDRESS = 'Costa Prestige showroom, Av. Ricardo Soriano 72, 29601 Marbella';

export function isLocationValid(text: string): boolean {
  return text.trim() === SHOWROOM_ADDRESS || text.trim().length >= LOCATION_VALID_LENGTH;
}

export interface BookingForm {
  startDate: string | null;
  endDate: string | null;
  pickupTime: string;
  dropoffTime: string;
  pickupLocation: string;
  dropoffLocation: string;
  sameLocation: boolean;
}

export const EMPTY_BOOKING_FORM: BookingForm = {
  startDate: null,
  endDate: null,
  pickupTime: DEFAULT_PICKUP_TIME,
  dropoffTime: DEFAULT_DROPOFF_TIME,
  pickupLocation: '',
  dropoffLocation: '',
  sameLocation: true,
};

export interface BookingErrors {
  dateRange?: 'required' | 'past' | 'too-soon' | 'unavailable' | 'too-far-ahead' | 'too-long';
  /** A pickup on the first day the minimum notice allows, at an hour before the first allowed. */
  pickupTime?: 'too-soon';
  /** A one-day rental returned at or before its pickup time. */
  dropoffTime?: 'before-pickup';
  pickupLocation?: 'required';
  dropoffLocation?: 'required';
}

/**
 * The booking panel's checks before it leads to the order page; also refuses
 * past, too soon (`earliest`, from the minimum notice) or blocked days a stale
 * page might still offer.
 */
export function validateBooking(
  form: BookingForm,
  today: string,
  blocked: readonly BlockedRange[],
  earliest?: PickupMoment,
): BookingErrors {
  const errors: BookingErrors = {};
  if (!form.startDate || !form.endDate || !isDay(form.startDate) || !isDay(form.endDate) || form.endDate < form.startDate) {
    errors.dateRange = 'required';
  } else {
    const { startDate, endDate, pickupTime, dropoffTime } = form;
    const problem = bookingWindowProblem({ startDate, endDate, pickupTime, dropoffTime }, today, earliest);
    if (problem === 'return-before-pickup') errors.dropoffTime = 'before-pickup';
    // The day itself is fine, its hour is not: the time field says so.
    else if (problem === 'too-soon' && startDate === earliest?.date) errors.pickupTime = 'too-soon';
    else if (problem) errors.dateRange = problem;
    else if (!isRangeFree(form.startDate, form.endDate, blocked)) errors.dateRange = 'unavailable';
  }
  if (!form.pickupLocation.trim()) errors.pickupLocation = 'required';
  if (!form.sameLocation && !form.dropoffLocation.trim()) errors.dropoffLocation = 'required';
  return errors;
}

/**
 * A start on the first day the minimum notice allows moves a pickup time that
 * is too soon to the first one allowed; any other form is kept as it is.
 */
export function withPickupAllowed<F extends Pick<BookingForm, 'startDate' | 'pickupTime'>>(form: F, earliest: PickupMoment | null | undefined): F {
  const first = firstPickupTime(form.startDate, earliest);
  return first !== undefined && form.pickupTime < first ? { ...form, pickupTime: first } : form;
}

/**
 * After an attempt to book, the errors shown are re-checked on every change:
 * each one goes as soon as its field is corrected, and no new error
 * appears before the next attempt.
 */
export function revalidateBooking(
  shown: BookingErrors,
  form: BookingForm,
  today: string,
  blocked: readonly BlockedRange[],
  earliest?: PickupMoment,
): BookingErrors {
  const now = validateBooking(form, today, blocked, earliest);
  const kept: BookingErrors = {};
  if (shown.dateRange && now.dateRange) kept.dateRange = now.dateRange;
  if (shown.pickupTime && now.pickupTime) kept.pickupTime = now.pickupTime;
  if (shown.dropoffTime && now.dropoffTime) kept.dropoffTime = now.dropoffTime;
  if (shown.pickupLocation && now.pickupLocation) kept.pickupLocation = now.pickupLocation;
  if (shown.dropoffLocation && now.dropoffLocation) kept.dropoffLocation = now.dropoffLocation;
  return kept;
}

/** The chosen rental days; `endDate` is null while the visitor still has to pick it. */
export interface DayRange {
  startDate: string | null;
  endDate: string | null;
}

/**
 * Whether the date picker offers `day`: not past nor before the first pickup
 * day the minimum notice allows (`earliest`), not blocked, within the
 * booking window (a start at most `MAX_BOOKING_AHEAD_DAYS` ahead), and, once a
 * start is chosen and the end is still open, not beyond the next block nor
 * the longest rental, so a range can never straddle one. Days before the
 * start stay open: picking one starts over.
 */
export function isDaySelectable(
  day: string,
  today: string,
  blocked: readonly BlockedRange[],
  range: DayRange = { startDate: null, endDate: null },
  earliest?: PickupMoment,
): boolean {
  if (day < today || (earliest && day < earliest.date) || isDayBlocked(day, blocked)) return false;
  if (range.startDate && !range.endDate && day > range.startDate) {
    const last = lastFreeDayFrom(range.startDate, blocked);
    if (last !== null && day > last) return false;
    return day <= lastBookableEnd(range.startDate);
  }
  return day <= lastBookableStart(today);
}

/**
 * What a click on `day` makes of the range: the first click picks the start,
 * the second the end (the start itself again: a one-day rental); a click
 * before the start, across a block, or on a complete range starts over.
 */
export function pickRangeDay(range: DayRange, day: string, blocked: readonly BlockedRange[]): DayRange {
  const { startDate, endDate } = range;
  if (!startDate || endDate || day < startDate || !isRangeFree(startDate, day, blocked)) {
    return { startDate: day, endDate: null };
  }
  return { startDate, endDate: day };
}

export function dropoffOf(form: Pick<BookingForm, 'sameLocation' | 'pickupLocation' | 'dropoffLocation'>): string {
  return (form.sameLocation ? form.pickupLocation : form.dropoffLocation).trim();
}

/**
 * The two handover places a price measures (the distance between them, and
 * each one's from the showroom for delivery beyond the free zone), or null
 * while an address is not yet complete enough to look up. Returning where
 * the car was collected gives the same place twice: no distance charge, but
 * still a delivery charge when that place is far away.
 */
export function distanceLegs(
  form: Pick<BookingForm, 'sameLocation' | 'pickupLocation' | 'dropoffLocation'>,
): { pickup: string; dropoff: string } | null {
  const pickup = form.pickupLocation.trim();
  const dropoff = dropoffOf(form);
  if (!isLocationValid(pickup) || !isLocationValid(dropoff)) return null;
  return { pickup, dropoff };
}

/** The order page's query, as entries for `URLSearchParams`. */
export function orderQuery(form: BookingForm): Record<string, string> {
  return {
    startDate: form.startDate ?? '',
    endDate: form.endDate ?? '',
    pickupTime: form.pickupTime,
    dropoffTime: form.dropoffTime,
    pickupLocation: form.pickupLocation.trim(),
    dropoffLocation: dropoffOf(form),
  };
}

/** The contact page's query for an on-request car: whatever the visitor has chosen so far. */
export function bookingRequestQuery(carName: string, form: BookingForm): Record<string, string> {
  const query: Record<string, string> = { car: carName };
  if (form.startDate) query.startDate = form.startDate;
  if (form.endDate) query.endDate = form.endDate;
  query.pickupTime = form.pickupTime;
  query.dropoffTime = form.dropoffTime;
  if (form.pickupLocation.trim()) query.pickupLocation = form.pickupLocation.trim();
  const dropoff = dropoffOf(form);
  if (dropoff) query.dropoffLocation = dropoff;
  query.requestType = CAR_BOOKING_REQUEST;
  return query;
}
