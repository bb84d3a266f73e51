import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { theme } from './theme';
import { THEME_STORAGE_KEY, themeStorageManager } from './theme-storage';
import { pageColor } from './tokens';
import { useThemeMode } from './use-theme-mode';
import './fonts.css';

/** Keeps the browser chrome (`<meta name="theme-color">`) in the page's colour. */
function ThemeColorMeta() {
  const { mode } = useThemeMode();
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', pageColor[mode]);
  }, [mode]);
  return null;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeStorageManager}
      defaultMode="dark"
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <ThemeColorMeta />
      {children}
    </ThemeProvider>
  );
}
