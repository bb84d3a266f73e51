/**
 * A car's blocked days, live: `cars/{carId}/blockedRanges`, the public,
 * dates-only copy of its availability blocks. A failed read is logged and
 * treated as no blocks; the checkout re-checks every block anyway.
 */
import { isDay, type BlockedRange } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

export function subscribeBlockedRanges(carId: string, next: (ranges: BlockedRange[]) => void): () => void {
  return liveQuery(
    (db, fs) => fs.collection(db, 'cars', carId, 'blockedRanges'),
    (snapshot) =>
      snapshot.docs
        .map((doc) => doc.data())
        .filter((data): data is BlockedRange => isDay(data.startDate) && isDay(data.endDate) && data.startDate <= data.endDate)
        .map(({ startDate, endDate }) => ({ startDate, endDate })),
    next,
    (error) => {
      console.error('Could not load the blocked days of car', carId, error);
      next([]);
    },
  );
}
