/** Small process helpers for the project scripts. */
import { spawn } from 'node:child_process';
import { ROOT } from './emulators.mjs';

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function npm(args, options) {
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, options);
}

export function npx(args, options) {
  return run(process.platform === 'win32' ? 'npx.cmd' : 'npx', args, options);
}
