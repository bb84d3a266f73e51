import { createHash } from 'node:crypto';
import { invoiceSeller, issuedInvoice, LANGUAGES, orderInvoice, priceBreakdown, rectifyingInvoice, type Invoice, type Lang } from '@costa/domain';
import { buildCompanyFacts, buildSiteSettings } from '../../../tests/builders';
import { invoiceText, renderInvoicePdf } from './invoice-pdf';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const settings = buildSiteSettings({ email: 'bookings@costaprestige.com', company: buildCompanyFacts() });

function invoiceIn(lang: Lang): Invoice {
  const price = priceBreakdown({ dailyPrice: 1450, startDate: '2030-07-10', endDate: '2030-07-12', pickupTime: '21:00', dropoffTime: '10:00', distanceKm: 12, discounts: [] });
  const order = {
    id: 'order1',
    uid: null,
    lang,
    customer: { name: 'Zoë Łukasiewicz', email: 'zoe@example.com', phone: '', taxId: 'DE123456789', billingAddress: 'Königsallee 12, Düsseldorf' },
    car: { id: 'c1', name: 'Ferrari 296 GTB', brand: 'Ferrari', model: '296 GTB', year: 2024, dailyPrice: 1450, image: '' },
    price,
    startDate: '2030-07-10',
    endDate: '2030-07-12',
    paidAt: Date.UTC(2030, 5, 1, 9),
    paymentIntent: 'pi_123',
    sessionId: 'cs_test_x',
  };
  return issuedInvoice(orderInvoice(order, 'A1B2C3D4', invoiceSeller(settings), 21), { sequence: 7, issuedAt: order.paidAt, previousHash: '', sha256 });
}

describe('the invoice PDF', () => {
  it.each(LANGUAGES)('is written in the invoice language (%s), with every line, the VAT broken out and the payment', (lang) => {
    const text = invoiceText(invoiceIn(lang));
    const english = invoiceText(invoiceIn('en'));
    expect(text.facts.map(([, value]) => value)).toEqual(expect.arrayContaining(['F-2030-00007', 'A1B2C3D4']));
    expect(text.rows).toHaveLength(3);
    expect(text.rows[0]![0]).toContain('Ferrari 296 GTB');
    expect(text.buyer.lines).toEqual(expect.arrayContaining(['Zoë Łukasiewicz', 'Königsallee 12, Düsseldorf', 'zoe@example.com']));
    expect(text.buyer.lines.join(' ')).toContain('DE123456789');
    expect(text.seller.lines.join(' ')).toContain('B12345674');
    expect(text.totals).toHaveLength(3);
    expect(text.payment).toContain('pi_123');
    if (lang !== 'en') {
      expect(text.title).not.toBe(english.title);
      expect(text.rows[0]![0]).not.toBe(english.rows[0]![0]);
      expect(text.totals.map((total) => total.label)).not.toEqual(english.totals.map((total) => total.label));
    }
  });

  it('states the Spanish amounts as Spanish readers write them', () => {
    const text = invoiceText(invoiceIn('es'));
    expect(text.title).toBe('Factura');
    expect(text.totals).toEqual([
      // Spanish groups thousands from five digits on.
      { label: 'Base imponible', value: '3748,76\u00a0€' },
      { label: 'IVA 21 %', value: '787,24\u00a0€' },
      { label: 'Total', value: '4536,00\u00a0€', strong: true },
    ]);
  });

  it('cites the original on a rectifying invoice, with the amount refunded', () => {
    const original = invoiceIn('en');
    const rectifying = issuedInvoice(rectifyingInvoice(original, 50000), { sequence: 1, issuedAt: Date.UTC(2030, 6, 1), previousHash: original.verifactu.hash, sha256 });
    const text = invoiceText(rectifying);
    expect(text.title).toBe('Rectifying invoice');
    expect(text.corrects).toBe('This invoice rectifies invoice F-2030-00007 of June 1, 2030: the booking was cancelled and €500.00 refunded.');
    expect(text.rows).toEqual([['Refund on invoice F-2030-00007', '1', '-€413.22', '-€413.22']]);
    expect(text.thanks).toBeNull();
  });

  it("states the car's rental terms as booked on the invoice, not on a rectifying one", () => {
    const rentalTerms = { depositEur: 15_000, includedKmPerDay: 150, extraKmEur: 6, minDriverAge: 30, minLicenceYears: 5, insuranceExcessEur: 30_000 };
    const invoice = invoiceIn('fr');
    const withTerms = { ...invoice, rental: { ...invoice.rental, terms: rentalTerms } };
    const text = invoiceText(withTerms);
    expect(text.terms?.rows).toHaveLength(4);
    expect(text.terms?.rows.map((row) => row.value).join(' ')).toContain('450 km');
    expect(invoiceText({ ...withTerms, kind: 'rectifying' }).terms).toBeNull();
  });

  it('renders one A4 page as a PDF, the same bytes every time', async () => {
    const invoice = invoiceIn('de');
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect((await renderInvoicePdf(invoice)).equals(pdf)).toBe(true);
  });
});
