/**
 * The one place the web app creates Firebase clients. Every SDK is imported
 * lazily, and not before `allowFirebase()`: a server-rendered page hydrates
 * with the data embedded in it and lets Firebase in only once it is
 * interactive (entry-client.tsx says when), so the SDKs never compete with
 * the first view. Features call these getters
 * from their `api/` files only.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { env } from '../config/env';
import { firebaseAllowed } from './firebase-gate';

export { allowFirebase, allowFirebaseSoon } from './firebase-gate';

let appPromise: Promise<FirebaseApp> | undefined;

/**
 * The SDKs' modules, for the features' `api/` files: like the clients, they
 * load only once Firebase is let in (a bare `import('firebase/…')` would
 * fetch and evaluate it while the page hydrates).
 */
export const authSdk = () => firebaseAllowed.then(() => import('firebase/auth'));
export const firestoreSdk = () => firebaseAllowed.then(() => import('firebase/firestore'));
export const functionsSdk = () => firebaseAllowed.then(() => import('firebase/functions'));

let authPromise: Promise<Auth> | undefined;
let firestorePromise: Promise<Firestore> | undefined;
let functionsPromise: Promise<Functions> | undefined;

export function getApp(): Promise<FirebaseApp> {
  appPromise ??= firebaseAllowed
    .then(() => import('firebase/app'))
    .then(({ initializeApp }) => initializeApp(env.firebase))
    .then(async (app) => {
      await startAppCheck(app);
      return app;
    });
  return appPromise;
}

/**
 * App Check with reCAPTCHA Enterprise, where the build has a site key
 * (production): the public callables refuse calls without its token. Never
 * on the emulators: there is no App Check emulator, and the debug provider
 * would call Google. Started with the other SDKs, after the first paint.
 */
async function startAppCheck(app: FirebaseApp): Promise<void> {
  if (!env.appCheckSiteKey || env.useEmulators) return;
  try {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey), isTokenAutoRefreshEnabled: true });
  } catch (error) {
    // The site still works for reading; the callables will say the request could not be verified.
    console.error('Could not start App Check', error);
  }
}

/**
 * Auth keeps its session in localStorage, which also lets
 * `mayHaveSession()` answer before the SDK is loaded. No popup/redirect
 * resolver: the site signs in with e-mail and password only, and the resolver
 * would load Google's `apis.google.com` script on every page.
 */
export function getAuthClient(): Promise<Auth> {
  authPromise ??= Promise.all([getApp(), authSdk()]).then(([app, mod]) => {
    const auth = mod.initializeAuth(app, {
      persistence: [mod.browserLocalPersistence, mod.indexedDBLocalPersistence],
    });
    if (env.useEmulators) {
      mod.connectAuthEmulator(auth, `http://${env.emulatorHost}:9099`, { disableWarnings: true });
    }
    return auth;
  });
  return authPromise;
}

/**
 * Whether this browser holds a stored sign-in, read without loading Firebase:
 * the navigation bar uses it to hold the account button's place instead of
 * flashing "Sign in" at a returning customer.
 */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(`firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`) !== null;
  } catch {
    return false;
  }
}

export function getFirestoreClient(): Promise<Firestore> {
  firestorePromise ??= Promise.all([getApp(), firestoreSdk()]).then(([app, mod]) => {
    const db = mod.getFirestore(app);
    if (env.useEmulators) mod.connectFirestoreEmulator(db, env.emulatorHost, 8080);
    return db;
  });
  return firestorePromise;
}

export function getFunctionsClient(): Promise<Functions> {
  functionsPromise ??= Promise.all([getApp(), functionsSdk()]).then(([app, mod]) => {
    const functions = mod.getFunctions(app, env.functionsRegion);
    if (env.useEmulators) mod.connectFunctionsEmulator(functions, env.emulatorHost, 5001);
    return functions;
  });
  return functionsPromise;
}
