/**
 * Toasts for every feature through `useToast()`. The provider is tiny and
 * part of the first load; the toast machinery (notistack, `toast-host.tsx`,
 * whose styles are added when it loads) is loaded once the page has hydrated
 * and is idle, and mounted with the first toast, which waits in a queue until
 * it is ready: most pages never show one, and mounting it is a task of its own.
 */
import { createContext, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { preloadable, whenIdleAfterHydration } from '../../lib/idle';

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

const loadToastHost = preloadable(() => import('./toast-host'));
const ToastHost = lazy(loadToastHost);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const driver = useRef<ToastDriver | null>(null);
  const queue = useRef<ToastRequest[]>([]);

  // A failed early load is tried again by the first toast.
  useEffect(() => whenIdleAfterHydration(() => void loadToastHost().catch(() => {}), 4000), []);

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
