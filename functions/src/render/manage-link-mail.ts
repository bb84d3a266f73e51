/**
 * The link to a booking's page, sent to the address the booking was made with
 * when someone asks for it with the order number (the link in the
 * confirmation was lost). In the language asked in.
 */
import { orderReference, type Lang, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { oneLine, orderLetter } from './order-letter';

const M = {
  subject: /*i18n*/ { id: 'mail.manage-link.subject', message: 'Your Costa Prestige booking {orderNumber}' },
  greeting: /*i18n*/ { id: 'mail.manage-link.greeting', message: 'Hello {name},' },
  body: /*i18n*/ {
    id: 'mail.manage-link.body',
    message: 'Here is the link to your booking {orderNumber}. It replaces any link we sent before; keep it to yourself.',
  },
  ignore: /*i18n*/ { id: 'mail.manage-link.ignore', message: 'If you did not ask for it, you can ignore this e-mail.' },
  action: /*i18n*/ { id: 'mail.manage-link.action', message: 'Manage my booking' },
};

export function manageLinkMail(order: Order, url: string, lang: Lang, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(lang);
  const orderNumber = orderReference(order);
  return orderLetter({ ...order, lang }, settings, now, {
    kind: 'manage-link',
    subject: t(M.subject, { orderNumber }),
    paragraphs: [t(M.greeting, { name: oneLine(order.customer.name) }), t(M.body, { orderNumber }), t(M.ignore)],
    action: { label: t(M.action), url },
  });
}
