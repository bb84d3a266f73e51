/**
 * A filter with a list of choices: a native select (light, and the phone's
 * own picker on touch screens) whose first option, "All", clears the filter.
 * Options show translated words but carry the stored value.
 */
import FormControl from '@mui/material/FormControl';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { FilterField } from './filter-field';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: ReactNode;
  allLabel: string;
  value: string | null;
  options: FilterOption[];
  onChange: (value: string | null) => void;
  name: string;
}

export function FilterSelect({ label, allLabel, value, options, onChange, name }: FilterSelectProps) {
  const id = useId();
  // A value from a shared link that the loaded fleet does not offer still shows as chosen.
  const shown = value !== null && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <FilterField labelId={`${id}-label`} htmlFor={id} label={label}>
      <FormControl fullWidth size="small" variant="outlined">
        <NativeSelect
          id={id}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          input={<OutlinedInput />}
          sx={{ '& select': { py: 1.125 } }}
        >
          <option value="">{allLabel}</option>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </FilterField>
  );
}
