/**
 * The inbox's data: booking requests and contact messages, live through
 * reactfire (new, answered or all; the newest first, at most `count` of
 * each); marking one answered or new again (the rules allow staff that
 * change only); the `replyToRequest` callable that answers by e-mail; and
 * the cars and the `offerBooking` callable of a booking offer.
 */
import {
  CALLABLES,
  sortInbox,
  type FormErrors,
  type InboxCollection,
  type InboxItem,
  type InboxStatus,
  type OfferRequest,
  type OfferResponse,
  type RefusalReason,
  type ReplyRequest,
} from '@costa/domain';
import { collection, doc, limit, orderBy, query, updateDoc, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { useFleetCars } from '../../back-office/fleet-cars';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

export type InboxFilter = InboxStatus | 'all';
export type InboxState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: InboxItem[] };

function useCollection(name: InboxCollection, filter: InboxFilter, count: number) {
  const firestore = useFirestore();
  const constraints = [...(filter === 'all' ? [] : [where('status', '==', filter)]), orderBy('createdAt', 'desc'), limit(count)];
  return useFirestoreCollectionData(query(collection(firestore, name), ...constraints), { idField: 'id' });
}

export function useInbox(filter: InboxFilter, count: number): InboxState {
  const requests = useCollection('bookingRequests', filter, count);
  const messages = useCollection('contactRequests', filter, count);
  if (requests.status === 'error' || messages.status === 'error') return { status: 'error' };
  if (requests.status !== 'success' || messages.status !== 'success') return { status: 'loading' };
  const tag = (name: InboxCollection, data: unknown[]) => (data as Omit<InboxItem, 'collection'>[]).map((item) => ({ ...item, collection: name }));
  return { status: 'ready', items: sortInbox([...tag('bookingRequests', requests.data), ...tag('contactRequests', messages.data)]) };
}

export async function setInboxStatus(firestore: Firestore, item: Pick<InboxItem, 'collection' | 'id'>, status: InboxStatus): Promise<void> {
  await updateDoc(doc(firestore, item.collection, item.id), status === 'answered' ? { status, answeredAt: Date.now() } : { status });
}

export type ItemState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; item: InboxItem | null };

export function useInboxItem(name: InboxCollection, id: string): ItemState {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, name, id), { idField: 'id' });
  if (status !== 'success') return { status: status === 'error' ? 'error' : 'loading' };
  return { status: 'ready', item: data ? ({ ...(data as Omit<InboxItem, 'collection'>), collection: name } as InboxItem) : null };
}

export type ReplyOutcome = { ok: true } | { ok: false; fields: FormErrors; reason: RefusalReason | null };

export async function replyToRequest(request: ReplyRequest): Promise<ReplyOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    await httpsCallable<ReplyRequest, { answeredAt: number }>(functions, CALLABLES.replyToRequest)(request);
    return { ok: true };
  } catch (error) {
    console.error('Could not send the reply', error);
    const { fields, reason } = callFailure(error);
    return { ok: false, fields, reason };
  }
}

export interface OfferCar {
  id: string;
  name: string;
  isAvailable: boolean;
}

/** Every car, hidden ones included, for the offer form (admins read them all). */
export function useOfferCars(): { status: 'loading' | 'error' } | { status: 'ready'; cars: OfferCar[] } {
  const fleet = useFleetCars();
  if (fleet.status !== 'ready') return fleet;
  return { status: 'ready', cars: fleet.cars.map(({ id, name, isAvailable }) => ({ id, name, isAvailable: isAvailable === true })) };
}

export type OfferOutcome = { ok: true; response: OfferResponse } | { ok: false; fields: FormErrors; reason: RefusalReason | null };

export async function offerBooking(request: OfferRequest): Promise<OfferOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<OfferRequest, OfferResponse>(functions, CALLABLES.offerBooking)(request);
    return { ok: true, response: data };
  } catch (error) {
    console.error('Could not offer the booking', error);
    const { fields, reason } = callFailure(error);
    return { ok: false, fields, reason };
  }
}
