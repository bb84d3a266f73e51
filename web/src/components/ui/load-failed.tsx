/**
 * What a data view shows when its read failed: what could not be loaded, and
 * a button that reads again. Announced to screen readers as an alert.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
