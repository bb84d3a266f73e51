/** App bar, paper, cards, dialogs: hairline borders instead of shadows, no dark-mode overlay tint. */
import type { Components, Theme } from '@mui/material/styles';

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    styleOverrides: {
      root: { backgroundImage: 'none' },
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.alpha((theme.vars || theme).palette.background.default, 0.86),
        backdropFilter: 'saturate(140%) blur(14px)',
        color: (theme.vars || theme).palette.text.primary,
        borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
      }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 6,
        borderColor: (theme.vars || theme).palette.divider,
        backgroundColor: (theme.vars || theme).palette.background.paper,
        transition: theme.transitions.create(['border-color', 'transform'], {
          duration: theme.transitions.duration.short,
        }),
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
  },
  MuiAccordion: {
    defaultProps: { elevation: 0, disableGutters: true },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: 'transparent',
        borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
        '&::before': { display: 'none' },
      }),
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: 6,
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
      }),
    },
  },
  MuiBackdrop: {
    styleOverrides: {
      root: ({ theme }) => ({
        variants: [
          {
            props: { invisible: false },
            style: {
              backgroundColor: theme.alpha((theme.vars || theme).palette.common.black, 0.6),
              backdropFilter: 'blur(2px)',
            },
          },
        ],
      }),
    },
  },
};
