/**
 * The order confirmation e-mail: subject, plain text, HTML
 * and the calendar file with the pickup and dropoff, in the order's language.
 * Texts are message descriptors marked `/*i18n*\/`, translated with the same
 * compiled Lingui catalogs as the web app. Every value from the order or the
 * settings is escaped in the HTML.
 */
import {
  escapeHtml,
  formatEUR,
  extraText,
  rentalCalendar,
  type Lang,
  type MailMessage,
  type MessageDescriptor,
  type MessageValues,
  type PriceBreakdown,
  type RentalTerms,
  type SiteSettings,
} from '@costa/domain';
import { translatorFor } from '../i18n';
import { rentalTermsRows } from './rental-terms-rows';

/** What the confirmation shows of a paid order. */
export interface ConfirmationOrder {
  /** The order document's id: the calendar events' UIDs derive from it. */
  id: string;
  /** As shown to the customer (last 8 characters of the checkout session, uppercased). */
  orderNumber: string;
  customerName: string;
  carName: string;
  /** `YYYY-MM-DD` and `HH:mm`, local to the coast. */
  pickupDate: string;
  pickupTime: string;
  pickupLocation: string;
  dropoffDate: string;
  dropoffTime: string;
  dropoffLocation: string;
  price: PriceBreakdown;
  /** Milliseconds since the epoch; the calendar file's stamp. */
  createdAt: number;
  /** The customer's manage-booking page (its link's token inside), when the site's origin is known. */
  manageUrl?: string | null;
  /** `YYYY-MM-DD` and `HH:mm` on the coast: until when cancelling is free. */
  freeCancellation?: { date: string; time: string } | null;
  /** The very versions of the rental terms and privacy policy the customer accepted, on the site (legal.ts). */
  accepted?: { termsUrl: string; privacyUrl: string | null } | null;
  /** The number of the invoice attached (as its PDF), if any. */
  invoiceNumber?: string | null;
  /** The car's rental terms as booked (absent on orders older than them). */
  rentalTerms?: RentalTerms | null;
  /** The second driver's name, when the extras booked one (checked against the terms like the main driver). */
  additionalDriver?: string | null;
}

export type ConfirmationMail = Pick<MailMessage, 'subject' | 'text' | 'html' | 'attachments'>;

const M = {
  subject: /*i18n*/ { id: 'mail.confirmation.subject', message: 'Your Costa Prestige booking {orderNumber} is confirmed' },
  greeting: /*i18n*/ { id: 'mail.confirmation.greeting', message: 'Thank you for your booking, {name}!' },
  intro: /*i18n*/ {
    id: 'mail.confirmation.intro',
    message: 'We have received your payment and your {car} is reserved. Here are the details of your rental.',
  },
  orderNumber: /*i18n*/ { id: 'mail.confirmation.orderNumber', message: 'Order number' },
  car: /*i18n*/ { id: 'mail.confirmation.car', message: 'Car' },
  additionalDriver: /*i18n*/ { id: 'mail.confirmation.additionalDriver', message: 'Additional driver' },
  pickup: /*i18n*/ { id: 'mail.confirmation.pickup', message: 'Pickup' },
  dropoff: /*i18n*/ { id: 'mail.confirmation.dropoff', message: 'Dropoff' },
  pickupLocation: /*i18n*/ { id: 'mail.confirmation.pickupLocation', message: 'Pickup location' },
  dropoffLocation: /*i18n*/ { id: 'mail.confirmation.dropoffLocation', message: 'Dropoff location' },
  when: /*i18n*/ { id: 'mail.confirmation.when', message: '{date} at {time}' },
  period: /*i18n*/ { id: 'mail.confirmation.period', message: 'Rental period' },
  days: /*i18n*/ { id: 'mail.confirmation.days', message: '{days, plural, one {# day} other {# days}}' },
  breakdown: /*i18n*/ { id: 'mail.confirmation.breakdown', message: 'Price breakdown' },
  base: /*i18n*/ { id: 'mail.confirmation.base', message: 'Base rental' },
  discount: /*i18n*/ { id: 'mail.confirmation.discount', message: 'Discount ({percentage}%)' },
  distance: /*i18n*/ { id: 'mail.confirmation.distance', message: 'Distance charge ({km} km)' },
  delivery: /*i18n*/ { id: 'mail.confirmation.delivery', message: 'Delivery beyond the free zone ({km} km)' },
  outOfHours: /*i18n*/ { id: 'mail.confirmation.outOfHours', message: 'Out-of-hours charges' },
  total: /*i18n*/ { id: 'mail.confirmation.total', message: 'Total paid' },
  nextSteps: /*i18n*/ {
    id: 'mail.confirmation.nextSteps',
    message:
      'Our team will contact you within 24 hours to confirm the handover. Please bring your driving licence and ID to the pickup.',
  },
  manage: /*i18n*/ { id: 'mail.confirmation.manage', message: 'Manage my booking' },
  manageNote: /*i18n*/ {
    id: 'mail.confirmation.manageNote',
    message: 'On your booking page you can see your booking and cancel it, free of charge until {date} at {time}.',
  },
  accepted: /*i18n*/ {
    id: 'mail.confirmation.accepted',
    message: 'With this booking you accepted our rental terms and privacy policy, in the versions you can read here:',
  },
  termsLink: /*i18n*/ { id: 'mail.confirmation.termsLink', message: 'Rental terms' },
  privacyLink: /*i18n*/ { id: 'mail.confirmation.privacyLink', message: 'Privacy policy' },
  invoiceNote: /*i18n*/ { id: 'mail.confirmation.invoiceNote', message: 'Your invoice {number} is attached to this e-mail as a PDF.' },
  calendarNote: /*i18n*/ {
    id: 'mail.confirmation.calendarNote',
    message: 'The attached calendar file adds the pickup and the dropoff to your calendar.',
  },
  contact: /*i18n*/ { id: 'mail.confirmation.contact', message: 'Questions? We are here for you:' },
  phone: /*i18n*/ { id: 'mail.confirmation.phone', message: 'Phone' },
  whatsapp: /*i18n*/ { id: 'mail.confirmation.whatsapp', message: 'WhatsApp' },
  email: /*i18n*/ { id: 'mail.confirmation.email', message: 'E-mail' },
  address: /*i18n*/ { id: 'mail.confirmation.address', message: 'Address' },
  signature: /*i18n*/ { id: 'mail.confirmation.signature', message: 'The Costa Prestige team' },
  pickupEvent: /*i18n*/ { id: 'mail.confirmation.pickupEvent', message: 'Pickup: {car}' },
  dropoffEvent: /*i18n*/ { id: 'mail.confirmation.dropoffEvent', message: 'Dropoff: {car}' },
  eventDescription: /*i18n*/ {
    id: 'mail.confirmation.eventDescription',
    message: 'Costa Prestige order {orderNumber}',
  },
} satisfies Record<string, MessageDescriptor>;

/** A rental day written out in the language, e.g. "Wednesday, 10 July 2030". */
export function formatDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

interface Row {
  label: string;
  value: string;
  strong?: boolean;
  /** A link for the value in the HTML. */
  href?: string;
}

function detailRows(order: ConfirmationOrder, lang: Lang, t: (d: MessageDescriptor, v?: MessageValues) => string): Row[] {
  const when = (date: string, time: string) => t(M.when, { date: formatDay(date, lang), time });
  return [
    { label: t(M.orderNumber), value: order.orderNumber },
    { label: t(M.car), value: order.carName },
    { label: t(M.pickup), value: when(order.pickupDate, order.pickupTime) },
    { label: t(M.pickupLocation), value: order.pickupLocation },
    { label: t(M.dropoff), value: when(order.dropoffDate, order.dropoffTime) },
    { label: t(M.dropoffLocation), value: order.dropoffLocation },
    { label: t(M.period), value: t(M.days, { days: order.price.days }) },
    ...(order.additionalDriver ? [{ label: t(M.additionalDriver), value: order.additionalDriver }] : []),
  ];
}

function priceRows(price: PriceBreakdown, lang: Lang, t: (d: MessageDescriptor, v?: MessageValues) => string): Row[] {
  const eur = (amount: number) => formatEUR(amount, lang, 2);
  const kmFormat = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const km = kmFormat.format(price.distanceKm);
  const rows: Row[] = [{ label: t(M.base), value: eur(price.basePrice) }];
  if (price.discount && price.discountAmount > 0) {
    rows.push({ label: t(M.discount, { percentage: price.discount.percentage }), value: `−${eur(price.discountAmount)}` });
  }
  if (price.distanceCharge > 0) rows.push({ label: t(M.distance, { km }), value: eur(price.distanceCharge) });
  if (price.deliveryCharge) {
    rows.push({ label: t(M.delivery, { km: kmFormat.format(price.deliveryKm ?? 0) }), value: eur(price.deliveryCharge) });
  }
  if (price.outOfHoursCharge > 0) rows.push({ label: t(M.outOfHours), value: eur(price.outOfHoursCharge) });
  // Each extra under the name staff gave it in the order's language (English when they gave none).
  for (const extra of price.extras ?? []) rows.push({ label: extraText(extra.names, lang), value: eur(extra.amount) });
  rows.push({ label: t(M.total), value: eur(price.totalPrice), strong: true });
  return rows;
}

function contactRows(settings: SiteSettings | null, t: (d: MessageDescriptor) => string): Row[] {
  if (!settings) return [];
  const whatsapp = settings.whatsapp.replace(/\D/g, '');
  const rows: Row[] = [
    { label: t(M.phone), value: settings.phone, href: `tel:${settings.phone.replace(/[^\d+]/g, '')}` },
    { label: t(M.whatsapp), value: whatsapp ? `+${whatsapp}` : '', href: `https://wa.me/${whatsapp}` },
    { label: t(M.email), value: settings.email, href: `mailto:${settings.email}` },
    { label: t(M.address), value: settings.address },
  ];
  return rows.filter((row) => row.value.trim() !== '');
}

const textRows = (rows: Row[]) => rows.map((row) => `${row.label}: ${row.value}`).join('\n');

const CELL = 'padding:6px 0;border-bottom:1px solid #e5e2dc;vertical-align:top;';

function htmlTable(rows: Row[]): string {
  const body = rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;' : '';
      const labelColor = row.strong ? '#1a1a1a' : '#6b6b6b';
      return (
        `<tr><td style="${CELL}color:${labelColor};padding-right:16px;${weight}">${escapeHtml(row.label)}</td>` +
        `<td style="${CELL}text-align:right;${weight}">${escapeHtml(row.value)}</td></tr>`
      );
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;">${body}</table>`;
}

function contactHtml(rows: Row[]): string {
  return rows
    .map((row) => {
      const value = escapeHtml(row.value);
      const linked = row.href ? `<a href="${escapeHtml(row.href)}" style="color:#8a6d3b;">${value}</a>` : value;
      return `${escapeHtml(row.label)}: ${linked}`;
    })
    .join('<br>');
}

/** Subject, text, HTML and the calendar file of an order's confirmation in `lang`. */
export function confirmationMail(order: ConfirmationOrder, settings: SiteSettings | null, lang: Lang): ConfirmationMail {
  const t = translatorFor(lang);
  const details = detailRows(order, lang, t);
  const prices = priceRows(order.price, lang, t);
  const contact = contactRows(settings, t);
  const subject = t(M.subject, { orderNumber: order.orderNumber });
  const greeting = t(M.greeting, { name: order.customerName });
  const intro = t(M.intro, { car: order.carName });
  const free = order.freeCancellation;
  const manage = order.manageUrl
    ? { url: order.manageUrl, note: free ? t(M.manageNote, { date: formatDay(free.date, lang), time: free.time }) : '' }
    : null;

  const accepted = order.accepted
    ? [
        { label: t(M.termsLink), url: order.accepted.termsUrl },
        ...(order.accepted.privacyUrl ? [{ label: t(M.privacyLink), url: order.accepted.privacyUrl }] : []),
      ]
    : [];

  const invoiceNote = order.invoiceNumber ? t(M.invoiceNote, { number: order.invoiceNumber }) : null;
  const terms = order.rentalTerms ? rentalTermsRows(order.rentalTerms, order.price.days, lang) : null;

  const text = [
    greeting,
    '',
    intro,
    '',
    textRows(details),
    '',
    `${t(M.breakdown)}:`,
    textRows(prices),
    '',
    ...(terms ? [`${terms.heading}:`, textRows(terms.rows), ''] : []),
    t(M.nextSteps),
    ...(manage ? [manage.note, `${t(M.manage)}: ${manage.url}`] : []),
    ...(accepted.length ? ['', t(M.accepted), ...accepted.map((link) => `${link.label}: ${link.url}`), ''] : []),
    ...(invoiceNote ? [invoiceNote] : []),
    t(M.calendarNote),
    ...(contact.length ? ['', t(M.contact), textRows(contact)] : []),
    '',
    t(M.signature),
    '',
  ].join('\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${content}</p>`;
  const html =
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:0;background:#f5f3ef;">' +
    '<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;line-height:1.5;">' +
    '<div style="font-size:20px;letter-spacing:0.2em;text-transform:uppercase;color:#8a6d3b;margin-bottom:24px;">Costa Prestige</div>' +
    `<h1 style="font-size:22px;font-weight:600;margin:0 0 16px;">${escapeHtml(greeting)}</h1>` +
    paragraph(escapeHtml(intro)) +
    htmlTable(details) +
    `<h2 style="font-size:17px;font-weight:600;margin:24px 0 8px;">${escapeHtml(t(M.breakdown))}</h2>` +
    htmlTable(prices) +
    (terms ? `<h2 style="font-size:17px;font-weight:600;margin:24px 0 8px;">${escapeHtml(terms.heading)}</h2>` + htmlTable(terms.rows) : '') +
    '<div style="height:24px;"></div>' +
    paragraph(escapeHtml(t(M.nextSteps))) +
    (manage
      ? paragraph(escapeHtml(manage.note)) +
        paragraph(
          `<a href="${escapeHtml(manage.url)}" style="display:inline-block;padding:12px 20px;background:#8a6d3b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(t(M.manage))}</a>`,
        )
      : '') +
    (accepted.length
      ? paragraph(
          `${escapeHtml(t(M.accepted))}<br>` +
            accepted.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#8a6d3b;">${escapeHtml(link.label)}</a>`).join(' · '),
        )
      : '') +
    (invoiceNote ? paragraph(escapeHtml(invoiceNote)) : '') +
    paragraph(escapeHtml(t(M.calendarNote))) +
    (contact.length ? paragraph(`${escapeHtml(t(M.contact))}<br>${contactHtml(contact)}`) : '') +
    paragraph(escapeHtml(t(M.signature))) +
    '</div></body></html>';

  const calendar = rentalCalendar(
    order.id,
    {
      date: order.pickupDate,
      time: order.pickupTime,
      location: order.pickupLocation,
      summary: t(M.pickupEvent, { car: order.carName }),
    },
    {
      date: order.dropoffDate,
      time: order.dropoffTime,
      location: order.dropoffLocation,
      summary: t(M.dropoffEvent, { car: order.carName }),
    },
    [t(M.eventDescription, { orderNumber: order.orderNumber }), settings?.phone ?? ''].filter(Boolean).join('\n'),
    order.createdAt,
  );

  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: `costa-prestige-${order.orderNumber.replace(/[^A-Za-z0-9_-]/g, '')}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
    ],
  };
}
