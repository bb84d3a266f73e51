import { customerCancellation, freeCancellationUntil, instantIn, wallTimeIn } from './manage-booking';
import type { Order } from './checkout';

const HOUR = 3_600_000;

function paidOrder(changes: Partial<Order> = {}) {
  return {
    status: 'paid' as Order['status'],
    amountPaid: 120_000,
    price: { totalPrice: 1200 } as Order['price'],
    startDate: '2027-07-10',
    pickupTime: '10:00',
    handedOverAt: null,
    ...changes,
  };
}

describe('instantIn', () => {
  it('reads a wall-clock time on the coast, summer and winter', () => {
    expect(new Date(instantIn('2027-07-10', '10:00')).toISOString()).toBe('2027-07-10T08:00:00.000Z');
    expect(new Date(instantIn('2027-01-10', '10:00')).toISOString()).toBe('2027-01-10T09:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // 28 March 2027: 02:00 becomes 03:00 in Madrid; 31 October 2027: 03:00 becomes 02:00.
    expect(new Date(instantIn('2027-03-28', '10:00')).toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(new Date(instantIn('2027-10-31', '10:00')).toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });
});

describe('wallTimeIn and freeCancellationUntil', () => {
  it('read an instant back on the coast, across a clock change', () => {
    expect(wallTimeIn(instantIn('2027-10-31', '10:00'))).toEqual({ date: '2027-10-31', time: '10:00' });
    // Two days before a pickup on the Monday after the clocks went back: 48 real hours, so 11:00 on the Saturday.
    expect(freeCancellationUntil({ startDate: '2027-11-01', pickupTime: '10:00' })).toEqual({ date: '2027-10-30', time: '11:00' });
  });
});

describe('a customer cancelling their booking', () => {
  const pickup = instantIn('2027-07-10', '10:00');

  it('gets everything back up to 48 hours before the pickup, exactly included', () => {
    expect(customerCancellation(paidOrder(), 0, pickup - 48 * HOUR)).toEqual({ allowed: true, refundCents: 120_000, free: true, freeUntil: pickup - 48 * HOUR });
    expect(customerCancellation(paidOrder(), 0, pickup - 400 * HOUR)).toMatchObject({ refundCents: 120_000, free: true });
  });

  it('gets the late percentage after that, none by default, rounded down to the cent', () => {
    expect(customerCancellation(paidOrder(), 0, pickup - 48 * HOUR + 1)).toMatchObject({ allowed: true, refundCents: 0, free: false });
    expect(customerCancellation(paidOrder({ amountPaid: 99_999 }), 50, pickup - HOUR)).toMatchObject({ refundCents: 49_999, free: false });
    expect(customerCancellation(paidOrder(), 250, pickup - HOUR)).toMatchObject({ refundCents: 120_000 });
  });

  it('cannot cancel from the pickup on, nor once the car was handed over', () => {
    expect(customerCancellation(paidOrder(), 100, pickup)).toEqual({ allowed: false, bar: 'started' });
    expect(customerCancellation(paidOrder({ handedOverAt: pickup - 3 * HOUR }), 100, pickup - 100 * HOUR)).toEqual({ allowed: false, bar: 'started' });
  });

  it('cannot cancel what is not paid or already cancelled; a conflict is refunded in full', () => {
    expect(customerCancellation(paidOrder({ status: 'pending' }), 0, 0)).toEqual({ allowed: false, bar: 'not-paid' });
    expect(customerCancellation(paidOrder({ status: 'expired' }), 0, 0)).toEqual({ allowed: false, bar: 'not-paid' });
    expect(customerCancellation(paidOrder({ status: 'cancelled' }), 0, 0)).toEqual({ allowed: false, bar: 'cancelled' });
    expect(customerCancellation(paidOrder({ status: 'conflict' }), 0, pickup - HOUR)).toMatchObject({ allowed: true, refundCents: 120_000, free: true });
  });
});
