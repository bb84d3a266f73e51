/**
 * The days of a car held by checkouts in progress, live:
 * `cars/{carId}/heldDays`, each the day and when its hold lapses (nothing
 * about who holds it). Only holds not yet lapsed are asked for. A failed read
 * is logged and treated as none: the checkout re-checks every day anyway.
 */
import { isDay, type HeldDay } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

export function subscribeHeldDays(carId: string, now: number, next: (held: HeldDay[]) => void): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'cars', carId, 'heldDays'), fs.where('until', '>', now)),
    (snapshot) =>
      snapshot.docs
        .map((doc) => doc.data())
        .filter((data): data is HeldDay => isDay(data.day) && typeof data.until === 'number')
        .map(({ day, until }) => ({ day, until })),
    next,
    (error) => {
      console.error('Could not load the held days of car', carId, error);
      next([]);
    },
  );
}
