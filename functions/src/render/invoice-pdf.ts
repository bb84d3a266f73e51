/**
 * An invoice as a PDF, in the invoice's language: `invoiceText` words every
 * part of it (pure, so each language's text is tested without a PDF), and
 * `renderInvoicePdf` lays it out on an A4 page with PDFKit and the site's
 * fonts (Inter for the text, Playfair Display for the seller's name), which
 * are embedded so any name prints as typed. The record is immutable and the
 * PDF has no clock in it, so the same invoice always renders the same file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dateTimeFormat, formatEUR, SITE_NAME, wallTimeIn, type Invoice, type InvoiceLine, type Lang } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import PDFDocument from 'pdfkit';
import { translatorFor } from '../i18n';
import { rentalTermsRows } from './rental-terms-rows';

const M = {
  invoice: /*i18n*/ { id: 'invoice.pdf.title', message: 'Invoice' },
  rectifying: /*i18n*/ { id: 'invoice.pdf.rectifyingTitle', message: 'Rectifying invoice' },
  number: /*i18n*/ { id: 'invoice.pdf.number', message: 'Number' },
  issueDate: /*i18n*/ { id: 'invoice.pdf.issueDate', message: 'Date of issue' },
  order: /*i18n*/ { id: 'invoice.pdf.order', message: 'Order' },
  seller: /*i18n*/ { id: 'invoice.pdf.seller', message: 'From' },
  buyer: /*i18n*/ { id: 'invoice.pdf.buyer', message: 'Billed to' },
  taxId: /*i18n*/ { id: 'invoice.pdf.taxId', message: 'Tax ID: {taxId}' },
  registry: /*i18n*/ { id: 'invoice.pdf.registry', message: 'Registered: {entry}' },
  corrects: /*i18n*/ {
    id: 'invoice.pdf.corrects',
    message: 'This invoice rectifies invoice {number} of {date}: the booking was cancelled and {amount} refunded.',
  },
  description: /*i18n*/ { id: 'invoice.pdf.description', message: 'Description' },
  quantity: /*i18n*/ { id: 'invoice.pdf.quantity', message: 'Qty' },
  unitPrice: /*i18n*/ { id: 'invoice.pdf.unitPrice', message: 'Unit price' },
  amount: /*i18n*/ { id: 'invoice.pdf.amount', message: 'Amount' },
  pricesWithoutVat: /*i18n*/ { id: 'invoice.pdf.pricesWithoutVat', message: 'Prices without VAT.' },
  rental: /*i18n*/ { id: 'invoice.pdf.line.rental', message: 'Daily rental of the {car}, {start} to {end}' },
  discount: /*i18n*/ { id: 'invoice.pdf.line.discount', message: 'Discount: {label}' },
  distance: /*i18n*/ { id: 'invoice.pdf.line.distance', message: 'Distance charge per km between pickup and return' },
  delivery: /*i18n*/ { id: 'invoice.pdf.line.delivery', message: 'Delivery and collection per km beyond the free zone' },
  outOfHours: /*i18n*/ { id: 'invoice.pdf.line.outOfHours', message: 'Pickup or return outside opening hours' },
  extraKm: /*i18n*/ { id: 'invoice.pdf.line.extraKm', message: 'Kilometres driven beyond those included, per km' },
  refuel: /*i18n*/ { id: 'invoice.pdf.line.refuel', message: 'Refuelling, per eighth of a tank missing at the return' },
  refund: /*i18n*/ { id: 'invoice.pdf.line.refund', message: 'Refund on invoice {number}' },
  taxBase: /*i18n*/ { id: 'invoice.pdf.taxBase', message: 'Tax base' },
  vat: /*i18n*/ { id: 'invoice.pdf.vat', message: 'VAT {rate} %' },
  total: /*i18n*/ { id: 'invoice.pdf.total', message: 'Total' },
  paid: /*i18n*/ { id: 'invoice.pdf.paid', message: 'Paid online on {date}. Payment reference: {reference}.' },
  refunded: /*i18n*/ { id: 'invoice.pdf.refunded', message: 'Refunded to the card the booking was paid with.' },
  thanks: /*i18n*/ { id: 'invoice.pdf.thanks', message: 'Thank you for driving with {site}.' },
} satisfies Record<string, MessageDescriptor>;

/** Everything the page says, in the invoice's language. */
export interface InvoiceText {
  title: string;
  /** Label and value pairs beside the title. */
  facts: [string, string][];
  seller: { heading: string; name: string; lines: string[] };
  buyer: { heading: string; lines: string[] };
  /** A rectifying invoice's reference to the original. */
  corrects: string | null;
  columns: [string, string, string, string];
  rows: [string, string, string, string][];
  note: string;
  totals: { label: string; value: string; strong?: boolean }[];
  payment: string;
  /** Thanks for the booking, on an ordinary invoice only. */
  thanks: string | null;
  /** The car's rental terms as booked, on an ordinary invoice that has them. */
  terms: { heading: string; rows: { label: string; value: string }[] } | null;
}

const money = (cents: number, lang: Lang) => formatEUR(cents / 100, lang, 2);

/** A day as invoices write it, e.g. "2 June 2026". */
function formatDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

function lineDescription(line: InvoiceLine, invoice: Invoice, t: ReturnType<typeof translatorFor>): string {
  switch (line.kind) {
    case 'rental':
      return t(M.rental, { car: line.label, start: formatDay(invoice.rental.startDate, invoice.lang), end: formatDay(invoice.rental.endDate, invoice.lang) });
    case 'discount':
      return t(M.discount, { label: line.label });
    case 'distance':
      return t(M.distance);
    case 'delivery':
      return t(M.delivery);
    case 'out-of-hours':
      return t(M.outOfHours);
    case 'refund':
      return t(M.refund, { number: line.label });
    case 'extra':
      return line.label;
    case 'extra-km':
      return t(M.extraKm);
    case 'refuel':
      return t(M.refuel);
  }
}

export function invoiceText(invoice: Invoice): InvoiceText {
  const { lang, seller, buyer } = invoice;
  const t = translatorFor(lang);
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return {
    title: t(invoice.kind === 'invoice' ? M.invoice : M.rectifying),
    facts: [
      [t(M.number), invoice.number],
      [t(M.issueDate), formatDay(invoice.issueDate, lang)],
      [t(M.order), invoice.orderNumber],
    ],
    seller: {
      heading: t(M.seller),
      name: seller.name || SITE_NAME,
      lines: [
        seller.taxId ? t(M.taxId, { taxId: seller.taxId }) : '',
        seller.registeredAddress,
        seller.registryEntry ? t(M.registry, { entry: seller.registryEntry }) : '',
        [seller.email, seller.phone].filter(Boolean).join(' · '),
      ].filter(Boolean),
    },
    buyer: {
      heading: t(M.buyer),
      lines: [buyer.name, buyer.taxId ? t(M.taxId, { taxId: buyer.taxId }) : '', buyer.address ?? '', buyer.email].filter(Boolean),
    },
    corrects: invoice.corrects
      ? t(M.corrects, { number: invoice.corrects.number, date: formatDay(invoice.corrects.issueDate, lang), amount: money(-invoice.totalCents, lang) })
      : null,
    columns: [t(M.description), t(M.quantity), t(M.unitPrice), t(M.amount)],
    rows: invoice.lines.map((line) => [lineDescription(line, invoice, t), number.format(line.quantity), money(line.unitNetCents, lang), money(line.netCents, lang)]),
    note: t(M.pricesWithoutVat),
    totals: [
      { label: t(M.taxBase), value: money(invoice.netCents, lang) },
      { label: t(M.vat, { rate: number.format(invoice.vatRatePercent) }), value: money(invoice.vatCents, lang) },
      { label: t(M.total), value: money(invoice.totalCents, lang), strong: true },
    ],
    payment:
      invoice.kind === 'rectifying'
        ? t(M.refunded)
        : t(M.paid, { date: formatDay(wallTimeIn(invoice.payment.paidAt).date, lang), reference: invoice.payment.reference ?? invoice.orderNumber }),
    thanks: invoice.kind === 'invoice' ? t(M.thanks, { site: SITE_NAME }) : null,
    terms:
      invoice.kind === 'invoice' && invoice.rental.terms
        ? rentalTermsRows(invoice.rental.terms, invoice.rental.days ?? invoice.lines.find((line) => line.kind === 'rental')?.quantity ?? 1, lang)
        : null,
  };
}

/** The fonts travel with the functions: `assets/` beside `lib/` when built, beside `src/` in tests. */
const FONTS = [join(__dirname, '../assets/fonts'), join(__dirname, '../../assets/fonts')].find((dir) => existsSync(dir)) ?? '';

const INK = '#1c1c1c';
const MUTED = '#5f5f5f';
const RULE = '#d9d2c3';
const GOLD = '#9a7b3f';

/** The invoice's PDF (A4, one page for any booking this site sells). */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const text = invoiceText(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // Dated at its issue, not at each rendering.
    info: { Title: `${text.title} ${invoice.number}`, Author: invoice.seller.name || SITE_NAME, Subject: invoice.orderNumber, CreationDate: new Date(invoice.issuedAt) },
    lang: invoice.lang,
    displayTitle: true,
  });
  doc.registerFont('body', join(FONTS, 'Inter_400Regular.ttf'));
  doc.registerFont('strong', join(FONTS, 'Inter_600SemiBold.ttf'));
  doc.registerFont('display', join(FONTS, 'PlayfairDisplay_500Medium.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;

  // The seller's name, and the title with the invoice's facts on the right.
  doc.font('display').fontSize(22).fillColor(INK).text(SITE_NAME, left, 56, { width: width * 0.4 });
  doc.font('strong').fontSize(16).fillColor(GOLD).text(text.title.toUpperCase(), left + width * 0.4, 58, { width: width * 0.6, align: 'right', characterSpacing: 1 });
  let y = 84;
  for (const [label, value] of text.facts) {
    doc.font('body').fontSize(9).fillColor(MUTED).text(label, right - 220, y, { width: 100, align: 'right' });
    doc.font('strong').fontSize(9).fillColor(INK).text(value, right - 112, y, { width: 112, align: 'right' });
    y += 14;
  }

  // Seller and buyer side by side.
  const partiesTop = Math.max(y, doc.y) + 24;
  const column = (x: number, heading: string, lines: string[], first?: string) => {
    doc.font('strong').fontSize(8).fillColor(GOLD).text(heading.toUpperCase(), x, partiesTop, { width: width / 2 - 16, characterSpacing: 0.8 });
    doc.moveDown(0.3);
    if (first) doc.font('strong').fontSize(10).fillColor(INK).text(first, { width: width / 2 - 16 });
    doc.font('body').fontSize(9).fillColor(INK);
    for (const line of lines) doc.text(line, { width: width / 2 - 16 });
    return doc.y;
  };
  const sellerEnd = column(left, text.seller.heading, text.seller.lines, invoice.seller.name || SITE_NAME);
  const buyerEnd = column(left + width / 2 + 16, text.buyer.heading, text.buyer.lines.slice(1), text.buyer.lines[0]);
  y = Math.max(sellerEnd, buyerEnd) + 20;

  if (text.corrects) {
    doc.font('body').fontSize(9).fillColor(INK).text(text.corrects, left, y, { width });
    y = doc.y + 14;
  }

  // The lines: description, quantity, unit price and amount, without VAT.
  const widths = [width - 60 - 90 - 90, 60, 90, 90];
  const xs = [left, left + widths[0]!, left + widths[0]! + widths[1]!, left + widths[0]! + widths[1]! + widths[2]!];
  const row = (cells: readonly string[], font: 'body' | 'strong', color: string) => {
    const top = y;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc.font(font).fontSize(9).fillColor(color).text(cell, xs[i]! + (i === 0 ? 0 : 4), top, { width: widths[i]! - (i === 0 ? 8 : 4), align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 6;
  };
  row(text.columns, 'strong', MUTED);
  doc.moveTo(left, y - 2).lineTo(right, y - 2).lineWidth(0.8).strokeColor(RULE).stroke();
  y += 4;
  for (const cells of text.rows) row(cells, 'body', INK);
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke();
  doc.font('body').fontSize(8).fillColor(MUTED).text(text.note, left, y + 6, { width: widths[0] });
  y += 10;

  // The totals, right-aligned under the amounts.
  for (const total of text.totals) {
    const font = total.strong ? 'strong' : 'body';
    const size = total.strong ? 11 : 9;
    doc.font(font).fontSize(size).fillColor(INK).text(total.label, right - 260, y, { width: 160, align: 'right' });
    doc.font(font).fontSize(size).fillColor(INK).text(total.value, right - 96, y, { width: 96, align: 'right' });
    y = doc.y + 4;
  }

  doc.font('body').fontSize(9).fillColor(INK).text(text.payment, left, y + 18, { width });
  if (text.terms) {
    doc.font('strong').fontSize(8).fillColor(GOLD).text(text.terms.heading.toUpperCase(), left, doc.y + 14, { width, characterSpacing: 0.8 });
    doc.moveDown(0.3);
    for (const row of text.terms.rows) {
      doc.font('strong').fontSize(8.5).fillColor(INK).text(`${row.label}: `, { width, continued: true });
      doc.font('body').fontSize(8.5).fillColor(INK).text(row.value, { width });
    }
  }
  if (text.thanks) doc.font('display').fontSize(11).fillColor(GOLD).text(text.thanks, left, doc.y + 16, { width });
  doc.end();
  return done;
}
