/** The open account menu; loaded on first use so menus stay out of the first load. */
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '../../../lib/router';
import type { NavItem } from '../hooks/use-nav-items';

export interface AccountMenuPopupProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  name: string;
  isAdmin: boolean;
  items: NavItem[];
  onSignOut: () => void;
  onClose: () => void;
}

export default function AccountMenuPopup({ id, labelledBy, anchor, name, isAdmin, items, onSignOut, onClose }: AccountMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { minWidth: 240 } } }}
    >
      {/* A subheader, so the menu's keyboard focus skips it. */}
      <ListSubheader component="div" disableSticky aria-hidden sx={{ px: 2, pt: 1, pb: 1.5, lineHeight: 1.5, bgcolor: 'transparent' }}>
        <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 1.4 }}>
          {isAdmin ? <Trans>Administrator</Trans> : <Trans>Signed in as</Trans>}
        </Typography>
        <Typography variant="body2" noWrap color="textPrimary" sx={{ maxWidth: 260 }}>
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
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        data-testid="sign-out"
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        <LogoutRounded fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <Trans>Sign out</Trans>
      </MenuItem>
    </Menu>
  );
}
