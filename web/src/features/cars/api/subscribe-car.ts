/**
 * One car by the route parameter, live: a slug resolves with ONE indexed
 * query on `slugKey` (never by loading the fleet), anything else is read as
 * an id. Only available cars are public; an unavailable or unknown car is
 * `null`, and a car an admin hides while its page is open becomes `null` too.
 */
import { carForPage, carFromData, parseCarParam, type Car, type Lang } from '@costa/domain';
import { liveDocument, liveQuery } from '../../../lib/live-query';

export function subscribeCar(param: string, lang: Lang, next: (car: Car | null) => void, fail: (error: unknown) => void): () => void {
  const parsed = parseCarParam(param);
  // As the server embeds it in the page (the page's language and English), so an unchanged car is recognised as such.
  const read = (id: string, data: Record<string, unknown>) => carForPage(carFromData(id, data), lang);
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
        return found ? read(found.id, found.data()) : null;
      },
      next,
      fail,
    );
  }
  return liveDocument(
    (db, fs) => fs.doc(db, 'cars', parsed.id),
    (snapshot) => (snapshot.exists() && snapshot.get('isAvailable') === true ? read(snapshot.id, snapshot.data()) : null),
    next,
    (error) => {
      // The rules refuse unavailable cars: for the visitor that car does not exist.
      if ((error as { code?: string }).code === 'permission-denied') next(null);
      else fail(error);
    },
  );
}
