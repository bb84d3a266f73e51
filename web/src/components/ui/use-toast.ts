/**
 * How features raise a toast: `toast.success(title, description?)`,
 * `toast.error(...)` (the destructive style, also `toast.destructive`),
 * `toast.info`, `toast.warning`, or `toast.show({...})`; each returns a key
 * for `toast.dismiss(key)`. Texts arrive already translated.
 */
import { useContext, useMemo } from 'react';
import { ToastContext, type ToastVariant } from './toast-provider';

export type { ToastVariant } from './toast-provider';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Stays until dismissed. */
  persist?: boolean;
}

type Shortcut = (title: string, description?: string) => string;

export interface ToastApi {
  show: (options: ToastOptions) => string;
  success: Shortcut;
  info: Shortcut;
  warning: Shortcut;
  error: Shortcut;
  destructive: Shortcut;
  dismiss: (key?: string) => void;
}

let counter = 0;

export function useToast(): ToastApi {
  const driver = useContext(ToastContext);
  if (!driver) throw new Error('useToast() needs <ToastProvider> above it');
  return useMemo(() => {
    const show = ({ title, description, variant = 'default', persist }: ToastOptions) => {
      const key = `toast-${++counter}`;
      driver.show({ key, title, description, variant, persist });
      return key;
    };
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
      dismiss: (key) => driver.dismiss(key),
    };
  }, [driver]);
}
