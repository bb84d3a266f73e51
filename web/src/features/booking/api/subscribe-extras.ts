/**
 * The extras offered for a car, live: active, and for every car, its
 * category or itself (the domain's `extraKeysOf`), in staff's order. A failed
 * read is logged and the order page offers none; the server prices the
 * chosen ones with its own read.
 */
import { extraKeysOf, extrasOf, type Extra, type ExtraCar } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

export function subscribeCarExtras(car: ExtraCar, next: (extras: Extra[]) => void): () => void {
  return liveQuery(
    // The rules only serve active extras to the public, so the filter is required, not an optimisation.
    (db, fs) =>
      fs.query(fs.collection(db, 'extras'), fs.where('isActive', '==', true), fs.where('targetKeys', 'array-contains-any', extraKeysOf(car))),
    (snapshot) => extrasOf(snapshot.docs),
    next,
    (error) => {
      console.error('Could not load the extras', error);
      next([]);
    },
  );
}
