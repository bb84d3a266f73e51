/**
 * "My booking": the booking a manage link names (its token in the URL's
 * fragment, `#t=…`), or a signed-in customer's own (`?order=<id>`): the order
 * card, what cancelling would refund now by the rental terms, a
 * cancellation the customer confirms after seeing the amount, and the
 * booking's invoices to download. Without a link,
 * or with one that names nothing, the form that sends a new link.
 */
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  legalVersionQuery,
  type AcceptedTerms,
  dateTimeFormat,
  formatEUR,
  FREE_CANCELLATION_HOURS,
  isManageToken,
  wallTimeIn,
  type ManageBookingRequest,
  type ManagedBooking,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from '../../../lib/router';
import { OrderCard, formatDay } from '../../../components/order/order-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { usePaths } from '../../../config/paths';
import { useAsync } from '../../../hooks/use-async';
import { useLang } from '../../../hooks/use-route-info';
import { refusalMessage } from '../../../lib/refusal-messages';
import { useAuth } from '../../auth/use-auth';
import { cancelManagedBooking, getManagedBooking } from '../api/manage-booking';
import { BookingInvoices } from './booking-invoices';
import { LookupForm } from './lookup-form';

/** What the URL names: the link's token, or a signed-in customer's order id; null for neither. */
function useRequest(): ManageBookingRequest | null | 'waiting' {
  const { hash } = useLocation();
  const [query] = useSearchParams();
  const auth = useAuth({ immediate: true });
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  if (isManageToken(token)) return { token };
  const orderId = query.get('order');
  if (!orderId) return null;
  if (auth.status === 'loading') return 'waiting';
  return auth.status === 'signedIn' ? { orderId } : null;
}

export function ManageBookingScreen() {
  const { t, i18n } = useLingui();
  const request = useRequest();
  // Keys show in logs: a link is named by its first characters only.
  const key = request === null || request === 'waiting' ? null : 'token' in request ? `booking by link ${request.token.slice(0, 6)}…` : `booking ${request.orderId}`;
  const booking = useAsync(key, () => getManagedBooking(request as ManageBookingRequest));

  if (request === null) return <LookupForm />;
  if (booking.status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-label={t`Loading your booking…`}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  }
  if (booking.status === 'error') {
    return (
      <LoadFailed onRetry={booking.retry}>
        <Trans>Sorry, we couldn't load your booking.</Trans>
      </LoadFailed>
    );
  }
  const answer = booking.data;
  if (!answer.ok) {
    return (
      <Stack spacing={4}>
        <Alert severity="warning">
          {i18n._(refusalMessage(answer.reason))}
        </Alert>
        <LookupForm />
      </Stack>
    );
  }
  return <BookingView booking={answer.data} request={request as ManageBookingRequest} onChanged={booking.retry} />;
}

function BookingView({ booking, request, onChanged }: { booking: ManagedBooking; request: ManageBookingRequest; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { cancellation } = booking;
  const eur = (cents: number) => formatEUR(cents / 100, lang, 2);
  const reference = booking.orderNumber;

  async function cancel() {
    setBusy(true);
    const outcome = await cancelManagedBooking(request);
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) {
      const refunded = eur(outcome.data.refundCents);
      toast.success(
        t`Booking ${reference} cancelled`,
        outcome.data.refundCents > 0 ? t`${refunded} is on its way back to your card. We have sent you an e-mail.` : t`We have sent you an e-mail.`,
      );
      onChanged();
      return;
    }
    toast.error(t`Could not cancel the booking`, i18n._(refusalMessage(outcome.reason)));
    onChanged();
  }

  const until = cancellation.allowed ? wallTimeIn(cancellation.freeUntil) : null;
  const untilText = until ? `${formatDay(until.date, lang)}, ${until.time}` : '';
  const amount = cancellation.allowed ? eur(cancellation.refundCents) : '';
  const hours = FREE_CANCELLATION_HOURS;
  const refunded = booking.refund ? eur(booking.refund.amountCents) : '';

  return (
    <Stack spacing={3}>
      <OrderCard order={booking.order} />
      <Box component="section" aria-labelledby="cancel-title" sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }}>
        <Typography id="cancel-title" component="h2" variant="h6">
          <Trans>Cancellation</Trans>
        </Typography>
        {booking.order.status === 'cancelled' ? (
          <Alert severity="info" icon={<EventBusyIcon />}>
            {booking.refund ? (
              <Trans>This booking is cancelled. {refunded} was refunded to your card.</Trans>
            ) : (
              <Trans>This booking is cancelled.</Trans>
            )}
            {booking.cancelledAt ? ` ${dateTimeFormat(lang, { dateStyle: 'long' }).format(booking.cancelledAt)}.` : ''}
          </Alert>
        ) : cancellation.allowed ? (
          <>
            <Typography>
              {cancellation.free ? (
                <Trans>
                  You can cancel free of charge until {untilText} ({hours} hours before the pickup): you get {amount} back.
                </Trans>
              ) : (
                <Trans>The free cancellation ended {untilText}. Cancelling now refunds {amount}, as the rental terms say.</Trans>
              )}
            </Typography>
            <Box>
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
                <Trans>Cancel booking</Trans>
              </Button>
            </Box>
          </>
        ) : cancellation.bar === 'started' ? (
          <Typography color="textSecondary">
            <Trans>Your rental has started, so it can no longer be cancelled online. Please contact us.</Trans>
          </Typography>
        ) : (
          <Typography color="textSecondary">
            <Trans>This booking is not paid, so there is nothing to cancel here.</Trans>
          </Typography>
        )}
      </Box>
      <BookingInvoices invoices={booking.invoices} request={request} />
      {booking.acceptedTerms?.termsVersion ? <AcceptedTexts accepted={booking.acceptedTerms} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t`Cancel booking ${reference}?`}
        text={t`The car's days go back on sale, and ${amount} is refunded to the card you paid with. This cannot be undone.`}
        confirmLabel={t`Cancel booking`}
        cancelLabel={t`Keep booking`}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The very versions of the rental terms and privacy policy accepted with the booking, readable on the site. */
function AcceptedTexts({ accepted }: { accepted: AcceptedTerms }) {
  const paths = usePaths();
  const lang = useLang();
  const terms = accepted.termsVersion;
  const privacy = accepted.privacyVersion;
  const date = dateTimeFormat(lang, { dateStyle: 'long' }).format(accepted.acceptedAt);
  return (
    <Box component="section" aria-labelledby="accepted-title" sx={{ display: 'grid', gap: 1, maxWidth: 720 }} data-testid="accepted-terms">
      <Typography id="accepted-title" component="h2" variant="h6">
        <Trans>Terms you accepted</Trans>
      </Typography>
      <Typography color="textSecondary">
        <Trans>On {date} you accepted these versions, which apply to this booking:</Trans>
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {terms ? (
          <li>
            <Link component={RouterLink} to={`${paths('terms')}${legalVersionQuery(terms)}`}>
              <Trans>Rental terms, version {terms}</Trans>
            </Link>
          </li>
        ) : null}
        {privacy ? (
          <li>
            <Link component={RouterLink} to={`${paths('privacy')}${legalVersionQuery(privacy)}`}>
              <Trans>Privacy policy, version {privacy}</Trans>
            </Link>
          </li>
        ) : null}
      </Box>
    </Box>
  );
}
