/** Starts all emulators in the foreground (used by developers and helper scripts). */
import { spawn } from 'node:child_process';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';

const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, ...process.argv.slice(2)], {
  cwd: ROOT,
  env: emulatorEnv(),
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
