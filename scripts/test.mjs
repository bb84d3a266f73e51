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

/** Callable functions the browser tests use; an empty call is refused at once but starts a worker. */
const CALLABLES = [
  'placesAutocomplete',
  'calculateDistance',
  'submitContact',
  'startCheckout',
  'grantAdmin',
  'revokeAdmin',
  'translateCar',
  'translationStatus',
  'createBlock',
  'deleteBlock',
];

/**
 * One request per served function first, so no browser test pays for a cold
 * start: the functions emulator starts a process per function on its first
 * call, which on a small, busy machine can take long enough to fail.
 */
async function warmUp() {
  const requests = [
    ...['/en', '/en/cars', '/sitemap.xml', '/test-checkout/none', '/api/payments/webhook', '/api/payments/cancel'].map((path) => [
      `http://${HOSTS.hosting}${path}`,
      {},
    ]),
    ...CALLABLES.map((name) => [
      `http://${HOSTS.functions}/${PROJECT_ID}/europe-west1/${name}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' },
    ]),
  ];
  for (const [url, init] of requests) {
    try {
      await fetch(url, init);
    } catch (error) {
      console.warn(`Warm-up request to ${url} failed:`, error);
    }
  }
}

async function againstEmulators() {
  const env = emulatorEnv();
  await npx(['tsx', 'scripts/seed/index.ts'], { env });
  await npx(['jest', '--selectProjects', 'rules', 'functions'], { env });
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
