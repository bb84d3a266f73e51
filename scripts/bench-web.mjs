/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling, the system's
 * or Playwright's Chromium) against the hosting emulator, on home, fleet and a
 * car page in English and Spanish, and the main thread's cost from a trace
 * (`lib/main-thread.mjs`: TBT from thread CPU time x4, which a busy machine
 * barely moves, the longest task, the JavaScript fetched until the app was
 * ready); each page measured 5 times and every column reported as its median. Builds first when the build is missing or older than
 * the sources, and starts (and stops) its own emulators with the demo data
 * unless some are already running.
 *
 *   npm run bench:web                       # the table
 *   npm run bench:web -- --runs 3           # fewer runs per page
 *   npm run bench:web -- --only /en/cars    # one path (repeatable)
 *   npm run bench:web -- --json out.json    # also write every run's figures
 *
 * Timings live here, never in tests: they depend on the machine and its load.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, FIREBASE_BIN, HOSTS, PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { npm, npx, run } from './lib/run.mjs';
import { ensureDependencies, ensureJava } from './lib/setup.mjs';
import { mainThreadCost, openBrowser } from './lib/main-thread.mjs';

const argv = process.argv.slice(2);
const inner = argv.includes('--inner');
const runs = Number(valueOf('--runs') ?? 5);
const only = valuesOf('--only');
const jsonOut = valueOf('--json');

function valueOf(flag) {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
}

function valuesOf(flag) {
  return argv.flatMap((arg, i) => (arg === flag && argv[i + 1] ? [argv[i + 1]] : []));
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// --- build when needed ---------------------------------------------------------

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const output = join(ROOT, 'functions', 'lib', 'index.js');
  if (!existsSync(output) || !existsSync(join(ROOT, 'web', 'dist'))) return true;
  const sources = ['web/src', 'web/public', 'domain/src', 'functions/src'].map((dir) => newestMtime(join(ROOT, dir)));
  return Math.max(...sources) > statSync(output).mtimeMs;
}

// --- the pages -------------------------------------------------------------------

const origin = `http://${HOSTS.hosting}`;

/** A car page that exists: the first English car of the sitemap, and its Spanish twin. */
async function carPaths() {
  const pending = ['/sitemap.xml'];
  const seen = new Set();
  while (pending.length) {
    const path = pending.shift();
    const xml = await (await fetch(origin + path)).text();
    for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
      const url = new URL(loc.replace(/&amp;/g, '&'));
      const match = /^\/en\/car\/([^/]+)$/.exec(url.pathname);
      if (match) return [`/en/car/${match[1]}`, `/es/coche/${match[1]}`];
      const nested = url.pathname + url.search;
      if (nested.includes('sitemap') && !seen.has(nested)) {
        seen.add(nested);
        pending.push(nested);
      }
    }
  }
  throw new Error('The sitemap lists no car: is the demo fleet seeded?');
}

async function pagesToMeasure() {
  if (only.length) return only;
  const [enCar, esCar] = await carPaths();
  return ['/en', '/es', '/en/cars', '/es/coches', enCar, esCar];
}

// --- Lighthouse ------------------------------------------------------------------

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function figuresOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const foreignHosts = [
    ...new Set(
      requests
        .map((r) => new URL(r.url).hostname)
        .filter((host) => host && !['127.0.0.1', 'localhost'].includes(host)),
    ),
  ];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes,
    requests: requests.length,
    foreignHosts,
    failedAudits: Object.values(lhr.categories)
      .filter((c) => ['accessibility', 'best-practices', 'seo'].includes(c.id))
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  };
}

async function measure(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART), more often
 * since the pages send Cross-Origin-Opener-Policy (the first navigation swaps
 * the browser process): up to three more tries.
 */
async function measureWithRetry(url, tries = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= tries) throw error;
      process.stdout.write(`    retrying: ${error.message}\n`);
    }
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;

function row(path, all) {
  const m = (key) => median(all.map((f) => f[key]));
  return `| ${path} | ${m('perf')} | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${kb(m('jsBytes'))} | ${Math.round(m('requests'))} | ${Math.round(m('cpuTbt'))} ms | ${Math.round(m('longest'))} ms | ${kb(m('jsUntilReady'))} |`;
}

async function bench() {
  const paths = await pagesToMeasure();
  const results = {};
  const browser = await openBrowser();
  try {
    for (const path of paths) {
      // One unmeasured load: the functions emulator starts a worker on its first request.
      await fetch(origin + path);
      results[path] = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`  ${path} run ${i + 1}/${runs}…\n`);
        const lighthouse = await measureWithRetry(origin + path);
        const { tbt: cpuTbt, longest, jsUntilReady } = await mainThreadCost(browser, origin + path);
        results[path].push({ ...lighthouse, cpuTbt, longest, jsUntilReady });
      }
    }
  } finally {
    await browser.close();
  }
  const lines = [
    `Lighthouse ${runs > 1 ? `median of ${runs}` : 'single run'}, mobile, simulated throttling (each column its own median; JS = script bytes transferred).`,
    'Then from a trace: TBT x4 (CPU) = blocking time from thread CPU time x4, longest task x4, JS fetched until <html data-app-ready>.',
    '',
    '| page | perf | a11y | BP | SEO | FCP | LCP | TBT | CLS | JS | requests | TBT x4 (CPU) | longest task | JS until ready |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...paths.map((path) => row(path, results[path])),
  ];
  const notes = [];
  for (const path of paths) {
    const hosts = [...new Set(results[path].flatMap((f) => f.foreignHosts))];
    if (hosts.length) notes.push(`${path}: requests to ${hosts.join(', ')}`);
    const failed = [...new Set(results[path].flatMap((f) => f.failedAudits))];
    if (failed.length) notes.push(`${path}: failing audits ${failed.join(', ')}`);
  }
  console.log(`\n${lines.join('\n')}\n${notes.length ? `\n${notes.join('\n')}\n` : ''}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
}

async function emulatorsRunning() {
  try {
    await fetch(`http://${HOSTS.hub}/emulators`);
    return true;
  } catch {
    return false;
  }
}

if (inner) {
  await npx(['tsx', 'scripts/seed/index.ts'], { env: emulatorEnv() });
  await bench();
} else {
  await ensureDependencies();
  if (buildIsStale()) await npm(['run', 'build']);
  if (await emulatorsRunning()) {
    console.log('Using the emulators that are already running (and their data).');
    await bench();
  } else {
    ensureJava();
    await run(
      FIREBASE_BIN,
      ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, `node scripts/bench-web.mjs --inner ${argv.join(' ')}`],
      { env: emulatorEnv() },
    );
  }
}
