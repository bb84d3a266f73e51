import { act, renderHook, waitFor } from '@testing-library/react';
import { calculateDistance, type HandoverKm } from '../api/calculate-distance';
import { useDistance } from './use-distance';

jest.mock('../api/calculate-distance', () => ({ calculateDistance: jest.fn() }));

/** Each call to the distance function, answered when the test says. */
const answers: ((km: HandoverKm) => void)[] = [];
beforeEach(() => {
  answers.length = 0;
  jest.mocked(calculateDistance).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
});

const legs = (pickup: string) => ({ pickup, dropoff: 'Marbella Club Hotel, Marbella' });

it('keeps the last measure while new places are measured, then gives theirs', async () => {
  const { result, rerender } = renderHook(({ places }) => useDistance(places), { initialProps: { places: legs('Hotel Los Monteros, Marbella') } });
  expect(result.current).toEqual({ km: 0, pickupKm: 0, dropoffKm: 0, loading: true });
  await waitFor(() => expect(answers).toHaveLength(1));
  await act(async () => answers[0]!({ km: 12, pickupKm: 3, dropoffKm: 9 }));
  expect(result.current).toEqual({ km: 12, pickupKm: 3, dropoffKm: 9, loading: false });

  // Other places: the price keeps the last lines, marked as being measured, instead of dropping them.
  rerender({ places: legs('Puente Romano Beach Resort, Marbella') });
  expect(result.current).toEqual({ km: 12, pickupKm: 3, dropoffKm: 9, loading: true });
  await waitFor(() => expect(answers).toHaveLength(2));
  await act(async () => answers[1]!({ km: 0, pickupKm: 0, dropoffKm: 0 }));
  expect(result.current).toEqual({ km: 0, pickupKm: 0, dropoffKm: 0, loading: false });
});

it('measures nothing and charges nothing once a place is no longer complete', async () => {
  const { result, rerender } = renderHook(({ places }) => useDistance(places), {
    initialProps: { places: legs('Hotel Guadalpin, Marbella') as ReturnType<typeof legs> | null },
  });
  await waitFor(() => expect(answers).toHaveLength(1));
  await act(async () => answers[0]!({ km: 20, pickupKm: 5, dropoffKm: 15 }));
  rerender({ places: null });
  expect(result.current).toEqual({ km: 0, pickupKm: 0, dropoffKm: 0, loading: false });
});
