/**
 * A hairline gold bar across the top of the window while the next page's
 * code loads. It waits a moment before showing, so quick navigations do not
 * flash it. Plain CSS, to stay light in the first load.
 */
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SHOW_AFTER_MS = 120;

const travel = keyframes`
  0% { transform: translateX(-100%) scaleX(0.4); }
  50% { transform: translateX(30%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.4); }
`;

export function TopProgress({ active }: { active: boolean }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
  }, [active]);
  if (!active || !visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t`Loading page`}
      data-testid="route-progress"
      sx={(theme) => ({
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 2,
        zIndex: theme.zIndex.appBar + 1,
        overflow: 'hidden',
        pointerEvents: 'none',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          backgroundColor: (theme.vars || theme).palette.primary.main,
          boxShadow: `0 0 8px ${(theme.vars || theme).palette.primary.main}`,
          animation: `${travel} 1.2s ${theme.transitions.easing.easeInOut} infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', opacity: 0.6 } },
      })}
    />
  );
}
