/**
 * State of a live subscription (a Firestore `onSnapshot` behind a feature's
 * api/ function): loading until the first answer, then data or error, kept up
 * to date until the component unmounts or `key` changes.
 */
import { useEffect, useState } from 'react';

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** Starts listening; calls `next` on each answer, `fail` once on error; returns the stop function. */
export type Subscribe<T> = (next: (data: T) => void, fail: (error: unknown) => void) => () => void;

/**
 * `key` names what is subscribed to (e.g. a car id): a new key starts a new
 * subscription and shows loading again; `null` subscribes to nothing.
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveState<T> {
  const [state, setState] = useState<{ key: string | null; value: LiveState<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    const stop = subscribe(
      (data) => active && setState({ key, value: { status: 'ready', data } }),
      (error) => active && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      active = false;
      stop();
    };
    // `subscribe` is identified by `key`; callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
