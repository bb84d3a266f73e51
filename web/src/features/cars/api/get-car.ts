/**
 * One car by the route parameter: a slug resolves with ONE indexed query on
 * `slugKey` (never by loading the fleet), anything else is read as an id.
 * Only available cars are public; an unavailable or unknown car is `null`.
 */
import { parseCarParam, type Car } from '@costa/domain';
import { getFirestoreClient } from '../../../lib/firebase';

export async function getCar(param: string): Promise<Car | null> {
  const [db, fs] = await Promise.all([getFirestoreClient(), import('firebase/firestore')]);
  const parsed = parseCarParam(param);
  if (parsed.kind === 'slug') {
    const snapshot = await fs.getDocs(
      fs.query(
        fs.collection(db, 'cars'),
        fs.where('isAvailable', '==', true),
        fs.where('slugKey', '==', parsed.slugKey),
        fs.limit(1),
      ),
    );
    const found = snapshot.docs[0];
    return found ? ({ ...found.data(), id: found.id } as Car) : null;
  }
  try {
    const snapshot = await fs.getDoc(fs.doc(db, 'cars', parsed.id));
    return snapshot.exists() ? ({ ...snapshot.data(), id: snapshot.id } as Car) : null;
  } catch (error) {
    // The rules refuse unavailable cars: for the visitor that car does not exist.
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}
