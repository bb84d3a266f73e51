/**
 * A car card's texts (category, name, brand · model · year, location) and its
 * price per day: nothing to interact with, so the fleet and home pages keep
 * the server's HTML for them (`staticComponent` in car-card.tsx). The name is the
 * card's one link, stretched over the whole card.
 */
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { buildCarSlug, formatEUR, type Car } from '@costa/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useCarLabels } from '../../../components/car/car-labels';
import { usePaths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-route-info';

export function CarCardText({ car, headingLevel }: { car: Car; headingLevel: 'h2' | 'h3' }) {
  const paths = usePaths();
  const labels = useCarLabels();
  const href = paths('car', buildCarSlug(car.name, car.model, car.id));
  return (
    <>
          <Box sx={{ display: 'flex' }}>
            <Box
              component="span"
              sx={(theme) => ({
                fontSize: '0.6875rem',
                fontWeight: 600,
                letterSpacing: '0.14em',
                textTransform: 'uppercase',
                color: 'primary.main',
                border: 1,
                borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
                borderRadius: 0.5,
                px: 1,
                py: 0.25,
                whiteSpace: 'nowrap',
              })}
            >
              {labels.category(car.category)}
            </Box>
          </Box>
          <Box>
            <Typography
              component={headingLevel}
              sx={(theme) => ({
                fontFamily: theme.typography.h3.fontFamily,
                fontWeight: 500,
                fontSize: '1.35rem',
                lineHeight: 1.25,
              })}
            >
              <Link
                component={RouterLink}
                to={href}
                underline="none"
                color="inherit"
                sx={(theme) => ({
                  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: '6px' },
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::after': {
                    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                    outlineOffset: -2,
                  },
                  '.car-card:hover &': { color: 'primary.main' },
                })}
              >
                {car.name}
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {car.brand} · {car.model} · {car.year}
            </Typography>
            <Box
              component="p"
              sx={{
                m: 0,
                mt: 0.75,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'text.secondary',
                fontSize: '0.8125rem',
                minWidth: 0,
              }}
            >
              <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {car.location}
              </Box>
            </Box>
          </Box>
    </>
  );
}

export function CarCardPrice({ car }: { car: Car }) {
  const price = formatEUR(car.dailyPrice, useLang());
  return (
    <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, lineHeight: 1.2 }}>
      <Box
        component="span"
        sx={(theme) => ({
          fontFamily: theme.typography.h3.fontFamily,
          fontSize: '1.5rem',
          color: 'primary.main',
          fontVariantNumeric: 'lining-nums tabular-nums',
        })}
      >
        {price}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        <Trans>per day</Trans>
      </Box>
    </Typography>
  );
}
