import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { theme } from './theme';
import { THEME_STORAGE_KEY, themeStorageManager } from './theme-storage';
import { pageColor } from './tokens';
import { useThemeMode } from './use-theme-mode';

/** Keeps the browser chrome (`<meta name="theme-color">`) in the page's colour once the stored theme is known. */
function ThemeColorMeta() {
  const { mode, known } = useThemeMode();
  useEffect(() => {
    if (known) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', pageColor[mode]);
  }, [mode, known]);
  return null;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeStorageManager}
      defaultMode="dark"
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <ThemeColorMeta />
      {children}
    </ThemeProvider>
  );
}
