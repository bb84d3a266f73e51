/**
 * The head of the car page: the name as the page's `h1`, brand /
 * model / year, where the car is, what a day costs today (its season's price, or its own) and the badges for how it is
 * booked and its category. The favorite heart and `actions` (the compare
 * toggle) sit by the title.
 */
import BoltIcon from '@mui/icons-material/Bolt';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { formatEUR, isDirectBooking, type Car } from '@costa/domain';
import type { ReactNode } from 'react';
import { useCarLabels } from '../../../../components/car/car-labels';
import { displaySize } from '../../../../components/page/styles';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { useLang } from '../../../../hooks/use-route-info';
import { theme, vars } from '../../../../theme/theme';
import { FavoriteToggle } from '../../../auth/favorites/favorite-toggle';

/** How the car is booked and its category: small labels (what MUI's small Chip draws, without its button code). */
const Tag = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 24,
  paddingInline: 8,
  borderRadius: 2,
  border: `1px solid ${theme.alpha(vars.palette.text.primary, 0.24)}`,
  fontSize: '0.8125rem',
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  color: vars.palette.text.primary,
  '& svg': { fontSize: 18, marginLeft: -4, color: vars.palette.Chip.defaultIconColor },
  '&[data-tone="primary"]': {
    borderColor: 'transparent',
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    '& svg': { color: 'inherit' },
  },
});

type OverviewCar = Pick<Car, 'id' | 'name' | 'brand' | 'model' | 'year' | 'location' | 'dailyPrice' | 'category' | 'availabilityType'>;

/** `todayPrice`: what a day costs today (the page works it out from the car's seasons); the car's own price when absent. */
export function CarOverview({ car, todayPrice, actions }: { car: OverviewCar; todayPrice?: number; actions?: ReactNode }) {
  const lang = useLang();
  const labels = useCarLabels();
  const direct = isDirectBooking(car);
  const price = formatEUR(todayPrice ?? car.dailyPrice, lang);
  const location = car.location;

  return (
    <Box component="header">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Tag data-tone={direct ? 'primary' : undefined}>
          {direct ? <BoltIcon /> : <ChatBubbleOutlineIcon />}
          {labels.availabilityDetail(car)}
        </Tag>
        <Tag>{labels.category(car.category)}</Tag>
      </Box>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography
          variant="h1"
          sx={{
            fontSize: displaySize.page,
            lineHeight: 1.1,
            letterSpacing: '-0.01em',
            overflowWrap: 'break-word',
            hyphens: 'auto',
            minWidth: 0,
            flex: '1 1 16rem',
          }}
        >
          {car.name}
        </Typography>
        <Box sx={{ flex: '0 0 auto', pt: { md: 1 }, display: 'flex', gap: 1, alignItems: 'center' }}>
          <FavoriteToggle car={car} size="medium" />
          {actions}
        </Box>
      </Box>

      <Typography component="p" sx={{ color: 'text.secondary', mt: 1.5, fontSize: '1.05rem' }}>
        {car.brand} · {car.model} · {car.year}
      </Typography>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 3,
          rowGap: 1,
          mt: 2.5,
        }}
      >
        <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <PlaceOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
          <span>
            <Trans>
              <Box component="span" sx={visuallyHidden}>
                Location:
              </Box>{' '}
              {location}
            </Trans>
          </span>
        </Typography>
        <Typography component="p" data-testid="car-daily-price" sx={{ color: 'text.secondary' }}>
          <Trans>
            <Box
              component="span"
              sx={{
                fontFamily: (theme) => theme.typography.h2.fontFamily,
                fontSize: { xs: '1.75rem', md: '2rem' },
                color: 'text.primary',
                fontWeight: 600,
              }}
            >
              {price}
            </Box>{' '}
            per day
          </Trans>
        </Typography>
      </Box>
    </Box>
  );
}
