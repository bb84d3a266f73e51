import { useColorScheme } from '@mui/material/styles';
import { useCallback } from 'react';
import { normalizeMode, type ThemeMode } from './theme-storage';

/**
 * The visitor's theme (light or dark, never "system") and a toggle. `known`
 * is false on the server and while hydrating, before the stored choice is
 * read: `mode` then says dark, and what must not flash follows `data-theme`
 * in CSS instead (the pre-paint script in index.html has set it already).
 */
export function useThemeMode(): { mode: ThemeMode; known: boolean; setMode: (mode: ThemeMode) => void; toggle: () => void } {
  const { mode, setMode } = useColorScheme();
  const current = normalizeMode(mode);
  const toggle = useCallback(() => setMode(current === 'dark' ? 'light' : 'dark'), [current, setMode]);
  return { mode: current, known: mode !== undefined, setMode, toggle };
}
