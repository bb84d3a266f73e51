import { dayPrice, fromPriceWindow, pageDataKeys, todayIn, type Season, type SeasonCar, type SeasonWindow } from '@costa/domain';
import { useMemo, useState } from 'react';
import { useLive } from '../../hooks/use-live';
import { subscribeCarSeasons, subscribeSeasonsWithin } from './api/subscribe-seasons';

const NONE: readonly Season[] = [];

/** What prices a car's days: the car and its seasons, as the domain's `priceBreakdown` and `dayPrice` take them. */
export interface CarSeasons {
  carId: string;
  category: string;
  seasons: readonly Season[];
  /** Until the seasons are read, every day shows the car's own price. */
  loading: boolean;
}

/** The seasons that can price a car's days from today on, kept live (the car page embeds them); none for no car. */
export function useCarSeasons(car: Pick<SeasonCar, 'id' | 'category'> | null): CarSeasons {
  const key = car ? pageDataKeys.carSeasons(car.id, car.category) : null;
  // From the day the query starts: the embedded seasons serve until then.
  const state = useLive<Season[]>(key, (next) => subscribeCarSeasons(car!, () => todayIn(), next));
  const seasons = state.status === 'ready' ? state.data : NONE;
  const loading = state.status === 'loading';
  const carId = car?.id ?? '';
  const category = car?.category ?? '';
  return useMemo(() => ({ carId, category, seasons, loading }), [carId, category, seasons, loading]);
}

/**
 * What a day of the car costs today, its season's or its own, as the car
 * page's head and JSON-LD say it (the server works it out the same way from
 * the same seasons); null for no car.
 */
export function useTodayPrice(car: SeasonCar | null): number | null {
  const [today] = useState(() => todayIn());
  const { seasons } = useCarSeasons(car);
  return car ? dayPrice(car, today, seasons).price : null;
}

/** The seasons of the next FROM_PRICE_DAYS days with that window (the home and fleet pages embed them); null until read. */
export function useSeasonsAhead(): SeasonWindow | null {
  // From the day the query starts: the embedded window serves until then.
  const state = useLive<SeasonWindow>(pageDataKeys.seasonsAhead(), (next) => subscribeSeasonsWithin(() => fromPriceWindow(todayIn()), next));
  return state.status === 'ready' ? state.data : null;
}
