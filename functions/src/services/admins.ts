/**
 * Who is an administrator, and the two writes that change it: the
 * custom claim `admin: true` on the Auth user (what the rules trust) and its
 * listing `roles/{uid}` (what the admin panel shows). Shared by the callables
 * and by `npm run admin:grant`, each passing its own Admin SDK clients.
 *
 * Order matters: the claim changes first and the roles document second. A
 * signed-in browser watches its own roles document and refreshes its ID token
 * when it changes, so by then the new claim is already there to be read.
 */
import {
  ADMIN_ROLE,
  namesFromDisplayName,
  type AdminIdentity,
} from '@costa/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface DirectoryUser extends AdminIdentity {
  /** The custom claim `admin: true`. */
  hasClaim: boolean;
  /** `roles/{uid}` exists. */
  hasRole: boolean;
}

export interface AdminDirectory {
  /** The user with this (already normalised) address, or null. */
  findByEmail(email: string): Promise<DirectoryUser | null>;
  findByUid(uid: string): Promise<DirectoryUser | null>;
  /** Sets the claim (other claims kept), then writes `roles/{uid}`. */
  grant(user: DirectoryUser, grantedBy: string): Promise<void>;
  /** Removes the claim (other claims kept), then deletes `roles/{uid}`. */
  revoke(user: DirectoryUser): Promise<void>;
}

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function firebaseAdminDirectory(auth: () => Auth, db: () => Firestore): AdminDirectory {
  const roleDoc = (uid: string) => db().collection('roles').doc(uid);

  async function describe(record: UserRecord): Promise<DirectoryUser> {
    const [profile, role] = await Promise.all([db().collection('profiles').doc(record.uid).get(), roleDoc(record.uid).get()]);
    const fromProfile = { firstName: text(profile.get('firstName')), lastName: text(profile.get('lastName')) };
    // A profile is written on sign-up; an account made elsewhere (console, CLI) may only have a display name.
    const names = fromProfile.firstName || fromProfile.lastName ? fromProfile : namesFromDisplayName(record.displayName);
    return {
      uid: record.uid,
      email: (record.email ?? text(profile.get('email'))).toLowerCase(),
      ...names,
      hasClaim: record.customClaims?.admin === true,
      hasRole: role.exists,
    };
  }

  async function lookup(find: () => Promise<UserRecord>): Promise<DirectoryUser | null> {
    try {
      return await describe(await find());
    } catch (error) {
      if (isAuthError(error, 'auth/user-not-found')) return null;
      throw error;
    }
  }

  async function claimsOf(uid: string): Promise<Record<string, unknown>> {
    return { ...((await auth().getUser(uid)).customClaims ?? {}) };
  }

  return {
    findByEmail: (email) => lookup(() => auth().getUserByEmail(email)),
    findByUid: (uid) => lookup(() => auth().getUser(uid)),

    async grant(user, grantedBy) {
      await auth().setCustomUserClaims(user.uid, { ...(await claimsOf(user.uid)), admin: true });
      await roleDoc(user.uid).set({
        uid: user.uid,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: ADMIN_ROLE,
        grantedAt: FieldValue.serverTimestamp(),
        grantedBy,
      });
    },

    async revoke(user) {
      const { admin: _admin, ...rest } = await claimsOf(user.uid);
      await auth().setCustomUserClaims(user.uid, Object.keys(rest).length ? rest : null);
      await roleDoc(user.uid).delete();
    },
  };
}
