/**
 * Phones (below 768 px): a "Filters" button whose badge counts the active
 * filters, opening the panel in a sheet that slides in from the left. Changes
 * apply at once; "Show N cars" closes the sheet on the updated list.
 */
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { countActiveFilters } from '@costa/domain';
import { useId, useState } from 'react';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

interface FilterSheetProps extends Omit<FilterPanelProps, 'showTitle'> {
  /** Cars the current filters let through (null while the fleet loads). */
  resultCount: number | null;
}

export function FilterSheet({ resultCount, ...panel }: FilterSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const active = countActiveFilters(panel.filters);
  const count = resultCount ?? 0;
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={active > 0 ? t({ message: plural(active, { one: 'Filters (# active)', other: 'Filters (# active)' }) }) : t`Filters`}
        startIcon={<TuneIcon />}
        endIcon={
          active > 0 ? (
            <Badge
              badgeContent={active}
              color="primary"
              data-filter-badge
              aria-hidden
              sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none', fontWeight: 600 } }}
            />
          ) : undefined
        }
      >
        <Trans>Filters</Trans>
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
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
          <IconButton onClick={() => setOpen(false)} aria-label={t`Close filters`} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', px: 2.5, py: 2 }}>
          <FilterPanel {...panel} showTitle={false} />
        </Box>
        <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Button variant="contained" fullWidth size="large" onClick={() => setOpen(false)} disabled={resultCount === null}>
            <Plural value={count} one="Show # car" other="Show # cars" />
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
