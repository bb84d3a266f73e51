import { useColorScheme } from '@mui/material/styles';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { normalizeMode, type ThemeMode } from './theme-storage';
import { pageColor } from './tokens';

/** The theme the page shows: `data-theme` on <html>, set before the first paint and by every change. */
function shownMode(): ThemeMode {
  return normalizeMode(document.documentElement.getAttribute('data-theme'));
}

/**
 * The visitor's theme (light or dark, never "system") and a toggle. `known`
 * is false on the server and while hydrating: `mode` then says dark, as the
 * server rendered it, and what must not flash follows `data-theme` in CSS
 * instead (the pre-paint script in index.html has set it already). The
 * stored theme arrives as a transition of this component alone, never as an
 * update of the whole page.
 */
export function useThemeMode(): { mode: ThemeMode; known: boolean; setMode: (mode: ThemeMode) => void; toggle: () => void } {
  const { setMode: setSchemeMode } = useColorScheme();
  const [shown, setShown] = useState<{ mode: ThemeMode; known: boolean }>({ mode: 'dark', known: false });
  useEffect(() => {
    const sync = () => {
      const mode = shownMode();
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', pageColor[mode]);
      startTransition(() => setShown((current) => (current.known && current.mode === mode ? current : { mode, known: true })));
    };
    sync();
    // MUI writes the attribute on every change, from this page or another tab.
    const observer = new MutationObserver(sync);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setMode = useCallback((mode: ThemeMode) => setSchemeMode(mode), [setSchemeMode]);
  const toggle = useCallback(() => setSchemeMode(shownMode() === 'dark' ? 'light' : 'dark'), [setSchemeMode]);
  return { mode: shown.mode, known: shown.known, setMode, toggle };
}
