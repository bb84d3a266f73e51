/**
 * Names of the administrators by uid, to say who created a block. Reads the
 * `roles` listing (one small document per admin); a block by someone who is
 * no longer an admin shows without a name.
 */
import { adminDisplayName, ADMIN_ROLE } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function subscribeAdminNames(next: (names: Record<string, string>) => void, fail: (error: unknown) => void): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'roles'), fs.where('role', '==', ADMIN_ROLE)),
    (snapshot) =>
      Object.fromEntries(
        snapshot.docs.map((doc) => {
          const data = doc.data();
          return [doc.id, adminDisplayName({ firstName: text(data.firstName), lastName: text(data.lastName), email: text(data.email) })];
        }),
      ),
    next,
    fail,
  );
}
