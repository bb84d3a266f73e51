/**
 * The order page: `/{lang}/order/{carId}?startDate&endDate&
 * pickupTime&dropoffTime&pickupLocation&dropoffLocation`. Composes the car
 * (cars feature) with the order form, summary and payment (booking feature).
 * A query without usable dates or places, dates already past, an unknown or
 * on-request car and a failed load each get their own state; only a real,
 * payable order shows the form.
 */
import {
  bookingWindowProblem,
  buildCarSlug,
  isDirectBooking,
  isLocationValid,
  minNoticeHoursOf,
  readOrderQuery,
  todayIn,
  type OrderBooking,
  type PickupMoment,
} from '@costa/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from '../../lib/router';
import { Page } from '../../components/page/page';
import { usePageTitle } from '../../components/page/use-page-title';
import { useToast } from '../../components/ui/use-toast';
import { usePaths } from '../../config/paths';
import {
  OrderCarUnavailable,
  OrderIncomplete,
  OrderLoadError,
  OrderLoading,
  type IncompleteReason,
} from '../../features/booking/components/order/order-states';
import { OrderView } from '../../features/booking/components/order/order-view';
import { useEarliestPickup } from '../../features/booking/hooks/use-earliest-pickup';
import { useCar } from '../../features/cars/use-car';
import { useSiteSettings } from '../../features/site/use-site-settings';
import { usePageHead } from '../../features/seo/use-page-head';
import { useLang } from '../../hooks/use-route-info';

/** What the query lacks for an order, or null when it is complete. */
function incompleteReason(booking: OrderBooking | null, today: string, earliest: PickupMoment | null): IncompleteReason | null {
  if (!booking) return 'dates';
  const outsideWindow = bookingWindowProblem(booking, today, earliest ?? undefined);
  if (outsideWindow) return outsideWindow;
  if (!isLocationValid(booking.pickupLocation) || !isLocationValid(booking.dropoffLocation)) return 'location';
  return null;
}

export default function OrderPage() {
  const { param = '' } = useParams();
  usePageHead({ param });
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  // Keyed by the query's text, so a new address gives a new booking but a re-render does not.
  const booking = useMemo(() => readOrderQuery(new URLSearchParams(query)), [query]);
  const [today] = useState(() => todayIn());
  const noticeHours = minNoticeHoursOf(useSiteSettings());
  const earliest = useEarliestPickup(noticeHours);
  const incomplete = incompleteReason(booking, today, earliest);
  const title = usePageTitle('order');
  const paths = usePaths();
  // Each attempt reloads the car: a new key remounts the loader.
  const [attempt, setAttempt] = useState(0);

  return (
    <Page id="order">
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 7, md: 11 } }}>
        <Button
          component={RouterLink}
          to={paths('car', param)}
          startIcon={<ArrowBackIcon />}
          color="inherit"
          sx={{ mb: { xs: 1.5, md: 2 }, ml: -1, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
        >
          <Trans>Back to the car</Trans>
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.15 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, md: 4 } }}>
          <Trans>Check your booking details and pay securely online.</Trans>
        </Typography>
        {incomplete || !booking ? (
          <OrderIncomplete reason={incomplete ?? 'dates'} carPath={paths('car', param)} noticeHours={noticeHours} />
        ) : (
          <OrderLoader key={attempt} carId={param} booking={booking} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </Container>
    </Page>
  );
}

function OrderLoader({ carId, booking, onRetry }: { carId: string; booking: OrderBooking; onRetry: () => void }) {
  const state = useCar(carId);
  const lang = useLang();
  const paths = usePaths();
  const toast = useToast();
  const { t } = useLingui();

  const failed = state.status === 'error';
  // Once per failed load, however often the page renders meanwhile.
  const announced = useRef(false);
  useEffect(() => {
    if (!failed || announced.current) return;
    announced.current = true;
    toast.error(t`Error`, t`Failed to load order details. Please try again.`);
  }, [failed, toast, t]);

  if (state.status === 'loading') return <OrderLoading />;
  if (state.status === 'error') return <OrderLoadError onRetry={onRetry} />;
  if (state.status === 'notFound') return <OrderCarUnavailable onRequest={false} carName={null} />;
  const { car } = state;
  if (!isDirectBooking(car)) return <OrderCarUnavailable onRequest carName={car.name} />;
  const carPath = paths('car', buildCarSlug(car.name, car.model, car.id));
  return <OrderView car={car} booking={booking} carPath={carPath} lang={lang} />;
}
