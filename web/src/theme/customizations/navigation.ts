/** Links, menus, drawers and tabs. */
import type { Components, Theme } from '@mui/material/styles';
import generateUtilityClass from '@mui/material/generateUtilityClass';

// MUI's state classes, made as MUI makes them (its `menuItemClasses` would bring the menu item's module into the first load).
const selected = generateUtilityClass('MuiMenuItem', 'selected');
const focusVisible = generateUtilityClass('MuiMenuItem', 'focusVisible');

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        textUnderlineOffset: '0.2em',
        textDecorationThickness: '1px',
        '&.Mui-focusVisible, &:focus-visible': {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: 2,
          borderRadius: 2,
        },
      }),
    },
  },
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({
        marginTop: 8,
        minWidth: 200,
        borderRadius: 4,
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
        backgroundColor: (theme.vars || theme).palette.background.paper,
        boxShadow: `0 18px 40px ${theme.alpha((theme.vars || theme).palette.common.black, 0.18)}`,
        ...theme.applyStyles('dark', {
          boxShadow: `0 18px 40px ${theme.alpha((theme.vars || theme).palette.common.black, 0.55)}`,
        }),
      }),
      list: { paddingBlock: 6 },
    },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        gap: 12,
        minHeight: 44,
        paddingInline: 16,
        fontSize: '0.9375rem',
        [`&.${selected}`]: {
          backgroundColor: 'transparent',
          color: (theme.vars || theme).palette.primary.main,
          '&:hover': { backgroundColor: (theme.vars || theme).palette.action.hover },
        },
        [`&.${focusVisible}`]: {
          outline: 'none',
          backgroundColor: (theme.vars || theme).palette.action.focus,
        },
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        backgroundColor: (theme.vars || theme).palette.background.default,
        borderColor: (theme.vars || theme).palette.divider,
      }),
    },
  },
  MuiListItemButton: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-selected': {
          backgroundColor: 'transparent',
          color: (theme.vars || theme).palette.primary.main,
        },
        '&.Mui-focusVisible': {
          backgroundColor: (theme.vars || theme).palette.action.focus,
        },
      }),
    },
  },
  MuiTabs: {
    styleOverrides: {
      indicator: ({ theme }) => ({ height: 1, backgroundColor: (theme.vars || theme).palette.primary.main }),
    },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ theme }) => ({
        textTransform: 'none',
        fontWeight: 500,
        minHeight: 48,
        '&.Mui-selected': { color: (theme.vars || theme).palette.primary.main },
      }),
    },
  },
};
