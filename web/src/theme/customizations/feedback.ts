/** Alerts, progress, tooltips and skeletons. */
import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 4,
        backgroundColor: (theme.vars || theme).palette.background.paper,
        color: (theme.vars || theme).palette.text.primary,
      }),
    },
  },
  MuiLinearProgress: {
    styleOverrides: {
      root: ({ theme }) => ({
        height: 2,
        backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.16),
      }),
      bar: ({ theme }) => ({ backgroundColor: (theme.vars || theme).palette.primary.main }),
    },
  },
  MuiCircularProgress: {
    defaultProps: { thickness: 2.5 },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: (theme.vars || theme).palette.text.primary,
        color: (theme.vars || theme).palette.background.default,
        fontSize: '0.75rem',
        borderRadius: 2,
      }),
    },
  },
  MuiSkeleton: {
    defaultProps: { animation: 'wave' },
    styleOverrides: {
      root: ({ theme }) => ({ backgroundColor: theme.alpha((theme.vars || theme).palette.text.primary, 0.08) }),
    },
  },
};
