/**
 * One car by the route parameter, live: a slug resolves with ONE indexed
 * query on `slugKey` (never by loading the fleet), anything else is read as
 * an id. Only available cars are public; an unavailable or unknown car is
 * `null`, and a car an admin hides while its page is open becomes `null` too.
 */
import { parseCarParam, type Car } from '@costa/domain';
import { liveDocument, liveQuery } from '../../../lib/live-query';

export function subscribeCar(param: string, next: (car: Car | null) => void, fail: (error: unknown) => void): () => void {
  const parsed = parseCarParam(param);
  if (parsed.kind === 'slug') {
    return liveQuery(
      (db, fs) =>
        fs.query(
          fs.collection(db, 'cars'),
          fs.where('isAvailable', '==', true),
          fs.where('slugKey', '==', parsed.slugKey),
          fs.limit(1),
        ),
      (snapshot) => {
        const found = snapshot.docs[0];
        return found ? ({ ...found.data(), id: found.id } as Car) : null;
      },
      next,
      fail,
    );
  }
  return liveDocument(
    (db, fs) => fs.doc(db, 'cars', parsed.id),
    (snapshot) => (snapshot.exists() && snapshot.get('isAvailable') === true ? ({ ...snapshot.data(), id: snapshot.id } as Car) : null),
    next,
    (error) => {
      // The rules refuse unavailable cars: for the visitor that car does not exist.
      if ((error as { code?: string }).code === 'permission-denied') next(null);
      else fail(error);
    },
  );
}
