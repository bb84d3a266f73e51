/**
 * Grants admin rights to a user who has signed up: how the first
 * administrator of a project is made, since the admin panel needs one to
 * grant the others. Runs the same rule as the `grantAdmin` callable (shared
 * handler and directory): the address trimmed and lower-cased, unknown users
 * refused, the custom claim set and `roles/{uid}` written.
 *
 * Targets the local emulators (project demo-costa) unless `--project <id>` is
 * given; a real project uses application default credentials
 * (`gcloud auth application-default login`).
 *
 *   npm run admin:grant -- someone@example.com
 *   npm run admin:grant -- someone@example.com --project my-project
 */
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AdminRefusal, grantAdminRole } from '../../functions/src/handlers/admins';
import { firebaseAdminDirectory } from '../../functions/src/services/admins';

const DEMO_PROJECT_ID = 'demo-costa';
const USAGE = 'Usage: npm run admin:grant -- <email> [--project <id>]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const real = values.project !== undefined;
  const projectId = values.project ?? DEMO_PROJECT_ID;
  if (real && (!projectId || projectId.startsWith('demo-'))) {
    console.error(`--project needs a real project id (got "${projectId}"); leave it out to use the emulators.`);
    return 2;
  }
  if (!real) {
    // Never a real project by accident: without --project everything goes to the local emulators.
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
  } else if (process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error('Unset FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST to write to a real project.');
    return 2;
  }

  const app = initializeApp({ projectId }, 'admin-grant');
  const target = real ? `project ${projectId}` : `the emulators (${projectId})`;
  try {
    const directory = firebaseAdminDirectory(() => getAuth(app), () => getFirestore(app));
    const granted = await grantAdminRole(directory, positionals[0], 'cli');
    console.log(`${granted.name} <${granted.email}> (uid ${granted.uid}) is now an admin on ${target}.`);
    console.log('Their browser picks the right up without signing out.');
    return 0;
  } catch (error) {
    if (error instanceof AdminRefusal) {
      console.error(`Not granted on ${target}: ${error.message}`);
      return 1;
    }
    console.error(`Could not reach ${target}:`, error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await deleteApp(app);
  }
}

main().then((code) => process.exit(code));
