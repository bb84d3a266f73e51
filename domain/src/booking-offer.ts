/**
 * Offering a booking from a booking request: staff choose the
 * car, dates, times and places, and optionally a price; the server holds the
 * days with the same per-day documents as a checkout, creates a pending
 * order and e-mails the customer a payment link valid for OFFER_HOURS, in
 * their language. Paying goes through the checkout's payment page and
 * webhook, so the days can still never be sold twice.
 */
import { object } from 'yup';
import { TIME_OPTIONS, LOCATION_MAX_LENGTH } from './booking';
import { isDay } from './dates';
import { message, text, type FormMessage } from './forms';
import { parseEuros } from './order-actions';
import { rentalDays, type PriceBreakdown } from './pricing';
import { MAX_RENTAL_DAYS } from './booking-window';
import type { OrderBooking } from './checkout';

/** How long the offer's payment link, and the hold on its days, last. */
export const OFFER_HOURS = 24;

export const OFFER_MESSAGES = {
  invalid: /*i18n*/ { id: 'form.offer.invalid', message: 'This request cannot be offered a booking' },
  carRequired: /*i18n*/ { id: 'form.offer.car-required', message: 'Choose the car' },
  dayInvalid: /*i18n*/ { id: 'form.offer.day-invalid', message: 'Choose a date' },
  endBeforeStart: /*i18n*/ { id: 'form.offer.end-before-start', message: 'The return comes after the pickup' },
  tooLong: /*i18n*/ { id: 'form.offer.too-long', message: 'At most {max} days' },
  timeInvalid: /*i18n*/ { id: 'form.offer.time-invalid', message: 'Choose a time' },
  placeRequired: /*i18n*/ { id: 'form.offer.place-required', message: 'Enter the place' },
  placeTooLong: /*i18n*/ { id: 'form.offer.place-too-long', message: 'At most {max} characters' },
  priceInvalid: /*i18n*/ { id: 'form.offer.price-invalid', message: 'Enter a total in euros, like 2400 or 2400.50, or leave it empty' },
} satisfies Record<string, FormMessage>;

const INVALID = message(OFFER_MESSAGES.invalid);
const day = () => text().test('day', message(OFFER_MESSAGES.dayInvalid), (value) => isDay(value));
const time = () => text().oneOf([...TIME_OPTIONS], message(OFFER_MESSAGES.timeInvalid));
const place = () =>
  text()
    .required(message(OFFER_MESSAGES.placeRequired))
    .max(LOCATION_MAX_LENGTH, message({ ...OFFER_MESSAGES.placeTooLong, values: { max: LOCATION_MAX_LENGTH } }));

/** The offer form and the `offerBooking` callable's request. `price`: a total in euros as typed, or '' for the list price. */
export const offerSchema = object({
  requestId: text(OFFER_MESSAGES.invalid).required(INVALID).max(128, INVALID).matches(/^[A-Za-z0-9_-]+$/, { message: INVALID }),
  carId: text(OFFER_MESSAGES.invalid).required(message(OFFER_MESSAGES.carRequired)).max(128, INVALID).matches(/^[A-Za-z0-9_-]+$/, { message: INVALID }),
  startDate: day(),
  endDate: day()
    .test('order', message(OFFER_MESSAGES.endBeforeStart), function (end) {
      const start: unknown = this.parent.startDate;
      return !isDay(start) || !isDay(end) || start <= end;
    })
    .test('length', message({ ...OFFER_MESSAGES.tooLong, values: { max: MAX_RENTAL_DAYS } }), function (end) {
      const start: unknown = this.parent.startDate;
      return !isDay(start) || !isDay(end) || start > end || rentalDays(start, end) <= MAX_RENTAL_DAYS;
    }),
  pickupTime: time(),
  dropoffTime: time(),
  pickupLocation: place(),
  dropoffLocation: place(),
  price: text().test('price', message(OFFER_MESSAGES.priceInvalid), (value) => !value || (parseEuros(value) ?? 0) > 0),
});

/** The booking (as an order keeps it), which request and car, and the typed total or ''. */
export type OfferRequest = OrderBooking & { requestId: string; carId: string; price: string };

export interface OfferResponse {
  orderId: string;
  /** The payment page the customer was sent. */
  url: string;
}

/**
 * The price of an offer: the list price (`listed`, the domain's pricing of
 * the car, days, times and tiers), or the total staff typed, as one line.
 */
export function offerPrice(listed: PriceBreakdown, typed: string): PriceBreakdown {
  const cents = typed ? parseEuros(typed) : null;
  if (cents === null) return listed;
  const total = cents / 100;
  // One line: the list's days by season no longer add up to it.
  const { lines: _lines, ...rest } = listed;
  return {
    ...rest,
    basePrice: total,
    discount: null,
    discountAmount: 0,
    discountedPrice: total,
    distanceKm: 0,
    distanceCharge: 0,
    pickupOutOfHours: false,
    dropoffOutOfHours: false,
    outOfHoursCharge: 0,
    totalPrice: total,
  };
}
