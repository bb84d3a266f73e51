import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { THEME_STORAGE_KEY, themeStorageManager } from './theme-storage';

/**
 * The theme and its stored mode. `noSsr`: the provider reads the stored mode
 * on its first render instead of flipping its state after mounting, an update
 * above the whole page that would make React hydrate every part at once. Its
 * styles never depend on the mode (CSS variables under `data-theme`), and the
 * components that name the mode read it through `useThemeMode`.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeStorageManager}
      defaultMode="dark"
      disableTransitionOnChange
      noSsr
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
