/**
 * The booking page's invoices: listed with their kind, date and total in the
 * page's language; each PDF asked for with the proof the page was opened
 * with (the manage link's token, or the signed-in customer's session) and
 * saved under its number; a refusal said in the visitor's words.
 */
import type { InvoiceSummary, Lang, ManageBookingRequest } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { ToastContext, type ToastRequest } from '../../../components/ui/toast-provider';
import { messages as enCustomer } from '../../../../../locales/en/customer';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as esCustomer } from '../../../../../locales/es/customer';
import { messages as esPublic } from '../../../../../locales/es/messages';
import type { CallOutcome } from '../../../lib/call-failure';
import { downloadInvoice } from '../api/manage-booking';
import { BookingInvoices } from './booking-invoices';

jest.mock('../api/manage-booking', () => ({ downloadInvoice: jest.fn() }));

const download = jest.mocked(downloadInvoice);
const CATALOGS = { en: { ...enPublic, ...enCustomer }, es: { ...esPublic, ...esCustomer } };

const TOKEN = 'a'.repeat(43);
const INVOICE: InvoiceSummary = { id: 'F-2026-00001', number: 'F-2026-00001', kind: 'invoice', issueDate: '2026-11-27', totalCents: 613_450 };
const RECTIFYING: InvoiceSummary = { id: 'R-2026-00001', number: 'R-2026-00001', kind: 'rectifying', issueDate: '2026-12-03', totalCents: -613_450 };
/** "%PDF-1.7" and a byte above 127, as the server would send them. */
const PDF_BASE64 = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0xe2]).toString('base64');

let toasts: ToastRequest[];
let saved: { name: string; href: string }[];
let blobs: Blob[];

function renderInvoices(invoices: InvoiceSummary[], request: ManageBookingRequest = { token: TOKEN }, lang: Lang = 'en') {
  act(() => i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang as 'en' | 'es'] }));
  const path = `/${lang}/my-booking`;
  const router = createMemoryRouter([{ path, element: <BookingInvoices invoices={invoices} request={request} /> }], { initialEntries: [path] });
  return render(
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={{ show: (toast) => toasts.push(toast), dismiss: () => {} }}>
        <RouterProvider router={router} />
      </ToastContext.Provider>
    </I18nProvider>,
  );
}

/** A blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const downloadButton = (number: string) => screen.getByRole('button', { name: `Download PDF ${number}` });

beforeEach(() => {
  toasts = [];
  saved = [];
  blobs = [];
  download.mockReset();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:invoice-${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => jest.restoreAllMocks());

describe("the booking page's invoices", () => {
  it('lists each invoice with its number, kind, issue date and total, a refund negative', () => {
    renderInvoices([INVOICE, RECTIFYING]);
    const section = screen.getByRole('region', { name: 'Invoices' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('F-2026-00001');
    expect(first).toHaveTextContent('Invoice · Nov 27, 2026');
    expect(first).toHaveTextContent('€6,134.50');
    expect(within(first!).getByRole('button', { name: 'Download PDF F-2026-00001' })).toBeEnabled();
    expect(second).toHaveTextContent('Rectifying invoice · Dec 3, 2026');
    expect(second).toHaveTextContent('-€6,134.50');
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-11-27');
  });

  it('speaks Spanish, with dates and amounts in the Spanish format', () => {
    renderInvoices([INVOICE, RECTIFYING], { token: TOKEN }, 'es');
    const [first, second] = within(screen.getByRole('region', { name: 'Facturas' })).getAllByRole('listitem');
    expect(nbsp(first!.textContent)).toContain('Factura · 27 nov 2026');
    expect(nbsp(first!.textContent)).toContain('6134,50 €');
    expect(nbsp(second!.textContent)).toContain('Factura rectificativa · 3 dic 2026');
    expect(nbsp(second!.textContent)).toContain('-6134,50 €');
  });

  it('shows nothing while the booking has no invoice', () => {
    renderInvoices([]);
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });

  it("asks for the PDF with the manage link's token, keeps the button busy meanwhile, then saves it as F-2026-00001.pdf", async () => {
    let answer: (outcome: CallOutcome<{ fileName: string; pdfBase64: string }>) => void = () => {};
    download.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInvoices([INVOICE, RECTIFYING]);
    fireEvent.click(downloadButton('F-2026-00001'));
    expect(download).toHaveBeenCalledWith({ invoiceId: 'F-2026-00001', token: TOKEN });
    await waitFor(() => expect(downloadButton('F-2026-00001')).toBeDisabled());
    expect(downloadButton('R-2026-00001')).toBeEnabled();
    expect(saved).toEqual([]);

    await act(async () => answer({ ok: true, data: { fileName: 'F-2026-00001.pdf', pdfBase64: PDF_BASE64 } }));
    expect(saved).toEqual([{ name: 'F-2026-00001.pdf', href: 'blob:invoice-1' }]);
    expect(blobs[0]!.type).toBe('application/pdf');
    expect([...(await bytesOf(blobs[0]!))]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0xe2]);
    // The link is gone and its blob let go once the download has started.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:invoice-1'));
    expect(downloadButton('F-2026-00001')).toBeEnabled();
    expect(toasts).toEqual([]);
  });

  it('asks as the signed-in customer when the page was opened from the account, without a token', async () => {
    download.mockResolvedValue({ ok: true, data: { fileName: 'R-2026-00001.pdf', pdfBase64: PDF_BASE64 } });
    renderInvoices([INVOICE, RECTIFYING], { orderId: 'order-1' });
    fireEvent.click(downloadButton('R-2026-00001'));
    await waitFor(() => expect(saved).toEqual([{ name: 'R-2026-00001.pdf', href: 'blob:invoice-1' }]));
    expect(download).toHaveBeenCalledWith({ invoiceId: 'R-2026-00001' });
  });

  it.each([
    ['link-invalid', 'This link is not valid any more. Ask for a new one with your order number and e-mail address.'],
    [null, 'Something went wrong on our side. Please try again in a moment.'],
  ] as const)('says why a download failed (%s) and saves nothing', async (reason, text) => {
    download.mockResolvedValue({ ok: false, reason, fields: {}, details: {}, timedOut: false });
    renderInvoices([INVOICE]);
    fireEvent.click(downloadButton('F-2026-00001'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ variant: 'destructive', title: 'Could not download invoice F-2026-00001', description: text });
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(downloadButton('F-2026-00001')).toBeEnabled();
  });
});
