import {
  withPickupAllowed,
  bookingRequestQuery,
  DEFAULT_DROPOFF_TIME,
  DEFAULT_PICKUP_TIME,
  distanceLegs,
  EMPTY_BOOKING_FORM,
  isDaySelectable,
  isLocationValid,
  LOCATION_VALID_LENGTH,
  orderQuery,
  pickRangeDay,
  revalidateBooking,
  SHOWROOM_ADDRESS,
  SUGGESTION_CLOSE_DELAY_MS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_FETCH_MIN,
  PICKUP_LIST_MIN,
  TIME_OPTIONS,
  validateBooking,
  type BookingForm,
} from './booking';
import { firstPickupTime } from './booking-window';
import type { BlockedRange } from './model';

const TODAY = '2026-07-01';
const blocks: BlockedRange[] = [
  { startDate: '2026-07-10', endDate: '2026-07-12' },
  { startDate: '2026-07-20', endDate: '2026-07-23' },
];
const form = (overrides: Partial<BookingForm> = {}): BookingForm => ({ ...EMPTY_BOOKING_FORM, ...overrides });
const complete = form({ startDate: '2026-07-02', endDate: '2026-07-05', pickupLocation: 'Marbella Club Hotel' });

describe('booking form options', () => {
  it('offers hourly times from 00:00 to 23:00, 10:00 and 18:00 by default', () => {
    expect(TIME_OPTIONS).toHaveLength(24);
    expect(TIME_OPTIONS[0]).toBe('00:00');
    expect(TIME_OPTIONS[7]).toBe('07:00');
    expect(TIME_OPTIONS[23]).toBe('23:00');
    expect(DEFAULT_PICKUP_TIME).toBe('10:00');
    expect(DEFAULT_DROPOFF_TIME).toBe('18:00');
    expect(EMPTY_BOOKING_FORM).toMatchObject({ pickupTime: '10:00', dropoffTime: '18:00', sameLocation: true, startDate: null });
  });

  it('has the suggestion timings and thresholds the booking panel promises', () => {
    expect(SUGGESTION_DEBOUNCE_MS).toBe(300);
    expect(SUGGESTION_CLOSE_DELAY_MS).toBe(200);
    expect(SUGGESTION_FETCH_MIN).toBe(3);
    expect(PICKUP_LIST_MIN).toBe(1);
    expect(LOCATION_VALID_LENGTH).toBe(10);
  });

  it('marks a location valid from 10 characters, or when it is the showroom', () => {
    expect(isLocationValid('Puerto Ba')).toBe(false);
    expect(isLocationValid('Puerto Ban')).toBe(true);
    expect(isLocationValid('   Marbella   ')).toBe(false);
    expect(isLocationValid(SHOWROOM_ADDRESS)).toBe(true);
  });
});

describe('booking validation', () => {
  it('passes a complete booking', () => {
    expect(validateBooking(complete, TODAY, blocks)).toEqual({});
  });

  it('needs both dates', () => {
    expect(validateBooking(form({ pickupLocation: 'Marbella Club Hotel' }), TODAY, blocks)).toEqual({ dateRange: 'required' });
    expect(validateBooking({ ...complete, endDate: null }, TODAY, blocks)).toEqual({ dateRange: 'required' });
  });

  it('refuses past and blocked dates', () => {
    expect(validateBooking({ ...complete, startDate: '2026-06-30' }, TODAY, blocks)).toEqual({ dateRange: 'past' });
    expect(validateBooking({ ...complete, endDate: '2026-07-10' }, TODAY, blocks)).toEqual({ dateRange: 'unavailable' });
  });

  it('refuses what is outside the booking window: too far ahead, too long, a one-day rental returned before its pickup', () => {
    expect(validateBooking({ ...complete, startDate: '2028-07-01', endDate: '2028-07-02' }, TODAY, [])).toEqual({ dateRange: 'too-far-ahead' });
    expect(validateBooking({ ...complete, startDate: '2026-08-01', endDate: '2026-10-30' }, TODAY, [])).toEqual({ dateRange: 'too-long' });
    const oneDay = { ...complete, startDate: '2026-07-02', endDate: '2026-07-02' };
    expect(validateBooking({ ...oneDay, pickupTime: '14:00', dropoffTime: '10:00' }, TODAY, blocks)).toEqual({ dropoffTime: 'before-pickup' });
    expect(validateBooking({ ...oneDay, pickupTime: '10:00', dropoffTime: '18:00' }, TODAY, blocks)).toEqual({});
    // A shown time error goes once the return is after the pickup.
    const shown = validateBooking({ ...oneDay, pickupTime: '14:00', dropoffTime: '10:00' }, TODAY, blocks);
    expect(revalidateBooking(shown, { ...oneDay, pickupTime: '14:00', dropoffTime: '15:00' }, TODAY, blocks)).toEqual({});
  });

  it('refuses a pickup before the minimum notice allows: on the time field that day, on the dates before it', () => {
    const earliest = { date: '2026-07-01', time: '15:00' };
    const sameDay = { ...complete, startDate: '2026-07-01' };
    expect(validateBooking({ ...sameDay, pickupTime: '14:00' }, TODAY, blocks, earliest)).toEqual({ pickupTime: 'too-soon' });
    expect(validateBooking({ ...sameDay, pickupTime: '15:00' }, TODAY, blocks, earliest)).toEqual({});
    // Late in the evening, today's last hours are too soon: the dates are.
    expect(validateBooking(sameDay, TODAY, blocks, { date: '2026-07-02', time: '01:00' })).toEqual({ dateRange: 'too-soon' });
    const shown = validateBooking({ ...sameDay, pickupTime: '14:00' }, TODAY, blocks, earliest);
    expect(revalidateBooking(shown, { ...sameDay, pickupTime: '16:00' }, TODAY, blocks, earliest)).toEqual({});
  });

  it('needs a pickup location, and a dropoff one only when returning elsewhere', () => {
    expect(validateBooking({ ...complete, pickupLocation: '  ' }, TODAY, blocks)).toEqual({ pickupLocation: 'required' });
    expect(validateBooking({ ...complete, sameLocation: false }, TODAY, blocks)).toEqual({ dropoffLocation: 'required' });
    expect(validateBooking({ ...complete, sameLocation: false, dropoffLocation: 'Málaga Airport' }, TODAY, blocks)).toEqual({});
  });

  it('clears each shown error as soon as its field is corrected, and adds none', () => {
    const empty = form({ sameLocation: false });
    const shown = validateBooking(empty, TODAY, blocks);
    expect(shown).toEqual({ dateRange: 'required', pickupLocation: 'required', dropoffLocation: 'required' });

    const withDates = { ...empty, startDate: '2026-07-02', endDate: '2026-07-03' };
    expect(revalidateBooking(shown, withDates, TODAY, blocks)).toEqual({ pickupLocation: 'required', dropoffLocation: 'required' });

    const withPickup = { ...withDates, pickupLocation: 'M' };
    expect(revalidateBooking(shown, withPickup, TODAY, blocks)).toEqual({ dropoffLocation: 'required' });

    // The dropoff error goes when the visitor returns the car where it was collected.
    expect(revalidateBooking(shown, { ...withPickup, sameLocation: true }, TODAY, blocks)).toEqual({});

    // Nothing was shown: nothing appears before the next attempt.
    expect(revalidateBooking({}, empty, TODAY, blocks)).toEqual({});
  });
});

describe('date range picking', () => {
  it('disables past and blocked days', () => {
    expect(isDaySelectable('2026-06-30', TODAY, blocks)).toBe(false);
    expect(isDaySelectable(TODAY, TODAY, blocks)).toBe(true);
    expect(isDaySelectable('2026-07-11', TODAY, blocks)).toBe(false);
    expect(isDaySelectable('2026-07-13', TODAY, blocks)).toBe(true);
  });

  it('moves a pickup time too soon on the first allowed day to its first hour, and keeps any other', () => {
    const earliest = { date: '2026-07-01', time: '15:00' };
    expect(withPickupAllowed({ startDate: '2026-07-01', pickupTime: '10:00' }, earliest)).toEqual({ startDate: '2026-07-01', pickupTime: '15:00' });
    expect(withPickupAllowed({ startDate: '2026-07-01', pickupTime: '18:00' }, earliest).pickupTime).toBe('18:00');
    expect(withPickupAllowed({ startDate: '2026-07-02', pickupTime: '07:00' }, earliest).pickupTime).toBe('07:00');
    expect(withPickupAllowed({ startDate: '2026-07-01', pickupTime: '07:00' }, null).pickupTime).toBe('07:00');
    expect(firstPickupTime('2026-07-01', earliest)).toBe('15:00');
    expect(firstPickupTime('2026-07-02', earliest)).toBeUndefined();
  });

  it('disables the days before the first pickup day the minimum notice allows', () => {
    expect(isDaySelectable(TODAY, TODAY, blocks, undefined, { date: TODAY, time: '23:00' })).toBe(true);
    expect(isDaySelectable(TODAY, TODAY, blocks, undefined, { date: '2026-07-02', time: '02:00' })).toBe(false);
    expect(isDaySelectable('2026-07-02', TODAY, blocks, undefined, { date: '2026-07-02', time: '02:00' })).toBe(true);
  });

  it('once a start is chosen, disables the days beyond the next block, never the days before the start', () => {
    const pending = { startDate: '2026-07-05', endDate: null };
    expect(isDaySelectable('2026-07-09', TODAY, blocks, pending)).toBe(true);
    expect(isDaySelectable('2026-07-13', TODAY, blocks, pending)).toBe(false);
    expect(isDaySelectable('2026-07-02', TODAY, blocks, pending)).toBe(true);
    // A complete range no longer limits anything.
    expect(isDaySelectable('2026-07-13', TODAY, blocks, { startDate: '2026-07-05', endDate: '2026-07-06' })).toBe(true);
    // Past the last block nothing stops the range.
    expect(isDaySelectable('2026-09-30', TODAY, blocks, { startDate: '2026-07-24', endDate: null })).toBe(true);
  });

  it('offers starts up to 730 days ahead, and ends up to 90 days from the start', () => {
    expect(isDaySelectable('2028-06-30', TODAY, [])).toBe(true);
    expect(isDaySelectable('2028-07-01', TODAY, [])).toBe(false);
    const pending = { startDate: '2026-08-01', endDate: null };
    expect(isDaySelectable('2026-10-29', TODAY, [], pending)).toBe(true);
    expect(isDaySelectable('2026-10-30', TODAY, [], pending)).toBe(false);
  });

  it('picks the start, then the end; before the start or on a complete range it starts over', () => {
    const none = { startDate: null, endDate: null };
    const started = pickRangeDay(none, '2026-07-05', blocks);
    expect(started).toEqual({ startDate: '2026-07-05', endDate: null });
    expect(pickRangeDay(started, '2026-07-08', blocks)).toEqual({ startDate: '2026-07-05', endDate: '2026-07-08' });
    expect(pickRangeDay(started, '2026-07-05', blocks)).toEqual({ startDate: '2026-07-05', endDate: '2026-07-05' });
    expect(pickRangeDay(started, '2026-07-03', blocks)).toEqual({ startDate: '2026-07-03', endDate: null });
    expect(pickRangeDay({ startDate: '2026-07-05', endDate: '2026-07-08' }, '2026-07-14', blocks)).toEqual({
      startDate: '2026-07-14',
      endDate: null,
    });
  });

  it('never lets a range straddle a block', () => {
    expect(pickRangeDay({ startDate: '2026-07-05', endDate: null }, '2026-07-14', blocks)).toEqual({
      startDate: '2026-07-14',
      endDate: null,
    });
  });
});

describe('distance legs', () => {
  it('measures the two handover places once both are complete; returning there gives the same place twice', () => {
    const away = { sameLocation: false, pickupLocation: 'Marbella Club Hotel', dropoffLocation: 'Málaga Airport (AGP)' };
    expect(distanceLegs(away)).toEqual({ pickup: 'Marbella Club Hotel', dropoff: 'Málaga Airport (AGP)' });
    expect(distanceLegs({ ...away, sameLocation: true })).toEqual({ pickup: 'Marbella Club Hotel', dropoff: 'Marbella Club Hotel' });
    expect(distanceLegs({ ...away, dropoffLocation: 'Málaga' })).toBeNull();
    expect(distanceLegs({ ...away, pickupLocation: 'Marbella' })).toBeNull();
    expect(distanceLegs({ ...away, pickupLocation: SHOWROOM_ADDRESS })).toEqual({
      pickup: SHOWROOM_ADDRESS,
      dropoff: 'Málaga Airport (AGP)',
    });
  });
});

describe('queries handed on', () => {
  it('gives the order page the six booking parameters, the pickup place as dropoff when returning there', () => {
    expect(orderQuery({ ...complete, pickupTime: '07:00' })).toEqual({
      startDate: '2026-07-02',
      endDate: '2026-07-05',
      pickupTime: '07:00',
      dropoffTime: '18:00',
      pickupLocation: 'Marbella Club Hotel',
      dropoffLocation: 'Marbella Club Hotel',
    });
    expect(orderQuery({ ...complete, sameLocation: false, dropoffLocation: ' Málaga Airport ' }).dropoffLocation).toBe(
      'Málaga Airport',
    );
  });

  it('gives the contact page whatever was chosen, the car and the request type', () => {
    expect(bookingRequestQuery('Lamborghini Urus S', EMPTY_BOOKING_FORM)).toEqual({
      car: 'Lamborghini Urus S',
      pickupTime: '10:00',
      dropoffTime: '18:00',
      requestType: 'car_booking_request',
    });
    expect(bookingRequestQuery('Lamborghini Urus S', complete)).toEqual({
      car: 'Lamborghini Urus S',
      startDate: '2026-07-02',
      endDate: '2026-07-05',
      pickupTime: '10:00',
      dropoffTime: '18:00',
      pickupLocation: 'Marbella Club Hotel',
      dropoffLocation: 'Marbella Club Hotel',
      requestType: 'car_booking_request',
    });
  });
});
