/**
 * The order dialog's invoices: "No invoice yet" before there is one; then
 * each with its kind, date and total, and its PDF to download as an admin;
 * a failed download said in the staff's words.
 */
import type { InvoiceSummary } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { ToastContext, type ToastRequest } from '../../../components/ui/toast-provider';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';
import { downloadInvoice, useOrderInvoices, type InvoiceDownload, type InvoicesState } from '../api/orders-data';
import { OrderInvoices } from './order-invoices';

jest.mock('../api/orders-data', () => ({ downloadInvoice: jest.fn(), useOrderInvoices: jest.fn() }));

const download = jest.mocked(downloadInvoice);
const invoicesOf = jest.mocked(useOrderInvoices);

const INVOICE: InvoiceSummary = { id: 'F-2026-00001', number: 'F-2026-00001', kind: 'invoice', issueDate: '2026-11-27', totalCents: 613_450 };
const RECTIFYING: InvoiceSummary = { id: 'R-2026-00001', number: 'R-2026-00001', kind: 'rectifying', issueDate: '2026-12-03', totalCents: -306_725 };
const PDF_BASE64 = Buffer.from('%PDF-1.7').toString('base64');

let toasts: ToastRequest[];
let saved: string[];

function renderInvoices(state: InvoicesState) {
  invoicesOf.mockReturnValue(state);
  act(() => i18n.loadAndActivate({ locale: 'en', messages: { ...enPublic, ...enStaff } }));
  const path = '/en/admin/orders';
  const router = createMemoryRouter([{ path, element: <OrderInvoices orderId="order-1" /> }], { initialEntries: [path] });
  return render(
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={{ show: (toast) => toasts.push(toast), dismiss: () => {} }}>
        <RouterProvider router={router} />
      </ToastContext.Provider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  toasts = [];
  saved = [];
  download.mockReset();
  invoicesOf.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => jest.restoreAllMocks());

describe("the order dialog's invoices", () => {
  it('says there is no invoice yet before the order is invoiced', () => {
    renderInvoices({ status: 'ready', invoices: [] });
    const section = screen.getByRole('region', { name: 'Invoices' });
    expect(section).toHaveTextContent('No invoice yet');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(invoicesOf).toHaveBeenCalledWith('order-1');
  });

  it('lists the invoice and the rectifying invoice with their dates and totals', () => {
    renderInvoices({ status: 'ready', invoices: [INVOICE, RECTIFYING] });
    const [first, second] = within(screen.getByRole('region', { name: 'Invoices' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('F-2026-00001');
    expect(first).toHaveTextContent('Invoice · Nov 27, 2026');
    expect(first).toHaveTextContent('€6,134.50');
    expect(second).toHaveTextContent('R-2026-00001');
    expect(second).toHaveTextContent('Rectifying invoice · Dec 3, 2026');
    expect(second).toHaveTextContent('-€3,067.25');
  });

  it('downloads a PDF by its number alone, the button busy meanwhile', async () => {
    let answer: (outcome: InvoiceDownload) => void = () => {};
    download.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInvoices({ status: 'ready', invoices: [INVOICE, RECTIFYING] });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF R-2026-00001' }));
    expect(download).toHaveBeenCalledWith({ invoiceId: 'R-2026-00001' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF R-2026-00001' })).toBeDisabled());
    await act(async () => answer({ ok: true, file: { fileName: 'R-2026-00001.pdf', pdfBase64: PDF_BASE64 } }));
    expect(saved).toEqual(['R-2026-00001.pdf']);
    expect(screen.getByRole('button', { name: 'Download PDF R-2026-00001' })).toBeEnabled();
    expect(toasts).toEqual([]);
  });

  it("says why a download failed, in the staff's words", async () => {
    download.mockResolvedValue({ ok: false, reason: 'forbidden' });
    renderInvoices({ status: 'ready', invoices: [INVOICE] });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF F-2026-00001' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      variant: 'destructive',
      title: 'Could not download invoice F-2026-00001',
      description: 'Access denied. Administrator privileges required.',
    });
    expect(saved).toEqual([]);
  });

  it('offers to try again when the invoices could not be read', () => {
    renderInvoices({ status: 'error' });
    const section = screen.getByRole('region', { name: 'Invoices' });
    expect(within(section).getByRole('alert')).toHaveTextContent('The invoices could not be loaded.');
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
