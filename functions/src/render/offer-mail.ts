/**
 * The booking staff offer a customer from their request, in the
 * customer's language: the car, dates, times and places, the total, and the
 * payment link, valid for OFFER_HOURS, after which the days are released.
 * Every value is escaped in the HTML.
 */
import { escapeHtml, formatEUR, OFFER_HOURS, SITE_NAME, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { formatDay } from './confirmation-mail';
import { SIGNATURE } from './reply-mail';
import { queuedMail } from './queued-mail';

const M = {
  subject: /*i18n*/ { id: 'mail.offer.subject', message: 'Your {car} is ready to book' },
  greeting: /*i18n*/ { id: 'mail.offer.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ { id: 'mail.offer.intro', message: 'Thank you for your request. We have reserved the {car} for you:' },
  pickup: /*i18n*/ { id: 'mail.offer.pickup', message: 'Pickup: {date} at {time}, {place}' },
  dropoff: /*i18n*/ { id: 'mail.offer.dropoff', message: 'Return: {date} at {time}, {place}' },
  total: /*i18n*/ { id: 'mail.offer.total', message: 'Total: {amount}, insurance and VAT included' },
  pay: /*i18n*/ { id: 'mail.offer.pay', message: 'To confirm the booking, pay securely within {hours} hours:' },
  button: /*i18n*/ { id: 'mail.offer.button', message: 'Pay and confirm' },
  lapse: /*i18n*/ { id: 'mail.offer.lapse', message: 'After that the dates are released. Simply reply to this e-mail with any question.' },
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function offerMail(order: Order, url: string, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(order.lang);
  const lines = [
    t(M.pickup, { date: formatDay(order.startDate, order.lang), time: order.pickupTime, place: order.pickupLocation }),
    t(M.dropoff, { date: formatDay(order.endDate, order.lang), time: order.dropoffTime, place: order.dropoffLocation }),
    t(M.total, { amount: formatEUR(order.price.totalPrice, order.lang, 2) }),
  ];
  const greeting = t(M.greeting, { name: oneLine(order.customer.name) });
  const intro = t(M.intro, { car: order.car.name });
  const pay = t(M.pay, { hours: OFFER_HOURS });
  const lapse = t(M.lapse);
  const signature = t(SIGNATURE);
  const contact = settings ? [settings.phone, settings.email].filter(Boolean).join(' · ') : '';
  const text = [greeting, '', intro, '', ...lines, '', pay, url, '', lapse, '', signature, contact].join('\n').trim();
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(pay)}</p>`,
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#8a6d3b;color:#fff;text-decoration:none;border-radius:6px;">${escapeHtml(t(M.button))}</a></p>`,
    `<p>${escapeHtml(lapse)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
  ].join('\n');
  return queuedMail(
    {
      kind: 'booking-offer',
      to: order.customer.email,
      replyTo: settings?.email || null,
      subject: oneLine(t(M.subject, { car: order.car.name })) || SITE_NAME,
      text,
      html,
      lang: order.lang,
    },
    now,
  );
}
