/**
 * The fleet calendar's data, live through reactfire (admins only,
 * firestore.rules): every car, hidden ones included; the blocks (staff and
 * booking) that overlap the month; and the days held for pending orders in
 * the month. Each query reads only what the month shows.
 */
import { monthDays, type AvailabilityBlock, type DayHold } from '@costa/domain';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { useFleetCars } from '../../back-office/fleet-cars';

export interface CalendarCar {
  id: string;
  name: string;
  isAvailable: boolean;
}

export type CalendarBlock = Pick<AvailabilityBlock, 'id' | 'carId' | 'startDate' | 'endDate' | 'blockType' | 'notes'> & { orderId?: string | null };

export type CalendarData =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; cars: CalendarCar[]; blocks: CalendarBlock[]; holds: DayHold[] };

export function useCalendarData(month: string): CalendarData {
  const firestore = useFirestore();
  const days = monthDays(month);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const fleet = useFleetCars();
  const blocks = useFirestoreCollectionData(
    query(collection(firestore, 'availabilityBlocks'), where('endDate', '>=', first), where('startDate', '<=', last)),
    { idField: 'id' },
  );
  const holds = useFirestoreCollectionData(
    query(collection(firestore, 'holds'), where('state', '==', 'held'), where('day', '>=', first), where('day', '<=', last)),
  );
  if (fleet.status === 'error' || blocks.status === 'error' || holds.status === 'error') return { status: 'error' };
  if (fleet.status !== 'ready' || blocks.status !== 'success' || holds.status !== 'success') return { status: 'loading' };
  return {
    status: 'ready',
    cars: fleet.cars.map(({ id, name, isAvailable }) => ({ id, name, isAvailable: isAvailable === true })),
    blocks: blocks.data as CalendarBlock[],
    holds: holds.data as DayHold[],
  };
}
