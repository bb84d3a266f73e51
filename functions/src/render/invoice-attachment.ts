import { invoiceFileName, type Invoice, type MailAttachment } from '@costa/domain';

/** An invoice as a mail's attachment: named by its id, rendered as its PDF when the mail is delivered. */
export function invoiceAttachment(invoice: Pick<Invoice, 'id' | 'number'>): MailAttachment {
  return { filename: invoiceFileName(invoice), contentType: 'application/pdf', invoiceId: invoice.id };
}
