/**
 * The state of a one-off read (a promise behind a feature's api/ function):
 * loading, then ready with the data or failed, and a `retry` that reads again.
 * Every data view of the site reads through this or `useLive` (a live
 * subscription, same states), so none can show a placeholder for ever: a
 * failed read becomes an error the view shows with a retry.
 */
import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export type Async<T> = AsyncState<T> & {
  /** Reads again (after a failure, say); the view shows loading meanwhile. */
  retry: () => void;
};

const LOADING = { status: 'loading' } as const;

/**
 * `key` names what is read: a new key reads again, `null` reads nothing (and
 * stays loading). `load` is identified by `key`; callers pass inline functions.
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>): Async<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; value: AsyncState<T> }>({ key, attempt, value: LOADING });

  useEffect(() => {
    if (key === null) return;
    let active = true;
    load().then(
      (data) => active && setState({ key, attempt, value: { status: 'ready', data } }),
      (error: unknown) => {
        console.error(`Could not load ${key}`, error);
        if (active) setState({ key, attempt, value: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = state.key === key && state.attempt === attempt ? state.value : LOADING;
  return { ...current, retry };
}
