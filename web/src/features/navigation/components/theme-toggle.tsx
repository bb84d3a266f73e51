import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';
import { useThemeMode } from '../../../theme/use-theme-mode';

/** Sun in the dark theme, moon in the light one; the label says what a press does. */
export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const { t } = useLingui();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} data-testid={testId} data-mode={mode}>
      {mode === 'dark' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}
