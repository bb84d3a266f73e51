/**
 * `downloadInvoice`: an invoice's PDF, for the people who may see it: an
 * admin, the order's signed-in customer, or whoever holds the order's
 * manage link (a guest's booking). Anyone else, and an invoice that does not
 * exist, get the same refusal, so the callable never tells which numbers
 * exist.
 */
import { FORM_MESSAGES, invoiceFileName, isInvoiceId, isManageToken, type DownloadInvoiceResponse, type Invoice } from '@costa/domain';
import type { InvoiceStore } from '../services/invoices';
import { tokenHash, type StaffOrderStore } from '../services/orders';
import { refusal } from './refusal';
import { invalidInput } from './validation';

export interface InvoiceCallRequest {
  data: unknown;
  auth?: { uid: string; token: Record<string, unknown> } | null;
}

export interface DownloadInvoiceDeps {
  invoices: Pick<InvoiceStore, 'find'>;
  orders: Pick<StaffOrderStore, 'findOrder'>;
  renderPdf: (invoice: Invoice) => Promise<Buffer>;
}

const NOT_FOUND = 'There is no such invoice for you.';

export function createDownloadInvoiceHandler({ invoices, orders, renderPdf }: DownloadInvoiceDeps) {
  return async (request: InvoiceCallRequest): Promise<DownloadInvoiceResponse> => {
    const data = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as Record<string, unknown>;
    if (!isInvoiceId(data.invoiceId)) throw invalidInput('An invoice number is required.', { invoiceId: FORM_MESSAGES.notText });
    if (data.token !== undefined && !isManageToken(data.token)) throw refusal('link-invalid', 'This link names no booking.');
    const invoice = await invoices.find(data.invoiceId);
    if (!invoice) throw refusal('not-found', NOT_FOUND);
    const auth = request.auth;
    const allowed =
      auth?.token.admin === true ||
      (auth && invoice.customerUid !== null && invoice.customerUid === auth.uid) ||
      (typeof data.token === 'string' && (await orders.findOrder(invoice.orderId))?.manageTokenHash === tokenHash(data.token));
    if (!allowed) throw refusal('not-found', NOT_FOUND);
    return { fileName: invoiceFileName(invoice), pdfBase64: (await renderPdf(invoice)).toString('base64') };
  };
}
