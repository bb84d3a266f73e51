/**
 * The auth page's calls to Firebase Auth: sign in, sign up
 * (with the profile document and the confirmation e-mail), the reset request,
 * and the reset link's two steps. The e-mails are the site's own
 * (send-account-mail.ts): written in the page's language, they link back to
 * the auth page in that language.
 */
import type { Lang, RefusalReason } from '@costa/domain';
import { authSdk, firestoreSdk, getAuthClient, getFirestoreClient } from '../../../lib/firebase';
import { sendAccountMail } from './send-account-mail';

/**
 * A refused or failed account e-mail, with the Firebase Auth code that names
 * the same trouble (auth-errors.ts): the forms say it as they say Auth's own.
 */
export class AccountMailError extends Error {
  constructor(
    readonly reason: RefusalReason | null,
    readonly code: string,
  ) {
    super(`The account e-mail was not sent (${reason ?? 'no answer'})`);
    this.name = 'AccountMailError';
  }
}

const AUTH_CODES: Partial<Record<RefusalReason, string>> = {
  'too-many-attempts': 'auth/too-many-requests',
  'invalid-input': 'auth/invalid-email',
};

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([getAuthClient(), authSdk()]);
  await signInWithEmailAndPassword(auth, email, password);
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  lang: Lang;
}

/**
 * Creates the account, names it, stores the profile and sends the
 * confirmation link. The account exists once the first step succeeds; a later
 * failure (profile, e-mail) is logged and the customer can complete the
 * profile on the account page, so it does not fail the sign-up.
 */
export async function signUpWithPassword({ firstName, lastName, email, password, lang }: SignUpInput): Promise<void> {
  const [auth, mod] = await Promise.all([getAuthClient(), authSdk()]);
  const { user } = await mod.createUserWithEmailAndPassword(auth, email, password);
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  const [named, stored] = await Promise.allSettled([
    mod.updateProfile(user, { displayName: `${firstName} ${lastName}` }),
    fs.setDoc(fs.doc(db, 'profiles', user.uid), {
      firstName,
      lastName,
      email: user.email ?? email,
      updatedAt: fs.serverTimestamp(),
    }),
  ]);
  if (named.status === 'rejected') console.error('Sign-up: could not set the display name', named.reason);
  if (stored.status === 'rejected') console.error('Sign-up: could not store the profile', stored.reason);
  // After the name, which the e-mail greets by; it finishes in the background (sendAccountMail logs a failure).
  void sendAccountMail({ kind: 'verifyEmail', lang });
}

/** Asks for a reset link; resolves the same whether or not the address has an account. */
export async function sendResetEmail(email: string, lang: Lang): Promise<void> {
  const outcome = await sendAccountMail({ kind: 'passwordReset', email, lang });
  if (!outcome.ok) throw new AccountMailError(outcome.reason, (outcome.reason && AUTH_CODES[outcome.reason]) || 'auth/internal-error');
}

/** The e-mail address a reset code belongs to; throws when the code is invalid, used or expired. */
export async function checkResetCode(code: string): Promise<string> {
  const [auth, { verifyPasswordResetCode }] = await Promise.all([getAuthClient(), authSdk()]);
  return verifyPasswordResetCode(auth, code);
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  const [auth, { confirmPasswordReset }] = await Promise.all([getAuthClient(), authSdk()]);
  await confirmPasswordReset(auth, code, newPassword);
}

/** Confirms the e-mail address from the confirmation link. */
export async function confirmEmail(code: string): Promise<void> {
  const [auth, { applyActionCode }] = await Promise.all([getAuthClient(), authSdk()]);
  await applyActionCode(auth, code);
  await auth.currentUser?.reload();
}
