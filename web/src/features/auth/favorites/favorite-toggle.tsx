/**
 * The heart of car cards and the car page: a toggle button (aria-pressed)
 * that keeps the car in the signed-in customer's favorites. A visitor who is
 * not signed in is told why and taken to the auth page. Cards are links, so
 * the click stops here and never opens the car.
 */
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { IconButton } from '../../../components/ui/buttons';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useNavigate } from '../../../lib/router';
import { ToastContext, type ToastVariant } from '../../../components/ui/toast-provider';
import { usePaths } from '../../../config/paths';
import { allowFirebase, mayHaveSession } from '../../../lib/firebase';
import { useFavorites } from './use-favorites';

interface FavoriteToggleProps {
  car: { id: string; name: string };
  size?: 'small' | 'medium';
}

export function FavoriteToggle({ car, size = 'small' }: FavoriteToggleProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = usePaths();
  const favorites = useFavorites();
  const pressed = favorites.has(car.id);
  const name = car.name;

  const toggle = () => {
    // Without a stored session the visitor is signed out, even before auth has finished starting.
    if (favorites.status === 'signedOut' && (!favorites.authLoading || !mayHaveSession())) {
      notify('info', t`Sign in to save your favorite cars.`);
      navigate(paths('auth'));
      return;
    }
    if (favorites.status !== 'ready') return;
    favorites.set(car.id, !pressed).then(
      () => notify(pressed ? 'info' : 'success', pressed ? t`Removed ${name} from your favorites` : t`Added ${name} to your favorites`),
      (error: unknown) => {
        console.error('Could not change a favorite', error);
        notify('destructive', t`Could not update your favorites. Please try again.`);
      },
    );
  };
  const latestToggle = useRef(toggle);
  useEffect(() => {
    latestToggle.current = toggle;
  });

  // A press while the signed-in customer's favorites are still loading (the page showed before
  // Firebase started) is kept and carried out once they have loaded, not lost.
  const queued = useRef(false);
  const { status, authLoading } = favorites;
  const stillLoading = () => status === 'loading' || (status === 'signedOut' && authLoading && mayHaveSession());
  const latestStillLoading = useRef(stillLoading);
  useEffect(() => {
    latestStillLoading.current = stillLoading;
  });
  useEffect(() => {
    if (!queued.current || latestStillLoading.current()) return;
    queued.current = false;
    latestToggle.current();
  }, [status, authLoading]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (stillLoading()) {
      queued.current = true;
      allowFirebase();
      return;
    }
    toggle();
  };

  // A card listening for Enter/Space itself must not open the car either.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
  };

  const hint = pressed ? t`Remove from favorites` : t`Add to favorites`;
  const hintId = useId();
  return (
    // The hint shows on hover and keyboard focus, drawn in CSS: every card has a heart, and a
    // positioned tooltip per card would cost the fleet's first load a popper library.
    <Box
      component="span"
      data-hint={hint}
      sx={(theme) => ({
        position: 'relative',
        display: 'inline-flex',
        '&::after': {
          content: 'attr(data-hint)',
          position: 'absolute',
          bottom: 'calc(100% + 8px)',
          left: '50%',
          transform: 'translate(-50%, 4px)',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          whiteSpace: 'nowrap',
          fontSize: '0.75rem',
          fontWeight: 500,
          color: (theme.vars ?? theme).palette.background.default,
          bgcolor: (theme.vars ?? theme).palette.text.primary,
          opacity: 0,
          pointerEvents: 'none',
          transition: 'opacity 150ms ease, transform 150ms ease',
          zIndex: 3,
        },
        '@media (hover: hover)': { '&:hover::after': { opacity: 1, transform: 'translate(-50%, 0)' } },
        '&:has(:focus-visible)::after': { opacity: 1, transform: 'translate(-50%, 0)' },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
      })}
    >
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {hint}
      </Box>
      <IconButton
        aria-describedby={hintId}
        aria-pressed={pressed}
        aria-label={t`Favorite: ${name}`}
        aria-busy={status === 'loading' || undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => event.stopPropagation()}
        data-testid="favorite-toggle"
        size={size}
        sx={(theme) => ({
          border: 1,
          borderRadius: 0.5,
          width: size === 'small' ? 36 : 44,
          height: size === 'small' ? 36 : 44,
          borderColor: pressed ? 'primary.main' : theme.alpha((theme.vars ?? theme).palette.text.primary, 0.28),
          color: pressed ? 'primary.main' : 'text.primary',
          '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
        })}
      >
        {pressed ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

let notices = 0;

/** Toasts when the page has them; a card rendered on its own (component tests) simply stays quiet. */
function useNotify() {
  const driver = useContext(ToastContext);
  return (variant: ToastVariant, title: string) => driver?.show({ key: `favorite-${++notices}`, title, variant });
}
