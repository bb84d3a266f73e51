/**
 * Favorites: the cars the customer marked
 * with a heart, live from the shared favorites list; each car is read once
 * (a car taken off the fleet is left out). Cards link to the car page and the
 * heart takes a car off the list.
 */
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { buildCarSlug, carImages, formatEUR, type Car } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePaths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-route-info';
import { FavoriteToggle } from '../../auth/favorites/favorite-toggle';
import { useFavorites } from '../../auth/favorites/use-favorites';
import { getFavoriteCars } from '../api/get-favorite-cars';
import { EmptyState, TabHeading } from './tab-heading';

/** Cars already read, so removing one does not read the others again. */
function useFavoriteCars(ids: readonly string[] | null) {
  const [cars, setCars] = useState<Map<string, Car | null>>(() => new Map());
  const missing = ids?.filter((id) => !cars.has(id)) ?? [];
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    let active = true;
    const wanted = missingKey.split(',');
    getFavoriteCars(wanted).then((found) => {
      if (!active) return;
      setCars((current) => {
        const next = new Map(current);
        for (const id of wanted) next.set(id, found.find((car) => car.id === id) ?? null);
        return next;
      });
    }, (error: unknown) => console.error('Could not load favorite cars', error));
    return () => {
      active = false;
    };
  }, [missingKey]);
  if (!ids) return null;
  if (missing.length > 0) return null;
  return ids.flatMap((id) => {
    const car = cars.get(id);
    return car ? [car] : [];
  });
}

export function FavoritesTab() {
  const { t } = useLingui();
  const paths = usePaths();
  const favorites = useFavorites();
  const cars = useFavoriteCars(favorites.status === 'ready' ? favorites.ids : null);

  return (
    <Box>
      <TabHeading title={<Trans>Favorite cars</Trans>} intro={<Trans>Tap the heart on any car to keep it here.</Trans>} />
      {favorites.status === 'error' ? (
        <Alert severity="error" role="alert">
          <Trans>Sorry, we couldn't load your favorites. Please try again later.</Trans>
        </Alert>
      ) : cars === null ? (
        <Box role="status" aria-label={t`Loading your favorites…`} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : cars.length === 0 ? (
        <EmptyState
          icon={<FavoriteBorderIcon />}
          message={<Trans>No favorite cars yet</Trans>}
          action={
            <Button component={RouterLink} to={paths('cars')} variant="outlined">
              <Trans>Browse the fleet</Trans>
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          aria-label={t`Favorite cars`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
        >
          {cars.map((car) => (
            <li key={car.id}>
              <FavoriteCar car={car} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function FavoriteCar({ car }: { car: Car }) {
  const paths = usePaths();
  const lang = useLang();
  const image = carImages(car)[0];
  const price = formatEUR(car.dailyPrice, lang);
  return (
    <Paper
      variant="outlined"
      component="article"
      data-car-id={car.id}
      sx={{ position: 'relative', display: 'flex', gap: 2, alignItems: 'center', p: 1.5, borderRadius: 2, '&:hover': { borderColor: 'primary.main' } }}
    >
      <Box component="img" src={image} alt="" loading="lazy" sx={{ width: { xs: 84, sm: 112 }, height: { xs: 56, sm: 75 }, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          <Link
            component={RouterLink}
            to={paths('car', buildCarSlug(car.name, car.model, car.id))}
            underline="none"
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 }, '&:hover': { color: 'primary.main' } }}
          >
            {car.name}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {car.brand} · {car.model} · {car.year}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Trans>
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {price}
            </Box>{' '}
            per day
          </Trans>
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', zIndex: 1 }}>
        <FavoriteToggle car={car} />
      </Box>
    </Paper>
  );
}
