/**
 * The round, gold-tinted disc an icon sits in (feature cards, contact
 * channels, next steps, empty states): one look, sized per place.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { primaryTint } from '../page/styles';

interface IconBadgeProps {
  children: ReactNode;
  /** Diameter in px. */
  size?: number;
  /** A thin gold ring around the disc. */
  outlined?: boolean;
  sx?: SxProps<Theme>;
}

export function IconBadge({ children, size = 44, outlined = false, sx }: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          flex: 'none',
          width: size,
          height: size,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: primaryTint(theme, 0.12),
          ...(outlined ? { border: 1, borderColor: primaryTint(theme, 0.35) } : {}),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
