/**
 * A car of the fleet list: photos, availability and category
 * badges, name, brand · model · year, location, price per day, the action and
 * an optional compare control, and the favorite heart. The name is the card's
 * one link, stretched over the whole card; the photo buttons, the heart and the
 * compare control sit above it, so they never open the car. The card's styles
 * are static objects, serialized once (a fleet page renders 28 cards; `sx`
 * would be worked out again for each).
 */
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import { carImages, isDirectBooking, type Car } from '@costa/domain';
import { useRef, type ReactNode } from 'react';
import { staticComponent } from '../../../components/ui/deferred';
import { Placeholder } from '../../../components/ui/placeholder';
import { useCarLabels } from '../../../components/car/car-labels';
import { theme, vars } from '../../../theme/theme';
import { FavoriteToggle } from '../../auth/favorites/favorite-toggle';
import { useCarousel } from '../hooks/use-carousel';
import { CarCardPhotos, type PhotoPriority } from './car-card-photos';
import { CarCardPrice as CardPrice, CarCardText as CardText } from './car-card-text';

// The card's texts and price: server HTML kept as is, hydrated by no one (see staticComponent). Their
// code comes with the card's, so a card that filters bring back shows at once.
const CarCardText = staticComponent(CardText);
const CarCardPrice = staticComponent(CardPrice);

interface CarCardProps {
  car: Car;
  /** Its lowest day price of the next 30 days (seasons.ts); the car's own daily price until the seasons are read. */
  fromPrice?: number;
  /** E.g. the compare toggle; it sits above the card's link. */
  compareControl?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  photoPriority?: PhotoPriority;
}

/** A card's frame: what the theme makes of MUI's outlined Card (customizations/surfaces.ts), without its code. */
const frame = {
  overflow: 'hidden',
  borderRadius: 6,
  border: `1px solid ${vars.palette.divider}`,
  backgroundColor: vars.palette.background.paper,
  color: vars.palette.text.primary,
  transition: theme.transitions.create(['border-color', 'transform'], { duration: theme.transitions.duration.short }),
} as const;

const CardRoot = styled('article')({
  ...frame,
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  // Vertical scrolling and zoom stay the browser's; horizontal swipes turn the photos.
  touchAction: 'pan-y pinch-zoom',
  '&:hover': { borderColor: vars.palette.primary.main },
  '@media (hover: hover) and (prefers-reduced-motion: no-preference)': {
    '&:hover': { transform: 'translateY(-3px)' },
    '&:hover img[data-photo-active]': { transform: 'scale(1.03)' },
  },
});

const Body = styled('div')({
  padding: theme.spacing(2.5),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  flexGrow: 1,
});

const Footer = styled('div')({
  marginTop: 'auto',
  paddingTop: theme.spacing(2),
  borderTop: `1px solid ${vars.palette.divider}`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.75),
});

const Actions = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) });

// Above the card's stretched link.
const FavoriteSlot = styled('div')({ position: 'relative', zIndex: 2, display: 'flex' });
const CompareSlot = styled('div')({ position: 'relative', zIndex: 2, '& > *': { minHeight: 36 } });

const Badge = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: `${theme.spacing(0.5)} ${theme.spacing(1.25)}`,
  borderRadius: vars.shape.borderRadius,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.06em',
  color: '#f4f1ea',
  backgroundColor: 'rgba(12, 12, 14, 0.66)',
  backdropFilter: 'blur(6px)',
  border: '1px solid rgba(244, 241, 234, 0.16)',
});

const Dot = styled('span')({ width: 7, height: 7, borderRadius: '50%', backgroundColor: '#c9a96e', '&[data-direct]': { backgroundColor: '#9ed4ad' } });

const gold = vars.palette.primary;

const Action = styled('span')({
  pointerEvents: 'none',
  flex: '1 1 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: `0 ${theme.spacing(2)}`,
  borderRadius: `calc(0.5 * ${vars.shape.borderRadius})`,
  fontSize: '0.875rem',
  fontWeight: 500,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  border: '1px solid',
  transition: theme.transitions.create(['background-color', 'color', 'border-color'], { duration: 200 }),
  borderColor: theme.alpha(vars.palette.text.primary, 0.28),
  color: vars.palette.text.primary,
  '.car-card:hover &': { borderColor: gold.main, color: gold.main },
  '&[data-direct]': {
    backgroundColor: gold.main,
    borderColor: gold.main,
    color: gold.contrastText,
    '.car-card:hover &': { backgroundColor: gold.light, borderColor: gold.light, color: gold.contrastText },
    ...theme.applyStyles('light', { '.car-card:hover &': { backgroundColor: gold.dark, borderColor: gold.dark } }),
  },
});

export function CarCard({ car, fromPrice, compareControl, headingLevel = 'h3', photoPriority }: CarCardProps) {
  const labels = useCarLabels();
  const images = carImages(car);
  const photoArea = useRef<HTMLDivElement>(null);
  const carousel = useCarousel(images.length, photoArea);
  const direct = isDirectBooking(car);

  return (
    <CardRoot className="car-card" data-car-id={car.id} {...carousel.swipeHandlers}>
      <CarCardPhotos
        name={car.name}
        images={images}
        carousel={carousel}
        areaRef={photoArea}
        priority={photoPriority}
        badge={<AvailabilityBadge direct={direct} label={labels.availabilityBadge(car)} />}
      />
      <Body>
        <CarCardText car={car} headingLevel={headingLevel} />
        <Footer>
          <CarCardPrice price={fromPrice ?? car.dailyPrice} />
          {/* The action takes the room left beside the compare control, or a line of its own when there is none. */}
          <Actions>
            <FavoriteSlot data-favorite-control>
              <FavoriteToggle car={car} />
            </FavoriteSlot>
            {compareControl && <CompareSlot data-compare-control>{compareControl}</CompareSlot>}
            <ActionLabel direct={direct} />
          </Actions>
        </Footer>
      </Body>
    </CardRoot>
  );
}

function AvailabilityBadge({ direct, label }: { direct: boolean; label: string }) {
  return (
    <Badge>
      <Dot aria-hidden data-direct={direct || undefined} />
      {label}
    </Badge>
  );
}

/**
 * "Rent now" or "Send request" looks like a button but is part of the card's
 * link (clicks fall through to it), so the card keeps one link and one tab stop.
 */
function ActionLabel({ direct }: { direct: boolean }) {
  return (
    <Action data-card-action data-direct={direct || undefined}>
      {direct ? <Trans>Rent now</Trans> : <Trans>Send request</Trans>}
    </Action>
  );
}

const SkeletonRoot = styled('div')({ ...frame, height: '100%', display: 'flex', flexDirection: 'column' });

/** A card's shape while the fleet loads; hidden from assistive technology (the grid announces loading). */
export function CarCardSkeleton() {
  return (
    <SkeletonRoot aria-hidden data-car-skeleton>
      <Placeholder shape="block" style={{ aspectRatio: '3 / 2', height: 'auto' }} />
      <Box sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Placeholder width={90} height={22} />
          <Placeholder width={100} height={22} />
        </Box>
        <Placeholder width="70%" height={32} />
        <Placeholder width="50%" height={20} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pt: 2, mt: 1 }}>
          <Placeholder width={120} height={34} />
          <Placeholder shape="rounded" width={110} height={36} />
        </Box>
      </Box>
    </SkeletonRoot>
  );
}
