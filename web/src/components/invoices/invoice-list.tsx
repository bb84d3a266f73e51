/**
 * A booking's invoices, as the customer's booking page and the staff's order
 * both list them: each one's number, kind (a rectifying invoice is marked),
 * issue date and total (negative for a rectifying one), and a button that
 * downloads its PDF, busy while that one is fetched. Its texts are in the
 * customer's and the staff's catalogs (lingui.config.ts).
 */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatEUR, type InvoiceSummary } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLang } from '../../hooks/use-route-info';
import { formatDay } from '../order/order-card';

interface InvoiceListProps {
  invoices: readonly InvoiceSummary[];
  /** The invoice whose PDF is being fetched, if any. */
  downloading: string | null;
  onDownload: (invoice: InvoiceSummary) => void;
}

export function InvoiceList({ invoices, downloading, onDownload }: InvoiceListProps) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {invoices.map((invoice) => {
        const number = invoice.number;
        return (
          <Box
            component="li"
            key={invoice.id}
            data-testid="invoice"
            data-kind={invoice.kind}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 1,
              py: 1.5,
              pl: 1.5,
              borderLeft: 2,
              borderColor: invoice.kind === 'rectifying' ? 'warning.main' : 'divider',
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
              onClick={() => onDownload(invoice)}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'start', sm: 'end' } }}
            >
              <Trans>Download PDF</Trans>
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
