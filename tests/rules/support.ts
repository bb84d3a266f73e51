/**
 * What every rules test file shares: its own test environment on the running
 * Firestore emulator, the personas, and seeding with rules disabled.
 *
 * Each file gets its own `demo-costa-rules-<area>` project: jest runs files in
 * parallel workers, and one file's clearFirestore() must not wipe another's
 * seed. Never `demo-costa`, which holds the demo data of `npm start`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';

export const RULES_PROJECT_PREFIX = 'demo-costa-rules';

export type Persona = 'anonymous' | 'alice' | 'bob' | 'admin';

/** Signed-in personas: their uid is their name. */
export const ALICE = { uid: 'alice', email: 'alice@example.com' } as const;
export const BOB = { uid: 'bob', email: 'bob@example.com' } as const;
export const ADMIN = { uid: 'admin', email: 'admin@costaprestige.example' } as const;

function emulatorHostAndPort(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export async function createRulesEnv(area: string): Promise<RulesTestEnvironment> {
  // Denials are what half of these tests expect; keep the SDK from logging each one.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: `${RULES_PROJECT_PREFIX}-${area}`,
    firestore: {
      rules: readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8'),
      ...emulatorHostAndPort(),
    },
  });
}

/** A client Firestore signed in as the persona (the admin carries the `admin: true` claim). */
export function dbAs(env: RulesTestEnvironment, persona: Persona): Firestore {
  const context =
    persona === 'anonymous'
      ? env.unauthenticatedContext()
      : persona === 'alice'
        ? env.authenticatedContext(ALICE.uid, { email: ALICE.email })
        : persona === 'bob'
          ? env.authenticatedContext(BOB.uid, { email: BOB.email })
          : env.authenticatedContext(ADMIN.uid, { email: ADMIN.email, admin: true });
  // The context hands out the compat instance; the modular functions accept it at run time.
  return context.firestore() as unknown as Firestore;
}

/** Writes documents as the server would (rules disabled), keyed by path. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}
