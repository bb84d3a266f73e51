/**
 * "Invoices" on the booking page, once there is one: each invoice of the
 * booking (the invoice, then a rectifying one after a refund) with its
 * number, kind, issue date and total, and its PDF to download, asked for
 * the way the page was opened: with the manage link's token, or signed in
 * as the order's customer (the server checks which).
 */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatEUR, type DownloadInvoiceRequest, type InvoiceSummary, type ManageBookingRequest } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatDay } from '../../../components/order/order-card';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
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
  const lang = useLang();
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
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {invoices.map((invoice) => {
          const number = invoice.number;
          return (
            <Box
              component="li"
              key={invoice.id}
              data-testid="invoice"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' },
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
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
    </Box>
  );
}
