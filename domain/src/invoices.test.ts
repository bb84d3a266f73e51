import fc from 'fast-check';
import {
  coastTimestamp,
  invoiceNumber,
  invoiceSeller,
  isInvoiceId,
  issuedInvoice,
  orderInvoice,
  orderInvoiceLines,
  rectifyingInvoice,
  returnChargesInvoice,
  vatRateOf,
  vatSplit,
  verifactuChainText,
  type Invoice,
} from './invoices';
import { priceBreakdown } from './pricing';
import { REFUEL_EUR_PER_EIGHTH, returnCharges } from './return-charges';
import type { Order } from './checkout';
import { buildCompanyFacts, buildSiteSettings } from '../../tests/builders';

/**
 * A stand-in for the server's SHA-256 (the domain runs in the browser too and
 * imports no crypto): deterministic and sensitive to every character. The
 * real hash of the published example is checked in functions/src/services/invoices.test.ts.
 */
const sha256 = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7).toString(16).padStart(64, '0');

const settings = buildSiteSettings({ email: 'bookings@costaprestige.com', company: buildCompanyFacts() });

const weekly = { id: 'w', minDays: 7, maxDays: 30, discountPercentage: 10, description: 'Weekly rate', isActive: true };

function paidOrder(overrides: Partial<Order> = {}): Order {
  const price = priceBreakdown({
    dailyPrice: 1450,
    startDate: '2030-07-10',
    endDate: '2030-07-16',
    pickupTime: '21:00',
    dropoffTime: '10:00',
    distanceKm: 42,
    discounts: [weekly],
  });
  return {
    id: 'order1',
    uid: 'alice',
    lang: 'es',
    customer: { name: 'Ana García', email: 'ana@example.com', phone: '' },
    car: { id: 'car1', name: 'Ferrari 296 GTB', brand: 'Ferrari', model: '296 GTB', year: 2024, dailyPrice: 1450, image: '' },
    price,
    startDate: '2030-07-10',
    endDate: '2030-07-16',
    pickupTime: '21:00',
    dropoffTime: '10:00',
    pickupLocation: 'Marbella',
    dropoffLocation: 'Málaga Airport',
    status: 'paid',
    sessionId: 'cs_test_abcdefgh12345678',
    createdAt: Date.UTC(2030, 5, 1, 8),
    holdExpiresAt: Date.UTC(2030, 5, 1, 8, 35),
    paidAt: Date.UTC(2030, 5, 1, 8, 5),
    paymentIntent: 'pi_123',
    ...overrides,
  };
}

function issue(order: Order, sequence = 1, previousHash = ''): Invoice {
  return issuedInvoice(orderInvoice(order, '12345678', invoiceSeller(settings), vatRateOf(settings)), {
    sequence,
    issuedAt: order.paidAt!,
    previousHash,
    sha256,
  });
}

describe('invoice numbers', () => {
  it('are the series, the year and a five-digit number, and only those are invoice ids', () => {
    expect(invoiceNumber('invoice', 2030, 42)).toBe('F-2030-00042');
    expect(invoiceNumber('rectifying', 2030, 1)).toBe('R-2030-00001');
    expect(invoiceNumber('invoice', 2030, 123456)).toBe('F-2030-123456');
    expect(isInvoiceId('F-2030-00042')).toBe(true);
    expect(['F-2030-42', 'X-2030-00001', '../F-2030-00001', 'F-2030-00001/x', 7].some(isInvoiceId)).toBe(false);
  });

  it('take the year of the coast: an invoice issued at 00:30 on 1 January in Marbella is of the new year', () => {
    const newYear = issue(paidOrder({ paidAt: Date.UTC(2030, 11, 31, 23, 30) }));
    expect(newYear).toMatchObject({ issueDate: '2031-01-01', year: 2031, number: 'F-2031-00001' });
  });
});

describe('VAT', () => {
  it('is broken out of a VAT-inclusive amount, the two parts adding up to it', () => {
    expect(vatSplit(12100, 21)).toEqual({ netCents: 10000, vatCents: 2100 });
    expect(vatSplit(100, 21)).toEqual({ netCents: 83, vatCents: 17 });
    expect(vatSplit(5000, 0)).toEqual({ netCents: 5000, vatCents: 0 });
    expect(vatSplit(-12100, 21)).toEqual({ netCents: -10000, vatCents: -2100 });
  });

  it('uses the settings rate, 21 % when the settings give none', () => {
    expect(vatRateOf(settings)).toBe(21);
    expect(vatRateOf({ company: buildCompanyFacts({ vatRatePercent: 10 }) })).toBe(10);
    expect(vatRateOf(null)).toBe(21);
  });

  it("lines add up to the total's tax base, whatever the prices", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 1200 }), (daily, days, km, rate, tenthsAway) => {
        const end = new Date(Date.UTC(2030, 0, 1 + days - 1)).toISOString().slice(0, 10);
        const delivery = { pickupKm: tenthsAway / 10, dropoffKm: 0, freeKm: 15 };
        const price = priceBreakdown({ dailyPrice: daily, startDate: '2030-01-01', endDate: end, pickupTime: '07:00', dropoffTime: '10:00', distanceKm: km, discounts: [weekly], delivery });
        const lines = orderInvoiceLines({ price, car: paidOrder().car }, rate);
        const total = Math.round(price.totalPrice * 100);
        expect(lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(total);
        expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(vatSplit(total, rate).netCents);
      }),
    );
  });
});

describe("a paid order's invoice", () => {
  it('bills the days a line per season, named in the order language, at each day price', () => {
    const order = paidOrder();
    const summer = {
      id: 'summer',
      names: { en: 'High season', fr: 'Haute saison' },
      startDate: '2030-01-02',
      endDate: '2030-01-31',
      scope: 'fleet' as const,
      target: '',
      rate: { kind: 'fixed' as const, value: 2000 },
      weekendRate: null,
    };
    const seasonal = { carId: 'x', category: 'supercars', seasons: [summer] };
    const price = priceBreakdown({ dailyPrice: 1450, startDate: '2030-01-01', endDate: '2030-01-03', pickupTime: '10:00', dropoffTime: '10:00', distanceKm: 0, discounts: [], seasonal });
    const lines = orderInvoiceLines({ price, car: order.car, lang: 'fr' }, 21);
    expect(lines.map(({ kind, label, quantity, grossCents }) => [kind, label, quantity, grossCents])).toEqual([
      ['rental', 'Ferrari 296 GTB', 1, 145000],
      ['rental', 'Ferrari 296 GTB · Haute saison', 2, 400000],
    ]);
    expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(vatSplit(545000, 21).netCents);
  });

  it('states delivery beyond the free zone as its own line, per km', () => {
    const order = paidOrder();
    const price = priceBreakdown({ ...order, dailyPrice: order.car.dailyPrice, distanceKm: 0, discounts: [], delivery: { pickupKm: 51.4, dropoffKm: 51.4, freeKm: 15 } });
    const lines = orderInvoiceLines({ price, car: order.car }, 21);
    expect(lines.find((line) => line.kind === 'delivery')).toMatchObject({ quantity: 72.8, grossCents: 21840 });
    expect(lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(Math.round(price.totalPrice * 100));
  });

  it('bills each extra as its own line, named in the order language: per day, or once when capped or per rental', () => {
    const order = paidOrder();
    const extra = { descriptions: {}, cap: null, scope: 'all' as const, targets: [], isActive: true };
    const extras = [
      { ...extra, id: 'driver', kind: 'additional-driver' as const, names: { en: 'Additional driver', es: 'Conductor adicional' }, pricing: 'per-day' as const, price: 30, position: 1 },
      { ...extra, id: 'excess', kind: 'other' as const, names: { en: 'Excess reduction' }, pricing: 'per-day' as const, price: 60, cap: 300, position: 2 },
      { ...extra, id: 'seat', kind: 'other' as const, names: { en: 'Child seat', es: 'Silla infantil' }, pricing: 'per-rental' as const, price: 40, position: 3 },
    ];
    const price = priceBreakdown({ ...order, dailyPrice: order.car.dailyPrice, distanceKm: 0, discounts: [], extras });
    const lines = orderInvoiceLines({ price, car: order.car, lang: 'es' }, 21);
    expect(lines.filter((line) => line.kind === 'extra').map(({ label, quantity, unitNetCents, grossCents }) => [label, quantity, unitNetCents, grossCents])).toEqual([
      ['Conductor adicional', 7, vatSplit(3000, 21).netCents, 21000],
      ['Excess reduction', 1, vatSplit(30000, 21).netCents, 30000],
      ['Silla infantil', 1, vatSplit(4000, 21).netCents, 4000],
    ]);
    expect(lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(Math.round(price.totalPrice * 100));
  });

  it('has a line per part of the price, the totals with VAT broken out, and the payment', () => {
    const invoice = issue(paidOrder());
    expect(invoice.lines.map(({ kind, label, quantity, grossCents }) => [kind, label, quantity, grossCents])).toEqual([
      ['rental', 'Ferrari 296 GTB', 7, 1015000],
      ['discount', 'Weekly rate (10 %)', 1, -101500],
      ['distance', '', 42, 12600],
      ['out-of-hours', '', 1, 15000],
    ]);
    expect(invoice).toMatchObject({
      number: 'F-2030-00001',
      kind: 'invoice',
      totalCents: 941100,
      netCents: 777769,
      vatCents: 163331,
      vatRatePercent: 21,
      lang: 'es',
      orderId: 'order1',
      customerUid: 'alice',
      corrects: null,
      payment: { method: 'online', paidAt: Date.UTC(2030, 5, 1, 8, 5), reference: 'pi_123' },
      seller: { name: 'Costa Prestige Rentals S.L.', taxId: 'B12345674' },
      buyer: { name: 'Ana García', email: 'ana@example.com', taxId: null, address: null },
    });
    expect(invoice.totalCents).toBe(Math.round(paidOrder().price.totalPrice * 100));
  });

  it("names a business's tax ID and address when the customer gave them", () => {
    const order = paidOrder({ customer: { name: 'Sol S.L.', email: 'a@sol.es', phone: '', taxId: 'B87654321', billingAddress: 'Calle Mayor 1, Madrid' } });
    expect(issue(order).buyer).toEqual({ name: 'Sol S.L.', email: 'a@sol.es', taxId: 'B87654321', address: 'Calle Mayor 1, Madrid' });
  });
});

describe('a rectifying invoice', () => {
  const original = issue(paidOrder());

  it('of a full refund reverses every line of the original and cites it', () => {
    const rectifying = rectifyingInvoice(original, original.totalCents);
    expect(rectifying.kind).toBe('rectifying');
    expect(rectifying.corrects).toEqual({ id: 'F-2030-00001', number: 'F-2030-00001', issueDate: '2030-06-01' });
    expect(rectifying.lines.map((line) => line.grossCents)).toEqual(original.lines.map((line) => -line.grossCents));
    expect(rectifying).toMatchObject({ totalCents: -original.totalCents, netCents: -original.netCents, vatCents: -original.vatCents });
  });

  it('of a partial refund has one line of the amount refunded, VAT broken out at the same rate', () => {
    const rectifying = rectifyingInvoice(original, 300000);
    expect(rectifying.lines).toEqual([{ kind: 'refund', label: 'F-2030-00001', quantity: 1, unitNetCents: -247934, netCents: -247934, grossCents: -300000 }]);
    expect(rectifying).toMatchObject({ totalCents: -300000, netCents: -247934, vatCents: -52066, buyer: original.buyer, seller: original.seller });
  });
});

describe("the invoice of a return's charges", () => {
  // 7 days × 150 km included = 1,050; 1,093 driven at 3.50 €; two eighths short.
  const charges = returnCharges({ includedKmPerDay: 150, extraKmEur: 3.5 }, 7, { km: 8_000, fuelEighths: 8 }, { km: 9_093, fuelEighths: 6 });
  const paidAt = Date.UTC(2030, 6, 17, 9);
  const invoice = returnChargesInvoice(paidOrder(), charges, { paidAt, reference: 'pi_charges' }, '12345678', invoiceSeller(settings), vatRateOf(settings));

  it('bills the extra kilometres per km and the refuelling per eighth, and nothing of the rental', () => {
    expect(invoice.lines.map(({ kind, quantity, grossCents }) => ({ kind, quantity, grossCents }))).toEqual([
      { kind: 'extra-km', quantity: 43, grossCents: 15050 },
      { kind: 'refuel', quantity: 2, grossCents: 2 * REFUEL_EUR_PER_EIGHTH * 100 },
    ]);
    expect(invoice.totalCents).toBe(Math.round(charges.total * 100));
    expect(invoice.netCents + invoice.vatCents).toBe(invoice.totalCents);
    expect(invoice.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(invoice.netCents);
  });

  it('is an ordinary invoice of the order, paid by the charges’ own payment', () => {
    expect(invoice).toMatchObject({ kind: 'invoice', orderId: 'order1', orderNumber: '12345678', corrects: null, buyer: { name: 'Ana García' } });
    expect(invoice.payment).toEqual({ method: 'online', paidAt, reference: 'pi_charges' });
  });

  it('has no refuelling line when the tank came back full', () => {
    const kmOnly = returnCharges({ includedKmPerDay: 150, extraKmEur: 3.5 }, 7, { km: 0, fuelEighths: 8 }, { km: 1_100, fuelEighths: 8 });
    const lines = returnChargesInvoice(paidOrder(), kmOnly, { paidAt, reference: null }, '1', invoiceSeller(settings), 21).lines;
    expect(lines.map((line) => line.kind)).toEqual(['extra-km']);
  });
});

describe('the Verifactu record', () => {
  it("writes the register's published example's chain text", () => {
    const text = verifactuChainText(
      { number: '12345678/G33', issueDate: '2024-01-01', vatCents: 1235, totalCents: 12345, seller: { taxId: '89890001K' } },
      { invoiceType: 'F1', previousHash: '', generatedAt: '2024-01-01T19:20:30+01:00' },
    );
    expect(text).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
  });

  it('chains each record to the previous one, so changing an issued invoice breaks the chain', () => {
    const first = issue(paidOrder());
    const second = issue(paidOrder({ id: 'order2', paidAt: Date.UTC(2030, 5, 2) }), 2, first.verifactu.hash);
    expect(second.verifactu).toMatchObject({ invoiceType: 'F1', previousHash: first.verifactu.hash });
    expect(second.verifactu.hash).toMatch(/^[0-9A-F]{64}$/);
    const tampered = { ...first, totalCents: first.totalCents - 100 };
    expect(sha256(verifactuChainText(tampered, first.verifactu)).toUpperCase()).not.toBe(first.verifactu.hash);
    expect(sha256(verifactuChainText(first, first.verifactu)).toUpperCase()).toBe(first.verifactu.hash);
    const rectifying = issuedInvoice(rectifyingInvoice(first, first.totalCents), { sequence: 1, issuedAt: Date.UTC(2030, 5, 3), previousHash: second.verifactu.hash, sha256 });
    expect(rectifying.verifactu.invoiceType).toBe('R1');
  });

  it("stamps the record with the coast's offset, summer and winter", () => {
    expect(coastTimestamp(Date.UTC(2030, 6, 1, 10, 20, 30))).toBe('2030-07-01T12:20:30+02:00');
    expect(coastTimestamp(Date.UTC(2030, 0, 15, 23, 59, 5))).toBe('2030-01-16T00:59:05+01:00');
    // The last second before the clocks go back (03:00 summer time becomes 02:00 winter time).
    expect(coastTimestamp(Date.UTC(2030, 9, 27, 0, 59, 59))).toBe('2030-10-27T02:59:59+02:00');
    expect(coastTimestamp(Date.UTC(2030, 9, 27, 1, 0, 0))).toBe('2030-10-27T02:00:00+01:00');
  });
});
