/** Availability type: all, instant booking (direct_booking) or on request (every other type). */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLingui } from '@lingui/react/macro';
import { DIRECT_BOOKING, type AvailabilityFilter as AvailabilityValue } from '@costa/domain';
import { useId } from 'react';
import { FilterField } from './filter-field';

const ALL = 'all';

interface AvailabilityFilterProps {
  value: AvailabilityValue | null;
  onChange: (value: AvailabilityValue | null) => void;
}

export function AvailabilityFilter({ value, onChange }: AvailabilityFilterProps) {
  const { t } = useLingui();
  const labelId = `${useId()}-label`;
  const choices: { value: AvailabilityValue | typeof ALL; label: string }[] = [
    { value: ALL, label: t({ message: 'All', context: 'availability filter' }) },
    { value: DIRECT_BOOKING, label: t`Instant booking` },
    { value: 'on_request', label: t`On request` },
  ];
  return (
    <FilterField labelId={labelId} label={t`Availability`}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby={labelId}
        value={value ?? ALL}
        onChange={(_, next: AvailabilityValue | typeof ALL | null) => {
          // Pressing the chosen button again keeps it: one choice is always on.
          if (next !== null) onChange(next === ALL ? null : next);
        }}
        sx={{
          display: 'flex',
          width: '100%',
          // Each choice takes the room its words need: "Réservation immédiate" wraps, "Toutes" stays small.
          '& .MuiToggleButton-root': {
            flex: '1 1 auto',
            minWidth: 0,
            px: 1.25,
            py: 0.75,
            lineHeight: 1.3,
            fontSize: '0.8125rem',
            hyphens: 'auto',
            overflowWrap: 'break-word',
          },
        }}
      >
        {choices.map((choice) => (
          <ToggleButton key={choice.value} value={choice.value}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FilterField>
  );
}
