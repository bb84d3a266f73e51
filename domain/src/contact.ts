/**
 * The contact form and the booking request of an on-request car: field limits (the form's rules are `contactSchema`, in
 * contact-schema.ts), the booking details read from the contact page's query,
 * and the per-sender rate limit the server applies.
 */
import { LOCATION_MAX_LENGTH, TIME_OPTIONS } from './booking';
import { isDay } from './dates';
import type { Lang } from './languages';
import type { RefusalReason } from './refusals';
import { CAR_BOOKING_REQUEST } from './site';

/** Maximum lengths of the form's fields. */
export const CONTACT_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 255,
  phone: 20,
  subject: 200,
  message: 2000,
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
export const CONTACT_FIELDS = Object.keys(CONTACT_LIMITS) as ContactField[];

/** Something before and after one `@`, and a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The longest car name the query and the server accept. */
export const CAR_NAME_MAX_LENGTH = 200;

/** What a booking request for an on-request car carries; every part may still be missing. */
export interface BookingRequestDetails {
  car: string;
  startDate?: string;
  endDate?: string;
  pickupTime?: string;
  dropoffTime?: string;
  pickupLocation?: string;
  dropoffLocation?: string;
}

/** Something that reads like `URLSearchParams` (the page's query), or a plain object (a callable's data). */
export interface QueryReader {
  get(key: string): string | null | undefined;
}
type Query = QueryReader | Record<string, unknown>;

function read(query: Query, key: string): unknown {
  return typeof query.get === 'function' ? ((query as QueryReader).get(key) ?? undefined) : (query as Record<string, unknown>)[key];
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/**
 * The booking details in the contact page's query (see `bookingRequestQuery`)
 * or in a booking request sent to the server; null without a car. Values that
 * are malformed (a day that is not a day, a time not offered) are dropped
 * rather than shown.
 */
export function readBookingRequest(query: Query): BookingRequestDetails | null {
  const car = text(read(query, 'car'), CAR_NAME_MAX_LENGTH);
  if (!car) return null;
  const details: BookingRequestDetails = { car };
  const startDate = read(query, 'startDate');
  const endDate = read(query, 'endDate');
  if (isDay(startDate)) details.startDate = startDate;
  if (isDay(endDate) && (!details.startDate || endDate >= details.startDate)) details.endDate = endDate;
  for (const key of ['pickupTime', 'dropoffTime'] as const) {
    const time = read(query, key);
    if (typeof time === 'string' && TIME_OPTIONS.includes(time)) details[key] = time;
  }
  for (const key of ['pickupLocation', 'dropoffLocation'] as const) {
    const location = text(read(query, key), LOCATION_MAX_LENGTH);
    if (location) details[key] = location;
  }
  return details;
}

export function isBookingRequestQuery(query: Query): boolean {
  return read(query, 'requestType') === CAR_BOOKING_REQUEST;
}

/** The words of a prefilled request, in the page's language (the web builds them with its catalogs). */
export interface ContactPrefillWords {
  subject: (car: string) => string;
  /** The subject of a question about a car that is not a booking request (the car page's "Contact us"). */
  enquiry: (car: string) => string;
  intro: (car: string) => string;
  dates: (startDate: string, endDate: string | undefined) => string;
  times: (pickupTime: string | undefined, dropoffTime: string | undefined) => string;
  pickup: (location: string) => string;
  dropoff: (location: string) => string;
  closing: string;
}

/** English words: the default, and what the server uses when it describes a request to the staff. */
export const ENGLISH_PREFILL_WORDS: ContactPrefillWords = {
  subject: (car) => `Booking request: ${car}`,
  enquiry: (car) => `Question about the ${car}`,
  intro: (car) => `Hello, I would like to book the ${car}.`,
  dates: (start, end) => (end ? `Dates: ${start} to ${end}` : `From: ${start}`),
  times: (pickup, dropoff) =>
    [pickup && `Pickup time: ${pickup}`, dropoff && `Dropoff time: ${dropoff}`].filter(Boolean).join(', '),
  pickup: (location) => `Pickup location: ${location}`,
  dropoff: (location) => `Dropoff location: ${location}`,
  closing: 'Please confirm availability and the total price.',
};

export interface ContactPrefill {
  subject: string;
  message: string;
}

/**
 * The subject and message the form starts with: a booking request describes
 * what was chosen; a question about a car only names it; null without a car.
 */
export function contactPrefill(query: Query, words: ContactPrefillWords = ENGLISH_PREFILL_WORDS): ContactPrefill | null {
  const details = readBookingRequest(query);
  if (!details) return null;
  if (!isBookingRequestQuery(query)) return { subject: words.enquiry(details.car).slice(0, CONTACT_LIMITS.subject), message: '' };
  return {
    subject: words.subject(details.car).slice(0, CONTACT_LIMITS.subject),
    message: describeBookingRequest(details, words),
  };
}

/** The request as lines of text: intro, dates, times, places, closing. */
export function describeBookingRequest(details: BookingRequestDetails, words: ContactPrefillWords = ENGLISH_PREFILL_WORDS): string {
  const lines = [words.intro(details.car), ''];
  if (details.startDate) lines.push(words.dates(details.startDate, details.endDate));
  if (details.pickupTime || details.dropoffTime) lines.push(words.times(details.pickupTime, details.dropoffTime));
  if (details.pickupLocation) lines.push(words.pickup(details.pickupLocation));
  if (details.dropoffLocation) lines.push(words.dropoff(details.dropoffLocation));
  if (lines.length > 2) lines.push('');
  lines.push(words.closing);
  return lines.join('\n').slice(0, CONTACT_LIMITS.message);
}

/** What the `submitContact` callable takes. */
export interface SubmitContactRequest extends ContactInput, Partial<Omit<BookingRequestDetails, 'car'>> {
  lang: Lang;
  requestType?: typeof CAR_BOOKING_REQUEST;
  car?: string;
}

export interface SubmitContactResponse {
  id: string;
  kind: 'contact' | 'booking-request';
}

/** The server's message when a sender has written too often (the web maps it to its own text). */
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded';

/** Why `submitContact` refused a message, in its `details.reason`: the form maps each to its text. */
export type ContactRefusal = Extract<RefusalReason, 'invalid-input' | 'rate-limited' | 'terms-not-accepted'>;

/** At most `max` messages per sender within any `windowMs`. */
export const CONTACT_RATE_LIMITS: readonly { windowMs: number; max: number }[] = [
  { windowMs: 10 * 60 * 1000, max: 3 },
  { windowMs: 24 * 60 * 60 * 1000, max: 10 },
];

export interface RateDecision {
  allowed: boolean;
  /** The timestamps to store: those still inside the longest window, plus `now` when allowed. */
  timestamps: number[];
}

/** Whether a sender who wrote at `sent` (ms since the epoch) may write again at `now`. */
export function decideRateLimit(
  sent: readonly number[],
  now: number,
  limits: readonly { windowMs: number; max: number }[] = CONTACT_RATE_LIMITS,
): RateDecision {
  const longest = Math.max(0, ...limits.map((limit) => limit.windowMs));
  const recent = sent.filter((at) => Number.isFinite(at) && at > now - longest && at <= now).sort((a, b) => a - b);
  const allowed = limits.every((limit) => recent.filter((at) => at > now - limit.windowMs).length < limit.max);
  return { allowed, timestamps: allowed ? [...recent, now] : recent };
}
