import type { RentalDiscount } from '@costa/domain';
import { useEffect, useState } from 'react';
import { getDiscounts } from '../api/get-discounts';

// Tiers change rarely: read once per visit, shared by every car page opened.
let cache: RentalDiscount[] | null = null;
let pending: Promise<RentalDiscount[]> | null = null;

function loadDiscounts(): Promise<RentalDiscount[]> {
  pending ??= getDiscounts().then((tiers) => {
    // A failed read gives []: keep it for this page only, try again on the next.
    if (tiers.length) cache = tiers;
    else pending = null;
    return tiers;
  });
  return pending;
}

/** The active discount tiers, shortest first; empty until loaded or when they cannot be read. */
export function useDiscounts(): { discounts: readonly RentalDiscount[]; loading: boolean } {
  const [loaded, setLoaded] = useState<RentalDiscount[] | null>(cache);
  useEffect(() => {
    if (cache) return;
    let active = true;
    void loadDiscounts().then((tiers) => active && setLoaded(tiers));
    return () => {
      active = false;
    };
  }, []);
  return { discounts: loaded ?? [], loading: loaded === null };
}
