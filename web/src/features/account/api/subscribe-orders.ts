/**
 * The signed-in customer's orders, newest first, live (the server writes
 * them; a payment moves one from pending to paid while the page is open).
 * The rules let a customer list only with a filter on their own uid.
 */
import type { Order } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

/** More than any customer's history here; the list stays one small read. */
export const ORDERS_SHOWN = 20;

export function subscribeOrders(uid: string, next: (orders: Order[]) => void, fail: (error: unknown) => void): () => void {
  return liveQuery(
    (db, fs) =>
      fs.query(
        fs.collection(db, 'orders'),
        fs.where('uid', '==', uid),
        fs.orderBy('createdAt', 'desc'),
        fs.limit(ORDERS_SHOWN),
      ),
    (snapshot) => snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<Order, 'id'>), id: doc.id })),
    next,
    fail,
  );
}
