/**
 * A hairline gold bar across the top of the window while the next page's
 * code loads. It waits a moment before showing, so quick navigations do not
 * flash it.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SHOW_AFTER_MS = 120;

export function TopProgress({ active }: { active: boolean }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  if (!visible) return null;
  return (
    <Box sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      <LinearProgress aria-label={t`Loading page`} data-testid="route-progress" sx={{ backgroundColor: 'transparent' }} />
    </Box>
  );
}
