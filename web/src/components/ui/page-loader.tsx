/**
 * What the page area shows while its code is still arriving: a short gold
 * line sweeping under a quiet label, holding the space so the footer does not
 * jump up.
 */
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from './visually-hidden';

const sweep = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`;

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      data-testid="page-loader"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 3 }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'relative',
          width: 120,
          height: '1px',
          overflow: 'hidden',
          backgroundColor: (theme.vars || theme).palette.divider,
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            width: '40%',
            backgroundColor: (theme.vars || theme).palette.primary.main,
            animation: `${sweep} 1.1s ${theme.transitions.easing.easeInOut} infinite`,
          },
          '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
        })}
      />
      <Box component="span" sx={visuallyHidden}>
        {t`Loading…`}
      </Box>
    </Box>
  );
}
