/**
 * What the account mails need from the outside: the Auth user an address or
 * a uid names, a fresh action code for it from the Admin SDK (the code
 * Firebase would have put in its own mail; the link around it is the
 * site's), and the outbox the mail is queued in.
 */
import type { AccountMailKind, MailMessage } from '@costa/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export interface Account {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The display name, for the greeting; null when none. */
  name: string | null;
}

export interface ActionCode {
  /** Firebase's `mode` of the link (`resetPassword`, `verifyEmail`). */
  mode: string;
  oobCode: string;
}

export interface AccountDirectory {
  /** The enabled account with this (lower-cased) address, or null. */
  findByEmail(email: string): Promise<Account | null>;
  /** The enabled account with this uid, or null. */
  findByUid(uid: string): Promise<Account | null>;
  /** A new action code for the address: a reset code or an address confirmation code. */
  actionCode(kind: AccountMailKind, email: string): Promise<ActionCode>;
}

export interface MailQueue {
  queue(mail: MailMessage): Promise<void>;
}

const isAuthError = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

function account(record: UserRecord): Account | null {
  if (record.disabled || !record.email) return null;
  return { uid: record.uid, email: record.email, emailVerified: record.emailVerified, name: record.displayName?.trim() || null };
}

/** The code and mode of an action link the Admin SDK made. */
export function actionCodeOf(link: string): ActionCode {
  const params = new URL(link).searchParams;
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  if (!mode || !oobCode) throw new Error('The action link has no mode or code');
  return { mode, oobCode };
}

export function firebaseAccountDirectory(auth: () => Auth): AccountDirectory {
  const found = async (lookup: () => Promise<UserRecord>) => {
    try {
      return account(await lookup());
    } catch (error) {
      if (isAuthError(error, 'auth/user-not-found')) return null;
      throw error;
    }
  };
  return {
    findByEmail: (email) => found(() => auth().getUserByEmail(email)),
    findByUid: (uid) => found(() => auth().getUser(uid)),
    async actionCode(kind, email) {
      const link = kind === 'passwordReset' ? await auth().generatePasswordResetLink(email) : await auth().generateEmailVerificationLink(email);
      return actionCodeOf(link);
    },
  };
}

export function firestoreMailQueue(db: () => Firestore): MailQueue {
  return {
    queue: async (mail) => {
      await db().collection('mail').add(mail);
    },
  };
}
