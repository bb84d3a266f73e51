/**
 * The router's last resort (through `RouteError`, in route-error.tsx): shown
 * instead of the whole shell when a page throws or its code cannot be
 * loaded, so it depends on nothing but the theme and the active catalog.
 * "Return to Home" is a full page load, leaving the broken state behind.
 */
import { langOfPath, localizedPath } from '@costa/domain';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { BrandLogo } from '../../components/ui/brand-logo';
import { StatusPage } from '../../components/ui/status-page';
import { AnchorButton, Button } from '../../components/ui/buttons';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export default function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const home = localizedPath(langOfPath(window.location.pathname), 'home');
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 3, lg: 5 }, height: { xs: 64, md: 76 }, display: 'flex', alignItems: 'center' }}>
        <Box component="a" href={home} aria-label={t`Costa Prestige, home`} sx={{ display: 'inline-flex', textDecoration: 'none' }}>
          <BrandLogo />
        </Box>
      </Box>
      <Box component="main" id="main-content" sx={{ flex: 1, display: 'grid', alignItems: 'center' }}>
        <StatusPage
          page="route-error"
          eyebrow={<Trans>Something went wrong</Trans>}
          title={<Trans>Unexpected Application Error!</Trans>}
          description={
            <Trans>
              We could not show this page. Reloading usually helps; if it keeps happening, please contact us and we will
              sort it out.
            </Trans>
          }
          actions={
            <>
              <Button
                variant="contained"
                size="large"
                startIcon={<RefreshRounded />}
                onClick={() => window.location.reload()}
                data-testid="route-error-reload"
              >
                <Trans>Reload the page</Trans>
              </Button>
              <AnchorButton href={home} variant="outlined" size="large" data-testid="route-error-home">
                <Trans>Return to Home</Trans>
              </AnchorButton>
            </>
          }
        >
          {import.meta.env.DEV ? (
            <Typography
              component="pre"
              variant="caption"
              color="textSecondary"
              sx={{ mt: 2, maxWidth: '100%', whiteSpace: 'pre-wrap', textAlign: 'left', fontFamily: 'monospace' }}
            >
              {describe(error)}
            </Typography>
          ) : null}
        </StatusPage>
      </Box>
    </Box>
  );
}
