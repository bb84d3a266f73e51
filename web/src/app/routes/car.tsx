import { buildCarSlug, carHeadTexts, DEFAULT_CAR_IMAGE, formatEUR } from '@costa/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { usePaths } from '../../config/paths';
import { useCar } from '../../features/cars/use-car';
import { usePageHead } from '../../features/seo/use-page-head';
import { useLang } from '../../hooks/use-route-info';

/** The car page: its head names the car (as the server's HTML does); the gallery and booking panel come with the fleet issue. */
export default function CarPage() {
  const { param = '' } = useParams();
  const state = useCar(param);
  const lang = useLang();
  const paths = usePaths();
  const { i18n, t } = useLingui();
  const car = state.status === 'found' ? state.car : null;
  const texts = car
    ? carHeadTexts((descriptor, values) => i18n._({ ...descriptor, values }), {
        name: car.name,
        brand: car.brand,
        model: car.model,
        year: car.year,
        price: formatEUR(car.dailyPrice, lang),
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
          <CircularProgress aria-label={t`Loading the car`} />
        </Box>
      )}
      {state.status === 'notFound' && (
        <PageHero
          title={t`Car not found`}
          actions={
            <Button component={RouterLink} to={paths('cars')} variant="outlined">
              <Trans>Back to the fleet</Trans>
            </Button>
          }
        />
      )}
      {car && (
        <>
          <PageHero
            eyebrow={car.brand}
            title={car.name}
            intro={<CarSummary model={car.model} year={car.year} price={formatEUR(car.dailyPrice, lang)} />}
          />
          <Box
            component="img"
            src={car.images[0] ?? DEFAULT_CAR_IMAGE}
            alt={car.name}
            sx={{ display: 'block', width: '100%', maxWidth: 1000, mx: 'auto', borderRadius: 2, aspectRatio: '3 / 2', objectFit: 'cover' }}
          />
        </>
      )}
    </Page>
  );
}

function CarSummary({ model, year, price }: { model: string; year: number; price: string }) {
  return (
    <Trans>
      {model} · {year} · {price} per day
    </Trans>
  );
}
