/**
 * The order page's texts that are chosen at run time: the
 * customer form's toasts (titles as the product words them; the fields' own
 * messages are the domain schema's) and a message for each reason the checkout can be refused.
 */
import { MAX_RENTAL_DAYS, type CheckoutRefusal, type CustomerError } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The toasts of a refused Pay Now; which one, the domain's `customerRefusal` says. */
export const CUSTOMER_ERROR_TOASTS: Record<CustomerError, { title: MessageDescriptor; message: MessageDescriptor }> = {
  missing: { title: msg`Missing Information`, message: msg`Please fill in your name and email address.` },
  'invalid-email': { title: msg`Invalid Email`, message: msg`Please enter a valid email address.` },
  'too-long': {
    title: msg`Invalid Information`,
    message: msg`Please shorten your name, e-mail address or phone number.`,
  },
};

/** What went wrong, and where the customer can go next. */
export type CheckoutProblem = CheckoutRefusal | 'unknown';

export const PAYMENT_ERROR = {
  title: msg`Payment Error`,
  message: msg`There was a problem setting up your payment. Please try again or contact us directly.`,
};

export const CHECKOUT_REFUSAL_TEXTS: Record<CheckoutProblem, { title: MessageDescriptor; message: MessageDescriptor }> = {
  'dates-unavailable': {
    title: msg`Dates No Longer Available`,
    message: msg`Someone has just booked this car for some of these days. Please pick other dates.`,
  },
  'car-on-request': {
    title: msg`Booking on Request`,
    message: msg`This car is booked on request. Contact us and we will confirm your dates.`,
  },
  'booking-window': {
    title: msg`Dates Outside the Booking Window`,
    message: msg`Online bookings start at most two years ahead and last up to ${MAX_RENTAL_DAYS} days, and a one-day rental ends after its pickup time. Please change the dates or times, or contact us.`,
  },
  'past-dates': {
    title: msg`Dates in the Past`,
    message: msg`These dates have already started. Please choose dates from today onwards.`,
  },
  'car-not-found': {
    title: msg`Car Unavailable`,
    message: msg`This car can no longer be booked online. Please choose another car from our fleet.`,
  },
  busy: {
    title: msg`Please Try Again`,
    message: msg`Other guests were booking this car at the same moment. Please press Pay Now again.`,
  },
  'too-many-pending': {
    title: msg`Checkouts Already Open`,
    message: msg`You already have 3 bookings waiting for payment. Complete or cancel one of them, or wait 35 minutes for them to lapse, then try again.`,
  },
  'too-many-attempts': {
    title: msg`Please Wait a Moment`,
    message: msg`Too many bookings were started from your connection in the last few minutes. Please try again in 10 minutes, or contact us.`,
  },
  'invalid-input': PAYMENT_ERROR,
  // Online payment is switched off or not set up: paying again will not help, a request will.
  'payments-unavailable': {
    title: msg`Online Payment Unavailable`,
    message: msg`Online payment is not available at the moment. Contact us and we will confirm your dates and take payment another way.`,
  },
  unknown: PAYMENT_ERROR,
};
