/**
 * The visitor's corner of the bar: "Sign in" when signed out, an initials
 * button opening the account menu when signed in. While Firebase is still
 * loading, a returning customer sees a quiet placeholder of the button's size
 * and everyone else sees "Sign in".
 */
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePaths } from '../../../config/paths';
import { useAuth, useMayHaveSession } from '../../auth/use-auth';
import { initialsOf } from '../hooks/initials';
import { useAccountItems } from '../hooks/use-nav-items';
import { useSignOut } from '../hooks/use-sign-out';

const AVATAR_SIZE = 36;

export function AccountMenu() {
  const { t } = useLingui();
  const paths = usePaths();
  const { status, user, isAdmin } = useAuth();
  const mayHaveSession = useMayHaveSession();
  const items = useAccountItems(isAdmin);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);

  if (status === 'loading' && mayHaveSession) {
    return (
      <Box data-testid="account-placeholder" aria-hidden sx={{ width: AVATAR_SIZE + 8, display: 'grid', placeItems: 'center' }}>
        <Skeleton variant="circular" width={AVATAR_SIZE} height={AVATAR_SIZE} animation={false} />
      </Box>
    );
  }

  if (status !== 'signedIn' || !user) {
    return (
      <Button
        component={RouterLink}
        to={paths('auth')}
        variant="outlined"
        size="small"
        data-testid="sign-in-link"
        sx={{ whiteSpace: 'nowrap' }}
      >
        <Trans>Sign in</Trans>
      </Button>
    );
  }

  const name = user.displayName || user.email || '';
  return (
    <>
      <IconButton
        id={buttonId}
        data-testid="account-menu-button"
        aria-label={t`Account menu`}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}>{initialsOf(user)}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 240 } } }}
      >
        {/* A subheader, so the menu's keyboard focus skips it. */}
        <ListSubheader component="div" disableSticky aria-hidden sx={{ px: 2, pt: 1, pb: 1.5, lineHeight: 1.5, bgcolor: 'transparent' }}>
          <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 1.4 }}>
            {isAdmin ? <Trans>Administrator</Trans> : <Trans>Signed in as</Trans>}
          </Typography>
          <Typography variant="body2" noWrap color="text.primary" sx={{ maxWidth: 260 }}>
            {name}
          </Typography>
        </ListSubheader>
        <Divider sx={{ mb: 0.5 }} />
        {items.map((item) => (
          <MenuItem
            key={item.key}
            component={RouterLink}
            to={item.to}
            data-nav={item.key}
            selected={item.current}
            aria-current={item.current ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          data-testid="sign-out"
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          <Trans>Sign out</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
