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
const OPTIONS: BookingFormOptions = { dailyPrice: 1650, today: '2026-07-01', blocked: BLOCKED, discounts: TIERS, freeDeliveryKm: 15 };

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

  it('charges 3 € per km between two different, complete places, and beyond the free zone each way, measured once the typing rests', async () => {
    jest.useFakeTimers();
    try {
      // The same place out and back: no distance between them, 2.2 km from the showroom.
      measure.mockResolvedValueOnce({ km: 0, pickupKm: 2.2, dropoffKm: 2.2 });
      measure.mockResolvedValue({ km: 42, pickupKm: 2.2, dropoffKm: 51.4 });
      const { result } = setup();
      act(() => {
        result.current.pickDay('2026-07-02');
        result.current.pickDay('2026-07-02');
        result.current.setPickupLocation('Marbella Club Hotel');
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(measure).toHaveBeenCalledWith('Marbella Club Hotel', 'Marbella Club Hotel');
      expect(result.current.price).toMatchObject({ distanceCharge: 0, deliveryCharge: 0, totalPrice: 1650 });

      act(() => {
        result.current.setSameLocation(false);
        result.current.setDropoffLocation('Málaga Airport (AGP)');
      });
      // Being measured: the last measure stands meanwhile.
      expect(result.current.distance).toEqual({ km: 0, pickupKm: 2.2, dropoffKm: 2.2, loading: true });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(299);
      });
      expect(measure).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(measure).toHaveBeenCalledWith('Marbella Club Hotel', 'Málaga Airport (AGP)');
      expect(result.current.distance).toEqual({ km: 42, pickupKm: 2.2, dropoffKm: 51.4, loading: false });
      // 42 km between the places; the airport is 36.4 km beyond the 15 km zone.
      expect(result.current.price).toMatchObject({ days: 1, distanceCharge: 126, deliveryKm: 36.4, deliveryCharge: 109.2, totalPrice: 1650 + 126 + 109.2 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a failed measurement as no distance', async () => {
    jest.useFakeTimers();
    try {
      measure.mockResolvedValue({ km: 0, pickupKm: 0, dropoffKm: 0 });
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
      expect(result.current.distance).toEqual({ km: 0, pickupKm: 0, dropoffKm: 0, loading: false });
      expect(result.current.price).toMatchObject({ distanceCharge: 0, deliveryCharge: 0, totalPrice: 3135 });
    } finally {
      jest.useRealTimers();
    }
  });
});
