/**
 * The visitor's corner of the bar: "Sign in" when signed out, an initials
 * button opening the account menu when signed in. While Firebase is still
 * loading, a returning customer sees a quiet placeholder of the button's size
 * and everyone else sees "Sign in".
 */
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { IconButton, LinkButton } from '../../../components/ui/buttons';
import { usePaths } from '../../../config/paths';
import { preloadable } from '../../../lib/idle';
import { useAuth, useMayHaveSession } from '../../auth/use-auth';
import { initialsOf } from '../hooks/initials';
import { useAccountItems } from '../hooks/use-nav-items';
import { useSignOut } from '../hooks/use-sign-out';

export const loadAccountMenuPopup = preloadable(() => import('./account-menu-popup'));
const AccountMenuPopup = lazy(loadAccountMenuPopup);

const AVATAR_SIZE = 36;

const circle = {
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
} as const;

export function AccountMenu() {
  const { t } = useLingui();
  const paths = usePaths();
  const { status, user, isAdmin } = useAuth();
  const mayHaveSession = useMayHaveSession();
  const items = useAccountItems(isAdmin);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const preload = () => void loadAccountMenuPopup();

  if (status === 'loading' && mayHaveSession) {
    return (
      <Box data-testid="account-placeholder" aria-hidden sx={{ p: 0.5 }}>
        <Box sx={(theme) => ({ ...circle, border: `1px solid ${(theme.vars || theme).palette.divider}` })} />
      </Box>
    );
  }

  if (status !== 'signedIn' || !user) {
    return (
      <LinkButton
        to={paths('auth')}
        variant="outlined"
        size="small"
        data-testid="sign-in-link"
        sx={{ whiteSpace: 'nowrap' }}
      >
        <Trans>Sign in</Trans>
      </LinkButton>
    );
  }

  return (
    <>
      <IconButton
        id={buttonId}
        data-testid="account-menu-button"
        data-admin={isAdmin ? 'true' : 'false'}
        aria-label={t`Account menu`}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <Box
          component="span"
          sx={(theme) => ({
            ...circle,
            border: `1px solid ${(theme.vars || theme).palette.primary.main}`,
            color: (theme.vars || theme).palette.primary.main,
            fontSize: '0.8125rem',
            fontWeight: 600,
            letterSpacing: '0.04em',
          })}
        >
          {initialsOf(user)}
        </Box>
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <AccountMenuPopup
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            name={user.displayName || user.email || ''}
            isAdmin={isAdmin}
            items={items}
            onSignOut={() => void signOut()}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
