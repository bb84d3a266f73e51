/**
 * What a visitor reads when a function refuses: one translated text for each
 * public reason of the domain's closed list (domain/src/refusals.ts), chosen
 * by `details.reason`, never by the server's English message. Features may
 * add a title or name a field, but the message is this one.
 */
import { isPublicRefusal, MAX_RENTAL_DAYS, type PublicRefusal, type RefusalReason } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const REFUSAL_MESSAGES: Record<PublicRefusal, MessageDescriptor> = {
  'invalid-input': msg`Please check the highlighted fields and try again.`,
  'app-check': msg`We could not verify this browser. Please reload the page and try again.`,
  'not-found': msg`This no longer exists. Please reload the page.`,
  'car-not-found': msg`This car can no longer be booked online. Please choose another car from our fleet.`,
  'car-on-request': msg`This car is booked on request. Contact us and we will confirm your dates.`,
  'past-dates': msg`These dates have already started. Please choose dates from today onwards.`,
  'pickup-too-soon': msg`This pickup is too soon to book online: we need a few hours to prepare the car. Please choose a later time, or call us.`,
  'driver-requirements': msg`A driver does not meet this car's minimum age or years holding a licence. Please check the dates, or choose another car.`,
  'extras-unavailable': msg`An extra you chose is no longer offered for this car. Please review your extras and press Pay Now again.`,
  'booking-window': msg`Online bookings start at most two years ahead and last up to ${MAX_RENTAL_DAYS} days, and a one-day rental ends after its pickup time. Please change the dates or times, or contact us.`,
  'dates-unavailable': msg`Someone has just booked this car for some of these days. Please pick other dates.`,
  busy: msg`Other guests were booking this car at the same moment. Please press Pay Now again.`,
  'payments-unavailable': msg`Online payment is not available at the moment. Contact us and we will confirm your dates and take payment another way.`,
  'too-many-pending': msg`You already have 3 bookings waiting for payment. Complete or cancel one of them, or wait 35 minutes for them to lapse, then try again.`,
  'too-many-attempts': msg`Too many bookings were started from your connection in the last few minutes. Please try again in 10 minutes, or contact us.`,
  'rate-limited': msg`You have sent too many messages recently. Please wait before sending another one.`,
  'server-error': msg`Something went wrong on our side. Please try again in a moment.`,
  'link-invalid': msg`This link is not valid any more. Ask for a new one with your order number and e-mail address.`,
  'not-cancellable': msg`This booking can no longer be cancelled online. Please contact us.`,
  'already-verified': msg`Your email address is already confirmed.`,
  'terms-not-accepted': msg`Please accept the rental terms and the privacy policy to book.`,
};

/** The text for a public reason; any other failure (no reason, a network error, a staff reason) is the server-error text. */
export function refusalMessage(reason: RefusalReason | null): MessageDescriptor {
  return reason && isPublicRefusal(reason) ? REFUSAL_MESSAGES[reason] : REFUSAL_MESSAGES['server-error'];
}
