/**
 * What a page costs the main thread of a phone, robust to a busy machine:
 * Chromium loads the page (a phone's viewport) with a trace, and each task's
 * *thread* CPU time (not wall time) times 4, Lighthouse's mobile CPU
 * slowdown, counts as on a phone. The Total Blocking Time is the sum of what
 * each task after the first contentful paint spends over 50 ms, until the app
 * is ready (<html data-app-ready>) and 5 s after. Also: the JavaScript fetched
 * until the app was ready (gzip bytes, as Hosting sends it; the emulator sends
 * it uncompressed), and the longest task.
 *
 * Used by `npm run bench:web`, next to Lighthouse's wall-clock figures, which a
 * busy machine moves a lot.
 */
/* global document, window, MutationObserver -- the init script and page function run in the page */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const AFTER_READY_MS = 5000;

export async function openBrowser() {
  const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
}

/**
 * Now and then Chromium's trace misses the navigation's start event, which
 * every figure is measured from: that load is measured again.
 * @returns {Promise<{ tbt: number, longest: number, longTasks: number, jsUntilReady: number }>}
 */
export async function mainThreadCost(browser, url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const cost = await measureOnce(browser, url);
    if (cost) return cost;
    if (attempt >= attempts) throw new Error(`${url}: ${attempts} traces without the navigation's start`);
    process.stderr.write(`  ${url}: the trace has no navigation start; measuring again\n`);
  }
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // The moment the app was ready, on the page's own clock (the test's side learns it later).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-app-ready')) return;
        window.__readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
    });
    const bodies = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app-ready]', { timeout: 60_000, state: 'attached' });
    const before = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__readyAt)
        .map((entry) => entry.name),
    );
    const sizes = await Promise.all(before.filter((name) => bodies.has(name)).map(async (name) => gzipSync(await bodies.get(name)).length));
    const jsUntilReady = sizes.reduce((sum, size) => sum + size, 0);
    await page.waitForTimeout(AFTER_READY_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const blocking = blockingTime(traceEvents, new URL(url).origin);
    return blocking && { ...blocking, jsUntilReady };
  } finally {
    await context.close();
  }
}

function blockingTime(events, origin) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').startsWith(origin),
  );
  if (!navigation) return null;
  const { pid } = navigation;
  const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? navigation.ts;
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp);
  let tbt = 0;
  let longest = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const ms = ((task.tdur ?? task.dur) / 1000) * CPU_SLOWDOWN;
    longest = Math.max(longest, ms);
    if (ms > LONG_TASK_MS) {
      tbt += ms - LONG_TASK_MS;
      longTasks++;
    }
  }
  return { tbt, longest, longTasks };
}
