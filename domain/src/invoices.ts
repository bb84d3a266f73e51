/**
 * Invoices. Every paid order gets one, and so do the charges of its return
 * when their payment link is paid; every refund of an invoiced order
 * gets a rectifying invoice that cites it. Each kind has its own series,
 * numbered per calendar year without gaps (`F-2026-00001`, `R-2026-00001`):
 * the server takes the next number from a counter in the same transaction
 * that writes the invoice, so a number is never skipped or used twice.
 *
 * An invoice is a record, immutable once issued: the seller's and buyer's
 * facts and the lines are copied onto it, so a later change of the settings
 * or the order never changes an issued invoice. Prices on this site include
 * VAT; an invoice breaks the VAT out (Spanish invoices state each line's
 * price without tax, the tax base, the rate, the tax and the total).
 *
 * Each record also carries the fields of Spain's Verifactu register and is
 * chained to the one issued before it by a hash over them
 * (`verifactuChainText`), so the register can be sent later without
 * changing a stored invoice (docs/decisions/0008-invoices-and-verifactu.md).
 */
import type { Order } from './checkout';
import type { Lang } from './languages';
import type { CompanyFacts } from './model';
import { DEFAULT_VAT_RATE_PERCENT } from './legal';
import { wallTimeIn } from './manage-booking';
import type { RentalTerms } from './rental-terms';
import { REFUEL_EUR_PER_EIGHTH, type ReturnCharges } from './return-charges';
import { extraText } from './extras';
import { seasonName } from './seasons';

export const INVOICE_KINDS = ['invoice', 'rectifying'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Each kind's series letter: Spanish law keeps rectifying invoices in a series of their own. */
export const INVOICE_SERIES: Readonly<Record<InvoiceKind, string>> = { invoice: 'F', rectifying: 'R' };

/** The Verifactu invoice type: F1 a complete invoice, R1 one rectifying it after a cancellation or a price change. */
export const VERIFACTU_TYPES: Readonly<Record<InvoiceKind, 'F1' | 'R1'>> = { invoice: 'F1', rectifying: 'R1' };

/** What a line bills. A rectifying invoice of a partial refund has one `refund` line. */
export const INVOICE_LINE_KINDS = ['rental', 'discount', 'distance', 'delivery', 'out-of-hours', 'extra', 'extra-km', 'refuel', 'refund'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export interface InvoiceLine {
  kind: InvoiceLineKind;
  /** What the line names besides its kind: the car, the discount tier, the extra, the invoice refunded. */
  label: string;
  /** Days, kilometres or times charged (1 for a single charge). */
  quantity: number;
  /** The price of one unit without VAT, in cents. */
  unitNetCents: number;
  /** The line without VAT, in cents (negative for a discount or a refund). */
  netCents: number;
  /** The line as the customer saw it, VAT included, in cents. */
  grossCents: number;
}

/** Who sells, as the settings stated it when the invoice was issued. */
export interface InvoiceSeller {
  name: string;
  taxId: string;
  registeredAddress: string;
  registryEntry: string;
  email: string;
  phone: string;
}

/** Who buys: a tax ID and an address only when the customer gave them (a business). */
export interface InvoiceBuyer {
  name: string;
  email: string;
  taxId: string | null;
  address: string | null;
}

/** The Verifactu register's record of an invoice, chained to the record issued before it. */
export interface VerifactuRecord {
  invoiceType: 'F1' | 'R1';
  /** When the record was made, ISO 8601 with the coast's offset (`2026-11-27T10:20:30+01:00`). */
  generatedAt: string;
  /** The previous record's hash; empty for the first. */
  previousHash: string;
  /** SHA-256 (upper-case hex) of `verifactuChainText` of this record. */
  hash: string;
}

/** `invoices/{id}`: written once by the server; read by admins and the order's signed-in customer. */
export interface Invoice {
  /** The document id, the same as `number`. */
  id: string;
  number: string;
  kind: InvoiceKind;
  series: string;
  year: number;
  /** 1, 2, 3… within the series and year. */
  sequence: number;
  orderId: string;
  /** The order's reference, as the customer knows it. */
  orderNumber: string;
  /** The order's signed-in customer, who may read it; null for a guest's order. */
  customerUid: string | null;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** `YYYY-MM-DD` on the coast's calendar. */
  issueDate: string;
  /** The order's language: the language the invoice is written in. */
  lang: Lang;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The rental, as the invoice describes it, with the car's terms as booked (absent on orders older than them). */
  rental: { car: string; startDate: string; endDate: string; days?: number; terms?: RentalTerms | null };
  lines: InvoiceLine[];
  vatRatePercent: number;
  /** Without VAT, the VAT, and the total with it, in cents (negative on a rectifying invoice). */
  netCents: number;
  vatCents: number;
  totalCents: number;
  payment: { method: 'online'; paidAt: number; reference: string | null };
  /** A rectifying invoice's original. */
  corrects: { id: string; number: string; issueDate: string } | null;
  verifactu: VerifactuRecord;
}

/** What a customer's booking page lists of an invoice. */
export type InvoiceSummary = Pick<Invoice, 'id' | 'number' | 'kind' | 'issueDate' | 'totalCents'>;

export function invoiceSummary(invoice: Invoice): InvoiceSummary {
  return { id: invoice.id, number: invoice.number, kind: invoice.kind, issueDate: invoice.issueDate, totalCents: invoice.totalCents };
}

/** `F-2026-00042`: the series, the year and the number within them. */
export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${INVOICE_SERIES[kind]}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Invoice numbers as `invoiceNumber` writes them, and so the ids of `invoices/`. */
export function isInvoiceId(value: unknown): value is string {
  return typeof value === 'string' && /^[FR]-\d{4}-\d{5,}$/.test(value);
}

/** `invoiceCounters/{id}`: the last number of a series in a year. */
export function invoiceCounterId(kind: InvoiceKind, year: number): string {
  return `${INVOICE_SERIES[kind]}-${year}`;
}

/** `invoiceCounters/chain`: the hash of the last record issued, which the next one chains to. */
export const INVOICE_CHAIN_ID = 'chain';

/** The invoice's file name, e.g. `F-2026-00042.pdf`. */
export function invoiceFileName(invoice: Pick<Invoice, 'number'>): string {
  return `${invoice.number}.pdf`;
}

/** A VAT-inclusive amount split into what it is without VAT and the VAT, in whole cents. */
export function vatSplit(grossCents: number, ratePercent: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: grossCents - netCents };
}

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * The lines of an order's price, each without VAT. The lines' rounding is
 * evened out on the first one, so they always add up to the total's tax base.
 */
export function orderInvoiceLines(order: Pick<Order, 'price' | 'car'> & { lang?: Lang }, ratePercent: number): InvoiceLine[] {
  const { price, car, lang = 'en' } = order;
  type GrossLine = { kind: InvoiceLineKind; label: string; quantity: number; unitGross: number; grossCents: number };
  // A line per season and day price when seasons priced some days; one line at the car's price otherwise.
  const seasonal = price.lines?.some((line) => line.seasonId !== null) ? price.lines : null;
  const gross: GrossLine[] = seasonal
    ? seasonal.map((line) => {
        // Named in the order's language, or not at all (as the price panel does): the unit price tells the lines apart.
        const season = seasonName(line.names, lang);
        return {
          kind: 'rental',
          label: season ? `${car.name} · ${season}` : car.name,
          quantity: line.days,
          unitGross: toCents(line.dayPrice),
          grossCents: toCents(line.amount),
        };
      })
    : [{ kind: 'rental', label: car.name, quantity: price.days, unitGross: toCents(car.dailyPrice), grossCents: toCents(price.basePrice) }];
  if (price.discount && price.discountAmount > 0) {
    const cents = -toCents(price.discountAmount);
    gross.push({ kind: 'discount', label: `${price.discount.description} (${price.discount.percentage} %)`, quantity: 1, unitGross: cents, grossCents: cents });
  }
  if (price.distanceCharge > 0) {
    gross.push({
      kind: 'distance',
      label: '',
      quantity: price.distanceKm,
      unitGross: price.distanceKm > 0 ? Math.round(toCents(price.distanceCharge) / price.distanceKm) : 0,
      grossCents: toCents(price.distanceCharge),
    });
  }
  const delivered = price.deliveryKm ?? 0;
  if (price.deliveryCharge && delivered > 0) {
    gross.push({
      kind: 'delivery',
      label: '',
      quantity: delivered,
      unitGross: Math.round(toCents(price.deliveryCharge) / delivered),
      grossCents: toCents(price.deliveryCharge),
    });
  }
  if (price.outOfHoursCharge > 0) {
    const times = Number(price.pickupOutOfHours) + Number(price.dropoffOutOfHours) || 1;
    gross.push({ kind: 'out-of-hours', label: '', quantity: times, unitGross: Math.round(toCents(price.outOfHoursCharge) / times), grossCents: toCents(price.outOfHoursCharge) });
  }
  for (const extra of price.extras ?? []) {
    // Named in the order's language; a capped per-day extra is one charge, as its cap made it.
    const single = extra.pricing === 'per-rental' || extra.capped;
    gross.push({
      kind: 'extra',
      label: extraText(extra.names, lang),
      quantity: single ? 1 : extra.quantity,
      unitGross: single ? toCents(extra.amount) : toCents(extra.price),
      grossCents: toCents(extra.amount),
    });
  }
  const lines = gross.map(({ unitGross, ...line }) => ({
    ...line,
    unitNetCents: vatSplit(unitGross, ratePercent).netCents,
    netCents: vatSplit(line.grossCents, ratePercent).netCents,
  }));
  const total = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const drift = vatSplit(total, ratePercent).netCents - lines.reduce((sum, line) => sum + line.netCents, 0);
  lines[0]!.netCents += drift;
  return lines;
}

/** Everything of an invoice but its number, its place in the chain and its dates: what the order and the settings decide. */
export type InvoiceContent = Pick<
  Invoice,
  'kind' | 'orderId' | 'orderNumber' | 'customerUid' | 'lang' | 'seller' | 'buyer' | 'rental' | 'lines' | 'vatRatePercent' | 'netCents' | 'vatCents' | 'totalCents' | 'payment' | 'corrects'
>;

/** The seller as the settings state it now (empty where a fact is missing). */
export function invoiceSeller(settings: { email?: string; phone?: string; company?: CompanyFacts } | null): InvoiceSeller {
  const company = settings?.company;
  return {
    name: company?.name ?? '',
    taxId: company?.taxId ?? '',
    registeredAddress: company?.registeredAddress ?? '',
    registryEntry: company?.registryEntry ?? '',
    email: settings?.email ?? '',
    phone: settings?.phone ?? '',
  };
}

/** The VAT rate the prices include, from the settings. */
export function vatRateOf(settings: { company?: CompanyFacts } | null): number {
  const rate = settings?.company?.vatRatePercent;
  return typeof rate === 'number' && rate >= 0 && rate <= 100 ? rate : DEFAULT_VAT_RATE_PERCENT;
}

function totalsOf(lines: readonly InvoiceLine[], ratePercent: number) {
  const totalCents = lines.reduce((sum, line) => sum + line.grossCents, 0);
  return { totalCents, ...vatSplit(totalCents, ratePercent) };
}

type InvoicedOrder = Pick<Order, 'id' | 'uid' | 'lang' | 'customer' | 'car' | 'price' | 'startDate' | 'endDate' | 'paidAt' | 'paymentIntent' | 'sessionId'> & {
  orderNumber?: string;
};

/** A paid order's invoice, before it has a number. */
export function orderInvoice(order: InvoicedOrder, orderNumber: string, seller: InvoiceSeller, ratePercent: number): InvoiceContent {
  const lines = orderInvoiceLines(order, ratePercent);
  const { customer } = order;
  return {
    kind: 'invoice',
    orderId: order.id,
    orderNumber,
    customerUid: order.uid,
    lang: order.lang,
    seller,
    buyer: {
      name: customer.name,
      email: customer.email,
      taxId: customer.taxId?.trim() || null,
      address: customer.billingAddress?.trim() || null,
    },
    rental: { car: order.car.name, startDate: order.startDate, endDate: order.endDate, days: order.price.days, terms: order.car.rentalTerms ?? null },
    lines,
    vatRatePercent: ratePercent,
    ...totalsOf(lines, ratePercent),
    payment: { method: 'online', paidAt: order.paidAt ?? 0, reference: order.paymentIntent ?? order.sessionId ?? null },
    corrects: null,
  };
}

/**
 * The invoice of a return's charges, paid through their own payment link:
 * a line for the kilometres beyond those included (per km) and one for the
 * refuelling (per eighth of a tank), each as `returnCharges` computed it.
 */
export function returnChargesInvoice(
  order: Omit<InvoicedOrder, 'paidAt' | 'paymentIntent' | 'sessionId'>,
  charges: ReturnCharges,
  payment: { paidAt: number; reference: string | null },
  orderNumber: string,
  seller: InvoiceSeller,
  ratePercent: number,
): InvoiceContent {
  const gross: { kind: InvoiceLineKind; quantity: number; unitGross: number; grossCents: number }[] = [];
  if (charges.extraKmCharge > 0) {
    gross.push({ kind: 'extra-km', quantity: charges.extraKm, unitGross: Math.round(toCents(charges.extraKmCharge) / charges.extraKm), grossCents: toCents(charges.extraKmCharge) });
  }
  if (charges.refuelCharge > 0) {
    gross.push({ kind: 'refuel', quantity: charges.fuelShortEighths, unitGross: toCents(REFUEL_EUR_PER_EIGHTH), grossCents: toCents(charges.refuelCharge) });
  }
  const lines = gross.map(({ unitGross, ...line }) => ({
    ...line,
    label: '',
    unitNetCents: vatSplit(unitGross, ratePercent).netCents,
    netCents: vatSplit(line.grossCents, ratePercent).netCents,
  }));
  const total = lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (lines[0]) lines[0].netCents += vatSplit(total, ratePercent).netCents - lines.reduce((sum, line) => sum + line.netCents, 0);
  const content = orderInvoice({ ...order, paidAt: payment.paidAt, paymentIntent: payment.reference, sessionId: null }, orderNumber, seller, ratePercent);
  return { ...content, lines, ...totalsOf(lines, ratePercent) };
}

/**
 * The rectifying invoice of a refund of `refundCents` (VAT included) of an
 * invoice: all its lines reversed for a full refund, otherwise one line of
 * the amount refunded. Same buyer, seller and rate as the original.
 */
export function rectifyingInvoice(original: Invoice, refundCents: number): InvoiceContent {
  const lines: InvoiceLine[] =
    refundCents >= original.totalCents
      ? original.lines.map((line) => ({ ...line, quantity: -line.quantity, netCents: -line.netCents, grossCents: -line.grossCents }))
      : [
          {
            kind: 'refund',
            label: original.number,
            quantity: 1,
            unitNetCents: -vatSplit(refundCents, original.vatRatePercent).netCents,
            netCents: -vatSplit(refundCents, original.vatRatePercent).netCents,
            grossCents: -refundCents,
          },
        ];
  return {
    kind: 'rectifying',
    orderId: original.orderId,
    orderNumber: original.orderNumber,
    customerUid: original.customerUid,
    lang: original.lang,
    seller: original.seller,
    buyer: original.buyer,
    rental: original.rental,
    lines,
    vatRatePercent: original.vatRatePercent,
    ...totalsOf(lines, original.vatRatePercent),
    payment: original.payment,
    corrects: { id: original.id, number: original.number, issueDate: original.issueDate },
  };
}

/** An instant as ISO 8601 with the coast's UTC offset, to the second. */
export function coastTimestamp(instant: number): string {
  const { date, time } = wallTimeIn(instant);
  const seconds = String(new Date(instant).getUTCSeconds()).padStart(2, '0');
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const offsetMinutes = Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T${time}:${seconds}${offset}`;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The text a Verifactu record's hash is taken over: the issuer's tax ID, the
 * invoice's number and date (`dd-mm-yyyy`), its type, its VAT and total, the
 * previous record's hash and the record's time, in the register's order.
 */
export function verifactuChainText(
  invoice: Pick<Invoice, 'number' | 'issueDate' | 'vatCents' | 'totalCents'> & { seller: Pick<InvoiceSeller, 'taxId'> },
  record: Pick<VerifactuRecord, 'invoiceType' | 'previousHash' | 'generatedAt'>,
): string {
  const [year, month, day] = invoice.issueDate.split('-');
  return [
    `IDEmisorFactura=${invoice.seller.taxId.trim()}`,
    `NumSerieFactura=${invoice.number}`,
    `FechaExpedicionFactura=${day}-${month}-${year}`,
    `TipoFactura=${record.invoiceType}`,
    `CuotaTotal=${euros(invoice.vatCents)}`,
    `ImporteTotal=${euros(invoice.totalCents)}`,
    `Huella=${record.previousHash}`,
    `FechaHoraHusoGenRegistro=${record.generatedAt}`,
  ].join('&');
}

/**
 * The invoice issued at `issuedAt` as number `sequence` of its series and
 * year, chained to `previousHash`; `sha256` is the caller's (the server's
 * crypto), which makes the record's hash.
 */
export function issuedInvoice(
  content: InvoiceContent,
  { sequence, issuedAt, previousHash, sha256 }: { sequence: number; issuedAt: number; previousHash: string; sha256: (text: string) => string },
): Invoice {
  const issueDate = wallTimeIn(issuedAt).date;
  const year = Number(issueDate.slice(0, 4));
  const number = invoiceNumber(content.kind, year, sequence);
  const head = { ...content, id: number, number, series: INVOICE_SERIES[content.kind], year, sequence, issuedAt, issueDate };
  const record = { invoiceType: VERIFACTU_TYPES[content.kind], generatedAt: coastTimestamp(issuedAt), previousHash };
  return { ...head, verifactu: { ...record, hash: sha256(verifactuChainText(head, record)).toUpperCase() } };
}

/** The year an invoice issued at `instant` is numbered in. */
export function invoiceYear(instant: number): number {
  return Number(wallTimeIn(instant).date.slice(0, 4));
}

/**
 * `downloadInvoice`'s payload: the invoice, and how the caller may see it:
 * signed in (an admin, or the order's customer), or the order's manage link's token.
 */
export interface DownloadInvoiceRequest {
  invoiceId: string;
  token?: string;
}

export interface DownloadInvoiceResponse {
  fileName: string;
  /** The PDF, base64-encoded. */
  pdfBase64: string;
}
