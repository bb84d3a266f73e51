/**
 * Every car of the fleet for the car manager's selector (id, name,
 * brand, model, year, location ordered by brand), unavailable ones included:
 * staff block dates of any car. Admins may read them all (firestore.rules).
 */
import type { Car } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

export type ManagerCar = Pick<Car, 'id' | 'name' | 'brand' | 'model' | 'year' | 'location' | 'isAvailable'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function subscribeManagerCars(next: (cars: ManagerCar[]) => void, fail: (error: unknown) => void): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'cars'), fs.orderBy('brand')),
    (snapshot) =>
      snapshot.docs
        .map((doc) => {
          const data = doc.data();
          return {
            id: doc.id,
            name: text(data.name),
            brand: text(data.brand),
            model: text(data.model),
            year: typeof data.year === 'number' ? data.year : 0,
            location: text(data.location),
            isAvailable: data.isAvailable === true,
          };
        })
        // Firestore orders by brand only; model and year make the list read like a catalogue.
        .sort((a, b) => a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model) || b.year - a.year),
    next,
    (error) => {
      console.error('Could not load the cars for the car manager', error);
      fail(error);
    },
  );
}
