/**
 * The confirmation after payment. The order number is derived from
 * the checkout session id (domain rule); without one the page says so gently.
 * Under it, the payment's real status, live; a payment that expired or was
 * cancelled changes the headline and drops the next steps, which no longer apply.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { orderNumberFromSession, SITE_NAME } from '@costa/domain';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { displaySize, primaryTint } from '../../../components/page/styles';
import { usePaths } from '../../../config/paths';
import type { PaymentView } from '../use-payment-status';
import { NextSteps } from './next-steps';
import { OutcomeIcon } from './outcome-icon';
import { PaymentStatusLine } from './payment-status-line';

interface PaymentConfirmationProps {
  sessionId: string | null;
  supportEmail: string | null;
  payment: PaymentView;
}

export function PaymentConfirmation({ sessionId, supportEmail, payment }: PaymentConfirmationProps) {
  const paths = usePaths();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const orderNumber = sessionId?.trim() ? orderNumberFromSession(sessionId) : null;
  const site = SITE_NAME;
  const failed = payment === 'expired' || payment === 'cancelled';
  // Paid, but the car was booked meanwhile: never "confirmed".
  const conflict = payment === 'conflict';
  const warn = failed || conflict;

  // The confirmation replaces the spinner: move focus to its heading so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 3, sm: 5, md: 6 }, bgcolor: 'background.paper' }}>
      <Box sx={{ textAlign: 'center' }}>
        <OutcomeIcon warn={warn} />
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h1"
          sx={{ fontSize: displaySize.page, lineHeight: 1.15, '&:focus, &:focus-visible': { outline: 'none' } }}
        >
          {failed ? (
            <Trans>Payment not completed</Trans>
          ) : conflict ? (
            <Trans>Payment received</Trans>
          ) : orderNumber ? (
            <Trans>Payment successful</Trans>
          ) : (
            <Trans>Thank you for your booking</Trans>
          )}
        </Typography>
        <Typography
          component="p"
          sx={{ color: 'text.secondary', mt: 2, mx: 'auto', maxWidth: '52ch', fontSize: '1.1rem', lineHeight: 1.6 }}
        >
          {failed ? (
            <Trans>No payment was taken for this booking.</Trans>
          ) : conflict ? (
            <Trans>Your booking could not be confirmed: the car is no longer free on your dates.</Trans>
          ) : orderNumber && payment === 'pending' ? (
            <Trans>Thank you for choosing {site}. Your booking is confirmed as soon as your payment arrives.</Trans>
          ) : orderNumber ? (
            <Trans>Thank you for choosing {site}. Your booking is confirmed.</Trans>
          ) : (
            <Trans>
              We could not find an order reference in this link. If you have just paid, your confirmation e-mail has
              your order number and every detail of your booking.
            </Trans>
          )}
        </Typography>

        {orderNumber && (
          <Box
            sx={(theme) => ({
              display: 'inline-block',
              mt: 4,
              px: { xs: 3, sm: 5 },
              py: 2,
              borderRadius: 2,
              border: 1,
              borderColor: primaryTint(theme, 0.45),
              bgcolor: primaryTint(theme, 0.08),
            })}
          >
            <Typography
              component="p"
              variant="overline"
              sx={{ color: 'text.secondary', letterSpacing: '0.2em', lineHeight: 1.8 }}
            >
              <Trans>Order number</Trans>
            </Typography>
            <Typography
              component="p"
              data-testid="order-number"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: { xs: '1.5rem', sm: '1.75rem' },
                letterSpacing: '0.12em',
                color: 'primary.main',
              }}
            >
              {orderNumber}
            </Typography>
          </Box>
        )}
        <PaymentStatusLine payment={payment} />
      </Box>

      <Divider sx={{ my: { xs: 4, md: 5 } }} />
      {!warn && (
        <>
          <NextSteps />
          <Divider sx={{ my: { xs: 4, md: 5 } }} />
        </>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Button component={RouterLink} to={paths('account')} variant="contained" size="large">
          <Trans>Go to my account</Trans>
        </Button>
        <Button component={RouterLink} to={paths('cars')} variant="outlined" size="large">
          <Trans>Browse cars</Trans>
        </Button>
        <Button component={RouterLink} to={paths('contact')} variant="text" size="large">
          <Trans>Contact us</Trans>
        </Button>
      </Stack>

      <Typography
        component="p"
        sx={{ mt: 4, textAlign: 'center', color: 'text.secondary', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
      >
        {supportEmail ? (
          <Trans>
            Questions about your booking? Write to us at{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
              {supportEmail}
            </Box>
            .
          </Trans>
        ) : (
          <Trans>Questions about your booking? Reply to your confirmation e-mail or use our contact page.</Trans>
        )}
      </Typography>
    </Paper>
  );
}
