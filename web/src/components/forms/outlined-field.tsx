/**
 * MUI's outlined `TextField`, built from the same parts (FormControl,
 * InputLabel, OutlinedInput, FormHelperText) for the fields of public pages:
 * `TextField` also imports `Select`, and with it the menu, the popover and
 * their transitions, which the car page's first load would carry for nothing
 * (its times are native selects). Same markup, classes, ids and labelling as
 * `TextField`, for the props those pages use.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FieldFrameProps {
  id?: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  slotProps?: {
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/** The ids `TextField` gives its input, label and helper text. */
function useFieldIds(idOverride: string | undefined, hasHelperText: boolean) {
  const generated = useId();
  const id = idOverride ?? generated;
  return { id, labelId: `${id}-label`, helperTextId: hasHelperText ? `${id}-helper-text` : undefined };
}

function FieldFrame({
  ids,
  label,
  helperText,
  error,
  disabled,
  fullWidth,
  size,
  slotProps,
  children,
}: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <FormControl className="MuiTextField-root" variant="outlined" error={error} disabled={disabled} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={ids.id} id={ids.labelId} {...slotProps?.inputLabel}>
        {label}
      </InputLabel>
      {children}
      {helperText ? (
        <FormHelperText id={ids.helperTextId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

export interface OutlinedTextFieldProps extends FieldFrameProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  slotProps?: FieldFrameProps['slotProps'] & {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}` | `aria-${string}`, unknown>;
  };
}

/** An outlined text input (as Autocomplete's `renderInput` gets it: `{...params}` spread in). */
export function OutlinedTextField({ id, placeholder, inputRef, slotProps, ...frame }: OutlinedTextFieldProps) {
  const ids = useFieldIds(id, Boolean(frame.helperText));
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FieldFrame ids={ids} {...frame} slotProps={slotProps}>
      <OutlinedInput
        id={ids.id}
        label={frame.label}
        notched={shrink}
        fullWidth={frame.fullWidth}
        placeholder={placeholder}
        inputRef={inputRef}
        aria-describedby={ids.helperTextId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
      />
    </FieldFrame>
  );
}

export interface NativeSelectFieldProps extends FieldFrameProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
}

/** An outlined native select: the phone's own picker, as `TextField select` with `native`. */
export function NativeSelectField({ id, value, onChange, inputRef, children, ...frame }: NativeSelectFieldProps) {
  const ids = useFieldIds(id, Boolean(frame.helperText));
  const shrink = frame.slotProps?.inputLabel?.shrink;
  return (
    <FieldFrame ids={ids} {...frame}>
      <NativeSelect
        id={ids.id}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        aria-describedby={ids.helperTextId}
        input={<OutlinedInput label={frame.label} notched={shrink} fullWidth={frame.fullWidth} />}
      >
        {children}
      </NativeSelect>
    </FieldFrame>
  );
}
