/**
 * The storefront's MUI theme: CSS variables switched by `data-theme` on
 * <html> (MUI writes `data-theme="dark"` / `"light"`, the same attribute and
 * values the pre-paint script in index.html sets), dark by default.
 */
import { createTheme } from '@mui/material/styles';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { breakpoints, colorSchemes, shape, typography } from './tokens';

export { THEME_STORAGE_KEY } from './theme-storage';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-theme' },
  defaultColorScheme: 'dark',
  colorSchemes,
  typography,
  shape,
  breakpoints,
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        body: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          textRendering: 'optimizeLegibility',
        },
        '::selection': {
          backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.32),
          color: (theme.vars || theme).palette.text.primary,
        },
        'a:focus-visible, [tabindex]:focus-visible': {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: 2,
        },
        // The skip link's target; focus lands there without a ring around the whole page.
        '#main-content:focus': { outline: 'none' },
      }),
    },
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
  },
});

/**
 * The theme's CSS variables (`var(--mui-…)`; the theme is built with them),
 * for styles written once as static objects, which MUI serializes once
 * instead of on every render as it does `sx`.
 */
export const vars = theme.vars!; // `cssVariables` above makes them
