/**
 * The car page's booking form: what the visitor chose, the errors
 * shown since the last attempt to book (each one cleared as soon as its field
 * is corrected), and the price of the choice, computed by the same domain
 * code the checkout charges with.
 */
import {
  distanceLegs,
  EMPTY_BOOKING_FORM,
  isDay,
  pickRangeDay,
  priceBreakdown,
  revalidateBooking,
  validateBooking,
  withPickupAllowed,
  type BlockedRange,
  type BookingErrors,
  type BookingForm,
  type PickupMoment,
  type PriceBreakdown,
  type RentalDiscount,
  type Season,
} from '@costa/domain';
import { useCallback, useMemo, useState } from 'react';
import { useDistance, type DistanceState } from './use-distance';

export interface BookingFormOptions {
  dailyPrice: number;
  /** The car and the seasons that price its days; without them every day costs `dailyPrice`. */
  seasonal?: { carId: string; category: string; seasons: readonly Season[] };
  /** Today on the coast (`todayIn()`): earlier days are past. */
  today: string;
  blocked: readonly BlockedRange[];
  discounts: readonly RentalDiscount[];
  /** The first pickup the minimum notice allows; null while unknown (or for a car booked on request). */
  earliest?: PickupMoment | null;
  /** The free delivery zone around the showroom, in km (settings). */
  freeDeliveryKm: number;
}

export interface BookingFormApi {
  form: BookingForm;
  errors: BookingErrors;
  /** Null until both dates are chosen. */
  price: PriceBreakdown | null;
  distance: DistanceState;
  pickDay: (day: string) => void;
  clearDates: () => void;
  setPickupTime: (time: string) => void;
  setDropoffTime: (time: string) => void;
  setPickupLocation: (text: string) => void;
  setDropoffLocation: (text: string) => void;
  setSameLocation: (same: boolean) => void;
  /** Checks the whole form, shows its errors and returns them (empty when it can be booked). */
  validate: () => BookingErrors;
}

export function useBookingForm({ dailyPrice, seasonal, today, blocked, discounts, earliest: known, freeDeliveryKm }: BookingFormOptions): BookingFormApi {
  const earliest = known ?? undefined;
  const [state, setState] = useState<{ form: BookingForm; errors: BookingErrors }>({
    form: EMPTY_BOOKING_FORM,
    errors: {},
  });
  const { form, errors } = state;

  const update = useCallback(
    (change: (form: BookingForm) => BookingForm) =>
      setState((previous) => {
        const next = change(previous.form);
        return { form: next, errors: revalidateBooking(previous.errors, next, today, blocked, earliest) };
      }),
    [today, blocked, earliest],
  );

  const distance = useDistance(distanceLegs(form));

  const price = useMemo(() => {
    const { startDate, endDate } = form;
    if (!startDate || !endDate || !isDay(startDate) || !isDay(endDate) || endDate < startDate) return null;
    return priceBreakdown({
      dailyPrice,
      startDate,
      endDate,
      pickupTime: form.pickupTime,
      dropoffTime: form.dropoffTime,
      distanceKm: distance.km,
      discounts,
      delivery: { pickupKm: distance.pickupKm, dropoffKm: distance.dropoffKm, freeKm: freeDeliveryKm },
      seasonal,
    });
  }, [form, dailyPrice, seasonal, discounts, distance.km, distance.pickupKm, distance.dropoffKm, freeDeliveryKm]);

  const validate = useCallback(() => {
    const found = validateBooking(form, today, blocked, earliest);
    setState((previous) => ({ ...previous, errors: found }));
    return found;
  }, [form, today, blocked, earliest]);

  return {
    form,
    errors,
    price,
    distance,
    pickDay: (day) => update((f) => withPickupAllowed({ ...f, ...pickRangeDay(f, day, blocked) }, earliest)),
    clearDates: () => update((f) => ({ ...f, startDate: null, endDate: null })),
    setPickupTime: (pickupTime) => update((f) => ({ ...f, pickupTime })),
    setDropoffTime: (dropoffTime) => update((f) => ({ ...f, dropoffTime })),
    setPickupLocation: (pickupLocation) => update((f) => ({ ...f, pickupLocation })),
    setDropoffLocation: (dropoffLocation) => update((f) => ({ ...f, dropoffLocation })),
    setSameLocation: (sameLocation) => update((f) => ({ ...f, sameLocation })),
    validate,
  };
}
