/**
 * The order page when there is nothing to pay for yet: loading,
 * a booking without usable dates or places, dates already past, a car that
 * cannot be found or is booked on request, and a failed load. Each says what
 * happened and offers the way on; none of them spins for ever.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_RENTAL_DAYS, type BookingWindowProblem } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../../lib/router';
import { IconBadge } from '../../../../components/ui/icon-badge';
import { usePaths } from '../../../../config/paths';

export function OrderLoading() {
  const { t } = useLingui();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t`Loading your order…`} />
    </Box>
  );
}

interface OrderNoticeProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}

/** A short card in place of the order. */
function OrderNotice({ icon, title, children, actions }: OrderNoticeProps) {
  return (
    <Paper
      variant="outlined"
      data-testid="order-notice"
      sx={{ maxWidth: 640, mx: 'auto', my: { xs: 2, md: 6 }, p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <IconBadge>{icon}</IconBadge>
      </Box>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5, fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '48ch', mx: 'auto', lineHeight: 1.6 }}>{children}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mt: 3.5, justifyContent: 'center', flexWrap: 'wrap' }}
      >
        {actions}
      </Stack>
    </Paper>
  );
}

/** What the order's query lacks, or why its dates cannot be sold online (`BookingWindowProblem`). */
export type IncompleteReason = 'dates' | 'location' | BookingWindowProblem;

/** The query lacks what the order needs: back to the car page to choose it. */
export function OrderIncomplete({ reason, carPath, noticeHours }: { reason: IncompleteReason; carPath: string; noticeHours: number }) {
  const paths = usePaths();
  return (
    <OrderNotice
      icon={<EventAvailableIcon />}
      title={
        reason === 'past' ? (
          <Trans>These dates have passed</Trans>
        ) : reason === 'too-soon' ? (
          <Trans>This pickup is too soon to book online</Trans>
        ) : reason === 'too-far-ahead' ? (
          <Trans>These dates are too far ahead</Trans>
        ) : reason === 'too-long' ? (
          <Trans>This rental is too long to book online</Trans>
        ) : reason === 'return-before-pickup' ? (
          <Trans>Check the return time</Trans>
        ) : reason === 'location' ? (
          <Trans>Choose where to meet the car</Trans>
        ) : (
          <Trans>Choose your rental dates first</Trans>
        )
      }
      actions={
        <>
          <Button component={RouterLink} to={carPath} variant="contained" startIcon={<ArrowBackIcon />}>
            {reason === 'location' ? <Trans>Back to the car</Trans> : <Trans>Pick dates on the car page</Trans>}
          </Button>
          <Button component={RouterLink} to={paths('cars')} variant="outlined">
            <Trans>Browse the fleet</Trans>
          </Button>
        </>
      }
    >
      {reason === 'past' ? (
        <Trans>The rental would start before today. Pick new dates on the car page to book it.</Trans>
      ) : reason === 'too-soon' ? (
        <Trans>
          Online bookings start at least {noticeHours} hours ahead, so we can prepare the car. Pick a later pickup on the car page, or
          call us for a sooner one.
        </Trans>
      ) : reason === 'too-far-ahead' ? (
        <Trans>Rentals can be booked online up to two years ahead. Pick earlier dates on the car page, or contact us.</Trans>
      ) : reason === 'too-long' ? (
        <Trans>
          Online bookings last up to {MAX_RENTAL_DAYS} days. Pick shorter dates on the car page, or contact us for a longer rental.
        </Trans>
      ) : reason === 'return-before-pickup' ? (
        <Trans>On a one-day rental, the return time must be after the pickup time. Change the times on the car page.</Trans>
      ) : reason === 'location' ? (
        <Trans>This booking has no pickup or return place yet. Choose them on the car page, then come back to pay.</Trans>
      ) : (
        <Trans>This order has no rental dates. Pick your pickup and return days on the car page to see the price and pay.</Trans>
      )}
    </OrderNotice>
  );
}

/** The car is unknown, no longer offered, or only bookable on request. */
export function OrderCarUnavailable({ onRequest, carName }: { onRequest: boolean; carName: string | null }) {
  const paths = usePaths();
  const contact = carName ? `${paths('contact')}?${new URLSearchParams({ car: carName })}` : paths('contact');
  return (
    <OrderNotice
      icon={<ReportProblemOutlinedIcon />}
      title={onRequest ? <Trans>This car is booked on request</Trans> : <Trans>Car not found</Trans>}
      actions={
        <>
          {onRequest && (
            <Button component={RouterLink} to={contact} variant="contained">
              <Trans>Contact us</Trans>
            </Button>
          )}
          <Button component={RouterLink} to={paths('cars')} variant={onRequest ? 'outlined' : 'contained'}>
            <Trans>Browse the fleet</Trans>
          </Button>
        </>
      }
    >
      {onRequest ? (
        <Trans>It cannot be paid for online. Send us your dates and our team will confirm availability.</Trans>
      ) : (
        <Trans>This car does not exist or is no longer available. Our fleet has many others waiting for you.</Trans>
      )}
    </OrderNotice>
  );
}

/** The car could not be read (a toast says so too); the customer may try again. */
export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  const paths = usePaths();
  return (
    <OrderNotice
      icon={<ReportProblemOutlinedIcon />}
      title={<Trans>We could not load your order</Trans>}
      actions={
        <>
          <Button variant="contained" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <Button component={RouterLink} to={paths('contact')} variant="outlined">
            <Trans>Contact us</Trans>
          </Button>
        </>
      }
    >
      <Trans>Please check your connection and try again. Your booking choices are kept in this page's address.</Trans>
    </OrderNotice>
  );
}
