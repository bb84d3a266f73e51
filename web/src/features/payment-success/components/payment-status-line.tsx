/**
 * The payment's real status under the confirmation, kept live: the webhook
 * may land a moment after the customer does, so "confirming" turns into
 * "received" on its own. One polite live region, always mounted, so a screen
 * reader hears each change once.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CONFLICT_ANSWER_HOURS } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { usePaths } from '../../../config/paths';
import type { PaymentView } from '../use-payment-status';

type Tone = 'success' | 'progress' | 'warning' | 'neutral';

const TONE_COLOR: Record<Tone, string> = {
  success: 'success.main',
  progress: 'primary.main',
  warning: 'warning.main',
  neutral: 'text.secondary',
};

function Line({ tone, icon, children }: { tone: Tone; icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      data-payment-tone={tone}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, textAlign: 'left', maxWidth: '60ch' }}
    >
      <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', color: TONE_COLOR[tone], flexShrink: 0 }}>
        {icon}
      </Box>
      <Typography component="p" sx={{ lineHeight: 1.5, color: tone === 'neutral' ? 'text.secondary' : 'text.primary' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function PaymentStatusLine({ payment }: { payment: PaymentView }) {
  const paths = usePaths();
  const cars = paths('cars');
  let line: ReactNode;
  switch (payment) {
    case 'paid':
      line = (
        <Line tone="success" icon={<CheckCircleOutlineIcon />}>
          <Trans>Payment received — your booking is confirmed.</Trans>
        </Line>
      );
      break;
    case 'pending':
    case 'checking':
      line = (
        <Line tone="progress" icon={<CircularProgress size={20} thickness={4} color="inherit" />}>
          {payment === 'pending' ? (
            <Trans>We are confirming your payment… This page updates by itself.</Trans>
          ) : (
            <Trans>Checking the status of your payment…</Trans>
          )}
        </Line>
      );
      break;
    case 'conflict':
      line = (
        <Line tone="warning" icon={<ReportProblemOutlinedIcon />}>
          <Trans>
            Payment received, but while it was being completed the car was booked for some of your days, so your booking
            could not be confirmed. Within {CONFLICT_ANSWER_HOURS} hours we will offer you another car for the same dates, or
            refund you in full. We have sent you the details by e-mail.
          </Trans>
        </Line>
      );
      break;
    case 'expired':
      line = (
        <Line tone="warning" icon={<ReportProblemOutlinedIcon />}>
          <Trans>
            The payment session expired before the payment was completed, and the dates were released. You can{' '}
            <Link component={RouterLink} to={cars}>
              choose a car
            </Link>{' '}
            and book again.
          </Trans>
        </Line>
      );
      break;
    case 'cancelled':
      line = (
        <Line tone="warning" icon={<ReportProblemOutlinedIcon />}>
          <Trans>
            This booking was cancelled and the dates were released. You can{' '}
            <Link component={RouterLink} to={cars}>
              choose a car
            </Link>{' '}
            and book again.
          </Trans>
        </Line>
      );
      break;
    default:
      line = (
        <Line tone="neutral" icon={<InfoOutlinedIcon />}>
          <Trans>Your confirmation e-mail will follow as soon as the payment is confirmed.</Trans>
        </Line>
      );
  }
  return (
    <Box role="status" aria-live="polite" data-testid="payment-status" data-status={payment} sx={{ mt: 3 }}>
      {line}
    </Box>
  );
}
