/**
 * "Invoices" on the booking page, once there is one: each invoice of the
 * booking (the invoice, then a rectifying one after a refund) with its
 * number, kind, issue date and total, and its PDF to download, asked for
 * the way the page was opened: with the manage link's token, or signed in
 * as the order's customer (the server checks which).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DownloadInvoiceRequest, type InvoiceSummary, type ManageBookingRequest } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { InvoiceList } from '../../../components/invoices/invoice-list';
import { useToast } from '../../../components/ui/use-toast';
import { saveBase64File } from '../../../lib/download-file';
import { refusalMessage } from '../../../lib/refusal-messages';
import { downloadInvoice } from '../api/manage-booking';

interface BookingInvoicesProps {
  invoices: InvoiceSummary[];
  /** How the page reached the booking: the same proof fetches its invoices. */
  request: ManageBookingRequest;
}

export function BookingInvoices({ invoices, request }: BookingInvoicesProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const headingId = useId();
  const [downloading, setDownloading] = useState<string | null>(null);

  if (invoices.length === 0) return null;

  async function download(invoice: InvoiceSummary) {
    const asked: DownloadInvoiceRequest = 'token' in request ? { invoiceId: invoice.id, token: request.token } : { invoiceId: invoice.id };
    setDownloading(invoice.id);
    const outcome = await downloadInvoice(asked);
    setDownloading(null);
    if (outcome.ok) {
      saveBase64File(outcome.data.pdfBase64, outcome.data.fileName);
      return;
    }
    const number = invoice.number;
    toast.error(t`Could not download invoice ${number}`, i18n._(refusalMessage(outcome.reason)));
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }}>
      <Typography id={headingId} component="h2" variant="h6">
        <Trans>Invoices</Trans>
      </Typography>
      <InvoiceList invoices={invoices} downloading={downloading} onDownload={(invoice) => void download(invoice)} />
    </Box>
  );
}
