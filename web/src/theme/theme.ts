import { createTheme } from '@mui/material/styles';

/** Spec 9: the theme choice is stored under `theme`; dark by default; no system option. */
export const THEME_STORAGE_KEY = 'theme';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-theme' },
  colorSchemes: {
    dark: { palette: { primary: { main: '#c9a96e' }, background: { default: '#0c0c0e', paper: '#151518' } } },
    light: { palette: { primary: { main: '#8a6a32' }, background: { default: '#faf8f4', paper: '#ffffff' } } },
  },
});
