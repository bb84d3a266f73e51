import { useEffect } from 'react';
import { useStore } from '../../hooks/use-store';
import { mayHaveSession } from '../../lib/firebase';
import { getAuthSnapshot, getServerAuthSnapshot, startAuth, startAuthWhenIdle, subscribeAuth, type AuthState } from './auth-store';

export type { AuthState, AuthStatus } from './auth-store';

interface UseAuthOptions {
  /** Pages that cannot render without knowing the visitor (account, admin) start Firebase at once. */
  immediate?: boolean;
}

/**
 * `{ status: 'loading' | 'signedIn' | 'signedOut', user, isAdmin }`. Firebase
 * loads after the first paint unless `immediate` is set.
 */
export function useAuth({ immediate = false }: UseAuthOptions = {}): AuthState {
  const state = useStore(subscribeAuth, getAuthSnapshot, getServerAuthSnapshot);
  useEffect(() => {
    if (immediate) void startAuth();
    else startAuthWhenIdle();
  }, [immediate]);
  return state;
}

const noSubscription = () => () => {};
/** The server cannot see the browser's storage: it renders for a visitor without one. */
const serverHasNoSession = () => false;

/**
 * A guess, made without Firebase, whether this browser has a stored sign-in;
 * only for choosing what to show while `status` is still 'loading'.
 */
export function useMayHaveSession(): boolean {
  return useStore(noSubscription, mayHaveSession, serverHasNoSession);
}

