/**
 * The one Admin SDK app and Firestore client of the functions. The default
 * app is created when this module loads: firebase-functions builds the
 * snapshots of a Firestore trigger's event with the default app, before any
 * handler runs. Creating it makes no network call. In the emulator the SDK
 * finds the Firestore emulator through FIRESTORE_EMULATOR_HOST, which the
 * emulator sets.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// The default app specifically: another module of the same process (a test, a tool) may have made a named one.
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();

let db: Firestore | undefined;

export function firestore(): Firestore {
  db ??= getFirestore();
  return db;
}
