/**
 * The staff's notice of a paid order (issue 13): who booked which car, when
 * and where, the total, and a link to the order in the back office. In
 * English, the staff's language. A payment for days that were sold meanwhile
 * (a late payment after the hold lapsed) says so in its subject: the
 * customer must be offered other dates or a refund.
 */
import { escapeHtml, formatEUR, localizedPath, orderNumber, SITE_NAME, type MailMessage, type Order } from '@costa/domain';

export interface StaffOrderMailOptions {
  to: string;
  /** The site's origin, for the link to the back office. */
  origin: string;
  /** The order was paid but its days were no longer free. */
  conflict: boolean;
  now: number;
}

/** Subjects are one line: a typed name cannot add headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function staffOrderMail(order: Order, { to, origin, conflict, now }: StaffOrderMailOptions): MailMessage {
  const number = order.sessionId ? orderNumber(order.sessionId) : order.id;
  const link = `${origin.replace(/\/+$/, '')}${localizedPath('en', 'adminOrders')}?order=${encodeURIComponent(order.id)}`;
  const subject = conflict
    ? `Paid, but the days were taken: order ${number}, ${oneLine(order.car.name)} (${oneLine(order.customer.name)})`
    : `Paid: order ${number}, ${oneLine(order.car.name)}, ${order.startDate} to ${order.endDate} (${oneLine(order.customer.name)})`;
  const facts: [string, string][] = [
    ['Order', number],
    ['Customer', order.customer.name],
    ['Email', order.customer.email],
    ['Phone', order.customer.phone || '-'],
    ['Language', order.lang],
    ['Car', order.car.name],
    ['Pickup', `${order.startDate} ${order.pickupTime}, ${order.pickupLocation}`],
    ['Dropoff', `${order.endDate} ${order.dropoffTime}, ${order.dropoffLocation}`],
    ['Total', formatEUR(order.price.totalPrice, 'en', 2)],
  ];
  const warning = conflict
    ? 'The payment arrived after the hold lapsed and some of these days were sold or blocked meanwhile. Nothing was booked: offer the customer other dates or a refund.'
    : null;
  const text = [
    warning ?? `A new booking was paid on the ${SITE_NAME} web site.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the back office: ${link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(warning ?? `A new booking was paid on the ${SITE_NAME} web site.`)}</p>`,
    '<table cellpadding="4">',
    ...facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">Open the order in the back office</a></p>`,
  ].join('\n');
  return {
    kind: 'staff-order',
    to,
    replyTo: order.customer.email,
    subject,
    text,
    html,
    lang: 'en',
    attachments: [],
    status: 'queued',
    createdAt: now,
    deliveredAt: null,
    error: null,
  };
}
