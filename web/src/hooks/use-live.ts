/**
 * State of a live subscription (a Firestore `onSnapshot` behind a feature's
 * api/ function): loading until the first answer, then data or error, kept up
 * to date until the component unmounts or `key` changes.
 *
 * A key the page already knows (embedded by the server, or answered earlier
 * in this visit) starts as ready with that value: the server's HTML hydrates
 * with the same data, and the subscription, started once Firebase has loaded,
 * replaces it with the live answer, as a transition, and only when it differs.
 * A key the page does not know lets Firebase in without waiting for the
 * visitor (`allowFirebaseSoon`). Every answer is kept for the next mount.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { allowFirebaseSoon } from '../lib/firebase-gate';
import { usePageDataStore, type PageDataStore } from '../lib/page-data';
import { sameData } from '../lib/same-data';

/** An error carries `retry`, which subscribes again (the view shows loading meanwhile). */
export type LiveState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown; retry: () => void };

/** Starts listening; calls `next` on each answer, `fail` once on error; returns the stop function. */
export type Subscribe<T> = (next: (data: T) => void, fail: (error: unknown) => void) => () => void;

const LOADING: LiveState<never> = { status: 'loading' };

function known<T>(store: PageDataStore, key: string | null): LiveState<T> {
  return key !== null && store.has(key) ? { status: 'ready', data: store.get<T>(key) as T } : LOADING;
}

/**
 * `key` names what is subscribed to (e.g. `car:<slug>`): a new key starts a
 * new subscription; `null` subscribes to nothing. A new `variant` (e.g. the
 * language the answer is shaped for) starts a new subscription of the same key.
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>, variant?: string): LiveState<T> {
  const store = usePageDataStore();
  const [state, setState] = useState<{ key: string | null; value: LiveState<T> }>(() => ({ key, value: known(store, key) }));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState((current) => ({ ...current, value: LOADING }));
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    if (key === null) return;
    // A view with nothing to show until the answer (data the page did not embed: a payment's
    // status, days held right now) does not wait for the visitor's first move to get one.
    if (!store.has(key)) allowFirebaseSoon();
    let active = true;
    const stop = subscribe(
      (data) => {
        store.set(key, data);
        if (!active) return;
        // A transition: a new answer never holds up what the visitor is doing, nor hydration. The
        // first answer usually equals what the page shows (the server's data): nothing to render.
        startTransition(() =>
          setState((current) =>
            current.key === key && current.value.status === 'ready' && sameData(current.value.data, data)
              ? current
              : { key, value: { status: 'ready', data } },
          ),
        );
      },
      (error) => {
        if (!active) return;
        // What the page shows stays: a dropped connection is no reason to blank a loaded list.
        setState((current) => (current.key === key && current.value.status === 'ready' ? current : { key, value: { status: 'error', error, retry } }));
      },
    );
    return () => {
      active = false;
      stop();
    };
    // `subscribe` is identified by `key`; callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, variant, store, attempt]);
  return state.key === key ? state.value : known(store, key);
}
