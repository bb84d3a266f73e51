/** The boutique's mark: a gold "CP" monogram ring beside the serif wordmark. */
import { HOME_CITY, SITE_NAME } from '@costa/domain';
import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

interface BrandLogoProps {
  /** Show the wordmark beside the monogram; responsive values allowed. */
  wordmark?: Responsive<boolean>;
  size?: 'md' | 'lg';
  sx?: SxProps<Theme>;
}

function toDisplay(value: Responsive<boolean>): Responsive<string> {
  if (typeof value === 'boolean') return value ? 'flex' : 'none';
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v ? 'flex' : 'none']));
}

export function BrandLogo({ wordmark = true, size = 'md', sx }: BrandLogoProps) {
  const ring = size === 'lg' ? 44 : 38;
  return (
    <Box component="span" sx={[{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component="span"
        aria-hidden
        sx={(theme) => ({
          width: ring,
          height: ring,
          flex: 'none',
          display: 'inline-grid',
          placeItems: 'center',
          borderRadius: '50%',
          border: `1px solid ${(theme.vars || theme).palette.primary.main}`,
          color: (theme.vars || theme).palette.primary.main,
          fontFamily: theme.typography.h1.fontFamily,
          fontSize: size === 'lg' ? '1.0625rem' : '0.9375rem',
          letterSpacing: '0.04em',
          lineHeight: 1,
          // Optical centring of the serif capitals.
          paddingTop: '1px',
          boxShadow: `inset 0 0 0 3px ${(theme.vars || theme).palette.background.default}, inset 0 0 0 4px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.35)}`,
        })}
      >
        CP
      </Box>
      <Box component="span" sx={{ display: toDisplay(wordmark), flexDirection: 'column', lineHeight: 1 }}>
        <Box
          component="span"
          sx={(theme) => ({
            fontFamily: theme.typography.h1.fontFamily,
            fontWeight: 500,
            fontSize: size === 'lg' ? '1.5rem' : '1.25rem',
            letterSpacing: '0.01em',
            color: (theme.vars || theme).palette.text.primary,
            whiteSpace: 'nowrap',
          })}
        >
          {SITE_NAME}
        </Box>
        <Box
          component="span"
          sx={(theme) => ({
            mt: 0.5,
            fontSize: '0.625rem',
            fontWeight: 600,
            letterSpacing: '0.32em',
            textTransform: 'uppercase',
            color: (theme.vars || theme).palette.primary.main,
          })}
        >
          {HOME_CITY}
        </Box>
      </Box>
    </Box>
  );
}
