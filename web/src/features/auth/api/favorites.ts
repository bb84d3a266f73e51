/**
 * A customer's favorite cars, `profiles/{uid}/favorites/{carId}` ({carId,
 * createdAt}): one live listener for the whole list, and the two writes.
 */
import { liveQuery } from '../../../lib/live-query';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

/** Favorite car ids, newest first. */
export function subscribeFavoriteIds(uid: string, next: (ids: string[]) => void, fail: (error: unknown) => void): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'profiles', uid, 'favorites'), fs.orderBy('createdAt', 'desc')),
    (snapshot) => snapshot.docs.map((doc) => doc.id),
    next,
    fail,
  );
}

export async function addFavorite(uid: string, carId: string): Promise<void> {
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  await fs.setDoc(fs.doc(db, 'profiles', uid, 'favorites', carId), { carId, createdAt: fs.serverTimestamp() });
}

export async function removeFavorite(uid: string, carId: string): Promise<void> {
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  await fs.deleteDoc(fs.doc(db, 'profiles', uid, 'favorites', carId));
}
