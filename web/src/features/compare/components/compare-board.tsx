/**
 * The compare page's content: the empty state, or the toolbar
 * (back to cars, how many are chosen, clear all) over three slots, each a car
 * or an empty slot with its picker. It refreshes the stored cars once per
 * visit and keeps keyboard focus somewhere sensible as slots change.
 */
import { COMPARE_MAX, compareHighlights, type Car } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { usePaths } from '../../../config/paths';
import { useCompare } from '../use-compare';
import { usePickerCars } from '../use-picker-cars';
import { useRefreshCompare } from '../use-refresh-compare';
import { CompareCarCard } from './compare-car-card';
import { CompareEmptyState } from './compare-empty-state';
import { EmptySlot } from './empty-slot';
import { boardGrid } from './slot-grid';

const ClearCompareDialog = lazy(() => import('./clear-compare-dialog'));

/** Where keyboard focus goes after the slots change: a car's heading, a slot, or the empty state. */
type FocusTarget = { car: string } | { slot: number } | { empty: true } | { clearButton: true };

export function CompareBoard() {
  const compare = useCompare();
  const picker = usePickerCars();
  const paths = usePaths();
  useRefreshCompare();

  const board = useRef<HTMLDivElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const { list } = compare;
  const ids = list.map((entry) => entry.id);
  const highlights = compareHighlights(list);

  // Runs after every render, and acts once after the render an action caused.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    let element: HTMLElement | null | undefined;
    if ('empty' in target) element = emptyHeading.current;
    else if ('clearButton' in target) element = clearButton.current;
    else if ('car' in target) {
      element = board.current?.querySelector<HTMLElement>(`[data-compare-card="${CSS.escape(target.car)}"] h2`);
    } else {
      const slot = `[data-slot="${target.slot}"]`;
      element = board.current?.querySelector<HTMLElement>(`${slot} h2, ${slot} [data-slot-focus]`);
    }
    element?.focus();
  });

  const focusAfterRender = (target: FocusTarget) => {
    pendingFocus.current = target;
  };

  const pick = (slot: number, car: Car) => {
    if (compare.replace(slot, car) === 'replaced') focusAfterRender({ car: car.id });
  };

  const remove = (slot: number, carId: string) => {
    compare.remove(carId);
    focusAfterRender(list.length <= 1 ? { empty: true } : { slot });
  };

  const askToClear = () => {
    setDialogLoaded(true);
    setConfirming(true);
  };

  const clear = () => {
    setConfirming(false);
    compare.clear();
    focusAfterRender({ empty: true });
  };

  const cancelClear = () => {
    setConfirming(false);
    focusAfterRender({ clearButton: true });
  };

  const count = list.length;
  const max = COMPARE_MAX;

  return (
    <Box ref={board}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          mb: { xs: 3, md: 4 },
        }}
      >
        <Button component={RouterLink} to={paths('cars')} variant="outlined" color="inherit" startIcon={<ArrowBackIcon />}>
          <Trans>Back to cars</Trans>
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', ml: 'auto' }}>
          {/* Not a live region: every change already announces itself through its notice. */}
          <Typography sx={{ color: 'text.secondary' }}>
            {count > 0 ? <Trans>{count} of {max} cars selected</Trans> : null}
          </Typography>
          {count > 0 ? (
            <Button
              ref={clearButton}
              type="button"
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={askToClear}
              aria-haspopup="dialog"
            >
              <Trans>Clear all</Trans>
            </Button>
          ) : null}
        </Box>
      </Box>

      {count === 0 ? (
        <CompareEmptyState picker={picker} onPick={(car) => pick(0, car)} headingRef={emptyHeading} />
      ) : (
        <Box sx={boardGrid}>
          {Array.from({ length: COMPARE_MAX }, (_, slot) => {
            const entry = list[slot];
            return (
              <Box key={entry ? entry.id : `empty-${slot}`} data-slot={slot} sx={{ display: 'contents' }}>
                {entry ? (
                  <CompareCarCard
                    entry={entry}
                    position={slot + 1}
                    cheapest={highlights.lowestPrice.includes(entry.id)}
                    mostPowerful={highlights.highestHorsepower.includes(entry.id)}
                    bestTerms={{
                      deposit: highlights.lowestDeposit.includes(entry.id),
                      km: highlights.mostKm.includes(entry.id),
                      excess: highlights.lowestExcess.includes(entry.id),
                    }}
                    onRemove={() => remove(slot, entry.id)}
                  />
                ) : (
                  <EmptySlot position={slot + 1} picker={picker} selectedIds={ids} onPick={(car) => pick(slot, car)} />
                )}
              </Box>
            );
          })}
        </Box>
      )}

      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ClearCompareDialog open={confirming} count={count} onCancel={cancelClear} onConfirm={clear} />
        </Suspense>
      ) : null}
    </Box>
  );
}
