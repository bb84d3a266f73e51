/**
 * The visitor's theme: `localStorage.theme`, only ever 'light' or 'dark' (no
 * system option), shown as `data-theme` on <html>. Anything else reads as
 * dark, the same rule as the pre-paint script in index.html, so the two never
 * disagree. The attribute is the one source of the shown theme: the theme's
 * colours are CSS variables it switches.
 */
export const THEME_STORAGE_KEY = 'theme';
export type ThemeMode = 'light' | 'dark';

export function normalizeMode(value: string | null | undefined): ThemeMode {
  return value === 'light' ? 'light' : 'dark';
}

/** The theme the page shows. */
export function shownMode(): ThemeMode {
  return normalizeMode(document.documentElement.getAttribute('data-theme'));
}

/** Every colour changes at once on a switch: no transition of a button or a card plays meanwhile. */
const NO_TRANSITIONS = '*{transition:none!important}';

function show(mode: ThemeMode): void {
  const root = document.documentElement;
  if (shownMode() === mode && root.hasAttribute('data-theme')) return;
  const pause = document.createElement('style');
  pause.textContent = NO_TRANSITIONS;
  document.head.appendChild(pause);
  root.setAttribute('data-theme', mode);
  // The new colours are computed while transitions are off; they come back on the next task.
  window.getComputedStyle(document.body);
  setTimeout(() => pause.remove(), 1);
}

/** Shows a theme and keeps it for the next visit (in private mode, for this page only). */
export function chooseMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
  show(mode);
}

/** Shows what another tab of the site chooses. Returns the unsubscribe. */
export function followOtherTabs(): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) show(normalizeMode(event.newValue));
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
