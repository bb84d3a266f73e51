/**
 * The phone's filter sheet itself: the panel in a drawer that slides in from
 * the left, with "Show N cars" at its foot. Loaded apart from its button
 * (`filter-sheet.tsx`), the first time the sheet opens or once the page is
 * idle, so a phone's first load carries the button alone.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetDrawerProps extends Omit<FilterPanelProps, 'showTitle'> {
  open: boolean;
  onClose: () => void;
  /** Cars the current filters let through (null while the fleet loads). */
  resultCount: number | null;
}

export function FilterSheetDrawer({ open, onClose, resultCount, ...panel }: FilterSheetDrawerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const count = resultCount ?? 0;
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      transitionDuration={reduceMotion ? 0 : undefined}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(360px, 88vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          sx={(theme) => ({ fontFamily: theme.typography.h3.fontFamily, fontSize: '1.35rem', fontWeight: 500 })}
        >
          <Trans>Filters</Trans>
        </Typography>
        <IconButton onClick={onClose} aria-label={t`Close filters`} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', px: 2.5, py: 2 }}>
        <FilterPanel {...panel} showTitle={false} />
      </Box>
      <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="contained" fullWidth size="large" onClick={onClose} disabled={resultCount === null}>
          <Plural value={count} one="Show # car" other="Show # cars" />
        </Button>
      </Box>
    </Drawer>
  );
}
