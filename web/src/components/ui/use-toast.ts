/**
 * How features raise a toast: `toast.success(title, description?)`,
 * `toast.error(...)` (the destructive style, also `toast.destructive`),
 * `toast.info`, `toast.warning`, or `toast.show({...})`. Texts arrive
 * already translated.
 */
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo } from 'react';

export type ToastVariant = 'default' | 'success' | 'info' | 'warning' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Stays until dismissed. */
  persist?: boolean;
}

type Shortcut = (title: string, description?: string) => SnackbarKey;

export interface ToastApi {
  show: (options: ToastOptions) => SnackbarKey;
  success: Shortcut;
  info: Shortcut;
  warning: Shortcut;
  error: Shortcut;
  destructive: Shortcut;
  dismiss: (key?: SnackbarKey) => void;
}

export function useToast(): ToastApi {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = ({ title, description, variant = 'default', persist }: ToastOptions) =>
      enqueueSnackbar(title, {
        variant: variant === 'destructive' ? 'error' : variant,
        description,
        persist,
      });
    const shortcut =
      (variant: ToastVariant): Shortcut =>
      (title, description) =>
        show({ title, description, variant });
    return {
      show,
      success: shortcut('success'),
      info: shortcut('info'),
      warning: shortcut('warning'),
      error: shortcut('destructive'),
      destructive: shortcut('destructive'),
      dismiss: (key) => closeSnackbar(key),
    };
  }, [enqueueSnackbar, closeSnackbar]);
}
