/**
 * The back office's order list: which orders a search means, and
 * how many a page shows. An e-mail address is looked up exactly (a Firestore
 * query, so it finds old orders too); so is a text shaped like an order
 * number (8 letters or digits, `#` allowed), whatever the other filters. Any
 * other text matches the loaded orders by order number, customer name or e-mail.
 */
import { EMAIL_PATTERN } from './contact';
import { orderNumber, type Order, type OrderStatus } from './checkout';

/** Orders a page of the list shows; "Show more" adds as many again. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export type OrderStatusFilter = OrderStatus | 'all';

export interface OrderSearch {
  /** An exact customer address to query by, lower-cased. */
  email: string | null;
  /** Text to match the loaded orders with, lower-cased; '' matches all. */
  text: string;
  /** An order number to query by (`orderNumber`), upper-cased, when the text could be one. */
  number: string | null;
}

const ORDER_NUMBER = /^#?([a-z0-9]{8})$/;

export function orderSearch(input: string): OrderSearch {
  const text = input.trim().toLowerCase();
  if (EMAIL_PATTERN.test(text)) return { email: text, text: '', number: null };
  const number = ORDER_NUMBER.exec(text)?.[1]?.toUpperCase() ?? null;
  return { email: null, text, number };
}

/** The reference a customer quotes: the payment session's last 8 characters, else the order id's. */
export function orderReference(order: Pick<Order, 'id' | 'sessionId'>): string {
  return order.sessionId ? orderNumber(order.sessionId) : order.id.slice(-8).toUpperCase();
}

export function matchesOrderSearch(order: Pick<Order, 'id' | 'sessionId' | 'customer'>, text: string): boolean {
  if (!text) return true;
  const needle = text.replace(/^#/, '');
  return (
    orderReference(order).toLowerCase().includes(needle) ||
    order.customer.name.toLowerCase().includes(needle) ||
    order.customer.email.toLowerCase().includes(needle)
  );
}

/** What the order list is narrowed to; '' or null for no narrowing. */
export interface OrderFilters {
  status: OrderStatusFilter;
  /** An exact, lower-cased customer address (`orderSearch`). */
  email: string | null;
  carId: string;
  /** First and last pickup day, `YYYY-MM-DD`; either may be ''. */
  from: string;
  to: string;
}

/** The Firestore query the list runs: equality filters, a pickup-day range, and its order. */
export interface OrderQueryShape {
  equals: [field: 'status' | 'customer.email' | 'car.id', value: string][];
  pickup: { from: string | null; to: string | null } | null;
  orderBy: [field: 'createdAt', direction: 'desc'] | [field: 'startDate', direction: 'asc'];
}

/**
 * Newest first; with a pickup range, the rentals in it by pickup day (a
 * Firestore range query is ordered by its field first). A range whose ends
 * are swapped is read the right way round.
 */
export function orderQueryShape({ status, email, carId, from, to }: OrderFilters): OrderQueryShape {
  const equals: OrderQueryShape['equals'] = [];
  if (status !== 'all') equals.push(['status', status]);
  if (email) equals.push(['customer.email', email]);
  if (carId) equals.push(['car.id', carId]);
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  const pickup = first || last ? { from: first || null, to: last || null } : null;
  return { equals, pickup, orderBy: pickup ? ['startDate', 'asc'] : ['createdAt', 'desc'] };
}
