/**
 * The page a customer lands on after paying the charges of a return (the
 * kilometres or the fuel staff billed after the rental): thanks, and where
 * the invoice goes. No booking is confirmed here, so nothing speaks of one.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { displaySize } from '../../../components/page/styles';
import { usePaths } from '../../../config/paths';
import { OutcomeIcon } from './outcome-icon';

export function ChargesPaid() {
  const paths = usePaths();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // It replaces the spinner: move focus to its heading so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 3, sm: 5, md: 6 }, bgcolor: 'background.paper', textAlign: 'center' }}>
      <OutcomeIcon />
      <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ fontSize: displaySize.page, lineHeight: 1.15, '&:focus, &:focus-visible': { outline: 'none' } }}>
        <Trans>Payment received</Trans>
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 2, mx: 'auto', maxWidth: '52ch', fontSize: '1.1rem', lineHeight: 1.6 }}>
        <Trans>Thank you for settling the charges after your rental. Your invoice is on its way to your e-mail.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
        <Button component={RouterLink} to={paths('cars')} variant="contained" size="large">
          <Trans>Browse cars</Trans>
        </Button>
        <Button component={RouterLink} to={paths('contact')} variant="text" size="large">
          <Trans>Contact us</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
