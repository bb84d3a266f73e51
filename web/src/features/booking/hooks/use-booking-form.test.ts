import type { BlockedRange, RentalDiscount } from '@costa/domain';
import { act, renderHook } from '@testing-library/react';
import { calculateDistance } from '../api/calculate-distance';
import { useBookingForm, type BookingFormOptions } from './use-booking-form';

jest.mock('../api/calculate-distance', () => ({ calculateDistance: jest.fn() }));
const measure = jest.mocked(calculateDistance);

const tier = (minDays: number, maxDays: number, discountPercentage: number): RentalDiscount => ({
  id: `tier-${minDays}`,
  minDays,
  maxDays,
  discountPercentage,
  description: `${minDays}-${maxDays} days`,
  isActive: true,
});
const TIERS = [tier(1, 1, 0), tier(2, 3, 5), tier(4, 7, 10), tier(8, 31, 20)];
const BLOCKED: BlockedRange[] = [{ startDate: '2026-07-10', endDate: '2026-07-12' }];
const OPTIONS: BookingFormOptions = { dailyPrice: 1650, today: '2026-07-01', blocked: BLOCKED, discounts: TIERS };

function setup(options: BookingFormOptions = OPTIONS) {
  return renderHook(() => useBookingForm(options));
}

beforeEach(() => {
  measure.mockReset();
});

describe('the booking form', () => {
  it('starts with no dates, 10:00 and 18:00, the same place for the return, and no price', () => {
    const { result } = setup();
    expect(result.current.form).toMatchObject({ startDate: null, endDate: null, pickupTime: '10:00', dropoffTime: '18:00', sameLocation: true });
    expect(result.current.price).toBeNull();
    expect(result.current.errors).toEqual({});
  });

  it('prices four days with the 10 % tier, and adds 150 € for a 07:00 pickup', () => {
    const { result } = setup();
    act(() => result.current.pickDay('2026-07-02'));
    expect(result.current.price).toBeNull();
    act(() => result.current.pickDay('2026-07-05'));
    expect(result.current.form).toMatchObject({ startDate: '2026-07-02', endDate: '2026-07-05' });
    expect(result.current.price).toMatchObject({ days: 4, basePrice: 6600, discountAmount: 660, totalPrice: 5940 });
    expect(result.current.price?.discount).toEqual({ description: '4-7 days', percentage: 10 });

    act(() => result.current.setPickupTime('07:00'));
    expect(result.current.price).toMatchObject({ pickupOutOfHours: true, outOfHoursCharge: 150, totalPrice: 6090 });
  });

  it('moves a pickup time too soon to the first hour the minimum notice allows when its first day is picked, and refuses one set back', () => {
    const { result } = setup({ ...OPTIONS, earliest: { date: '2026-07-01', time: '15:00' } });
    act(() => result.current.pickDay('2026-07-01'));
    act(() => result.current.pickDay('2026-07-03'));
    expect(result.current.form.pickupTime).toBe('15:00');
    act(() => result.current.setPickupTime('11:00'));
    expect(result.current.validate()).toEqual({ pickupTime: 'too-soon', pickupLocation: 'required' });
    // A later day keeps the time chosen.
    act(() => result.current.pickDay('2026-07-02'));
    act(() => result.current.pickDay('2026-07-04'));
    expect(result.current.form.pickupTime).toBe('11:00');
  });

  it('starts the range over when a day before the start, or beyond a block, is picked', () => {
    const { result } = setup();
    act(() => result.current.pickDay('2026-07-05'));
    act(() => result.current.pickDay('2026-07-03'));
    expect(result.current.form).toMatchObject({ startDate: '2026-07-03', endDate: null });
    act(() => result.current.pickDay('2026-07-14'));
    expect(result.current.form).toMatchObject({ startDate: '2026-07-14', endDate: null });
    act(() => result.current.clearDates());
    expect(result.current.form).toMatchObject({ startDate: null, endDate: null });
  });

  it('shows the errors of an attempt and clears each one as soon as its field is corrected', () => {
    const { result } = setup();
    let found = {};
    act(() => {
      found = result.current.validate();
    });
    expect(found).toEqual({ dateRange: 'required', pickupLocation: 'required' });
    expect(result.current.errors).toEqual({ dateRange: 'required', pickupLocation: 'required' });

    act(() => result.current.pickDay('2026-07-02'));
    expect(result.current.errors).toEqual({ dateRange: 'required', pickupLocation: 'required' });
    act(() => result.current.pickDay('2026-07-03'));
    expect(result.current.errors).toEqual({ pickupLocation: 'required' });

    act(() => result.current.setPickupLocation('M'));
    expect(result.current.errors).toEqual({});

    // Returning elsewhere needs a dropoff place, but says so only at the next attempt.
    act(() => result.current.setSameLocation(false));
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({ dropoffLocation: 'required' });
    act(() => result.current.setSameLocation(true));
    expect(result.current.errors).toEqual({});
  });

  it('charges 3 € per km between two different, complete places, measured once the typing rests', async () => {
    jest.useFakeTimers();
    try {
      measure.mockResolvedValue(42);
      const { result } = setup();
      act(() => {
        result.current.pickDay('2026-07-02');
        result.current.pickDay('2026-07-02');
        result.current.setPickupLocation('Marbella Club Hotel');
      });
      // Same place for the return: nothing to measure.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(measure).not.toHaveBeenCalled();

      act(() => {
        result.current.setSameLocation(false);
        result.current.setDropoffLocation('Málaga Airport (AGP)');
      });
      expect(result.current.distance).toEqual({ km: 0, loading: true });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(299);
      });
      expect(measure).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(measure).toHaveBeenCalledWith('Marbella Club Hotel', 'Málaga Airport (AGP)');
      expect(result.current.distance).toEqual({ km: 42, loading: false });
      expect(result.current.price).toMatchObject({ days: 1, distanceKm: 42, distanceCharge: 126, totalPrice: 1650 + 126 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a failed measurement as no distance', async () => {
    jest.useFakeTimers();
    try {
      measure.mockResolvedValue(0);
      const { result } = setup();
      act(() => {
        result.current.pickDay('2026-07-02');
        result.current.pickDay('2026-07-03');
        result.current.setSameLocation(false);
        result.current.setPickupLocation('Puerto Banús marina');
        result.current.setDropoffLocation('Estepona old town');
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(300);
      });
      expect(result.current.distance).toEqual({ km: 0, loading: false });
      expect(result.current.price).toMatchObject({ distanceCharge: 0, totalPrice: 3135 });
    } finally {
      jest.useRealTimers();
    }
  });
});
