import { startTransition, useEffect, useState } from 'react';
import { chooseMode, shownMode, type ThemeMode } from './theme-storage';
import { pageColor } from './tokens';

const toggle = () => chooseMode(shownMode() === 'dark' ? 'light' : 'dark');

/**
 * The visitor's theme (light or dark, never "system") and a toggle. `known`
 * is false on the server and while hydrating: `mode` then says dark, as the
 * server rendered it, and what must not flash follows `data-theme` in CSS
 * instead (the pre-paint script in index.html has set it already). The
 * shown theme arrives as a transition of this component alone, never as an
 * update of the whole page.
 */
export function useThemeMode(): { mode: ThemeMode; known: boolean; toggle: () => void } {
  const [shown, setShown] = useState<{ mode: ThemeMode; known: boolean }>({ mode: 'dark', known: false });
  useEffect(() => {
    const sync = () => {
      const mode = shownMode();
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', pageColor[mode]);
      startTransition(() => setShown((current) => (current.known && current.mode === mode ? current : { mode, known: true })));
    };
    sync();
    // Whatever changes the attribute (this page's toggle, another tab's choice).
    const observer = new MutationObserver(sync);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return { mode: shown.mode, known: shown.known, toggle };
}
