/** Chips, dividers, avatars and lists. */
import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 2,
        fontWeight: 500,
        variants: [
          {
            props: { variant: 'outlined' },
            style: { borderColor: theme.alpha((theme.vars || theme).palette.text.primary, 0.24) },
          },
        ],
      }),
    },
  },
  MuiDivider: {
    styleOverrides: { root: ({ theme }) => ({ borderColor: (theme.vars || theme).palette.divider }) },
  },
  MuiAvatar: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontFamily: theme.typography.fontFamily,
        fontWeight: 600,
        fontSize: '0.8125rem',
        letterSpacing: '0.04em',
        color: (theme.vars || theme).palette.primary.main,
        backgroundColor: 'transparent',
        border: `1px solid ${(theme.vars || theme).palette.primary.main}`,
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: { minWidth: 36, color: 'inherit' } },
  },
};
