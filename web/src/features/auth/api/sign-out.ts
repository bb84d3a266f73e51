import { getAuthClient } from '../../../lib/firebase';

export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  await signOut(auth);
}
