/**
 * The administrators, live: `roles` documents with role admin (admins may
 * list them; firestore.rules). A person is named from the document itself,
 * written by the server when it granted the role, so the table reads one
 * document per admin and no profiles.
 */
import { ADMIN_ROLE, sortAdmins, type AdminRole } from '@costa/domain';
import type { DocumentData } from 'firebase/firestore';
import { liveQuery } from '../../../lib/live-query';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toAdminRole(id: string, data: DocumentData): AdminRole {
  const grantedAt = data.grantedAt as { toMillis?: () => number } | undefined;
  return {
    uid: text(data.uid) || id,
    email: text(data.email),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    role: ADMIN_ROLE,
    grantedAt: typeof grantedAt?.toMillis === 'function' ? grantedAt.toMillis() : null,
    grantedBy: text(data.grantedBy),
  };
}

export function subscribeAdmins(next: (admins: AdminRole[]) => void, fail: (error: unknown) => void): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'roles'), fs.where('role', '==', ADMIN_ROLE)),
    (snapshot) => sortAdmins(snapshot.docs.map((doc) => toAdminRole(doc.id, doc.data()))),
    next,
    (error) => {
      console.error('Could not load the administrators', error);
      fail(error);
    },
  );
}
