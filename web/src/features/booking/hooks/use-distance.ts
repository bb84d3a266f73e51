import { SUGGESTION_DEBOUNCE_MS } from '@costa/domain';
import { useEffect, useState } from 'react';
import { calculateDistance, type HandoverKm } from '../api/calculate-distance';

const NO_KM: HandoverKm = { km: 0, pickupKm: 0, dropoffKm: 0 };

const cache = new Map<string, HandoverKm>();

export interface DistanceState extends HandoverKm {
  /**
   * The places changed and are being measured: the kilometres are still the
   * last places' (0 before any, or when none applies or nothing was measured).
   */
  loading: boolean;
}

/**
 * The distances of the handover places, or none when `legs` is null.
 * Typed addresses change at every keystroke: measured once the text rests
 * for the suggestion debounce. Meanwhile the last measure stands, so the
 * price keeps its lines rather than dropping and re-adding one at every key.
 */
export function useDistance(legs: { pickup: string; dropoff: string } | null): DistanceState {
  const key = legs ? `${legs.pickup}\u0000${legs.dropoff}` : null;
  const [latest, setLatest] = useState<{ key: string; measured: HandoverKm } | null>(null);

  useEffect(() => {
    if (key === null || cache.has(key)) return;
    const [pickup, dropoff] = key.split('\u0000') as [string, string];
    let live = true;
    const timer = setTimeout(() => {
      void calculateDistance(pickup, dropoff).then((measured) => {
        // Nothing measured may be a failure: measured again next time rather than remembered.
        if (measured.km > 0 || measured.pickupKm > 0 || measured.dropoffKm > 0) cache.set(key, measured);
        if (live) setLatest({ key, measured });
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (key === null) return { ...NO_KM, loading: false };
  const measured = cache.get(key) ?? (latest?.key === key ? latest.measured : undefined);
  return measured === undefined ? { ...(latest?.measured ?? NO_KM), loading: true } : { ...measured, loading: false };
}
