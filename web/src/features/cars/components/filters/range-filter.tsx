/**
 * A two-thumb range filter (year, horsepower). While a thumb moves only the
 * slider follows; the list and the URL change when the move is committed
 * (pointer released, or each key press), so dragging never floods the history.
 * Keys: arrows move one step, Page Up/Down and Shift+arrows ten.
 */
import Slider from '@mui/material/Slider';
import { SLIDER_BIG_STEPS, type Range } from '@costa/domain';
import { useId, useState, type ReactNode } from 'react';
import { FilterField } from './filter-field';

interface RangeFilterProps {
  label: ReactNode;
  value: Range;
  limits: { min: number; max: number; step: number };
  /** A value in words, e.g. "1,000+ hp" at the top of the horsepower scale. */
  format: (value: number) => string;
  /** The whole range in words, shown beside the label; defaults to both values formatted. */
  describe?: (range: Range) => string;
  /** Accessible names of the two thumbs. */
  thumbLabels: readonly [string, string];
  onCommit: (value: Range) => void;
}

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

export function RangeFilter({ label, value, limits, format, describe, thumbLabels, onCommit }: RangeFilterProps) {
  const id = useId();
  // The thumbs' position during a move and the value it started from. After the commit it
  // stays shown until the new filters arrive, so the thumbs never jump back for a frame.
  const [moving, setMoving] = useState<{ range: Range; from: Range } | null>(null);
  const unchanged = moving !== null && sameRange(moving.from, value);
  if (moving && !unchanged) setMoving(null);
  const shown = moving && unchanged ? moving.range : value;

  return (
    <FilterField labelId={`${id}-label`} label={label} value={describe ? describe(shown) : `${format(shown[0])} – ${format(shown[1])}`}>
      <Slider
        value={[shown[0], shown[1]]}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        shiftStep={limits.step * SLIDER_BIG_STEPS}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={format}
        getAriaLabel={(index) => thumbLabels[index === 0 ? 0 : 1]}
        getAriaValueText={format}
        onChange={(_, next) => {
          if (Array.isArray(next)) setMoving({ range: [next[0]!, next[1]!], from: value });
        }}
        onChangeCommitted={(_, next) => {
          if (!Array.isArray(next)) return;
          const range: Range = [next[0]!, next[1]!];
          setMoving(sameRange(range, value) ? null : { range, from: value });
          onCommit(range);
        }}
        sx={{ mx: 1, width: 'calc(100% - 16px)', mt: 0.5 }}
      />
    </FilterField>
  );
}
