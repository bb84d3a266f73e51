/**
 * The signed-in visitor, kept outside React so every component shares one
 * Firebase subscription. Nothing here runs until `startAuth()` is called:
 * Firebase stays out of the first load. The navigation bar asks for it once
 * the page is idle, and only a browser that holds a stored sign-in loads Auth
 * then; anyone else is signed out without it until a page that needs Auth
 * (sign in, account, admin) starts it.
 *
 * Administrators carry the custom claim `admin: true`. It is read again on
 * every ID-token change (sign-in, refresh, forced refresh after a grant); a
 * failed read is logged and counts as not admin.
 *
 * A grant or revoke by another admin changes the claim on the server; the
 * browser learns of it through its own `roles/{uid}` document (watched only
 * while signed in) and forces a token refresh, so the change takes effect
 * without signing out.
 */
import type { User } from 'firebase/auth';
import { authSdk, getAuthClient, mayHaveSession } from '../../lib/firebase';
import { whenIdle } from '../../lib/idle';
import { watchOwnRole } from './api/watch-own-role';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  isAdmin: boolean;
}

const LOADING: AuthState = { status: 'loading', user: null, isAdmin: false };
const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, isAdmin: false };

let state: AuthState = LOADING;
let started: Promise<void> | null = null;
/** Bumped on every token change so a slow claim check never overwrites a newer state. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSnapshot(): AuthState {
  return state;
}

/** What the server renders, and hydration starts from: not known yet. */
export function getServerAuthSnapshot(): AuthState {
  return LOADING;
}

export async function readAdminClaim(user: User): Promise<boolean> {
  try {
    const { claims } = await user.getIdTokenResult();
    return claims.admin === true;
  } catch (error) {
    console.error('Could not check administrator rights; continuing as a regular user', error);
    return false;
  }
}

/** The role document watched for the signed-in user: one at a time, none while signed out. */
let roleWatch: { uid: string; stop: () => void } | null = null;

/**
 * The token is refreshed only when the listing and the claim disagree, so an
 * unchanged role (the first answer of the watch) costs no network call.
 */
function watchRoleOf(user: User | null): void {
  if (roleWatch && roleWatch.uid === user?.uid) return;
  roleWatch?.stop();
  roleWatch = null;
  if (!user) return;
  roleWatch = {
    uid: user.uid,
    stop: watchOwnRole(user.uid, (hasRole) => {
      void readAdminClaim(user).then((isAdmin) => {
        if (isAdmin === hasRole) return;
        // Fires onIdTokenChanged, which reads the claim again and publishes it.
        user.getIdToken(true).catch((error: unknown) => console.error('Could not refresh the sign-in after a role change', error));
      });
    }),
  };
}

/** Starts listening to Firebase Auth; safe to call any number of times. */
export function startAuth(): Promise<void> {
  started ??= Promise.all([getAuthClient(), authSdk()])
    .then(([auth, { onIdTokenChanged }]) => {
      onIdTokenChanged(auth, (user) => {
        const run = ++generation;
        watchRoleOf(user);
        if (!user) {
          publish(SIGNED_OUT);
          return;
        }
        void readAdminClaim(user).then((isAdmin) => {
          if (run === generation) publish({ status: 'signedIn', user, isAdmin });
        });
      });
    })
    .catch((error: unknown) => {
      console.error('Could not start authentication', error);
      started = null;
      publish(SIGNED_OUT);
    });
  return started;
}

let scheduled = false;

/**
 * Where a session can exist (a stored sign-in), starts auth once the browser
 * is idle after the first paint (or within 2 s at the latest); elsewhere the
 * visitor is signed out and Auth is not loaded at all.
 */
export function startAuthWhenIdle(): void {
  if (started || scheduled) return;
  if (!mayHaveSession()) {
    if (state.status === 'loading') publish(SIGNED_OUT);
    return;
  }
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    void startAuth();
  });
}
