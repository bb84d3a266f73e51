import { useColorScheme } from '@mui/material/styles';
import { useCallback } from 'react';
import { normalizeMode, type ThemeMode } from './theme-storage';

/** The visitor's theme (light or dark, never "system") and a toggle. */
export function useThemeMode(): { mode: ThemeMode; setMode: (mode: ThemeMode) => void; toggle: () => void } {
  const { mode, setMode } = useColorScheme();
  const current = normalizeMode(mode);
  const toggle = useCallback(() => setMode(current === 'dark' ? 'light' : 'dark'), [current, setMode]);
  return { mode: current, setMode, toggle };
}
