/**
 * The compare picker's choices: available cars
 * ordered by name. Read once when a picker opens, never on page load.
 */
import { carFromData, type Car } from '@costa/domain';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

export async function getPickerCars(): Promise<Car[]> {
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  const snapshot = await fs.getDocs(
    fs.query(fs.collection(db, 'cars'), fs.where('isAvailable', '==', true), fs.orderBy('name', 'asc')),
  );
  return snapshot.docs.map((doc) => carFromData(doc.id, doc.data()));
}
