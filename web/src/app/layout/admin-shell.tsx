/**
 * The frame of the admin area: its own top bar in place of the
 * site's header and footer (logo, page title, 'Back to Main Site', language,
 * theme and account), links between the admin pages, and the gate that
 * lets only administrators through. Pages inside render their content only;
 * the shell sets the head and the page's one `h1`.
 *
 * The gate: spinner while Firebase answers, the product's message with a sign-in
 * link for visitors, the access-denied message for signed-in customers. The
 * rules refuse the data anyway; this only decides what the screen shows.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useNavigation } from '../../lib/router';
import { Page } from '../../components/page/page';
import { usePageTitle } from '../../components/page/use-page-title';
import { BrandLogo } from '../../components/ui/brand-logo';
import { SkipLink } from '../../components/ui/skip-link';
import { TopProgress } from '../../components/ui/top-progress';
import { usePaths } from '../../config/paths';
import { useAuth } from '../../features/auth/use-auth';
import { AccountMenu } from '../../features/navigation/components/account-menu';
import { LanguageMenu } from '../../features/navigation/components/language-menu';
import { ThemeToggle } from '../../features/navigation/components/theme-toggle';
import { usePageHead } from '../../features/seo/use-page-head';
import { useLanguageSync } from '../../hooks/use-language-sync';
import { useRouteInfo } from '../../hooks/use-route-info';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';
import { ADMIN_ROUTE_KEYS, isAdminRouteKey, type AdminRouteKey } from './admin-routes';
import { MAIN_CONTENT_ID } from './app-shell';


export function AdminShell() {
  const navigation = useNavigation();
  const { lang, key } = useRouteInfo();
  const pageKey: AdminRouteKey = isAdminRouteKey(key) ? key : 'admin';
  useLanguageSync(lang);
  useScrollToTop();
  usePageHead();
  const title = usePageTitle(pageKey);
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopProgress active={navigation.state === 'loading'} />
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <AdminTopBar title={title} current={pageKey} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <AdminGate page={pageKey}>
            <Outlet />
          </AdminGate>
        </Box>
      </Box>
    </>
  );
}

function AdminTopBar({ title, current }: { title: string; current: AdminRouteKey }) {
  const { t } = useLingui();
  const paths = usePaths();
  const { status, isAdmin } = useAuth({ immediate: true });
  return (
    <AppBar position="sticky" component="header" data-testid="admin-header">
      <Box
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 1440,
          px: { xs: 2, sm: 3, lg: 5 },
          display: 'grid',
          alignItems: 'center',
          columnGap: 3,
          // Phones: logo and buttons, then the title beside the way back. Wider: one row.
          gridTemplateColumns: { xs: '1fr auto', md: 'auto 1fr auto auto' },
          gridTemplateAreas: { xs: '"logo actions" "title back"', md: '"logo title back actions"' },
          gridTemplateRows: { xs: '60px auto', md: '72px' },
          pb: { xs: 1.5, md: 0 },
        }}
      >
        <Box
          component={RouterLink}
          to={paths('home')}
          aria-label={t`Costa Prestige, home`}
          sx={{ gridArea: 'logo', justifySelf: 'start', display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
        >
          <BrandLogo wordmark={{ xs: false, lg: true }} />
        </Box>
        <Typography
          variant="h1"
          sx={(theme) => ({
            gridArea: 'title',
            fontSize: { xs: '1.375rem', md: '1.625rem' },
            lineHeight: 1.2,
            minWidth: 0,
            overflowWrap: 'anywhere',
            [theme.breakpoints.up('md')]: { pl: 3, borderLeft: `1px solid ${(theme.vars || theme).palette.divider}` },
          })}
        >
          {title}
        </Typography>
        <Link
          component={RouterLink}
          to={paths('home')}
          underline="hover"
          sx={{ gridArea: 'back', display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          <ArrowBackRounded fontSize="small" aria-hidden />
          <Trans>Back to Main Site</Trans>
        </Link>
        <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: { xs: 0.25, md: 1 } }}>
          <LanguageMenu />
          <ThemeToggle />
          <Box sx={{ ml: 1, display: 'flex' }}>
            <AccountMenu />
          </Box>
        </Box>
      </Box>
      {status === 'signedIn' && isAdmin ? <AdminNav current={current} /> : null}
    </AppBar>
  );
}

/** Links between the admin pages; the current one is marked for screen readers too. */
function AdminNav({ current }: { current: AdminRouteKey }) {
  const { t } = useLingui();
  const paths = usePaths();
  const labels: Record<AdminRouteKey, string> = {
    admin: t`Admin Panel`,
    adminOrders: t`Orders`,
    adminCalendar: t`Calendar`,
    adminInbox: t`Inbox`,
    adminFleet: t`Fleet`,
    adminCars: t`Car Manager`,
    translate: t`Translation Manager`,
    adminLegal: t`Legal texts`,
    adminSettings: t`Settings`,
  };
  return (
    <Box component="nav" aria-label={t`Admin pages`} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="ul"
        sx={{
          m: 0,
          mx: 'auto',
          maxWidth: 1440,
          px: { xs: 1, sm: 2, lg: 4 },
          listStyle: 'none',
          display: 'flex',
          gap: { xs: 0, sm: 1 },
          overflowX: 'auto',
        }}
      >
        {ADMIN_ROUTE_KEYS.map((key) => (
          <li key={key}>
            <Button
              component={RouterLink}
              to={paths(key)}
              aria-current={key === current ? 'page' : undefined}
              size="small"
              color="inherit"
              sx={(theme) => ({
                whiteSpace: 'nowrap',
                borderRadius: 0,
                py: 1.25,
                px: { xs: 1.25, sm: 2 },
                color: (theme.vars || theme).palette.text.secondary,
                borderBottom: '2px solid transparent',
                '&[aria-current="page"]': {
                  color: (theme.vars || theme).palette.primary.main,
                  borderBottomColor: (theme.vars || theme).palette.primary.main,
                },
              })}
            >
              {labels[key]}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function AdminGate({ page, children }: { page: AdminRouteKey; children: ReactNode }) {
  const { t } = useLingui();
  const paths = usePaths();
  const { status, isAdmin } = useAuth({ immediate: true });

  if (status === 'loading') {
    return (
      <Page id={page} sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t`Checking your access…`} data-testid="admin-gate-loading" />
      </Page>
    );
  }
  if (status === 'signedIn' && isAdmin) return children;

  const signedOut = status !== 'signedIn';
  return (
    <Page id={page} sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 3, py: { xs: 8, md: 12 } }}>
      <Stack spacing={3} data-testid="admin-gate" data-reason={signedOut ? 'signed-out' : 'not-admin'} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: (theme.vars || theme).palette.primary.main,
            border: `1px solid ${theme.alpha((theme.vars || theme).palette.primary.main, 0.4)}`,
          })}
        >
          <LockOutlined />
        </Box>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, lineHeight: 1.3 }}>
          {signedOut ? (
            <Trans>You must be logged in as an administrator to access this page.</Trans>
          ) : (
            <Trans>Access denied. Administrator privileges required.</Trans>
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {signedOut ? (
            <Button component={RouterLink} to={paths('auth')} variant="contained">
              <Trans>Sign in</Trans>
            </Button>
          ) : null}
          <Button component={RouterLink} to={paths('home')} variant="outlined">
            <Trans>Back to Main Site</Trans>
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
