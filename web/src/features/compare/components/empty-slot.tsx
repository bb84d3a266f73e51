/**
 * An empty compare slot: a prompt to add a car, which turns into the
 * picker; choosing a car or cancelling turns it back. The picker's code and
 * the cars it lists load only when a visitor opens it.
 */
import type { Car } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { PickerCars } from '../use-picker-cars';
import { primaryTint } from '../../../components/page/styles';

const loadPicker = () => import('./car-picker');
const CarPicker = lazy(loadPicker);

export interface EmptySlotProps {
  /** 1-based position of the slot. */
  position: number;
  picker: PickerCars;
  selectedIds: readonly string[];
  onPick: (car: Car) => void;
  /** The empty state reuses the slot without its frame. */
  variant?: 'slot' | 'inline';
}

export function EmptySlot({ position, picker, selectedIds, onPick, variant = 'slot' }: EmptySlotProps) {
  const [picking, setPicking] = useState(false);
  const prompt = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const { t } = useLingui();

  const open = () => {
    setPicking(true);
    picker.load();
  };
  const cancel = () => {
    setPicking(false);
    // Back to the button that opened the picker, once it is rendered again.
    requestAnimationFrame(() => prompt.current?.focus());
  };

  const content = picking ? (
    <Suspense fallback={<CircularProgress size={28} aria-label={t`Loading cars…`} />}>
      <CarPicker
        state={picker.state}
        selectedIds={selectedIds}
        onPick={onPick}
        onCancel={cancel}
        onRetry={picker.load}
      />
    </Suspense>
  ) : (
    <>
      {variant === 'slot' ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', maxWidth: 260 }}>
          <Trans>Choose one of our available cars to compare.</Trans>
        </Typography>
      ) : null}
      <Button
        ref={prompt}
        type="button"
        variant="outlined"
        size="large"
        startIcon={<AddIcon />}
        onClick={open}
        // Fetch the picker's code as the visitor heads for the button, so it is ready when they type.
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        data-slot-focus
      >
        <Trans>Add a car</Trans>
      </Button>
    </>
  );

  if (variant === 'inline') {
    // Open, the picker takes a line of its own under the other buttons.
    return (
      <Box
        sx={
          picking
            ? { flexBasis: '100%', maxWidth: 420, mx: 'auto', textAlign: 'left' }
            : { display: 'flex', flexGrow: { xs: 1, sm: 0 } }
        }
      >
        {content}
      </Box>
    );
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-empty-slot={position}
      sx={(theme) => ({
        gridRow: { md: 'span 5' },
        minHeight: { xs: 200, md: 420 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: picking ? 'flex-start' : 'center',
        gap: 2,
        p: { xs: 2.5, md: 3 },
        borderRadius: 2,
        border: '1px dashed',
        borderColor: picking ? 'primary.main' : 'divider',
        bgcolor: picking ? primaryTint(theme, 0.04) : 'transparent',
        transition: 'border-color 200ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <Typography
        id={labelId}
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary', letterSpacing: '0.15em', alignSelf: picking ? 'flex-start' : 'center' }}
      >
        <Trans>Empty slot {position}</Trans>
      </Typography>
      {content}
    </Box>
  );
}
