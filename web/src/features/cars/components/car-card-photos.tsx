/**
 * The photo area of a car card: the current photo, previous/next buttons that
 * wrap, a counter and position dots. Only the current photo loads until the
 * visitor shows interest (pointer over or focus inside), then the others load
 * too so turning is instant; 28 cards never fetch 100 photos up front. Its
 * styles are static objects, serialized once for all the cards.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { CAR_IMAGE_SIZE, CAR_IMAGE_SIZES } from '@costa/domain';
import { useState, type ReactNode, type Ref } from 'react';
import { carPhotoProps } from '../../../components/car/car-photo';
import { IconButton } from '../../../components/ui/buttons';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { theme, vars } from '../../../theme/theme';
import type { Carousel } from '../hooks/use-carousel';

/** The fleet's photos are 1200 x 800; width and height reserve their place before they load. */
const { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } = CAR_IMAGE_SIZE;

/** Over a photo the controls keep their own colours, whatever the theme. */
const overlay = {
  color: '#f4f1ea',
  backgroundColor: 'rgba(12, 12, 14, 0.62)',
  backdropFilter: 'blur(6px)',
} as const;

const Area = styled('div')({
  position: 'relative',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  backgroundColor: '#121215',
  '& img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: theme.transitions.create(['opacity', 'transform'], { duration: 450 }),
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** Keeps the badge, counter and dots legible over bright paintwork. */
const Shade = styled('div')({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  background: 'linear-gradient(to bottom, rgba(8,8,10,0.45) 0%, rgba(8,8,10,0) 28%, rgba(8,8,10,0) 70%, rgba(8,8,10,0.5) 100%)',
});

const BadgeCorner = styled('div')({ position: 'absolute', top: 12, left: 12 });

const Counter = styled('div')({
  ...overlay,
  position: 'absolute',
  top: 12,
  right: 12,
  padding: `${theme.spacing(0.25)} ${theme.spacing(1)}`,
  borderRadius: vars.shape.borderRadius,
  fontSize: '0.75rem',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

const Dots = styled('div')({
  position: 'absolute',
  bottom: 12,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: theme.spacing(0.75),
  pointerEvents: 'none',
});

const Dot = styled('div')({
  width: 6,
  height: 6,
  borderRadius: `calc(3 * ${vars.shape.borderRadius})`,
  backgroundColor: 'rgba(244, 241, 234, 0.55)',
  transition: theme.transitions.create(['width', 'background-color'], { duration: 250 }),
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  '&[data-current]': {
    width: 18,
    backgroundColor: vars.palette.primary.main,
    // The light theme's gold is dark; over a photo the dark theme's lighter gold reads better.
    ...theme.applyStyles('light', { backgroundColor: '#c9a96e' }),
  },
});

const TurnButton = styled(IconButton)({
  ...overlay,
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  // Above the card's stretched link: turning a photo never opens the car.
  zIndex: 2,
  width: 36,
  height: 36,
  border: '1px solid rgba(244, 241, 234, 0.18)',
  transition: theme.transitions.create(['opacity', 'background-color'], { duration: 200 }),
  '&:hover': { ...overlay, backgroundColor: 'rgba(12, 12, 14, 0.82)', color: '#d9c090' },
  // With a mouse the buttons appear on hover or focus; on touch screens they stay visible.
  '@media (hover: hover) and (pointer: fine)': {
    opacity: 0,
    '.car-card:hover &, .car-card:focus-within &': { opacity: 1 },
  },
  '&.Mui-focusVisible': { opacity: 1, outline: '2px solid #c9a96e', outlineOffset: 2 },
  '&[data-side="left"]': { left: 10 },
  '&[data-side="right"]': { right: 10 },
});

interface CarCardPhotosProps {
  name: string;
  images: string[];
  carousel: Carousel;
  areaRef: Ref<HTMLDivElement>;
  /** Shown over the top-left corner (the availability badge). */
  badge: ReactNode;
  /**
   * How soon the first photo loads: `lead` for the first card in view (the
   * page's largest paint: at once, before anything else), `eager` for the rest
   * of the first row, `lazy` below.
   */
  priority?: PhotoPriority;
}

export type PhotoPriority = 'lead' | 'eager' | 'lazy';

export function CarCardPhotos({ name, images, carousel, areaRef, badge, priority = 'lazy' }: CarCardPhotosProps) {
  const { t } = useLingui();
  const [warm, setWarm] = useState(false);
  const { index, count } = carousel;
  const position = index + 1;
  const total = count;
  const several = count > 1;

  return (
    <Area
      ref={areaRef}
      role={several ? 'group' : undefined}
      aria-roledescription={several ? t`carousel` : undefined}
      aria-label={several ? t`Photos of ${name}` : undefined}
      onPointerEnter={() => setWarm(true)}
      onFocus={() => setWarm(true)}
    >
      {images.map((src, i) =>
        i === index || warm ? (
          <img
            key={src + i}
            {...carPhotoProps(src, CAR_IMAGE_SIZES.card)}
            alt={i === index ? t`${name}, photo ${position} of ${total}` : ''}
            aria-hidden={i === index ? undefined : true}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={i === 0 && priority !== 'lazy' ? 'eager' : 'lazy'}
            fetchPriority={i === 0 && priority === 'lead' ? 'high' : undefined}
            decoding={i === 0 && priority === 'lead' ? 'auto' : 'async'}
            draggable={false}
            style={{ opacity: i === index ? 1 : 0 }}
            data-photo-active={i === index ? '' : undefined}
          />
        ) : null,
      )}
      <Shade aria-hidden />
      <BadgeCorner>{badge}</BadgeCorner>
      {several && (
        <>
          <Counter aria-hidden>
            {position} / {total}
          </Counter>
          <PhotoButton side="left" label={t`Previous photo`} onClick={carousel.previous}>
            <ChevronLeftIcon fontSize="small" />
          </PhotoButton>
          <PhotoButton side="right" label={t`Next photo`} onClick={carousel.next}>
            <ChevronRightIcon fontSize="small" />
          </PhotoButton>
          <Dots aria-hidden>
            {images.map((src, i) => (
              <Dot key={src + i} data-current={i === index ? '' : undefined} />
            ))}
          </Dots>
          {/* Read only after a turn; the alt text carries the position too. */}
          <Box component="span" aria-live="polite" sx={visuallyHidden}>
            {carousel.turned ? t`Photo ${position} of ${total}` : ''}
          </Box>
        </>
      )}
    </Area>
  );
}

interface PhotoButtonProps {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  children: ReactNode;
}

function PhotoButton({ side, label, onClick, children }: PhotoButtonProps) {
  return (
    <TurnButton aria-label={label} onClick={onClick} size="small" className="car-card-photo-button" data-side={side}>
      {children}
    </TurnButton>
  );
}
