import {
  bookingWindowRefusal,
  isSessionId,
  orderNumber,
  readOrderQuery,
} from './checkout';

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

describe('bookingWindowRefusal', () => {
  it('refuses past starts, starts more than 730 days ahead and rentals over 90 days', () => {
    const today = '2026-11-21';
    expect(bookingWindowRefusal({ startDate: '2026-11-20', endDate: '2026-11-22' }, today)).toBe('past-dates');
    expect(bookingWindowRefusal({ startDate: '2026-11-21', endDate: '2026-11-21' }, today)).toBeNull();
    expect(bookingWindowRefusal({ startDate: '2028-11-20', endDate: '2028-11-22' }, today)).toBeNull();
    expect(bookingWindowRefusal({ startDate: '2028-11-21', endDate: '2028-11-23' }, today)).toBe('invalid-input');
    expect(bookingWindowRefusal({ startDate: '2027-01-01', endDate: '2027-03-31' }, today)).toBeNull();
    expect(bookingWindowRefusal({ startDate: '2027-01-01', endDate: '2027-04-01' }, today)).toBe('invalid-input');
  });
});

describe('order numbers and session ids', () => {
  it('shows the last 8 characters of the session id, uppercased (spec 2.14)', () => {
    expect(orderNumber('cs_test_a1b2c3d4e5f6g7h8')).toBe('E5F6G7H8');
    expect(isSessionId('cs_test_a1b2c3d4e5f6g7h8')).toBe(true);
    expect(isSessionId('cs_../../x')).toBe(false);
    expect(isSessionId(42)).toBe(false);
  });
});
