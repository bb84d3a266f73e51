/**
 * A car card's texts (category, name, brand · model · year, location) and its
 * price per day: nothing to interact with, so the fleet and home pages keep
 * the server's HTML for them (`staticComponent` in car-card.tsx). The name is the
 * card's one link, stretched over the whole card. A card is rendered 28 times
 * a fleet page, so its styles are static objects (serialized once) rather than
 * `sx`, which MUI works out again on every render.
 */
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import { buildCarSlug, formatEUR, type Car } from '@costa/domain';
import { Link as RouterLink } from '../../../lib/router';
import { useCarLabels } from '../../../components/car/car-labels';
import { usePaths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-route-info';
import { theme, vars } from '../../../theme/theme';

const CategoryRow = styled('div')({ display: 'flex' });

const Category = styled('span')({
  fontSize: '0.6875rem',
  fontWeight: 600,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.palette.primary.main,
  border: '1px solid',
  borderColor: theme.alpha(vars.palette.primary.main, 0.4),
  borderRadius: `calc(0.5 * ${vars.shape.borderRadius})`,
  padding: `${theme.spacing(0.25)} ${theme.spacing(1)}`,
  whiteSpace: 'nowrap',
});

const Name = styled(Typography)({
  fontFamily: theme.typography.h3.fontFamily,
  fontWeight: 500,
  fontSize: '1.35rem',
  lineHeight: 1.25,
}) as typeof Typography;

// The app's link itself, not MUI's Link (its code would come with every card).
const NameLink = styled(RouterLink)({
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: '6px' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: -2 },
  '.car-card:hover &': { color: vars.palette.primary.main },
});

const Identity = styled(Typography)({ color: vars.palette.text.secondary, marginTop: theme.spacing(0.5) });

const Place = styled('p')({
  margin: 0,
  marginTop: theme.spacing(0.75),
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: vars.palette.text.secondary,
  fontSize: '0.8125rem',
  minWidth: 0,
});

const Ellipsis = styled('span')({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const PriceLine = styled(Typography)({ display: 'flex', alignItems: 'baseline', gap: theme.spacing(0.75), lineHeight: 1.2 }) as typeof Typography;

const Amount = styled('span')({
  fontFamily: theme.typography.h3.fontFamily,
  fontSize: '1.5rem',
  color: vars.palette.primary.main,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

const PerDay = styled('span')({ color: vars.palette.text.secondary, fontSize: '0.8125rem' });


export function CarCardText({ car, headingLevel }: { car: Car; headingLevel: 'h2' | 'h3' }) {
  const paths = usePaths();
  const labels = useCarLabels();
  const href = paths('car', buildCarSlug(car.name, car.model, car.id));
  return (
    <>
      <CategoryRow>
        <Category>{labels.category(car.category)}</Category>
      </CategoryRow>
      <div>
        <Name component={headingLevel}>
          <NameLink to={href}>
            {car.name}
          </NameLink>
        </Name>
        <Identity variant="body2">
          {car.brand} · {car.model} · {car.year}
        </Identity>
        <Place>
          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
          <Ellipsis>{car.location}</Ellipsis>
        </Place>
      </div>
    </>
  );
}

/** "from 1.000 € per day": the lowest day price ahead, since seasons make some days dearer. */
export function CarCardPrice({ price }: { price: number }) {
  const amount = formatEUR(price, useLang());
  return (
    <PriceLine component="p">
      <Trans>
        <PerDay>from</PerDay> <Amount>{amount}</Amount> <PerDay>per day</PerDay>
      </Trans>
    </PriceLine>
  );
}
