import CssBaseline from '@mui/material/CssBaseline';
import { private_createTypography as createTypography, type Theme } from '@mui/material/styles';
import GlobalStyles from '@mui/system/GlobalStyles';
import ThemeProvider from '@mui/system/ThemeProvider';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import { useEffect, type ReactNode } from 'react';
import { theme } from './theme';
import { followOtherTabs } from './theme-storage';

/** What a theme built with CSS variables holds at run time beyond its declared type. */
interface VariablesTheme {
  colorSchemes: Record<string, Record<string, unknown> | undefined>;
  components?: unknown;
  cssVarPrefix?: string;
  defaultColorScheme: string;
  vars: unknown;
  generateThemeVars?: () => unknown;
  generateSpacing?: () => unknown;
  generateStyleSheets?: () => object[];
}

/**
 * The theme as components read it: what MUI's colour-scheme provider hands
 * down for a theme built with CSS variables, made once. With variables that
 * theme never depends on the mode (every colour is a `var(--mui-…)` switched
 * by `data-theme`): it is the default scheme's, on the server and in the
 * browser alike.
 */
export function provide(base: Theme): Theme {
  const variablesTheme = base as unknown as VariablesTheme;
  const { colorSchemes, components, cssVarPrefix, defaultColorScheme } = variablesTheme;
  const provided = {
    ...base,
    components,
    colorSchemes,
    cssVarPrefix,
    vars: variablesTheme.generateThemeVars?.() ?? variablesTheme.vars,
  } as unknown as VariablesTheme & Record<string, unknown>;
  // Called on the provided theme: its spacing reads that theme's variables.
  if (provided.generateSpacing) provided.spacing = provided.generateSpacing();
  for (const [key, value] of Object.entries(colorSchemes[defaultColorScheme] ?? {})) {
    provided[key] = value && typeof value === 'object' ? { ...(provided[key] as object), ...value } : value;
  }
  // The typography again, from the scheme's palette and the merged options.
  provided.typography = createTypography(provided.palette as Theme['palette'], provided.typography as Theme['typography']);
  provided.unstable_sx = function sx(this: object, props: unknown) {
    return styleFunctionSx({ sx: props, theme: this });
  };
  return provided as unknown as Theme;
}

const providedTheme = provide(theme);
/** The theme's variables for both modes, as global styles (a page the server rendered has them already). */
const variables = (providedTheme as unknown as VariablesTheme).generateStyleSheets?.() ?? [];

/**
 * The theme, its variables and the baseline. Not MUI's `ThemeProvider`: for a
 * theme with CSS variables that is its colour-scheme provider, which keeps the
 * mode in React state and writes `data-theme` itself; here the attribute is
 * the one source (set before the first paint by index.html, changed by
 * `useThemeMode`), so the provider holds nothing that changes and its code
 * stays out of every page's first load.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  useEffect(followOtherTabs, []);
  return (
    <>
      <ThemeProvider theme={providedTheme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
      <GlobalStyles styles={variables} />
    </>
  );
}
