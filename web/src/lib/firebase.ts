/**
 * The one place the web app creates Firebase clients. Every SDK is imported
 * lazily so the first paint never waits for Firebase; features call these
 * getters from their `api/` files only.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { env } from '../config/env';

let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let firestorePromise: Promise<Firestore> | undefined;
let functionsPromise: Promise<Functions> | undefined;

export function getApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app').then(({ initializeApp }) => initializeApp(env.firebase));
  return appPromise;
}

export function getAuthClient(): Promise<Auth> {
  authPromise ??= Promise.all([getApp(), import('firebase/auth')]).then(([app, mod]) => {
    const auth = mod.getAuth(app);
    if (env.useEmulators) {
      mod.connectAuthEmulator(auth, `http://${env.emulatorHost}:9099`, { disableWarnings: true });
    }
    return auth;
  });
  return authPromise;
}

export function getFirestoreClient(): Promise<Firestore> {
  firestorePromise ??= Promise.all([getApp(), import('firebase/firestore')]).then(([app, mod]) => {
    const db = mod.getFirestore(app);
    if (env.useEmulators) mod.connectFirestoreEmulator(db, env.emulatorHost, 8080);
    return db;
  });
  return firestorePromise;
}

export function getFunctionsClient(): Promise<Functions> {
  functionsPromise ??= Promise.all([getApp(), import('firebase/functions')]).then(([app, mod]) => {
    const functions = mod.getFunctions(app, env.functionsRegion);
    if (env.useEmulators) mod.connectFunctionsEmulator(functions, env.emulatorHost, 5001);
    return functions;
  });
  return functionsPromise;
}
