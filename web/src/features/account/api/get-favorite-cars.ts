/**
 * The cars behind favorite ids: one document read per favorite, so a car taken
 * off the fleet (the rules refuse it) is simply left out instead of failing
 * the whole list.
 */
import { carFromData, type Car } from '@costa/domain';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

export async function getFavoriteCars(ids: readonly string[]): Promise<Car[]> {
  if (ids.length === 0) return [];
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  const cars = await Promise.all(
    ids.map(async (id) => {
      try {
        const snapshot = await fs.getDoc(fs.doc(db, 'cars', id));
        const data = snapshot.data();
        return data && data.isAvailable === true ? carFromData(snapshot.id, data) : null;
      } catch (error) {
        if ((error as { code?: string }).code !== 'permission-denied') console.warn('Could not load a favorite car', id, error);
        return null;
      }
    }),
  );
  return cars.filter((car): car is Car => car !== null);
}
