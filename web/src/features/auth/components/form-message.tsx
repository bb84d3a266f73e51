/** The one message under an auth form: a refusal (announced at once) or a notice. */
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

export function FormMessage({ severity = 'error', children }: { severity?: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} variant="outlined" sx={{ alignItems: 'center' }}>
      {children}
    </Alert>
  );
}
