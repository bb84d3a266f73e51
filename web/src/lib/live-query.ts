/**
 * Firestore reads listened to live, with the SDK loaded lazily: what every
 * feature's api/ `subscribe...` function is built on. Each returns the stop
 * function at once; stopping before the SDK arrives starts nothing.
 */
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
  Unsubscribe,
} from 'firebase/firestore';
import { firestoreSdk, getFirestoreClient } from './firebase';

type FirestoreModule = typeof import('firebase/firestore');

function listenLazily(start: (db: Firestore, fs: FirestoreModule) => Unsubscribe, fail: (error: unknown) => void): () => void {
  let stopped = false;
  let stop: () => void = () => {};
  Promise.all([getFirestoreClient(), firestoreSdk()]).then(([db, fs]) => {
    if (!stopped) stop = start(db, fs);
  }, fail);
  return () => {
    stopped = true;
    stop();
  };
}

export function liveQuery<T>(
  build: (db: Firestore, fs: FirestoreModule) => Query<DocumentData>,
  map: (snapshot: QuerySnapshot<DocumentData>) => T,
  next: (data: T) => void,
  fail: (error: unknown) => void,
): () => void {
  return listenLazily((db, fs) => fs.onSnapshot(build(db, fs), (snapshot) => next(map(snapshot)), fail), fail);
}

export function liveDocument<T>(
  build: (db: Firestore, fs: FirestoreModule) => DocumentReference<DocumentData>,
  map: (snapshot: DocumentSnapshot<DocumentData>) => T,
  next: (data: T) => void,
  fail: (error: unknown) => void,
): () => void {
  return listenLazily((db, fs) => fs.onSnapshot(build(db, fs), (snapshot) => next(map(snapshot)), fail), fail);
}
