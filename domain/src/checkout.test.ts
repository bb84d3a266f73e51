import {
  bookingWindowRefusal,
  isSessionId,
  orderNumber,
  readOrderQuery,
} from './checkout';
import { bookingWindowProblem, lastBookableEnd, lastBookableStart } from './booking-window';

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
