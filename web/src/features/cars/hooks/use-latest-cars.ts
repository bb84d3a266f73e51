import { LATEST_CARS_LIMIT, pageDataKeys, type Car } from '@costa/domain';
import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeLatestCars } from '../api/subscribe-cars';

/** The latest available cars, kept live (the home page's featured cars). */
export function useLatestCars(limit: number = LATEST_CARS_LIMIT): LiveState<Car[]> {
  const subscribe = subscribeLatestCars(limit);
  return useLive(pageDataKeys.latestCars(limit), (next, fail) =>
    subscribe(next, (error) => {
      console.error('Could not load the latest cars', error);
      fail(error);
    }),
  );
}
