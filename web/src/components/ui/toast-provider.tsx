import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/** Toasts bottom-right for about 4.5 s (spec 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={4} autoHideDuration={4500} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      {children}
    </SnackbarProvider>
  );
}
