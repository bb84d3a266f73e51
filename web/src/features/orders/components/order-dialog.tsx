/**
 * One order for the staff: the customer (with mail and phone links), the
 * car, dates, times and places and the price as the server computed it (the
 * account page's order card), when it was placed and paid, what staff can do
 * with it now, its invoices, and its timeline with the staff's notes. Full
 * screen on a phone.
 */
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { dateTimeFormat, LANGUAGE_NAMES, orderReference, wholeYears, type AdditionalDriver, type DriverDetails, type Lang, type Order } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLang } from '../../../hooks/use-route-info';
import { Fact } from '../../../components/ui/fact';
import { OrderCard } from '../../../components/order/order-card';
import { useAdminOrder } from '../api/orders-data';
import { OrderActions } from './order-actions';
import { OrderInvoices } from './order-invoices';
import { OrderTimeline } from './order-timeline';
import { formatMoment } from '../../../lib/moments';

/** A calendar day (`YYYY-MM-DD`) as people read it: 12 Apr 1985. */
function dayText(day: string, lang: Lang): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The main driver's dates, kept for the handover, where staff check them against the licence. */
function DriverFact({ driver, startDate, lang }: { driver: DriverDetails; startDate: string; lang: Lang }) {
  const born = dayText(driver.birthDate, lang);
  const age = wholeYears(driver.birthDate, startDate);
  const licensed = dayText(driver.licenceIssuedOn, lang);
  return (
    <Fact label={<Trans>Main driver</Trans>}>
      <Trans>
        Born {born} ({age} at pickup), licence since {licensed}
      </Trans>
    </Fact>
  );
}

/** The additional driver added with an extra: named, with the same dates for the handover. */
function AdditionalDriverFact({ driver, startDate, lang }: { driver: AdditionalDriver; startDate: string; lang: Lang }) {
  const born = dayText(driver.birthDate, lang);
  const age = wholeYears(driver.birthDate, startDate);
  const licensed = dayText(driver.licenceIssuedOn, lang);
  const name = driver.name;
  return (
    <Fact label={<Trans>Additional driver</Trans>}>
      <Trans>
        {name}, born {born} ({age} at pickup), licence since {licensed}
      </Trans>
    </Fact>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const lang = useLang();
  const when = (at: number) => formatMoment(at, lang);
  const { customer } = order;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 1 }}>
      <Fact label={<Trans>Customer</Trans>}>{customer.name}</Fact>
      <Fact label={<Trans>Email</Trans>}>
        <Link href={`mailto:${customer.email}`}>{customer.email}</Link>
      </Fact>
      <Fact label={<Trans>Phone</Trans>}>
        {customer.phone ? <Link href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</Link> : '—'}
      </Fact>
      {customer.taxId && <Fact label={<Trans>Tax ID</Trans>}>{customer.taxId}</Fact>}
      {customer.billingAddress && (
        <Fact label={<Trans>Billing address</Trans>}>
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {customer.billingAddress}
          </Box>
        </Fact>
      )}
      {order.driver && <DriverFact driver={order.driver} startDate={order.startDate} lang={lang} />}
      {order.additionalDriver && <AdditionalDriverFact driver={order.additionalDriver} startDate={order.startDate} lang={lang} />}
      <Fact label={<Trans>Language</Trans>}>{LANGUAGE_NAMES[order.lang] ?? order.lang}</Fact>
      <Fact label={<Trans>Account</Trans>}>{order.uid ? <Trans>Signed-in customer</Trans> : <Trans>Guest</Trans>}</Fact>
      <Fact label={<Trans>Placed</Trans>}>{when(order.createdAt)}</Fact>
      <Fact label={<Trans>Paid</Trans>}>{order.paidAt ? when(order.paidAt) : '—'}</Fact>
      {order.handedOverAt && <Fact label={<Trans>Handed over</Trans>}>{when(order.handedOverAt)}</Fact>}
      {order.returnedAt && <Fact label={<Trans>Returned</Trans>}>{when(order.returnedAt)}</Fact>}
    </Box>
  );
}

export function OrderDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const state = useAdminOrder(id);
  const retry = useDataRetry();
  const reference = state.status === 'ready' && state.order ? orderReference(state.order) : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {reference ? <Trans>Order {reference}</Trans> : <Trans>Order</Trans>}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t`Close`} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {/* Rows as tall as their content: the dialog scrolls rather than squeezing the order card. */}
      <DialogContent sx={{ display: 'grid', gap: 3, gridAutoRows: 'max-content' }}>
        {state.status === 'loading' && <Skeleton variant="rounded" height={240} />}
        {state.status === 'error' && (
          <LoadFailed onRetry={retry}>
            <Trans>The order could not be loaded.</Trans>
          </LoadFailed>
        )}
        {state.status === 'ready' && !state.order && (
          <Alert severity="warning">
            <Trans>There is no order with this reference.</Trans>
          </Alert>
        )}
        {state.status === 'ready' && state.order && (
          <>
            <OrderActions order={state.order} />
            <OrderFacts order={state.order} />
            <OrderCard order={state.order} />
            <OrderInvoices orderId={state.order.id} />
            <OrderTimeline order={state.order} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
