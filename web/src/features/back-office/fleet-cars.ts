/**
 * Every car of the fleet, hidden ones included (admins read them all), by
 * name, live: the fleet editor lists them, the calendar draws a row for each,
 * the order list filters by them and an offer picks one. One subscription
 * shape for all, in the back office's shared module.
 */
import type { Car } from '@costa/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type FleetCars = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cars: Car[] };

export function useFleetCars(): FleetCars {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(query(collection(firestore, 'cars'), orderBy('name')), { idField: 'id' });
  if (status !== 'success') return { status };
  return { status: 'ready', cars: data as unknown as Car[] };
}
