/**
 * The public fleet, live: available cars newest first,
 * all of them for the cars page, the latest six for the home page.
 */
import { carForList, carFromData, LATEST_CARS_LIMIT, type Car } from '@costa/domain';
import type { DocumentData, QuerySnapshot } from 'firebase/firestore';
import { liveQuery } from '../../../lib/live-query';

/** As the server embeds them in a list page, so an unchanged fleet is recognised as such. */
function toCars(snapshot: QuerySnapshot<DocumentData>): Car[] {
  return snapshot.docs.map((doc) => carForList(carFromData(doc.id, doc.data())));
}

function subscribeAvailable(limit: number | null, next: (cars: Car[]) => void, fail: (error: unknown) => void) {
  return liveQuery(
    (db, fs) => {
      const constraints = [fs.where('isAvailable', '==', true), fs.orderBy('createdAt', 'desc')];
      return fs.query(fs.collection(db, 'cars'), ...constraints, ...(limit === null ? [] : [fs.limit(limit)]));
    },
    toCars,
    next,
    fail,
  );
}

export function subscribeAvailableCars(next: (cars: Car[]) => void, fail: (error: unknown) => void): () => void {
  return subscribeAvailable(null, next, fail);
}

export function subscribeLatestCars(
  limit: number = LATEST_CARS_LIMIT,
): (next: (cars: Car[]) => void, fail: (error: unknown) => void) => () => void {
  return (next, fail) => subscribeAvailable(limit, next, fail);
}
