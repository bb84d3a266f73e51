/**
 * The navigation bar: logo, the five pages, language, theme and
 * account. Below 768 px the pages, account and settings move into a drawer.
 */
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { IconButton } from '../../../components/ui/buttons';
import { mediaPart } from '../../../components/ui/deferred';
import { usePaths } from '../../../config/paths';
import { preloadable, whenIdleAfterHydration } from '../../../lib/idle';
import { theme, vars } from '../../../theme/theme';
import { PHONE_QUERY, WIDE_QUERY } from '../../../theme/tokens';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

const MOBILE_MENU_ID = 'mobile-menu';
export const loadMobileNav = preloadable(() => import('./mobile-nav'));
const MobileNav = lazy(loadMobileNav);
// Shown from 768 px: below, the drawer has the pages and the account's links, and the bar's hidden
// server HTML of them stays as it is, their code not loaded.
const NavLinks = mediaPart(WIDE_QUERY, () => import('./nav-links'), (m) => m.NavLinks);
const AccountMenu = mediaPart(WIDE_QUERY, () => import('./account-menu'), (m) => m.AccountMenu);

/** The bar itself: sticky, translucent over the page, a hairline below (as the theme draws MUI's AppBar). */
const Bar = styled('header')({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  color: vars.palette.text.primary,
  backgroundColor: theme.alpha(vars.palette.background.default, 0.86),
  backdropFilter: 'saturate(140%) blur(14px)',
  borderBottom: `1px solid ${vars.palette.divider}`,
});

export function SiteHeader() {
  const { t } = useLingui();
  const paths = usePaths();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const [used, setUsed] = useState(false);
  // A failed preload is only tried again when the menu opens (preloadable forgets a failure).
  const preload = () => void loadMobileNav().catch(() => {});

  useEffect(() => {
    // On phones the menu is the way around: have it ready before the first tap, once the page is
    // the app's (a tap before then loads it at once).
    whenIdleAfterHydration(() => {
      if (window.matchMedia(PHONE_QUERY).matches) void loadMobileNav().catch(() => {});
    }, 4000);
  }, []);

  return (
    <Bar data-testid="site-header">
      <Box
        sx={(theme) => ({
          mx: 'auto',
          width: '100%',
          maxWidth: 1440,
          px: { xs: 2, sm: 3, lg: 5 },
          display: 'grid',
          alignItems: 'center',
          columnGap: 3,
          // Phones: logo and buttons (pages in the drawer). Tablets: the pages on a second row,
          // so long German or Spanish labels never collide. Desktops: one row.
          gridTemplateColumns: { xs: '1fr auto', lg: 'auto 1fr auto' },
          gridTemplateAreas: { xs: '"logo actions"', md: '"logo actions" "nav nav"', lg: '"logo nav actions"' },
          gridTemplateRows: { xs: '64px', md: '68px 48px', lg: '76px' },
          [theme.breakpoints.only('md')]: {
            '& > [data-area="nav"]': { borderTop: `1px solid ${(theme.vars || theme).palette.divider}` },
          },
        })}
      >
        <Box
          component={RouterLink}
          to={paths('home')}
          aria-label={t`Costa Prestige, home`}
          data-testid="logo-link"
          sx={{ gridArea: 'logo', justifySelf: 'start', display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
        >
          <BrandLogo />
        </Box>

        <Box data-area="nav" sx={{ gridArea: 'nav', display: { xs: 'none', md: 'flex' }, justifyContent: 'center', alignSelf: 'stretch', alignItems: 'center', minWidth: 0 }}>
          <NavLinks />
        </Box>

        <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: { xs: 0.25, md: 1 } }}>
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
    </Bar>
  );
}
