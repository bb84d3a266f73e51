/**
 * The car page: composes the car's gallery, overview, quick info, rental
 * terms, description and specifications (cars feature), its compare toggle (compare
 * feature) and the booking panel (booking feature). Its head names the car, as
 * the server's HTML does. The booking panel brings the date pickers, so it
 * arrives as its own chunk, once the visitor reaches it.
 */
import { buildCarSlug, carHeadTexts, DEFAULT_CAR_IMAGE, formatEUR, type Car, type Translate } from '@costa/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useParams } from '../../lib/router';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { staticPart } from '../../components/ui/deferred';
import { onDemandPart } from '../../components/ui/on-demand-part';
import { Placeholder, Spinner } from '../../components/ui/placeholder';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { usePaths } from '../../config/paths';
import { CarGallery } from '../../features/cars/components/car-detail/car-gallery';
import { CarOverview } from '../../features/cars/components/car-detail/car-overview';
import { useCar } from '../../features/cars/use-car';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { useTodayPrice } from '../../features/prices/use-seasons';
import { usePageHead } from '../../features/seo/use-page-head';
import { useLang } from '../../hooks/use-route-info';
import { Button, LinkButton } from '../../components/ui/buttons';

// Kept as the server's HTML, its code not even loaded, until the visitor reaches it (a phone shows only
// its heading at first); in view at once on a wide screen, where it goes live as the page hydrates.
const BookingPanel = onDemandPart(() => import('../../features/booking/components/booking-panel'), (m) => m.BookingPanel, {
  fallback: <BookingPanelSkeleton />,
});
// Below the photos and the booking panel: facts and text, kept as the server rendered them.
const CarDetails = staticPart(() => import('../../features/cars/components/car-detail/car-details'), (m) => m.CarDetails);

export default function CarPage() {
  const { param = '' } = useParams();
  const state = useCar(param);
  const lang = useLang();
  const paths = usePaths();
  const { i18n, t } = useLingui();
  const car = state.status === 'found' ? state.car : null;
  const todayPrice = useTodayPrice(car);
  // The descriptor comes from the domain: a variable, not a literal, so the extractor leaves this call alone.
  const translate: Translate = (descriptor, values) => {
    const message = { ...descriptor, values };
    return i18n._(message);
  };
  const texts = car
    ? carHeadTexts(translate, {
        name: car.name,
        brand: car.brand,
        model: car.model,
        year: car.year,
        price: formatEUR(todayPrice ?? car.dailyPrice, lang),
      })
    : null;

  usePageHead({
    enabled: state.status !== 'loading',
    title: texts?.title,
    description: texts?.description,
    image: car?.images[0] ?? DEFAULT_CAR_IMAGE,
    imageAlt: car?.name,
    type: car ? 'product' : 'website',
    param: car ? buildCarSlug(car.name, car.model, car.id) : param,
    noindex: state.status === 'notFound',
  });

  useEffect(() => {
    if (state.status === 'error') console.warn('Car page: load failed, going home');
  }, [state.status]);
  if (state.status === 'error') return <Navigate to={paths('home')} replace />;

  return (
    <Page id="car">
      {state.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <Spinner label={t`Loading the car`} />
        </Box>
      )}
      {state.status === 'notFound' && (
        <PageHero
          title={t`Car not found`}
          actions={
            <LinkButton to={paths('cars')} variant="outlined">
              <Trans>Back to the fleet</Trans>
            </LinkButton>
          }
        />
      )}
      {car && <CarDetail key={car.id} car={car} todayPrice={todayPrice} />}
    </Page>
  );
}

/**
 * Desktop, from 1024 px: gallery, overview and details on the left, booking on
 * the right, sticky while the left column scrolls by. Narrower (phones,
 * tablets): one column in reading order, booking after the overview.
 */
const WIDE_LAYOUT = '@media (min-width: 1024px)';

function CarDetail({ car, todayPrice }: { car: Car; todayPrice: number | null }) {
  const paths = usePaths();
  const bookingRef = useStickyTop(BOOKING_TOP);
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 7, md: 11 } }}>
      <LinkButton
        to={paths('cars')}
        startIcon={<ArrowBackIcon />}
        color="inherit"
        sx={{ mb: { xs: 2, md: 3 }, ml: -1, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
      >
        <Trans>Back to the fleet</Trans>
      </LinkButton>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: '"gallery" "overview" "booking" "details"',
          rowGap: 4,
          [WIDE_LAYOUT]: {
            gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 400px)',
            gridTemplateRows: 'auto auto 1fr',
            gridTemplateAreas: '"gallery booking" "overview booking" "details booking"',
            columnGap: 'clamp(40px, 4vw, 64px)',
          },
        }}
      >
        <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
          <CarGallery car={car} />
        </Box>
        <Box sx={{ gridArea: 'overview', minWidth: 0 }}>
          <CarOverview car={car} todayPrice={todayPrice ?? undefined} actions={<CompareToggle car={car} size="medium" />} />
        </Box>
        <Box
          ref={bookingRef}
          data-testid="booking-column"
          sx={{
            gridArea: 'booking',
            minWidth: 0,
            alignSelf: 'start',
            [WIDE_LAYOUT]: { position: 'sticky', top: `var(${STICKY_TOP}, ${BOOKING_TOP}px)` },
          }}
        >
          <BookingPanelBoundary>
            <BookingPanel car={car} />
          </BookingPanelBoundary>
        </Box>
        <Box sx={{ gridArea: 'details', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <CarDetails car={car} />
        </Box>
      </Box>
    </Container>
  );
}

/** Below the sticky site header, with a little air. */
const BOOKING_TOP = 88;
const BOOKING_BOTTOM_GAP = 16;

/** The custom property `useStickyTop` sets on the column (a style, not React state: no re-render). */
const STICKY_TOP = '--sticky-top';

/**
 * The `top` of a sticky column: `preferred` while the column fits the window;
 * for a taller one (dates chosen, price breakdown, dropoff field) a negative
 * top, so it scrolls with the page until its end is in view and sticks there.
 * Nothing of the panel is ever out of reach, and it needs no scroll of its own.
 */
function useStickyTop(preferred: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const top = Math.min(preferred, window.innerHeight - element.offsetHeight - BOOKING_BOTTOM_GAP);
      element.style.setProperty(STICKY_TOP, `${top}px`);
    };
    // The observer reports the first size at once, then every change of the panel.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [preferred]);
  return ref;
}

/** The booking panel's outline (an outlined Paper's look), for what stands in its place. */
const panelFrame = {
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

/** Holds the booking panel's place while its chunk (with the date pickers) arrives. */
function BookingPanelSkeleton() {
  const { t } = useLingui();
  return (
    <Box role="status" data-testid="booking-panel-skeleton" sx={[panelFrame, { p: { xs: 2.5, md: 3 } }]}>
      <Box component="span" sx={visuallyHidden}>
        {t`Loading the booking form…`}
      </Box>
      <Placeholder width="55%" height={36} />
      <Placeholder />
      <Placeholder width="70%" style={{ marginBottom: 24 }} />
      <Placeholder shape="rounded" height={58} />
      <Placeholder width="80%" style={{ marginTop: 8 }} />
      <Box sx={{ display: 'flex', gap: 2, mt: 2.5 }}>
        <Placeholder shape="rounded" height={56} style={{ flex: 1 }} />
        <Placeholder shape="rounded" height={56} style={{ flex: 1 }} />
      </Box>
      <Placeholder shape="rounded" height={56} style={{ marginTop: 20 }} />
      <Placeholder width="60%" style={{ marginTop: 12 }} />
      <Placeholder shape="rounded" height={120} style={{ marginTop: 20 }} />
      <Placeholder shape="rounded" height={48} style={{ marginTop: 24 }} />
      <Placeholder shape="rounded" height={48} style={{ marginTop: 12 }} />
    </Box>
  );
}

/** A booking panel whose code cannot be fetched (offline, a new deploy) leaves the rest of the page standing. */
class BookingPanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Car page: the booking panel failed', error);
  }

  override render() {
    return this.state.failed ? <BookingPanelUnavailable /> : this.props.children;
  }
}

function BookingPanelUnavailable() {
  const paths = usePaths();
  return (
    <Box role="alert" sx={[panelFrame, { p: 3 }]}>
      <Typography component="p" sx={{ mb: 2 }}>
        <Trans>The booking form could not be loaded. Reload the page or contact us to book this car.</Trans>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <LinkButton to={paths('contact')} variant="outlined">
          <Trans>Contact us</Trans>
        </LinkButton>
      </Box>
    </Box>
  );
}
