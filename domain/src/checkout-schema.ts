/**
 * The order page's rules, shared by its customer form and
 * the `startCheckout` callable: the customer's name and e-mail required after
 * trimming, the e-mail well-formed, the phone optional, each within its
 * limit; and, for the callable, the booking the page read from its query
 * (a car id, real days in order, offered times, usable places, a language).
 * Dates against today and the calendar are the server's next check.
 */
import { boolean, mixed, object } from 'yup';
import { isLocationValid, LOCATION_MAX_LENGTH, TIME_OPTIONS } from './booking';
import { CUSTOMER_LIMITS, type CustomerDetails, type CustomerError, type OrderBooking } from './checkout';
import { EMAIL_PATTERN } from './contact';
import { isDay } from './dates';
import { FORM_MESSAGES, message, text, type FormErrors, type FormMessage } from './forms';
import { LANGUAGES, type Lang } from './languages';
import { TERMS_ACCEPTED_FIELD, TERMS_MESSAGES } from './legal';

export const CUSTOMER_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'form.order.name-required', message: 'Please enter your full name.' },
  emailRequired: /*i18n*/ { id: 'form.order.email-required', message: 'Please enter your email address.' },
  emailInvalid: /*i18n*/ { id: 'form.order.email-invalid', message: 'Please enter a valid email address.' },
  tooLong: FORM_MESSAGES.tooLong,
  /** The booking part of a request: never typed, only a tampered or stale page sends a bad one. */
  bookingInvalid: /*i18n*/ {
    id: 'form.order.booking-invalid',
    message: 'These booking details cannot be used. Please choose your dates again.',
  },
} satisfies Record<string, FormMessage>;

const M = CUSTOMER_MESSAGES;

/** The customer form's fields, named as the callable receives them. */
export const customerSchema = object({
  customerName: text().required(message(M.nameRequired)).max(CUSTOMER_LIMITS.name, message(M.tooLong)),
  customerEmail: text()
    .required(message(M.emailRequired))
    .matches(EMAIL_PATTERN, { message: message(M.emailInvalid) })
    .max(CUSTOMER_LIMITS.email, message(M.tooLong)),
  customerPhone: text().max(CUSTOMER_LIMITS.phone, message(M.tooLong)),
});

export type CustomerFormValues = { customerName: string; customerEmail: string; customerPhone: string };

const booking = () => text(M.bookingInvalid);
const invalid = message(M.bookingInvalid);

/** `startCheckout`'s request: the booking and the customer, nothing priced. */
export const checkoutRequestSchema = customerSchema.shape({
  carId: booking().required(invalid).max(128, invalid).matches(/^[A-Za-z0-9_-]+$/, { message: invalid }),
  startDate: booking().test('day', invalid, (value) => isDay(value)),
  endDate: booking()
    .test('day', invalid, (value) => isDay(value))
    .test('order', invalid, function (end) {
      const start: unknown = this.parent.startDate;
      return !isDay(start) || !isDay(end) || start <= end;
    }),
  pickupTime: booking().oneOf(TIME_OPTIONS, invalid),
  dropoffTime: booking().oneOf(TIME_OPTIONS, invalid),
  pickupLocation: booking().max(LOCATION_MAX_LENGTH, invalid).test('usable', invalid, (value) => isLocationValid(value)),
  dropoffLocation: booking().max(LOCATION_MAX_LENGTH, invalid).test('usable', invalid, (value) => isLocationValid(value)),
  lang: mixed<Lang>().oneOf([...LANGUAGES], invalid).required(invalid),
});

export interface CheckoutParts {
  customer: CustomerDetails;
  booking: OrderBooking;
}

/** A valid request's customer (address lower-cased) and booking. */
export function checkoutParts(request: {
  [K in keyof OrderBooking]: string;
} & CustomerFormValues): CheckoutParts {
  const { startDate, endDate, pickupTime, dropoffTime, pickupLocation, dropoffLocation } = request;
  return {
    customer: { name: request.customerName, email: request.customerEmail.toLowerCase(), phone: request.customerPhone },
    booking: { startDate, endDate, pickupTime, dropoffTime, pickupLocation, dropoffLocation },
  };
}

/** The product's toast for a refused customer form: a missing name or address first, then a bad address, then a length. */
export function customerRefusal(fields: FormErrors): CustomerError | null {
  const { customerName: name, customerEmail: email, customerPhone: phone } = fields;
  if (name?.id === M.nameRequired.id || email?.id === M.emailRequired.id) return 'missing';
  if (email?.id === M.emailInvalid.id) return 'invalid-email';
  return name || email || phone ? 'too-long' : null;
}

/**
 * The box a customer ticks, on the order page and in a booking request
 * (legal.ts; the server checks it with `termsNotAccepted`).
 */
export const termsAcceptanceSchema = object({
  [TERMS_ACCEPTED_FIELD]: boolean()
    .transform((value: unknown) => value === true)
    .oneOf([true], message(TERMS_MESSAGES.required)),
});

