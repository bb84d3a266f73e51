/**
 * The order's invoices for the staff, live: each one's number, kind, issue
 * date and total (a rectifying invoice's is negative), with its PDF to
 * download, as the customer receives it; "No invoice yet" before the order
 * is paid.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InvoiceSummary } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useDataRetry } from '../../back-office/data-boundary';
import { useRefusalText } from '../../back-office/refusal-messages';
import { InvoiceList } from '../../../components/invoices/invoice-list';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { saveBase64File } from '../../../lib/download-file';
import { downloadInvoice, useOrderInvoices } from '../api/orders-data';

export function OrderInvoices({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const headingId = useId();
  const state = useOrderInvoices(orderId);
  const retry = useDataRetry();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoice: InvoiceSummary) {
    setDownloading(invoice.id);
    const outcome = await downloadInvoice({ invoiceId: invoice.id });
    setDownloading(null);
    if (outcome.ok) {
      saveBase64File(outcome.file.pdfBase64, outcome.file.fileName);
      return;
    }
    const number = invoice.number;
    toast.error(t`Could not download invoice ${number}`, why(outcome.reason));
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h6" component="h3">
        <Trans>Invoices</Trans>
      </Typography>
      {state.status === 'loading' && <Skeleton variant="rounded" height={56} />}
      {state.status === 'error' && (
        <LoadFailed onRetry={retry}>
          <Trans>The invoices could not be loaded.</Trans>
        </LoadFailed>
      )}
      {state.status === 'ready' && state.invoices.length === 0 && (
        <Typography color="textSecondary">
          <Trans>No invoice yet</Trans>
        </Typography>
      )}
      {state.status === 'ready' && state.invoices.length > 0 && (
        <InvoiceList invoices={state.invoices} downloading={downloading} onDownload={(invoice) => void download(invoice)} />
      )}
    </Box>
  );
}
