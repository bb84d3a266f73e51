/**
 * Demo accounts for the emulators only: their passwords are public (README),
 * so the seed never creates them in a real project. Fixed uids make a reseed
 * update the same users instead of adding new ones.
 */
import type { Auth } from 'firebase-admin/auth';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Profile } from '@costa/domain';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  admin: boolean;
}

export const DEMO_ADMIN: DemoAccount = {
  uid: 'demoAdminIsabelMoreno',
  email: 'admin@costaprestige.com',
  password: 'Admin123!',
  firstName: 'Isabel',
  lastName: 'Moreno',
  admin: true,
};

export const DEMO_CUSTOMER: DemoAccount = {
  uid: 'demoCustomerJamesWhitfield',
  email: 'customer@costaprestige.com',
  password: 'Customer123!',
  firstName: 'James',
  lastName: 'Whitfield',
  admin: false,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_CUSTOMER];

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** Creates or resets one account: same uid, e-mail, password, claims, profile and role every time. */
async function upsertAccount(auth: Auth, db: Firestore, account: DemoAccount, log: (line: string) => void): Promise<void> {
  const fields = {
    email: account.email,
    password: account.password,
    displayName: `${account.firstName} ${account.lastName}`,
    emailVerified: true,
    disabled: false,
  };
  // Someone may have signed up with the demo address by hand: the fixed uid wins.
  try {
    const existing = await auth.getUserByEmail(account.email);
    if (existing.uid !== account.uid) {
      await auth.deleteUser(existing.uid);
      log(`  removed ${account.email} (uid ${existing.uid}) to recreate it with uid ${account.uid}`);
    }
  } catch (error) {
    if (!isAuthError(error, 'auth/user-not-found')) throw error;
  }
  try {
    await auth.updateUser(account.uid, fields);
  } catch (error) {
    if (!isAuthError(error, 'auth/user-not-found')) throw error;
    await auth.createUser({ uid: account.uid, ...fields });
  }
  await auth.setCustomUserClaims(account.uid, account.admin ? { admin: true } : null);

  const profile: Profile = { firstName: account.firstName, lastName: account.lastName, email: account.email };
  await db.collection('profiles').doc(account.uid).set(profile);
  const role = db.collection('roles').doc(account.uid);
  if (account.admin) {
    // Same shape as the grantAdmin callable writes (functions/src/services/admins.ts).
    await role.set({
      uid: account.uid,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: 'admin',
      grantedAt: Timestamp.now(),
      grantedBy: 'seed',
    });
  } else {
    await role.delete();
  }
}

export async function seedAccounts(auth: Auth, db: Firestore, log: (line: string) => void = () => undefined): Promise<number> {
  for (const account of DEMO_ACCOUNTS) await upsertAccount(auth, db, account, log);
  return DEMO_ACCOUNTS.length;
}
