import type { AvailabilityBlock } from '@costa/domain';
import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeAdminNames } from '../api/subscribe-admin-names';
import { subscribeCarBlocks } from '../api/subscribe-car-blocks';
import { subscribeManagerCars, type ManagerCar } from '../api/subscribe-manager-cars';

/** The whole fleet for the selector, live. */
export function useManagerCars(): LiveState<ManagerCar[]> {
  return useLive('manager-cars', subscribeManagerCars);
}

/** The chosen car's blocks by start date, live; nothing while no car is chosen. */
export function useCarBlocks(carId: string | null): LiveState<AvailabilityBlock[]> {
  return useLive(carId, (next, fail) => subscribeCarBlocks(carId ?? '', next, fail));
}

/** Admin names by uid; empty until loaded or when the listing cannot be read. */
export function useAdminNames(): Record<string, string> {
  const names = useLive('admin-names', subscribeAdminNames);
  return names.status === 'ready' ? names.data : {};
}
