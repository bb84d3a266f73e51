/**
 * Favorites: the cars the customer marked
 * with a heart, live from the shared favorites list; each car is read once
 * (a car taken off the fleet is left out). Cards link to the car page and the
 * heart takes a car off the list.
 */
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { buildCarSlug, carImages, formatEUR, type Car } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { usePaths } from '../../../config/paths';
import { useAsync, type Async } from '../../../hooks/use-async';
import { useLang } from '../../../hooks/use-route-info';
import { FavoriteToggle } from '../../auth/favorites/favorite-toggle';
import { useFavorites } from '../../auth/favorites/use-favorites';
import { getFavoriteCars } from '../api/get-favorite-cars';
import { EmptyState, TabHeading } from './tab-heading';

/**
 * The favorite cars, in the list's order: each car is read once (removing one
 * reads nothing again); a failed read is an error with a retry.
 */
function useFavoriteCars(ids: readonly string[] | null): Async<Car[]> {
  const [known, setKnown] = useState<ReadonlyMap<string, Car | null>>(() => new Map());
  const missing = ids?.filter((id) => !known.has(id)) ?? [];
  const read = useAsync(missing.length > 0 ? `favorite cars ${missing.join(',')}` : null, async () => {
    const found = await getFavoriteCars(missing);
    setKnown((current) => new Map([...current, ...missing.map((id) => [id, found.find((car) => car.id === id) ?? null] as const)]));
    return found;
  });
  if (ids === null || missing.length > 0) return read.status === 'error' ? read : { status: 'loading', retry: read.retry };
  return { status: 'ready', data: ids.flatMap((id) => known.get(id) ?? []), retry: read.retry };
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
        <LoadFailed onRetry={favorites.retry}>
          <Trans>Sorry, we couldn't load your favorites.</Trans>
        </LoadFailed>
      ) : cars.status === 'error' ? (
        <LoadFailed onRetry={cars.retry}>
          <Trans>Sorry, we couldn't load your favorite cars.</Trans>
        </LoadFailed>
      ) : cars.status === 'loading' ? (
        <Box role="status" aria-label={t`Loading your favorites…`} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : cars.data.length === 0 ? (
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
          {cars.data.map((car) => (
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
