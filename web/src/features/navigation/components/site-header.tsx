/**
 * The navigation bar (spec 2.2): logo, the five pages, language, theme and
 * account. Below 768 px the pages, account and settings move into a drawer.
 */
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { usePaths } from '../../../config/paths';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { preloadable } from '../../../lib/idle';

const MOBILE_MENU_ID = 'mobile-menu';
export const loadMobileNav = preloadable(() => import('./mobile-nav'));
const MobileNav = lazy(loadMobileNav);

export function SiteHeader() {
  const { t } = useLingui();
  const paths = usePaths();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const [used, setUsed] = useState(false);
  const preload = () => void loadMobileNav();

  return (
    <AppBar position="sticky" component="header" data-testid="site-header">
      <Box
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 1440,
          height: { xs: 64, md: 76 },
          px: { xs: 2, sm: 3, lg: 5 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 3 },
        }}
      >
        <Box
          component={RouterLink}
          to={paths('home')}
          aria-label={t`Costa Prestige, home`}
          data-testid="logo-link"
          sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1, flex: 'none' }}
        >
          <BrandLogo wordmark={{ xs: true, md: false, lg: true }} />
        </Box>

        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <NavLinks />
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, md: 1 }, flex: 'none' }}>
          <LanguageMenu />
          <ThemeToggle />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', ml: 1 }}>
            <AccountMenu />
          </Box>
          <IconButton
            data-testid="mobile-menu-button"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen ? 'true' : 'false'}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setUsed(true);
              setOpenOn(pathname);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, mr: -1 }}
          >
            <MenuRounded />
          </IconButton>
        </Box>
      </Box>
      {used ? (
        <Suspense fallback={null}>
          <MobileNav id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
