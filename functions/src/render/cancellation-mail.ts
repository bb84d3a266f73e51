/**
 * The customer's notice that staff cancelled their booking, in the
 * order's language: which car and days, and what was refunded (or that no
 * payment was taken, for an order still waiting for one), with the
 * boutique's contact. Every value from the order is escaped in the HTML.
 */
import { formatEUR, orderReference, type Invoice, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { invoiceAttachment } from './invoice-attachment';
import { translatorFor } from '../i18n';
import { formatDay } from './confirmation-mail';
import { oneLine, orderLetter } from './order-letter';
import { staffCancellationMail } from './staff-order-mail';

const M = {
  subject: /*i18n*/ { id: 'mail.cancellation.subject', message: 'Your Costa Prestige booking {orderNumber} is cancelled' },
  greeting: /*i18n*/ { id: 'mail.cancellation.greeting', message: 'Hello {name},' },
  cancelled: /*i18n*/ {
    id: 'mail.cancellation.cancelled',
    message: 'Your booking {orderNumber} of the {car} from {start} to {end} has been cancelled.',
  },
  refunded: /*i18n*/ {
    id: 'mail.cancellation.refunded',
    message: 'We have refunded {amount} to the card you paid with. It usually shows on your statement within 5 to 10 working days.',
  },
  noRefund: /*i18n*/ { id: 'mail.cancellation.noRefund', message: 'No refund was made for this booking.' },
  notPaid: /*i18n*/ { id: 'mail.cancellation.notPaid', message: 'No payment was taken for it.' },
  questions: /*i18n*/ {
    id: 'mail.cancellation.questions',
    message: 'If you have any questions, simply reply to this e-mail. We hope to welcome you another time.',
  },
};

/** `order`: as cancelled (its `refund` set when money went back); the refund's rectifying invoice travels with it. */
export function cancellationMail(order: Order, settings: SiteSettings | null, now: number, rectifying: Invoice | null = null): MailMessage {
  const t = translatorFor(order.lang);
  const orderNumber = orderReference(order);
  const money = order.refund
    ? t(M.refunded, { amount: formatEUR(order.refund.amountCents / 100, order.lang, 2) })
    : order.paidAt
      ? t(M.noRefund)
      : t(M.notPaid);
  const paragraphs = [
    t(M.greeting, { name: oneLine(order.customer.name) }),
    t(M.cancelled, {
      orderNumber,
      car: order.car.name,
      start: formatDay(order.startDate, order.lang),
      end: formatDay(order.endDate, order.lang),
    }),
    money,
    t(M.questions),
  ];
  const letter = orderLetter(order, settings, now, { kind: 'order-cancellation', subject: t(M.subject, { orderNumber }), paragraphs });
  return rectifying ? { ...letter, attachments: [invoiceAttachment(rectifying)] } : letter;
}

/** A cancelled order's mails: the customer's notice, and the staff's when there is a staff address. */
export function cancellationMails(
  cancelled: Order,
  settings: SiteSettings | null,
  by: string,
  { origin, now, rectifying = null }: { origin: string | null; now: number; rectifying?: Invoice | null },
): MailMessage[] {
  const staff = settings?.email?.trim();
  return [cancellationMail(cancelled, settings, now, rectifying), ...(staff ? [staffCancellationMail(cancelled, by, { to: staff, origin, now })] : [])];
}
