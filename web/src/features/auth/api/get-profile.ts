/**
 * A customer's own profile (`profiles/{uid}`): readable by its owner and
 * admins only. Null when there is none yet; a failed read is logged and also
 * gives null, since every caller can carry on without it (prefills, greetings).
 */
import type { Profile } from '@costa/domain';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

export async function getProfile(uid: string): Promise<Profile | null> {
  try {
    const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
    const snapshot = await fs.getDoc(fs.doc(db, 'profiles', uid));
    if (!snapshot.exists()) return null;
    const data = snapshot.data() as Partial<Profile>;
    return {
      firstName: typeof data.firstName === 'string' ? data.firstName : '',
      lastName: typeof data.lastName === 'string' ? data.lastName : '',
      email: typeof data.email === 'string' ? data.email : '',
      ...(typeof data.phone === 'string' ? { phone: data.phone } : {}),
      ...(typeof data.address === 'string' ? { address: data.address } : {}),
    };
  } catch (error) {
    console.error('Could not load the profile', error);
    return null;
  }
}
