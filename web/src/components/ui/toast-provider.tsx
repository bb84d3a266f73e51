/**
 * Toasts for every feature through `useToast()`. The provider is tiny and
 * part of the first load; the toast machinery (notistack, `toast-host.tsx`,
 * whose styles are added when it loads) loads once the page has hydrated and
 * is idle, or with the first toast, which waits in a queue until it is ready.
 */
import { createContext, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenIdleAfterHydration } from '../../lib/idle';

export type ToastVariant = 'default' | 'success' | 'info' | 'warning' | 'destructive';

export interface ToastRequest {
  key: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  persist?: boolean;
}

export interface ToastDriver {
  show: (request: ToastRequest) => void;
  dismiss: (key?: string) => void;
}

export const ToastContext = createContext<ToastDriver | null>(null);

const ToastHost = lazy(() => import('./toast-host'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const driver = useRef<ToastDriver | null>(null);
  const queue = useRef<ToastRequest[]>([]);

  useEffect(() => whenIdleAfterHydration(() => setHostWanted(true), 4000), []);

  const controller = useMemo<ToastDriver>(
    () => ({
      show(request) {
        if (driver.current) driver.current.show(request);
        else {
          queue.current.push(request);
          setHostWanted(true);
        }
      },
      dismiss(key) {
        if (driver.current) driver.current.dismiss(key);
        else queue.current = key === undefined ? [] : queue.current.filter((request) => request.key !== key);
      },
    }),
    [],
  );

  const onReady = useCallback((ready: ToastDriver) => {
    driver.current = ready;
    const pending = queue.current;
    queue.current = [];
    pending.forEach((request) => ready.show(request));
  }, []);

  return (
    <ToastContext.Provider value={controller}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
