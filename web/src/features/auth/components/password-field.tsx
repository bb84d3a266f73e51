/** A password input with a show/hide button (its state announced through aria-pressed). */
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { autoComplete: 'current-password' | 'new-password' };

export function PasswordField({ autoComplete, slotProps, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                aria-label={t`Show password`}
                aria-pressed={visible}
                disabled={props.disabled}
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
