/**
 * The consent banner: what the site stores, and the choice about the
 * optional chat widget, with both answers equally easy. Server HTML that is
 * never hydrated: the template hides it when a choice is stored, and the
 * buttons are handled by lib/consent.ts. Fixed to the bottom of the window,
 * so showing or hiding it moves nothing on the page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '../../lib/router';
import { usePaths } from '../../config/paths';

const Banner = styled('section')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    position: 'fixed',
    // Above the header and sticky parts, below drawers and dialogs: an open one (the phone's filter
    // sheet, a dialog trapping focus) is shown whole, and the banner is back once it closes.
    zIndex: theme.zIndex.drawer - 1,
    left: 12,
    right: 12,
    bottom: 12,
    maxWidth: 560,
    padding: '20px 20px 16px',
    borderRadius: 12,
    border: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)',
    [theme.breakpoints.up('sm')]: { left: 24, bottom: 24, right: 'auto' },
  };
});

export function ConsentBanner() {
  const { t } = useLingui();
  const paths = usePaths();
  return (
    <Banner data-consent-banner="" aria-labelledby="consent-title" data-testid="consent-banner">
      <Typography id="consent-title" component="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        <Trans>Your privacy</Trans>
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <Trans>
          We store only what the site needs to work: your theme, language, cars to compare and sign-in. With your consent we
          also load our live chat, which sets its own cookies. You can change your choice at any time from the footer.{' '}
          <Box component={RouterLink} to={paths('cookies')} sx={{ color: 'primary.main' }}>
            Cookie policy
          </Box>
        </Trans>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" data-consent-choice="necessary" aria-label={t`Necessary only: do not load the live chat`}>
          <Trans>Necessary only</Trans>
        </Button>
        <Button type="button" variant="outlined" data-consent-choice="all" aria-label={t`Accept all, including the live chat`}>
          <Trans>Accept all</Trans>
        </Button>
      </Box>
    </Banner>
  );
}
