/** The spinner shown while the payment is "processed", announced politely to screen readers; its line is the page's heading until the confirmation replaces it. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

export function ProcessingStatus() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 3,
        py: { xs: 12, md: 16 },
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden size={56} thickness={2.5} />
      <Typography component="h1" sx={{ fontSize: '1.15rem', fontWeight: 400 }}>
        <Trans>Processing your payment…</Trans>
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        <Trans>This takes only a moment. Please don’t close this page.</Trans>
      </Typography>
    </Box>
  );
}
