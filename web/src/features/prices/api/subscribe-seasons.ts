/**
 * The seasons that price days, live: a car's (its own, its category's, the
 * fleet's, from a day on) for its calendar and price, and every one sharing a
 * day with a window, for the fleet cards' "from" prices. A failed read is
 * logged and prices every day at the car's own price; the checkout reads the
 * seasons itself. The day and the window are asked for when the query starts,
 * once Firebase is in: worked out while a page hydrates, the shop's date
 * would be the page's first Intl formatter, whose set-up is a long task.
 */
import { scopeKeysOf, seasonsOf, type Season, type SeasonCar, type SeasonWindow } from '@costa/domain';
import type { DocumentData, QuerySnapshot } from 'firebase/firestore';
import { liveQuery } from '../../../lib/live-query';

type DayWindow = Pick<SeasonWindow, 'from' | 'to'>;

const toSeasons = (snapshot: QuerySnapshot<DocumentData>): Season[] => seasonsOf(snapshot.docs);

export function subscribeCarSeasons(
  car: Pick<SeasonCar, 'id' | 'category'>,
  from: () => string,
  next: (seasons: Season[]) => void,
): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'seasons'), fs.where('scopeKey', 'in', scopeKeysOf(car)), fs.where('endDate', '>=', from())),
    toSeasons,
    next,
    (error) => {
      console.error('Could not load the seasons of car', car.id, error);
      next([]);
    },
  );
}

export function subscribeSeasonsWithin(span: () => DayWindow, next: (window: SeasonWindow) => void): () => void {
  let days: DayWindow | undefined;
  const within = () => (days ??= span());
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'seasons'), fs.where('endDate', '>=', within().from), fs.where('startDate', '<=', within().to)),
    (snapshot) => ({ ...within(), seasons: toSeasons(snapshot) }),
    next,
    (error) => {
      console.error('Could not load the seasons ahead', error);
      next({ ...within(), seasons: [] });
    },
  );
}
