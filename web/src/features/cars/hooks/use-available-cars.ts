import { pageDataKeys, type Car } from '@costa/domain';
import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeAvailableCars } from '../api/subscribe-cars';

/** Every available car, newest first, kept live (the cars page). */
export function useAvailableCars(): LiveState<Car[]> {
  return useLive(pageDataKeys.availableCars(), (next, fail) =>
    subscribeAvailableCars(next, (error) => {
      console.error('Could not load the cars', error);
      fail(error);
    }),
  );
}
