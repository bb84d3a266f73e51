/**
 * The staff's notices about orders, in English, the staff's
 * language, sent to the boutique's address with a link to the order in the
 * back office:
 * - a paid order: who booked which car, when and where, and the total. A
 *   payment for days that were sold meanwhile (a late payment after the hold
 *   lapsed) says so in its subject: the customer must be offered other dates
 *   or a refund;
 * - a cancelled order: who cancelled it and what was refunded.
 */
import { escapeHtml, formatEUR, localizedPath, orderReference, SITE_NAME, type MailMessage, type Order } from '@costa/domain';
import { queuedMail } from './queued-mail';

export interface StaffNoticeOptions {
  to: string;
  /** The site's origin, for the link to the back office; null when not configured (no link). */
  origin: string | null;
  now: number;
}

export interface StaffOrderMailOptions extends StaffNoticeOptions {
  /** The order was paid but its days were no longer free. */
  conflict: boolean;
}

/** Subjects are one line: a typed name cannot add headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function orderFacts(order: Order): [string, string][] {
  return [
    ['Order', orderReference(order)],
    ['Customer', order.customer.name],
    ['Email', order.customer.email],
    ['Phone', order.customer.phone || '-'],
    ['Language', order.lang],
    ['Car', order.car.name],
    ['Pickup', `${order.startDate} ${order.pickupTime}, ${order.pickupLocation}`],
    ['Dropoff', `${order.endDate} ${order.dropoffTime}, ${order.dropoffLocation}`],
    ['Total', formatEUR(order.price.totalPrice, 'en', 2)],
  ];
}

function staffNotice(
  order: Order,
  { to, origin, now }: StaffNoticeOptions,
  { kind, subject, lead, facts }: { kind: MailMessage['kind']; subject: string; lead: string; facts: [string, string][] },
): MailMessage {
  const link = origin ? `${origin.replace(/\/+$/, '')}${localizedPath('en', 'adminOrders')}?order=${encodeURIComponent(order.id)}` : null;
  const text = [lead, '', ...facts.map(([label, value]) => `${label}: ${value}`), ...(link ? ['', `Open it in the back office: ${link}`] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    '<table cellpadding="4">',
    ...facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">Open the order in the back office</a></p>`] : []),
  ].join('\n');
  return queuedMail({ kind, to, replyTo: order.customer.email, subject: oneLine(subject), text, html, lang: 'en' }, now);
}

export function staffOrderMail(order: Order, { conflict, ...options }: StaffOrderMailOptions): MailMessage {
  const number = orderReference(order);
  const customer = oneLine(order.customer.name);
  return staffNotice(order, options, {
    kind: 'staff-order',
    subject: conflict
      ? `Paid, but the days were taken: order ${number}, ${order.car.name} (${customer})`
      : `Paid: order ${number}, ${order.car.name}, ${order.startDate} to ${order.endDate} (${customer})`,
    lead: conflict
      ? 'The payment arrived after the hold lapsed and some of these days were sold or blocked meanwhile. Nothing was booked: offer the customer other dates or a refund.'
      : `A new booking was paid on the ${SITE_NAME} web site.`,
    facts: orderFacts(order),
  });
}

/** `by`: the staff member who cancelled it. */
export function staffCancellationMail(order: Order, by: string, options: StaffNoticeOptions): MailMessage {
  const number = orderReference(order);
  const refunded = order.refund ? formatEUR(order.refund.amountCents / 100, 'en', 2) : 'nothing';
  return staffNotice(order, options, {
    kind: 'staff-order',
    subject: `Cancelled: order ${number}, ${order.car.name}, ${order.startDate} to ${order.endDate} (${oneLine(order.customer.name)})`,
    lead: `${by} cancelled this booking; its days are on sale again. Refunded: ${refunded}.`,
    facts: [...orderFacts(order), ['Cancelled by', by], ['Refunded', refunded]],
  });
}
