/**
 * The order page's texts that are chosen at run time: the
 * customer form's toasts (titles as the product words them; the fields' own
 * messages are the domain schema's) and a title for each reason the checkout
 * can be refused, over that reason's message (lib/refusal-messages.ts).
 */
import type { CheckoutRefusal, CustomerError } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFUSAL_MESSAGES } from '../../../../lib/refusal-messages';

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
    message: REFUSAL_MESSAGES['dates-unavailable'],
  },
  'car-on-request': {
    title: msg`Booking on Request`,
    message: REFUSAL_MESSAGES['car-on-request'],
  },
  'booking-window': {
    title: msg`Dates Outside the Booking Window`,
    message: REFUSAL_MESSAGES['booking-window'],
  },
  'past-dates': {
    title: msg`Dates in the Past`,
    message: REFUSAL_MESSAGES['past-dates'],
  },
  'pickup-too-soon': {
    title: msg`Too Soon to Book Online`,
    message: REFUSAL_MESSAGES['pickup-too-soon'],
  },
  'driver-requirements': {
    title: msg`Check the Drivers`,
    message: REFUSAL_MESSAGES['driver-requirements'],
  },
  'extras-unavailable': {
    title: msg`Extras Changed`,
    message: REFUSAL_MESSAGES['extras-unavailable'],
  },
  'car-not-found': {
    title: msg`Car Unavailable`,
    message: REFUSAL_MESSAGES['car-not-found'],
  },
  busy: {
    title: msg`Please Try Again`,
    message: REFUSAL_MESSAGES['busy'],
  },
  'too-many-pending': {
    title: msg`Checkouts Already Open`,
    message: REFUSAL_MESSAGES['too-many-pending'],
  },
  'too-many-attempts': {
    title: msg`Please Wait a Moment`,
    message: REFUSAL_MESSAGES['too-many-attempts'],
  },
  'invalid-input': PAYMENT_ERROR,
  'terms-not-accepted': {
    title: msg`Rental Terms`,
    message: REFUSAL_MESSAGES['terms-not-accepted'],
  },
  // Online payment is switched off or not set up: paying again will not help, a request will.
  'payments-unavailable': {
    title: msg`Online Payment Unavailable`,
    message: REFUSAL_MESSAGES['payments-unavailable'],
  },
  unknown: PAYMENT_ERROR,
};
