/**
 * The car page's photo gallery: the main photo with
 * previous/next arrows, thumbnails, a "2 / 5" counter, swipe (50 px) and the
 * Left/Right keys while the gallery has focus, wrapping around both ways; then
 * the car's video when it has one, hidden if it fails to load. Until the page
 * has loaded (or the visitor reaches for the gallery) only the first photo and
 * the thumbnails are fetched: the other full-size photos would share the
 * connection with the first one, which is the page's largest paint.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { CAR_IMAGE_SIZE, CAR_IMAGE_SIZES, carImages, DEFAULT_CAR_IMAGE, swipeStep, wrapIndex, type Car } from '@costa/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { whenLoadedAndIdle } from '../../../../lib/idle';
import { carPhotoProps } from '../../../../components/car/car-photo';
import { BareButton, IconButton } from '../../../../components/ui/buttons';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';

/** The stored photos are 1200 x 800; the frame keeps that shape so nothing moves while they load. */
const { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } = CAR_IMAGE_SIZE;
/** Thumbnails: a quarter of a phone's width, 112 px from `sm`. */
const THUMB_SIZES = '(min-width: 600px) 112px, 25vw';

/** A photo's place in the strip until it is fetched. */
const SLIDE_PLACEHOLDER_SX = { flex: '0 0 100%' } as const;

type GalleryCar = Pick<Car, 'name' | 'images' | 'videoUrl'>;

export function CarGallery({ car }: { car: GalleryCar }) {
  const { t } = useLingui();
  const images = carImages(car);
  const count = images.length;
  const [index, setIndex] = useState(0);
  // Whether the photos after the first are fetched yet (false on the server and at hydration).
  const [allPhotos, setAllPhotos] = useState(false);
  // Photos that failed to load show the stock photo instead of a broken image.
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const moved = useRef(false);
  const stripRef = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const current = wrapIndex(index, count);
  const position = current + 1;
  const multiple = count > 1;
  const name = car.name;

  useEffect(() => whenLoadedAndIdle(() => setAllPhotos(true)), []);
  const wantPhotos = () => setAllPhotos(true);

  const go = (step: number) => {
    moved.current = true;
    setAllPhotos(true);
    setIndex((i) => wrapIndex(i + step, count));
  };
  const show = (target: number) => {
    moved.current = true;
    setAllPhotos(true);
    setIndex(target);
  };

  // Keep the current thumbnail in view in the strip (it scrolls sideways on phones), never the page.
  useEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.children[current] as HTMLElement | undefined;
    if (!moved.current || !strip || !thumb) return;
    if (thumb.offsetLeft < strip.scrollLeft) strip.scrollLeft = thumb.offsetLeft;
    else if (thumb.offsetLeft + thumb.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = thumb.offsetLeft + thumb.offsetWidth - strip.clientWidth;
    }
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!multiple || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!multiple || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };
  const onPointerCancel = () => {
    drag.current = null;
  };

  const photoAlt = (n: number) => t`${name}, photo ${n} of ${count}`;

  return (
    <Box>
      <Box
        component="section"
        aria-roledescription={t`carousel`}
        aria-label={t`Photos of ${name}`}
        onKeyDown={onKeyDown}
        onPointerEnter={wantPhotos}
        onFocus={wantPhotos}
      >
        <Box
          data-testid="gallery-stage"
          tabIndex={0}
          role="group"
          aria-label={t`Photo viewer`}
          aria-describedby={multiple ? hintId : undefined}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          sx={(theme) => ({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 2,
            aspectRatio: `${PHOTO_WIDTH} / ${PHOTO_HEIGHT}`,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            // Vertical drags still scroll the page; horizontal ones are ours.
            touchAction: 'pan-y',
            userSelect: 'none',
            '&:focus-visible': {
              outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: 3,
            },
          })}
        >
          <Box
            sx={{
              display: 'flex',
              height: '100%',
              transform: `translateX(-${current * 100}%)`,
              transition: 'transform 420ms cubic-bezier(0.22, 0.61, 0.36, 1)',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {images.map((src, i) =>
              i > 0 && !allPhotos ? (
                <Box key={`${i}-${src}`} aria-hidden="true" sx={SLIDE_PLACEHOLDER_SX} />
              ) : (
                <Box
                  key={`${i}-${src}`}
                  component="img"
                  {...carPhotoProps(broken.has(i) ? DEFAULT_CAR_IMAGE : src, CAR_IMAGE_SIZES.gallery)}
                  alt={i === current ? photoAlt(i + 1) : ''}
                  aria-hidden={i === current ? undefined : true}
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'auto' : 'async'}
                  draggable={false}
                  onError={() => setBroken((set) => (set.has(i) ? set : new Set(set).add(i)))}
                  sx={{ flex: '0 0 100%', width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ),
            )}
          </Box>

          {multiple && (
            <>
              <IconButton aria-label={t`Previous photo`} onClick={() => go(-1)} sx={arrowSx('left')}>
                <ChevronLeftIcon />
              </IconButton>
              <IconButton aria-label={t`Next photo`} onClick={() => go(1)} sx={arrowSx('right')}>
                <ChevronRightIcon />
              </IconButton>
              <Box
                aria-live="polite"
                aria-atomic="true"
                sx={{
                  position: 'absolute',
                  right: 12,
                  bottom: 12,
                  px: 1.25,
                  py: 0.25,
                  borderRadius: 10,
                  fontSize: '0.8125rem',
                  fontVariantNumeric: 'tabular-nums',
                  letterSpacing: '0.04em',
                  color: '#fff',
                  bgcolor: 'rgba(8, 8, 10, 0.66)',
                }}
              >
                <span aria-hidden="true">{`${position} / ${count}`}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t`Photo ${position} of ${count}`}
                </Box>
              </Box>
              <Box component="span" id={hintId} sx={visuallyHidden}>
                {t`Use the left and right arrow keys or swipe to see the other photos.`}
              </Box>
            </>
          )}
        </Box>

        {multiple && (
          <Box
            component="ul"
            ref={stripRef}
            aria-label={t`Choose a photo`}
            sx={{
              display: 'flex',
              gap: 1,
              listStyle: 'none',
              p: 0.5,
              m: 0,
              mt: 1,
              overflowX: 'auto',
              scrollbarWidth: 'thin',
            }}
          >
            {images.map((src, i) => {
              const n = i + 1;
              return (
                <Box
                  component="li"
                  key={`${i}-${src}`}
                  sx={{ flex: '0 0 auto', width: { xs: 'calc((100% - 24px) / 4)', sm: 112 } }}
                >
                  <BareButton
                    aria-label={t`Show photo ${n} of ${count}`}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => show(i)}
                    sx={(theme) => thumbSx(theme, i === current)}
                  >
                    <Box
                      component="img"
                      {...carPhotoProps(broken.has(i) ? DEFAULT_CAR_IMAGE : src, THUMB_SIZES)}
                      alt=""
                      width={PHOTO_WIDTH}
                      height={PHOTO_HEIGHT}
                      loading="lazy"
                      decoding="async"
                      draggable={false}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  </BareButton>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>

      {car.videoUrl && <CarVideo src={car.videoUrl} label={t`Video of ${name}`} />}
    </Box>
  );
}

/** The car's video: muted, with controls; gone for good if it cannot be loaded. */
function CarVideo({ src, label }: { src: string; label: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box
      component="video"
      src={src}
      controls
      muted
      playsInline
      preload="metadata"
      aria-label={label}
      onError={() => {
        console.warn('Car video could not be loaded, hiding it', src);
        setFailed(true);
      }}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        mt: 2,
        borderRadius: 2,
        bgcolor: '#000',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

function arrowSx(side: 'left' | 'right') {
  return (theme: Theme) => ({
    position: 'absolute',
    top: '50%',
    [side]: { xs: 8, md: 12 },
    transform: 'translateY(-50%)',
    width: 44,
    height: 44,
    // Over a photo in either scheme: a dark disc with a light glyph.
    color: '#fff',
    bgcolor: 'rgba(8, 8, 10, 0.55)',
    border: '1px solid rgba(255, 255, 255, 0.22)',
    backdropFilter: 'blur(4px)',
    '&:hover': { bgcolor: 'rgba(8, 8, 10, 0.78)' },
    '&:focus-visible': {
      outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
      outlineOffset: 2,
    },
  });
}

function thumbSx(theme: Theme, selected: boolean) {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'block',
    width: '100%',
    aspectRatio: `${PHOTO_WIDTH} / ${PHOTO_HEIGHT}`,
    overflow: 'hidden',
    borderRadius: 1,
    border: '2px solid',
    borderColor: selected ? palette.primary.main : 'transparent',
    opacity: selected ? 1 : 0.62,
    transition: 'opacity 160ms ease, border-color 160ms ease',
    '&:hover': { opacity: 1 },
    '&.Mui-focusVisible, &:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2, opacity: 1 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
}
