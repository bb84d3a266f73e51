/**
 * The fleet calendar's data, live through reactfire (admins only,
 * firestore.rules): every car, hidden ones included; the blocks (staff and
 * booking) that overlap the month; and the days held for pending orders in
 * the month. Each query reads only what the month shows.
 */
import { monthDays, type AvailabilityBlock, type DayHold } from '@costa/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

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
  const cars = useFirestoreCollectionData(query(collection(firestore, 'cars'), orderBy('name')), { idField: 'id' });
  const blocks = useFirestoreCollectionData(
    query(collection(firestore, 'availabilityBlocks'), where('endDate', '>=', first), where('startDate', '<=', last)),
    { idField: 'id' },
  );
  const holds = useFirestoreCollectionData(
    query(collection(firestore, 'holds'), where('state', '==', 'held'), where('day', '>=', first), where('day', '<=', last)),
  );
  const all = [cars, blocks, holds];
  if (all.some((result) => result.status === 'error')) return { status: 'error' };
  if (all.some((result) => result.status !== 'success')) return { status: 'loading' };
  return {
    status: 'ready',
    cars: (cars.data as (CalendarCar & Record<string, unknown>)[]).map(({ id, name, isAvailable }) => ({ id, name, isAvailable: isAvailable === true })),
    blocks: blocks.data as CalendarBlock[],
    holds: holds.data as DayHold[],
  };
}
