/**
 * A Firestore query listened to live, with the SDK loaded lazily: what every
 * feature's api/ `subscribe...` function is built on. Returns the stop
 * function at once; stopping before the SDK arrives starts nothing.
 */
import type { DocumentData, Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import { getFirestoreClient } from './firebase';

type FirestoreModule = typeof import('firebase/firestore');

export function liveQuery<T>(
  build: (db: Firestore, fs: FirestoreModule) => Query<DocumentData>,
  map: (snapshot: QuerySnapshot<DocumentData>) => T,
  next: (data: T) => void,
  fail: (error: unknown) => void,
): () => void {
  let stopped = false;
  let stop: () => void = () => {};
  Promise.all([getFirestoreClient(), import('firebase/firestore')]).then(([db, fs]) => {
    if (stopped) return;
    stop = fs.onSnapshot(build(db, fs), (snapshot) => next(map(snapshot)), fail);
  }, fail);
  return () => {
    stopped = true;
    stop();
  };
}
