/**
 * Firebase emulator plumbing shared by `npm start`, `npm test` and the seed.
 *
 * firebase-tools downloads the Firestore emulator JAR on first use, which
 * cannot happen on machines without internet. Where the Google Cloud CLI's
 * copy of the same emulator exists (and FIRESTORE_EMULATOR_BINARY_PATH is not
 * already set), we wrap it in a manifest-only JAR that names its main class,
 * because firebase-tools starts it with `java -jar`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-costa';
export const HOSTS = {
  hosting: '127.0.0.1:5000',
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  functions: '127.0.0.1:5001',
  hub: '127.0.0.1:4400',
  ui: '127.0.0.1:4000',
};

const CLOUD_SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Returns the path of the wrapper JAR, building it once; null where firebase-tools should use its own. */
export function firestoreEmulatorBinary() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(CLOUD_SDK_JAR)) return null;
  const dir = join(ROOT, '.cache', 'firestore-emulator');
  const jar = join(dir, 'firestore-emulator-launcher.jar');
  if (!existsSync(jar)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${CLOUD_SDK_JAR}\n`);
    execFileSync('jar', ['cfm', jar, manifest], { cwd: dir, stdio: 'inherit' });
  }
  return jar;
}

/** Environment for processes that start the emulators or talk to them through the Admin SDK. */
export function emulatorEnv(extra = {}) {
  const env = {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
    FIREBASE_EMULATOR_HUB: HOSTS.hub,
    // The Java emulator and firebase-tools must never try to reach Google.
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    // Nor Google's client libraries: no probing for a Compute Engine metadata server to find credentials.
    METADATA_SERVER_DETECTION: 'none',
    ...extra,
  };
  const binary = firestoreEmulatorBinary();
  if (binary) env.FIRESTORE_EMULATOR_BINARY_PATH = binary;
  return env;
}

export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/** Waits until every emulator answers on its port, or throws after `timeoutMs`. */
export async function waitForEmulators(names = ['firestore', 'auth', 'functions', 'hosting'], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (const name of names) {
    for (;;) {
      try {
        await fetch(`http://${HOSTS[name]}/`);
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`The ${name} emulator did not start on ${HOSTS[name]}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }
}
