/** A form's main button: disabled with a spinner and its busy label while the request runs. */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  loading: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
}

export function SubmitButton({ loading, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {loading ? busyLabel : label}
    </Button>
  );
}
