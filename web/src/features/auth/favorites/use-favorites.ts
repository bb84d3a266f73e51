import { useCallback } from 'react';
import { useStore } from '../../../hooks/use-store';
import { getAuthSnapshot, getServerAuthSnapshot, subscribeAuth } from '../auth-store';
import {
  getFavoritesSnapshot,
  getServerFavoritesSnapshot,
  retryFavorites,
  setFavorite,
  subscribeFavorites,
  type FavoritesState,
} from './favorites-store';

export interface Favorites extends FavoritesState {
  has: (carId: string) => boolean;
  set: (carId: string, favorite: boolean) => Promise<void>;
  /** Auth is still starting: the heart cannot tell yet whether it is pressed. */
  authLoading: boolean;
  /** Listens again after a failed read. */
  retry: () => void;
}

/** The signed-in customer's favorite cars (one shared listener; nothing for visitors). */
export function useFavorites(): Favorites {
  // Reads auth without starting it: the navigation bar starts it after the first paint.
  const auth = useStore(subscribeAuth, getAuthSnapshot, getServerAuthSnapshot);
  const state = useStore(subscribeFavorites, getFavoritesSnapshot, getServerFavoritesSnapshot);
  const has = useCallback((carId: string) => state.ids.includes(carId), [state.ids]);
  return { ...state, has, set: setFavorite, authLoading: auth.status === 'loading', retry: retryFavorites };
}
