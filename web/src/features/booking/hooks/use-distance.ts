import { SUGGESTION_DEBOUNCE_MS } from '@costa/domain';
import { useEffect, useState } from 'react';
import { calculateDistance } from '../api/calculate-distance';

const cache = new Map<string, number>();

export interface DistanceState {
  /** Road kilometres; 0 when no distance applies, while measuring, or when it could not be measured. */
  km: number;
  loading: boolean;
}

/**
 * The distance between pickup and dropoff, or none when `legs` is null.
 * Typed addresses change at every keystroke: measured once the text rests
 * for the suggestion debounce.
 */
export function useDistance(legs: { pickup: string; dropoff: string } | null): DistanceState {
  const key = legs ? `${legs.pickup}\u0000${legs.dropoff}` : null;
  const [latest, setLatest] = useState<{ key: string; km: number } | null>(null);

  useEffect(() => {
    if (key === null || cache.has(key)) return;
    const [pickup, dropoff] = key.split('\u0000') as [string, string];
    let live = true;
    const timer = setTimeout(() => {
      void calculateDistance(pickup, dropoff).then((km) => {
        // 0 may be a failure: measured again next time rather than remembered.
        if (km > 0) cache.set(key, km);
        if (live) setLatest({ key, km });
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (key === null) return { km: 0, loading: false };
  const km = cache.get(key) ?? (latest?.key === key ? latest.km : undefined);
  return km === undefined ? { km: 0, loading: true } : { km, loading: false };
}
