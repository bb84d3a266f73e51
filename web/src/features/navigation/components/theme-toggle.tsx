import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../../../components/ui/buttons';
import { useThemeMode } from '../../../theme/use-theme-mode';

/**
 * Sun in the dark theme, moon in the light one; the label says what a press
 * does. Both icons are in the markup and `data-theme` picks one, so a
 * server-rendered page shows the right one before the stored theme is read.
 */
export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const { t } = useLingui();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <IconButton
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid={testId}
      data-mode={mode}
      sx={(theme) => ({
        '& [data-icon="moon"]': { display: 'none' },
        ...theme.applyStyles('light', { '& [data-icon="sun"]': { display: 'none' }, '& [data-icon="moon"]': { display: 'inline-block' } }),
      })}
    >
      <LightModeOutlined fontSize="small" data-icon="sun" />
      <DarkModeOutlined fontSize="small" data-icon="moon" />
    </IconButton>
  );
}
