/**
 * The booking form's error texts, one title and message per problem: shown as
 * a toast and under the field. The minimum notice's messages take `{hours}`.
 */
import type { BookingErrors } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { MAX_RENTAL_DAYS } from '@costa/domain';
import { msg } from '@lingui/core/macro';

type Problem = { [K in keyof BookingErrors]-?: `${K}:${NonNullable<BookingErrors[K]>}` }[keyof BookingErrors];

export const BOOKING_ERROR_TEXTS: Record<Problem, { title: MessageDescriptor; message: MessageDescriptor }> = {
  'dateRange:required': { title: msg`Date Required`, message: msg`Please select rental dates.` },
  'dateRange:past': { title: msg`Dates in the Past`, message: msg`Please choose dates from today onwards.` },
  'dateRange:too-soon': {
    title: msg`Too Soon to Book Online`,
    message: msg({
      id: 'booking.too-soon.day',
      message: 'Online bookings start at least {hours} hours ahead. Please choose a later day, or call us for a sooner pickup.',
    }),
  },
  'pickupTime:too-soon': {
    title: msg`Too Soon to Book Online`,
    message: msg({
      id: 'booking.too-soon.time',
      message: 'Online bookings start at least {hours} hours ahead. Please choose a later pickup time, or call us for a sooner one.',
    }),
  },
  'dateRange:too-far-ahead': {
    title: msg`Dates Too Far Ahead`,
    message: msg`Rentals can be booked online up to two years ahead. Please choose earlier dates.`,
  },
  'dateRange:too-long': {
    title: msg`Rental Too Long`,
    message: msg`Online bookings last up to ${MAX_RENTAL_DAYS} days. For a longer rental, please contact us.`,
  },
  'dropoffTime:before-pickup': {
    title: msg`Check the Return Time`,
    message: msg`On a one-day rental, the return time must be after the pickup time.`,
  },
  'dateRange:unavailable': {
    title: msg`Dates Unavailable`,
    message: msg`The car is already taken on some of these days. Please choose other dates.`,
  },
  'pickupLocation:required': { title: msg`Pickup Location Required`, message: msg`Please select a pickup location.` },
  'dropoffLocation:required': { title: msg`Dropoff Location Required`, message: msg`Please select a dropoff location.` },
};

/** A message with the values it names (the minimum notice's `{hours}`); others ignore them. */
export function withValues(message: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor {
  return { ...message, values };
}

/** The texts of each error found, in the order of the form. */
export function errorTexts(errors: BookingErrors) {
  const problems: Problem[] = [];
  if (errors.dateRange) problems.push(`dateRange:${errors.dateRange}`);
  if (errors.pickupTime) problems.push(`pickupTime:${errors.pickupTime}`);
  if (errors.dropoffTime) problems.push(`dropoffTime:${errors.dropoffTime}`);
  if (errors.pickupLocation) problems.push(`pickupLocation:${errors.pickupLocation}`);
  if (errors.dropoffLocation) problems.push(`dropoffLocation:${errors.dropoffLocation}`);
  return problems.map((problem) => BOOKING_ERROR_TEXTS[problem]);
}
