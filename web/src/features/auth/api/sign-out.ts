import { authSdk, getAuthClient } from '../../../lib/firebase';

export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([getAuthClient(), authSdk()]);
  await signOut(auth);
}
