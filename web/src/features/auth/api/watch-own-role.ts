/**
 * Whether `roles/{uid}` of the signed-in user exists, live. The server writes
 * or deletes that document right after changing the user's admin claim, so a
 * change here means the ID token in this browser is out of date.
 * The owner may read their own role document (firestore.rules).
 */
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

export function watchOwnRole(uid: string, next: (hasRole: boolean) => void): () => void {
  let stopped = false;
  let stop: () => void = () => {};
  Promise.all([getFirestoreClient(), firestoreSdk()]).then(
    ([db, { doc, onSnapshot }]) => {
      if (stopped) return;
      stop = onSnapshot(
        doc(db, 'roles', uid),
        (snapshot) => next(snapshot.exists()),
        (error) => console.error('Stopped watching the administrator role', error),
      );
    },
    (error: unknown) => console.error('Could not watch the administrator role', error),
  );
  return () => {
    stopped = true;
    stop();
  };
}
