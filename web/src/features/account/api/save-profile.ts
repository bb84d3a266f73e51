/**
 * Saves the account page's details to the customer's own profile
 * (`profiles/{uid}`), merged so fields this page does not edit stay. The rules
 * accept only these fields, within their limits, and the server's clock.
 */
import type { ProfileInput } from '@costa/domain';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

export async function saveProfile(uid: string, email: string | null, input: ProfileInput): Promise<void> {
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  await fs.setDoc(
    fs.doc(db, 'profiles', uid),
    // The sign-in address, kept in step (the rules accept only the token's own).
    { ...input, ...(email ? { email } : {}), updatedAt: fs.serverTimestamp() },
    { merge: true },
  );
}
