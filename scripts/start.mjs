/**
 * `npm start`: install what is missing, build, start the Firebase emulators
 * with the demo data, and print where to go. Data is exported on exit and
 * imported on the next start; `npm run reset` starts again from the demo data.
 * `npm run dev` adds the Vite dev server with hot reload against the same emulators.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, FIREBASE_BIN, HOSTS, PROJECT_ID, ROOT, waitForEmulators } from './lib/emulators.mjs';
import { buildAll, ensureDependencies, ensureJava } from './lib/setup.mjs';
import { npx } from './lib/run.mjs';

const args = new Set(process.argv.slice(2));
const DATA_DIR = join(ROOT, '.emulator-data');

await ensureDependencies();
ensureJava();
await buildAll();

if (args.has('--reset')) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log('Local data cleared: starting from the demo data.');
}
const hasData = existsSync(join(DATA_DIR, 'firebase-export-metadata.json'));

const firebaseArgs = ['emulators:start', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID];
if (hasData) firebaseArgs.push('--import', DATA_DIR);
firebaseArgs.push('--export-on-exit', DATA_DIR);

const env = emulatorEnv();
const emulators = spawn(FIREBASE_BIN, firebaseArgs, { cwd: ROOT, env, stdio: 'inherit' });
const children = [emulators];
emulators.on('exit', (code) => {
  for (const child of children) if (child !== emulators) child.kill('SIGTERM');
  process.exit(code ?? 0);
});
// Ctrl+C reaches the emulators too; wait for them to export and exit.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => emulators.kill('SIGINT'));

await waitForEmulators();
if (!hasData) {
  console.log('Loading the demo data…');
  await npx(['tsx', 'scripts/seed/index.ts'], { env });
}

if (args.has('--dev')) {
  children.push(spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, env, stdio: 'inherit' }));
}

console.log(`
  Costa Prestige is running on the Firebase emulators.

  Site:            http://${HOSTS.hosting}/en${args.has('--dev') ? '\n  Hot reload:      http://127.0.0.1:5173/en' : ''}
  Admin login:     admin@costaprestige.com / Admin123!
  Customer login:  customer@costaprestige.com / Customer123!

  Ctrl+C stops and keeps your data; npm run reset goes back to the demo data.
`);
