import {
  bookingWindowRefusal,
  isSessionId,
  orderNumber,
  readOrderQuery,
} from './checkout';
import {
  bookingWindowProblem,
  DEFAULT_MIN_NOTICE_HOURS,
  earliestPickup,
  lastBookableEnd,
  lastBookableStart,
  minNoticeHoursOf,
} from './booking-window';

const choice = {
  carId: 'abc123XYZ',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  pickupTime: '10:00',
  dropoffTime: '18:00',
  pickupLocation: 'Marbella Club Hotel',
  dropoffLocation: 'Marbella Club Hotel',
  customerName: ' Ana García ',
  customerEmail: 'Ana@Example.com',
  lang: 'es',
};

/** A query as the page's URLSearchParams answers it. */
const query = (params: Record<string, string>) => ({ get: (name: string) => params[name] ?? null });

describe('readOrderQuery', () => {
  it('reads the six parameters, or null without usable dates and times', () => {
    expect(readOrderQuery(query(choice))).toMatchObject({ startDate: '2027-06-10', pickupLocation: 'Marbella Club Hotel' });
    expect(readOrderQuery(query({ ...choice, endDate: '2027-06-01' }))).toBeNull();
    expect(readOrderQuery(query({ ...choice, pickupTime: '10:30' }))).toBeNull();
  });
});

describe('the booking window', () => {
  const today = '2026-11-21';

  it('refuses past starts, starts more than 730 days ahead and rentals over 90 days', () => {
    expect(bookingWindowProblem({ startDate: '2026-11-20', endDate: '2026-11-22' }, today)).toBe('past');
    expect(bookingWindowProblem({ startDate: '2026-11-21', endDate: '2026-11-21' }, today)).toBeNull();
    expect(bookingWindowProblem({ startDate: '2028-11-20', endDate: '2028-11-22' }, today)).toBeNull();
    expect(bookingWindowProblem({ startDate: '2028-11-21', endDate: '2028-11-23' }, today)).toBe('too-far-ahead');
    expect(bookingWindowProblem({ startDate: '2027-01-01', endDate: '2027-03-31' }, today)).toBeNull();
    expect(bookingWindowProblem({ startDate: '2027-01-01', endDate: '2027-04-01' }, today)).toBe('too-long');
  });

  it('refuses a one-day rental returned at or before its pickup time', () => {
    const oneDay = { startDate: '2027-01-01', endDate: '2027-01-01' };
    expect(bookingWindowProblem({ ...oneDay, pickupTime: '10:00', dropoffTime: '09:00' }, today)).toBe('return-before-pickup');
    expect(bookingWindowProblem({ ...oneDay, pickupTime: '10:00', dropoffTime: '10:00' }, today)).toBe('return-before-pickup');
    expect(bookingWindowProblem({ ...oneDay, pickupTime: '10:00', dropoffTime: '11:00' }, today)).toBeNull();
    // Over several days the return time may be earlier in the day than the pickup's.
    expect(bookingWindowProblem({ startDate: '2027-01-01', endDate: '2027-01-02', pickupTime: '10:00', dropoffTime: '09:00' }, today)).toBeNull();
  });

  it('refuses a pickup sooner than the minimum notice, by day and then by hour', () => {
    const earliest = { date: '2026-11-21', time: '14:00' };
    const on = (startDate: string, pickupTime?: string) => bookingWindowProblem({ startDate, endDate: '2026-11-25', pickupTime }, today, earliest);
    expect(on('2026-11-21', '13:00')).toBe('too-soon');
    expect(on('2026-11-21', '14:00')).toBeNull();
    // Without a time, a day is too soon only when none of its hours is left.
    expect(on('2026-11-21')).toBeNull();
    expect(bookingWindowProblem({ startDate: '2026-11-21', endDate: '2026-11-22' }, today, { date: '2026-11-22', time: '01:00' })).toBe('too-soon');
    expect(on('2026-11-22', '00:00')).toBeNull();
    // A past day stays past.
    expect(on('2026-11-20', '10:00')).toBe('past');
    expect(bookingWindowRefusal({ startDate: '2026-11-21', endDate: '2026-11-22', pickupTime: '10:00' }, today, earliest)).toBe('pickup-too-soon');
  });

  it('finds the earliest pickup: the notice later on the coast, rounded up to the hour, across midnight and clock changes', () => {
    // 10:30 in Madrid (UTC+1 in November).
    expect(earliestPickup(Date.UTC(2026, 10, 21, 9, 30), 4)).toEqual({ date: '2026-11-21', time: '15:00' });
    // On the hour it stays on the hour.
    expect(earliestPickup(Date.UTC(2026, 10, 21, 9, 0), 4)).toEqual({ date: '2026-11-21', time: '14:00' });
    // 21:10 + 4 h is past midnight.
    expect(earliestPickup(Date.UTC(2026, 10, 21, 20, 10), 4)).toEqual({ date: '2026-11-22', time: '02:00' });
    // 29 March 2026, 00:30 (UTC+1): clocks go from 02:00 to 03:00, so 4 hours later it is 05:30 (UTC+2).
    expect(earliestPickup(Date.UTC(2026, 2, 28, 23, 30), 4)).toEqual({ date: '2026-03-29', time: '06:00' });
    expect(earliestPickup(Date.UTC(2026, 10, 21, 9, 30), 0)).toEqual({ date: '2026-11-21', time: '11:00' });
  });

  it("reads the settings' notice, or 4 hours when absent or out of bounds", () => {
    expect(minNoticeHoursOf({ minNoticeHours: 12 })).toBe(12);
    expect(minNoticeHoursOf({ minNoticeHours: 0 })).toBe(0);
    expect(minNoticeHoursOf({})).toBe(DEFAULT_MIN_NOTICE_HOURS);
    expect(minNoticeHoursOf(null)).toBe(4);
    expect(minNoticeHoursOf({ minNoticeHours: 73 })).toBe(4);
    expect(minNoticeHoursOf({ minNoticeHours: 2.5 })).toBe(4);
  });

  it('gives the last day a rental may start and end', () => {
    expect(lastBookableStart(today)).toBe('2028-11-20');
    expect(lastBookableEnd('2027-01-01')).toBe('2027-03-31');
  });

  it('is refused by the server as past dates, or as outside the booking window', () => {
    expect(bookingWindowRefusal({ startDate: '2026-11-20', endDate: '2026-11-22' }, today)).toBe('past-dates');
    expect(bookingWindowRefusal({ startDate: '2028-11-21', endDate: '2028-11-23' }, today)).toBe('booking-window');
    expect(bookingWindowRefusal({ startDate: '2027-01-01', endDate: '2027-01-01', pickupTime: '18:00', dropoffTime: '10:00' }, today)).toBe(
      'booking-window',
    );
    expect(bookingWindowRefusal({ startDate: '2027-01-01', endDate: '2027-01-03' }, today)).toBeNull();
  });
});

describe('order numbers and session ids', () => {
  it('shows the last 8 characters of the session id, uppercased', () => {
    expect(orderNumber('cs_test_a1b2c3d4e5f6g7h8')).toBe('E5F6G7H8');
    expect(isSessionId('cs_test_a1b2c3d4e5f6g7h8')).toBe(true);
    expect(isSessionId('cs_../../x')).toBe(false);
    expect(isSessionId(42)).toBe(false);
  });
});
