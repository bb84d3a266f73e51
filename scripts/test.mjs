/**
 * `npm test`: everything a change must pass, from a fresh clone.
 * 1. catalogs compiled, types checked, lint;
 * 2. unit tests (domain, functions, web components, seed data);
 * 3. the web app and functions built, and the build's sizes checked;
 * 4. on the emulators (started and stopped here, or the ones already running):
 *    demo data loaded, security rules tests, functions integration tests,
 *    Playwright browser tests.
 */
import { emulatorEnv, FIREBASE_BIN, HOSTS, PROJECT_ID } from './lib/emulators.mjs';
import { npm, npx, run } from './lib/run.mjs';
import { buildAll, ensureDependencies, ensureJava } from './lib/setup.mjs';

const inner = process.argv.includes('--inner');

async function emulatorsRunning() {
  try {
    await fetch(`http://${HOSTS.hub}/emulators`);
    return true;
  } catch {
    return false;
  }
}

/**
 * One request per function first, so no browser test pays for a cold start:
 * the functions emulator starts a process per function on its first call,
 * which on a small, busy machine can take seconds. The list is the
 * emulator's own (every HTTP and callable function it loaded); an empty call
 * is refused at once but starts a worker.
 */
async function warmUp() {
  const { backends } = await (await fetch(`http://${HOSTS.functions}/backends`)).json();
  const triggers = backends.flatMap((backend) => backend.functionTriggers).filter((trigger) => trigger.httpsTrigger);
  for (const { name, region } of triggers) {
    const url = `http://${HOSTS.functions}/${PROJECT_ID}/${region}/${name}`;
    try {
      await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' });
    } catch (error) {
      console.warn(`Warm-up request to ${url} failed:`, error);
    }
  }
}

async function againstEmulators() {
  const env = emulatorEnv();
  await npx(['tsx', 'scripts/seed/index.ts'], { env });
  // One file at a time: they share the emulators, and some compare what the demo project holds before and after.
  await npx(['jest', '--selectProjects', 'rules', 'functions', '--runInBand'], { env });
  await warmUp();
  await npx(['playwright', 'test'], { env });
}

if (inner) {
  await againstEmulators();
} else {
  await ensureDependencies();
  ensureJava();
  await npm(['run', 'i18n:compile']);
  await npm(['run', 'typecheck']);
  await npm(['run', 'lint']);
  await npx(['jest', '--selectProjects', 'unit', 'web']);
  await buildAll();
  await npx(['jest', '--selectProjects', 'build']);
  if (await emulatorsRunning()) {
    console.log('Using the emulators that are already running.');
    await againstEmulators();
  } else {
    await run(
      FIREBASE_BIN,
      ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, 'node scripts/test.mjs --inner'],
      { env: emulatorEnv() },
    );
  }
}
