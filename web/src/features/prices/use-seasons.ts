import { fromPriceWindow, pageDataKeys, todayIn, type Season, type SeasonCar, type SeasonWindow } from '@costa/domain';
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

/** The seasons that can price a car's days from today on, kept live (the car page embeds them). */
export function useCarSeasons(car: Pick<SeasonCar, 'id' | 'category'>): CarSeasons {
  const [from] = useState(() => todayIn());
  const state = useLive<Season[]>(pageDataKeys.carSeasons(car.id, car.category), (next) => subscribeCarSeasons(car, from, next));
  const seasons = state.status === 'ready' ? state.data : NONE;
  const loading = state.status === 'loading';
  return useMemo(() => ({ carId: car.id, category: car.category, seasons, loading }), [car.id, car.category, seasons, loading]);
}

/** The seasons of the next FROM_PRICE_DAYS days with that window (the home and fleet pages embed them); null until read. */
export function useSeasonsAhead(): SeasonWindow | null {
  const [window] = useState(() => fromPriceWindow(todayIn()));
  const state = useLive<SeasonWindow>(pageDataKeys.seasonsAhead(), (next) => subscribeSeasonsWithin(window.from, window.to, next));
  return state.status === 'ready' ? state.data : null;
}
