/**
 * The active rental discount tiers, shortest first, live. A failed read is
 * logged and the price shows no discount; the server charges with
 * its own read.
 */
import type { RentalDiscount } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

export function subscribeDiscounts(next: (tiers: RentalDiscount[]) => void): () => void {
  return liveQuery(
    // The rules only serve active tiers to the public, so the filter is required, not an optimisation.
    (db, fs) => fs.query(fs.collection(db, 'discounts'), fs.where('isActive', '==', true), fs.orderBy('minDays')),
    (snapshot) => snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<RentalDiscount, 'id'>), id: doc.id })),
    next,
    (error) => {
      console.error('Could not load the rental discounts', error);
      next([]);
    },
  );
}
