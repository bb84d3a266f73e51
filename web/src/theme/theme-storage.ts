/**
 * Where MUI keeps the visitor's theme: `localStorage.theme`, only ever 'light'
 * or 'dark' (no system option). Anything else reads as dark, the same
 * rule as the pre-paint script in index.html, so the two never disagree.
 * MUI's per-mode colour-scheme keys are not persisted: there is one scheme per mode.
 */
import type { StorageManager } from '@mui/material/styles';

export const THEME_STORAGE_KEY = 'theme';
export type ThemeMode = 'light' | 'dark';

export function normalizeMode(value: string | null | undefined): ThemeMode {
  return value === 'light' ? 'light' : 'dark';
}

export const themeStorageManager: StorageManager = ({ key, storageWindow }) => {
  if (key !== THEME_STORAGE_KEY || !storageWindow) {
    return { get: (fallback) => fallback, set: () => {}, subscribe: () => () => {} };
  }
  return {
    get() {
      try {
        return normalizeMode(storageWindow.localStorage.getItem(key));
      } catch {
        return 'dark';
      }
    },
    set(value) {
      try {
        storageWindow.localStorage.setItem(key, normalizeMode(value as string));
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    subscribe(handler) {
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(normalizeMode(event.newValue));
      };
      storageWindow.addEventListener('storage', listener);
      return () => storageWindow.removeEventListener('storage', listener);
    },
  };
};
