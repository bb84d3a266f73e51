/**
 * The back office's orders, live through reactfire: the newest first (or by
 * pickup day within a pickup range), one page or more, by status, car and
 * the customer's exact address; the cars to filter by; one order by
 * id, its timeline and its invoices. Each list query reads one document more than it
 * shows, to know whether there are more. Admins only (firestore.rules).
 * Staff notes are written here; the other actions (the hand-over and return
 * with their readings, the return charges' payment link), and an invoice's PDF, are callables.
 */
import {
  CALLABLES,
  invoiceSummary,
  orderQueryShape,
  type DepositMethod,
  type DownloadInvoiceRequest,
  type DownloadInvoiceResponse,
  type FormErrors,
  type HandoverStep,
  type Invoice,
  type InvoiceSummary,
  type Order,
  type OrderFilters,
  type RefusalReason,
  type TimelineEntry,
} from '@costa/domain';
import {
  addDoc,
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { useFleetCars } from '../../back-office/fleet-cars';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getAuthClient, getFunctionsClient } from '../../../lib/firebase';

export type OrdersPage = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[]; hasMore: boolean };

export function useAdminOrders({ count, ...filters }: OrderFilters & { count: number }): OrdersPage {
  const firestore = useFirestore();
  const { equals, pickup, orderBy: [field, direction] } = orderQueryShape(filters);
  const constraints: QueryConstraint[] = [
    ...equals.map(([name, value]) => where(name, '==', value)),
    ...(pickup?.from ? [where('startDate', '>=', pickup.from)] : []),
    ...(pickup?.to ? [where('startDate', '<=', pickup.to)] : []),
    orderBy(field, direction),
    limit(count + 1),
  ];
  const { status: state, data } = useFirestoreCollectionData(query(collection(firestore, 'orders'), ...constraints), { idField: 'id' });
  if (state !== 'success') return { status: state === 'error' ? 'error' : 'loading' };
  const orders = data as Order[];
  return { status: 'ready', orders: orders.slice(0, count), hasMore: orders.length > count };
}

/**
 * The order with this number (`orderNumber`, stored on newer orders), whatever
 * the list's filters: a number names one order. Nothing is read without one.
 */
export function useOrderByNumber(number: string | null): Order[] {
  const firestore = useFirestore();
  // A number no order has, when there is none to look up: the hook must run either way.
  const { status, data } = useFirestoreCollectionData(
    query(collection(firestore, 'orders'), where('orderNumber', '==', number ?? '-'), limit(1)),
    { idField: 'id' },
  );
  return number && status === 'success' ? (data as Order[]) : [];
}

/** Every car, for the car filter (admins read hidden ones too). */
export function useOrderCars(): { id: string; name: string }[] {
  const fleet = useFleetCars();
  return fleet.status === 'ready' ? fleet.cars.map(({ id, name }) => ({ id, name })) : [];
}

export type OrderState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; order: Order | null };

export function useAdminOrder(id: string): OrderState {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'orders', id), { idField: 'id' });
  if (status !== 'success') return { status: status === 'error' ? 'error' : 'loading' };
  return { status: 'ready', order: (data as Order | undefined) ?? null };
}

export type TimelineState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: TimelineEntry[] };

/** The order's timeline entries, live; `at` is a Firestore timestamp there, milliseconds here. */
export function useOrderTimeline(orderId: string): TimelineState {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(query(collection(firestore, 'orders', orderId, 'timeline'), orderBy('at', 'asc')), {
    idField: 'id',
  });
  if (status !== 'success') return { status: status === 'error' ? 'error' : 'loading' };
  const entries = (data as (Omit<TimelineEntry, 'at'> & { at: Timestamp | null })[])
    // A note just written has no server time until the server takes it, a moment later.
    .flatMap((entry) => (entry.at ? [{ ...entry, at: entry.at.toMillis() }] : []));
  return { status: 'ready', entries };
}

export type InvoicesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; invoices: InvoiceSummary[] };

/** The order's invoices, live, in the order they were issued (the invoice, then any rectifying one). */
export function useOrderInvoices(orderId: string): InvoicesState {
  const firestore = useFirestore();
  // Its composite index is in firestore.indexes.json.
  const { status, data } = useFirestoreCollectionData(
    query(collection(firestore, 'invoices'), where('orderId', '==', orderId), orderBy('issuedAt', 'asc')),
    { idField: 'id' },
  );
  if (status !== 'success') return { status: status === 'error' ? 'error' : 'loading' };
  return { status: 'ready', invoices: (data as Invoice[]).map(invoiceSummary) };
}

/** A staff note, under the signed-in admin's own address and the server's time (firestore.rules). */
export async function addOrderNote(firestore: Firestore, orderId: string, text: string): Promise<void> {
  const by = (await getAuthClient()).currentUser?.email ?? null;
  await addDoc(collection(firestore, 'orders', orderId, 'timeline'), { kind: 'note', text, by, at: serverTimestamp() });
}

export type ActionOutcome = { ok: true } | { ok: false; fields: FormErrors; reason: RefusalReason | null };

async function call<Request>(name: keyof typeof CALLABLES, request: Request): Promise<ActionOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    await httpsCallable<Request, unknown>(functions, CALLABLES[name])(request);
    return { ok: true };
  } catch (error) {
    console.error(`${name} failed`, error);
    const { fields, reason } = callFailure(error);
    return { ok: false, fields, reason };
  }
}

export const cancelOrder = (request: { orderId: string; refundCents: number }) => call('cancelOrder', request);
/** The hand-over's readings and deposit, or the return's odometer and fuel. */
export type HandoverReadingInput = { km: number; fuelEighths: number; depositEur: number; depositMethod: DepositMethod } | { km: number; fuelEighths: number };

export const recordHandover = (request: { orderId: string; step: HandoverStep; reading?: HandoverReadingInput }) => call('recordHandover', request);
/** A payment link for the return's charges (the server computes them); the link reaches the order live, as `returnBill`. */
export const billReturnCharges = (request: { orderId: string }) => call('billReturnCharges', request);
export const resendConfirmation = (request: { orderId: string; requestId: string }) => call('resendConfirmation', request);

export type InvoiceDownload = { ok: true; file: DownloadInvoiceResponse } | { ok: false; reason: RefusalReason | null };

/** An invoice's PDF, base64 (admins may have any). */
export async function downloadInvoice(request: DownloadInvoiceRequest): Promise<InvoiceDownload> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<DownloadInvoiceRequest, DownloadInvoiceResponse>(functions, CALLABLES.downloadInvoice, { timeout: 30_000 })(request);
    return { ok: true, file: data };
  } catch (error) {
    console.error('downloadInvoice failed', error);
    return { ok: false, reason: callFailure(error).reason };
  }
}
