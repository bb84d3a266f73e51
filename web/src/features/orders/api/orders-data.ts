/**
 * The back office's orders, live through reactfire: the newest first, one
 * page or more, by status and by the customer's exact address; and one
 * order by id. Each query reads one document more than it shows, to know
 * whether there are more. Admins only (firestore.rules).
 */
import type { Order, OrderStatusFilter } from '@costa/domain';
import { collection, doc, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export type OrdersPage = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[]; hasMore: boolean };

export function useAdminOrders({ status, email, count }: { status: OrderStatusFilter; email: string | null; count: number }): OrdersPage {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [
    ...(status === 'all' ? [] : [where('status', '==', status)]),
    ...(email ? [where('customer.email', '==', email)] : []),
    orderBy('createdAt', 'desc'),
    limit(count + 1),
  ];
  const { status: state, data } = useFirestoreCollectionData(query(collection(firestore, 'orders'), ...constraints), { idField: 'id' });
  if (state !== 'success') return { status: state === 'error' ? 'error' : 'loading' };
  const orders = data as Order[];
  return { status: 'ready', orders: orders.slice(0, count), hasMore: orders.length > count };
}

export type OrderState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; order: Order | null };

export function useAdminOrder(id: string): OrderState {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'orders', id), { idField: 'id' });
  if (status !== 'success') return { status: status === 'error' ? 'error' : 'loading' };
  return { status: 'ready', order: (data as Order | undefined) ?? null };
}
