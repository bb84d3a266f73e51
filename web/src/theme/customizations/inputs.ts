/** Buttons, icon buttons and form fields: flat, hairline borders, gold only where it means "act here". */
import type { Components, Theme } from '@mui/material/styles';
import generateUtilityClass from '@mui/material/generateUtilityClass';

// MUI's class names, made as MUI makes them: importing its `outlinedInputClasses` would bring the
// components' modules, and what they share with later chunks, into every page's first load with the theme.
const focused = generateUtilityClass('MuiOutlinedInput', 'focused');
const notchedOutline = generateUtilityClass('MuiOutlinedInput', 'notchedOutline');

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 2,
        minHeight: 40,
        paddingInline: 20,
        transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
          duration: theme.transitions.duration.shorter,
        }),
        variants: [
          { props: { size: 'small' }, style: { minHeight: 32, paddingInline: 14 } },
          { props: { size: 'large' }, style: { minHeight: 48, paddingInline: 28, fontSize: '0.9375rem' } },
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              '&:hover': { backgroundColor: (theme.vars || theme).palette.primary.light },
              ...theme.applyStyles('light', {
                '&:hover': { backgroundColor: (theme.vars || theme).palette.primary.dark },
              }),
            },
          },
          {
            props: { variant: 'outlined' },
            style: {
              borderColor: theme.alpha((theme.vars || theme).palette.text.primary, 0.28),
              color: (theme.vars || theme).palette.text.primary,
              '&:hover': {
                borderColor: (theme.vars || theme).palette.primary.main,
                color: (theme.vars || theme).palette.primary.main,
                backgroundColor: 'transparent',
              },
            },
          },
          {
            props: { variant: 'text' },
            style: {
              '&:hover': { backgroundColor: (theme.vars || theme).palette.action.hover },
            },
          },
        ],
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        color: (theme.vars || theme).palette.text.primary,
        borderRadius: '50%',
        '&:hover': { backgroundColor: (theme.vars || theme).palette.action.hover, color: (theme.vars || theme).palette.primary.main },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 2,
        backgroundColor: theme.alpha((theme.vars || theme).palette.background.paper, 0.6),
        [`&:hover .${notchedOutline}`]: {
          borderColor: (theme.vars || theme).palette.text.secondary,
        },
        [`&.${focused} .${notchedOutline}`]: {
          borderColor: (theme.vars || theme).palette.primary.main,
          borderWidth: 1,
        },
      }),
      notchedOutline: ({ theme }) => ({
        borderColor: theme.alpha((theme.vars || theme).palette.text.primary, 0.24),
      }),
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        color: (theme.vars || theme).palette.text.secondary,
        [`&.${focused}`]: { color: (theme.vars || theme).palette.primary.main },
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginInline: 2 } },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        textTransform: 'none',
        borderColor: (theme.vars || theme).palette.divider,
        '&.Mui-selected': {
          color: (theme.vars || theme).palette.primary.main,
          backgroundColor: (theme.vars || theme).palette.action.selected,
        },
      }),
    },
  },
};
