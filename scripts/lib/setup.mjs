/**
 * What a fresh clone needs before anything runs: dependencies installed and
 * Java present (the Firestore emulator is a Java program).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { npm } from './run.mjs';

export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
    console.log('Installing dependencies (npm ci)…');
    await npm(['ci', '--no-audit', '--no-fund']);
  }
}

export function ensureJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('Java 17 or later is needed for the Firestore emulator (e.g. apt-get install -y openjdk-17-jre-headless).');
  }
}

export async function buildAll() {
  console.log('Building catalogs, web app and functions…');
  await npm(['run', 'build']);
}
