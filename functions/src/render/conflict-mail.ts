/**
 * The customer's notice that their payment arrived after the car's days were
 * taken (the hold had lapsed while they paid, and another customer or staff
 * took some of the days): in the order's language, it says the payment was
 * received, that nothing was booked, and that the boutique will offer another
 * car or refund in full within `CONFLICT_ANSWER_HOURS`. It never says the
 * booking is confirmed. Every value from the order is escaped in the HTML.
 */
import { CONFLICT_ANSWER_HOURS, formatEUR, orderReference, refundableCents, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { formatDay } from './confirmation-mail';
import { oneLine, orderLetter } from './order-letter';

const M = {
  subject: /*i18n*/ { id: 'mail.conflict.subject', message: 'Payment received for {orderNumber}, but the car was booked meanwhile' },
  greeting: /*i18n*/ { id: 'mail.conflict.greeting', message: 'Hello {name},' },
  received: /*i18n*/ {
    id: 'mail.conflict.received',
    message: 'We have received your payment of {amount} for the {car} from {start} to {end} (order {orderNumber}).',
  },
  taken: /*i18n*/ {
    id: 'mail.conflict.taken',
    message:
      'We are sorry: while your payment was being completed, the car was booked for some of those days, so your booking could not be confirmed.',
  },
  next: /*i18n*/ {
    id: 'mail.conflict.next',
    message:
      'Within {hours} hours we will contact you to offer another car for the same dates, or to refund the full amount to the card you paid with, as you prefer. You do not need to do anything.',
  },
  questions: /*i18n*/ { id: 'mail.conflict.questions', message: 'If you have any questions, simply reply to this e-mail.' },
};

/** `order`: as the payment left it (status `conflict`, `amountPaid` set). */
export function conflictMail(order: Order, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(order.lang);
  const orderNumber = orderReference(order);
  // What the payment took: all of it goes back if the customer prefers a refund.
  const paidCents = refundableCents(order);
  const paragraphs = [
    t(M.greeting, { name: oneLine(order.customer.name) }),
    t(M.received, {
      amount: formatEUR(paidCents / 100, order.lang, 2),
      car: order.car.name,
      start: formatDay(order.startDate, order.lang),
      end: formatDay(order.endDate, order.lang),
      orderNumber,
    }),
    t(M.taken),
    t(M.next, { hours: CONFLICT_ANSWER_HOURS }),
    t(M.questions),
  ];
  return orderLetter(order, settings, now, { kind: 'order-conflict', subject: t(M.subject, { orderNumber }), paragraphs });
}
