/**
 * Phones (below 768 px): a "Filters" button whose badge counts the active
 * filters, opening the panel in a sheet that slides in from the left. Changes
 * apply at once; "Show N cars" closes the sheet on the updated list. The
 * sheet's code (`filter-sheet-drawer.tsx`) loads once the page is idle, or at
 * the first touch of the button, whichever comes first.
 */
import TuneIcon from '@mui/icons-material/Tune';
import { styled } from '@mui/material/styles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { countActiveFilters } from '@costa/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadable, whenIdleAfterHydration } from '../../../../lib/idle';
import { vars } from '../../../../theme/theme';
import type { FilterPanelProps } from './filter-panel';
import { Button } from '../../../../components/ui/buttons';

/** The number of active filters: a gold pill by the button's label. */
const Count = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1,
  backgroundColor: vars.palette.primary.main,
  color: vars.palette.primary.contrastText,
});

const loadDrawer = preloadable(() => import('./filter-sheet-drawer'));
const FilterSheetDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.FilterSheetDrawer })));
const preloadDrawer = () => void loadDrawer().catch(() => {});

interface FilterSheetProps extends Omit<FilterPanelProps, 'showTitle'> {
  /** Cars the current filters let through (null while the fleet loads). */
  resultCount: number | null;
}

export function FilterSheet({ resultCount, ...panel }: FilterSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // The drawer is mounted from its first opening on, so it can animate its closing.
  const [opened, setOpened] = useState(false);
  const active = countActiveFilters(panel.filters);

  useEffect(() => whenIdleAfterHydration(preloadDrawer, 4000), []);

  return (
    <>
      <Button
        variant="outlined"
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={active > 0 ? t({ message: plural(active, { one: 'Filters (# active)', other: 'Filters (# active)' }) }) : t`Filters`}
        startIcon={<TuneIcon />}
        endIcon={
          active > 0 ? (
            <Count data-filter-badge aria-hidden>
              {active}
            </Count>
          ) : undefined
        }
      >
        <Trans>Filters</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FilterSheetDrawer {...panel} open={open} onClose={() => setOpen(false)} resultCount={resultCount} />
        </Suspense>
      ) : null}
    </>
  );
}
