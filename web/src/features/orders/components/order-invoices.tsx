/**
 * The order's invoices for the staff, live: each one's number, kind, issue
 * date and total (a rectifying invoice's is negative), with its PDF to
 * download, as the customer receives it; "No invoice yet" before the order
 * is paid.
 */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatEUR, type InvoiceSummary } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useDataRetry } from '../../back-office/data-boundary';
import { useRefusalText } from '../../back-office/refusal-messages';
import { formatDay } from '../../../components/order/order-card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { saveBase64File } from '../../../lib/download-file';
import { downloadInvoice, useOrderInvoices } from '../api/orders-data';

export function OrderInvoices({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const lang = useLang();
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
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {state.invoices.map((invoice) => {
            const number = invoice.number;
            return (
              <Box
                component="li"
                key={invoice.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' },
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 1,
                  borderLeft: 2,
                  borderColor: invoice.kind === 'rectifying' ? 'warning.main' : 'divider',
                  pl: 1.5,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{number}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {invoice.kind === 'rectifying' ? <Trans>Rectifying invoice</Trans> : <Trans>Invoice</Trans>}
                    {' · '}
                    <time dateTime={invoice.issueDate}>{formatDay(invoice.issueDate, lang)}</time>
                  </Typography>
                </Box>
                <Typography sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatEUR(invoice.totalCents / 100, lang, 2)}
                </Typography>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<DownloadIcon />}
                  loading={downloading === invoice.id}
                  loadingPosition="start"
                  aria-label={t`Download PDF ${number}`}
                  onClick={() => void download(invoice)}
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'start', sm: 'end' } }}
                >
                  <Trans>Download PDF</Trans>
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
