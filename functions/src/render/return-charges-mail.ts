/**
 * The e-mails of the charges a return left to pay, in the customer's
 * language: the payment link staff send (what the kilometres and the fuel
 * came to, valid for RETURN_BILL_HOURS), and the receipt once it is paid,
 * with its invoice attached. Every value is escaped in the HTML.
 */
import {
  escapeHtml,
  formatEUR,
  orderReference,
  RETURN_BILL_HOURS,
  SITE_NAME,
  type Invoice,
  type MailMessage,
  type Order,
  type ReturnBill,
  type ReturnCharges,
  type SiteSettings,
} from '@costa/domain';
import { translatorFor } from '../i18n';
import { invoiceAttachment } from './invoice-attachment';
import { SIGNATURE } from './reply-mail';
import { queuedMail } from './queued-mail';

const M = {
  product: /*i18n*/ { id: 'mail.return-charges.product', message: 'Charges after your rental of the {car}' },
  subject: /*i18n*/ { id: 'mail.return-charges.subject', message: 'Charges after your rental of the {car}: {amount}' },
  greeting: /*i18n*/ { id: 'mail.return-charges.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ { id: 'mail.return-charges.intro', message: 'Thank you for driving the {car} with us. When we took it back we read the odometer and the fuel gauge:' },
  extraKm: /*i18n*/ {
    id: 'mail.return-charges.extra-km',
    message: '{driven} km driven, {included} km included: {extra} km at {price} each, {amount}',
  },
  refuel: /*i18n*/ { id: 'mail.return-charges.refuel', message: 'Fuel {eighths}/8 of a tank short: {amount}' },
  total: /*i18n*/ { id: 'mail.return-charges.total', message: 'To pay: {amount}, VAT included' },
  pay: /*i18n*/ { id: 'mail.return-charges.pay', message: 'Please pay securely within {hours} hours:' },
  button: /*i18n*/ { id: 'mail.return-charges.button', message: 'Pay now' },
  question: /*i18n*/ { id: 'mail.return-charges.question', message: 'Simply reply to this e-mail with any question.' },
  paidSubject: /*i18n*/ { id: 'mail.return-charges.paid-subject', message: 'Payment received: order {reference}' },
  paidIntro: /*i18n*/ {
    id: 'mail.return-charges.paid-intro',
    message: 'We have received your payment of {amount} for the charges after your rental of the {car}. Your invoice {number} is attached.',
  },
  thanks: /*i18n*/ { id: 'mail.return-charges.thanks', message: 'Thank you for driving with {site}.' },
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the return's charges are made of, a line each, in the order's language (the mail's list, the payment page's description). */
export function returnChargesLines(order: Pick<Order, 'lang' | 'car'>, charges: ReturnCharges): string[] {
  const t = translatorFor(order.lang);
  const eur = (amount: number) => formatEUR(amount, order.lang, 2);
  const km = new Intl.NumberFormat(order.lang);
  const lines: string[] = [];
  if (charges.extraKmCharge > 0) {
    const price = order.car.rentalTerms?.extraKmEur ?? charges.extraKmCharge / charges.extraKm;
    lines.push(
      t(M.extraKm, {
        driven: km.format(charges.drivenKm),
        included: km.format(charges.includedKm),
        extra: km.format(charges.extraKm),
        price: eur(price),
        amount: eur(charges.extraKmCharge),
      }),
    );
  }
  if (charges.refuelCharge > 0) lines.push(t(M.refuel, { eighths: charges.fuelShortEighths, amount: eur(charges.refuelCharge) }));
  return lines;
}

/** The payment page's product line for the return's charges. */
export function returnChargesProduct(order: Pick<Order, 'lang' | 'car'>): string {
  return translatorFor(order.lang)(M.product, { car: order.car.name });
}

function contactLine(settings: SiteSettings | null): string {
  return settings ? [settings.phone, settings.email].filter(Boolean).join(' · ') : '';
}

function closing(t: ReturnType<typeof translatorFor>, settings: SiteSettings | null) {
  const signature = t(SIGNATURE);
  const contact = contactLine(settings);
  return {
    text: [signature, contact].filter(Boolean).join('\n'),
    html: `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
  };
}

/** The payment link of a returned order's charges (`order.return`), as staff send it. */
export function returnChargesMail(order: Order, bill: ReturnBill, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(order.lang);
  const charges = order.return?.charges;
  const lines = [...(charges ? returnChargesLines(order, charges) : []), t(M.total, { amount: formatEUR(bill.amountCents / 100, order.lang, 2) })];
  const greeting = t(M.greeting, { name: oneLine(order.customer.name) });
  const intro = t(M.intro, { car: order.car.name });
  const pay = t(M.pay, { hours: RETURN_BILL_HOURS });
  const question = t(M.question);
  const end = closing(t, settings);
  const text = [greeting, '', intro, '', ...lines, '', pay, bill.url, '', question, '', end.text].join('\n').trim();
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(pay)}</p>`,
    `<p><a href="${escapeHtml(bill.url)}" style="display:inline-block;padding:12px 20px;background:#8a6d3b;color:#fff;text-decoration:none;border-radius:6px;">${escapeHtml(t(M.button))}</a></p>`,
    `<p>${escapeHtml(question)}</p>`,
    end.html,
  ].join('\n');
  const subject = oneLine(t(M.subject, { car: order.car.name, amount: formatEUR(bill.amountCents / 100, order.lang, 2) }));
  return queuedMail(
    { kind: 'return-charges', to: order.customer.email, replyTo: settings?.email || null, subject: subject || SITE_NAME, text, html, lang: order.lang },
    now,
  );
}

/** The receipt of the return's charges once paid, their invoice attached. */
export function returnChargesReceipt(order: Order, invoice: Pick<Invoice, 'id' | 'number' | 'totalCents'>, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(order.lang);
  const greeting = t(M.greeting, { name: oneLine(order.customer.name) });
  const intro = t(M.paidIntro, { amount: formatEUR(invoice.totalCents / 100, order.lang, 2), car: order.car.name, number: invoice.number });
  const thanks = t(M.thanks, { site: SITE_NAME });
  const end = closing(t, settings);
  const text = [greeting, '', intro, '', thanks, '', end.text].join('\n').trim();
  const html = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(intro)}</p>`, `<p>${escapeHtml(thanks)}</p>`, end.html].join('\n');
  return queuedMail(
    {
      kind: 'return-charges-paid',
      to: order.customer.email,
      replyTo: settings?.email || null,
      subject: oneLine(t(M.paidSubject, { reference: orderReference(order) })) || SITE_NAME,
      text,
      html,
      lang: order.lang,
      attachments: [invoiceAttachment(invoice)],
    },
    now,
  );
}
