/**
 * Design tokens: the only place colours, type faces and the type scale are
 * written down. Near-black and ivory with one champagne-gold accent; every
 * text/background pair below passes WCAG AA (4.5:1) in its scheme, most of
 * them AAA. index.html repeats the two page colours for the pre-paint style.
 */
import type { ColorSystemOptions, ThemeOptions } from '@mui/material/styles';

export const ink = {
  950: '#08080a',
  900: '#0c0c0e', // dark page
  850: '#121215',
  800: '#16161a', // dark paper
  700: '#1d1d22',
  600: '#26262c',
  500: '#3a3a42',
  400: '#5a5a63',
  300: '#8c877d',
  200: '#b3ada1', // dark secondary text, 8.8:1 on the page
} as const;

export const ivory = {
  50: '#ffffff', // light paper
  100: '#faf8f4', // light page
  200: '#f4f1ea', // dark primary text
  300: '#ece7dc',
  400: '#ddd6c7',
  500: '#c4bcab',
  600: '#8f887a',
  700: '#5c574d', // light secondary text, 6.8:1 on the page
  900: '#16140f', // light primary text
} as const;

export const gold = {
  100: '#f6efe1',
  200: '#ecdcbc',
  300: '#d9c090',
  400: '#c9a96e', // the accent; 8.7:1 on the dark page
  500: '#b08d4f',
  600: '#8f6f37',
  700: '#7d5f2a', // the accent on ivory; 5.6:1 on the light page
  800: '#5e4620',
} as const;

/** Status colours, one pair per scheme (text-safe on that scheme's paper). */
export const status = {
  dark: { error: '#f2b8b5', success: '#9ed4ad', info: '#9cc3e6', warning: '#e8c07a' },
  light: { error: '#b3261e', success: '#2e6b3f', info: '#2d5f8a', warning: '#8a5a00' },
} as const;

/** National colours of the language flags (they are pictures, not theme colours, but live here all the same). */
export const flagColors = {
  gb: { blue: '#012169', red: '#C8102E', white: '#FFFFFF' },
  es: { red: '#AA151B', yellow: '#F1BF00' },
  de: { black: '#000000', red: '#DD0000', gold: '#FFCE00' },
  fr: { blue: '#002654', white: '#FFFFFF', red: '#ED2939' },
  it: { green: '#009246', white: '#FFFFFF', red: '#CE2B37' },
} as const;

/** The page colour of each scheme, for `<meta name="theme-color">`. */
export const pageColor = { dark: ink[900], light: ivory[100] } as const;

export const fontFamilies = {
  body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  display: '"Playfair Display", Georgia, "Times New Roman", serif',
} as const;

export const colorSchemes: Record<'dark' | 'light', ColorSystemOptions> = {
  dark: {
    palette: {
      primary: { light: gold[300], main: gold[400], dark: gold[500], contrastText: ink[900] },
      secondary: { light: ivory[100], main: ivory[200], dark: ivory[400], contrastText: ink[900] },
      error: { main: status.dark.error, contrastText: ink[900] },
      success: { main: status.dark.success, contrastText: ink[900] },
      info: { main: status.dark.info, contrastText: ink[900] },
      warning: { main: status.dark.warning, contrastText: ink[900] },
      background: { default: ink[900], paper: ink[800] },
      text: { primary: ivory[200], secondary: ink[200], disabled: ink[400] },
      divider: 'rgba(244, 241, 234, 0.12)',
      action: {
        hover: 'rgba(244, 241, 234, 0.06)',
        selected: 'rgba(201, 169, 110, 0.14)',
        focus: 'rgba(201, 169, 110, 0.2)',
      },
    },
  },
  light: {
    palette: {
      primary: { light: gold[500], main: gold[700], dark: gold[800], contrastText: ivory[50] },
      secondary: { light: ink[600], main: ivory[900], dark: ink[950], contrastText: ivory[100] },
      error: { main: status.light.error, contrastText: ivory[50] },
      success: { main: status.light.success, contrastText: ivory[50] },
      info: { main: status.light.info, contrastText: ivory[50] },
      warning: { main: status.light.warning, contrastText: ivory[50] },
      background: { default: ivory[100], paper: ivory[50] },
      text: { primary: ivory[900], secondary: ivory[700], disabled: ivory[600] },
      divider: 'rgba(22, 20, 15, 0.12)',
      action: {
        hover: 'rgba(22, 20, 15, 0.05)',
        selected: 'rgba(125, 95, 42, 0.12)',
        focus: 'rgba(125, 95, 42, 0.18)',
      },
    },
  },
};

const display = {
  fontFamily: fontFamilies.display,
  fontWeight: 500,
  letterSpacing: '-0.01em',
} as const;

export const typography: ThemeOptions['typography'] = {
  fontFamily: fontFamilies.body,
  // The Inter file carries weights 400-700 only (fonts.css): there is no lighter body weight.
  fontWeightLight: 400,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 600,
  h1: { ...display, fontSize: 'clamp(2.25rem, 1.5rem + 2.8vw, 3.75rem)', lineHeight: 1.1 },
  h2: { ...display, fontSize: 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)', lineHeight: 1.15 },
  h3: { ...display, fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)', lineHeight: 1.2 },
  h4: { ...display, fontSize: '1.5rem', lineHeight: 1.25 },
  h5: { fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.4, letterSpacing: 0 },
  h6: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.4, letterSpacing: 0 },
  subtitle1: { fontSize: '1.0625rem', lineHeight: 1.6 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 500, lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  body2: { fontSize: '0.875rem', lineHeight: 1.6 },
  button: { fontWeight: 500, letterSpacing: '0.02em', textTransform: 'none' },
  caption: { fontSize: '0.75rem', lineHeight: 1.5 },
  overline: { fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.2em', lineHeight: 1.6 },
};

export const shape = { borderRadius: 4 } as const;

/** Mobile below 768 px, so `md` starts there. */
export const breakpoints = { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } } as const;

/** The same split as media queries, for code that asks the browser (`matchMedia`): the phone layout, and the wider one. */
export const PHONE_QUERY = `(max-width: ${breakpoints.values.md - 0.02}px)`;
export const WIDE_QUERY = `(min-width: ${breakpoints.values.md}px)`;
