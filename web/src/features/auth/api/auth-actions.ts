/**
 * The auth page's calls to Firebase Auth: sign in, sign up
 * (with the profile document and the confirmation e-mail), the reset request,
 * and the reset link's two steps. E-mails go out in the page's language and
 * link back to the auth page in that language.
 */
import { localizedPath, type Lang } from '@costa/domain';
import { env } from '../../../config/env';
import { authSdk, firestoreSdk, getAuthClient, getFirestoreClient } from '../../../lib/firebase';

/** The absolute address of the auth page in `lang`: where e-mailed links return to. */
export function authPageUrl(lang: Lang): string {
  return `${env.siteOrigin}${localizedPath(lang, 'auth')}`;
}

async function authFor(lang: Lang) {
  const [auth, mod] = await Promise.all([getAuthClient(), authSdk()]);
  // Firebase writes its e-mails (verification, reset) in this language.
  auth.languageCode = lang;
  return { auth, mod };
}

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
  const { auth, mod } = await authFor(lang);
  const { user } = await mod.createUserWithEmailAndPassword(auth, email, password);
  // The confirmation e-mail finishes in the background; the account page needs the name and the profile.
  void mod.sendEmailVerification(user, { url: authPageUrl(lang) }).catch((error: unknown) => {
    console.error('Sign-up: could not send the confirmation e-mail', error);
  });
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
}

export async function sendResetEmail(email: string, lang: Lang): Promise<void> {
  const { auth, mod } = await authFor(lang);
  await mod.sendPasswordResetEmail(auth, email, { url: authPageUrl(lang) });
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
