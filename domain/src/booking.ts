/**
 * The car page's booking form (spec 2.5, 4, 5, 9): its options and defaults,
 * its validation, and the queries it hands to the order or the contact page.
 */
import { isRangeFree } from './availability';
import { isDay } from './dates';
import type { BlockedRange } from './model';

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
  dateRange?: 'required' | 'past' | 'unavailable';
  pickupLocation?: 'required';
  dropoffLocation?: 'required';
}

/** Spec 5 "Car detail, instant booking"; also refuses past or blocked days a stale page might still offer. */
export function validateBooking(form: BookingForm, today: string, blocked: readonly BlockedRange[]): BookingErrors {
  const errors: BookingErrors = {};
  if (!form.startDate || !form.endDate || !isDay(form.startDate) || !isDay(form.endDate) || form.endDate < form.startDate) {
    errors.dateRange = 'required';
  } else if (form.startDate < today) {
    errors.dateRange = 'past';
  } else if (!isRangeFree(form.startDate, form.endDate, blocked)) {
    errors.dateRange = 'unavailable';
  }
  if (!form.pickupLocation.trim()) errors.pickupLocation = 'required';
  if (!form.sameLocation && !form.dropoffLocation.trim()) errors.dropoffLocation = 'required';
  return errors;
}

export function dropoffOf(form: Pick<BookingForm, 'sameLocation' | 'pickupLocation' | 'dropoffLocation'>): string {
  return (form.sameLocation ? form.pickupLocation : form.dropoffLocation).trim();
}

/** The order page's query (spec 2.6), as entries for `URLSearchParams`. */
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

export const CAR_BOOKING_REQUEST = 'car_booking_request';

/** The contact page's query for an on-request car (spec 2.9): whatever the visitor has chosen so far. */
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
