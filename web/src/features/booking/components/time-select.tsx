/**
 * A handover time: a native select (the phone's own picker on mobile) of the
 * hourly options, out-of-hours ones marked with their surcharge in
 * the option and, once chosen, in words under the field. Hours too soon to
 * book (`firstAllowed`) stay listed but cannot be chosen.
 */
import { formatEUR, isOutOfHours, OUT_OF_HOURS_FEE, TIME_OPTIONS, type Lang } from '@costa/domain';
import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NativeSelectField } from '../../../components/forms/outlined-field';

interface TimeSelectProps {
  label: string;
  value: string;
  onChange: (time: string) => void;
  lang: Lang;
  /** What is wrong with the time, shown under the field in place of the surcharge note. */
  error?: string;
  inputRef?: Ref<HTMLSelectElement>;
  /** Times before this one are too soon to offer (the minimum notice, on its first day). */
  firstAllowed?: string;
}

export function TimeSelect({ label, value, onChange, lang, error, inputRef, firstAllowed }: TimeSelectProps) {
  const { t } = useLingui();
  const fee = formatEUR(OUT_OF_HOURS_FEE, lang);
  return (
    <NativeSelectField
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (isOutOfHours(value) ? t`Out of hours: +${fee}` : undefined)}
      inputRef={inputRef}
      slotProps={{
        inputLabel: { shrink: true },
        formHelperText: { sx: !error && isOutOfHours(value) ? { color: 'warning.main' } : undefined },
      }}
    >
      {TIME_OPTIONS.map((time) => (
        <option key={time} value={time} disabled={firstAllowed !== undefined && time < firstAllowed}>
          {isOutOfHours(time) ? t`${time} · +${fee}` : time}
        </option>
      ))}
    </NativeSelectField>
  );
}
