/**
 * Browser tests. They run against the Firebase Hosting emulator serving the
 * built app (http://127.0.0.1:5000); `npm test` starts the emulators and seeds
 * the demo data before Playwright runs, so there is no `webServer` here.
 *
 * Browser: Playwright's own Chromium when it is installed; otherwise the
 * system's (`apt-get install chromium`), since `npx playwright install`
 * cannot download on these machines.
 */
import fs from 'node:fs';
import { chromium, defineConfig, devices, type LaunchOptions } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function browserLaunchOptions(): LaunchOptions {
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && fs.existsSync(bundled)) return {};
  return { executablePath: SYSTEM_CHROMIUM, args: SYSTEM_CHROMIUM_ARGS };
}

const launchOptions = browserLaunchOptions();
const isCI = Boolean(process.env.CI);

/** Tests meant for the phone layout carry this tag in their title. */
const MOBILE_TAG = /@mobile/;
/**
 * Tests that change what every storefront test reads (a car added to the
 * public fleet, a car's price) carry this tag: they run last, on their own,
 * once the other projects are done, so no test sees the fleet change under it.
 */
const CATALOG_WRITES_TAG = /@catalog-writes/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // A timeout catches a hang, not a slow machine: the slowest test on the default takes about a
  // fifth of this on a busy two-core machine (flows that take longer set their own).
  timeout: 60_000,
  // Pages load their code lazily; on a busy machine the first paint can take a few seconds.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://127.0.0.1:5000',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      // Signs the demo admin in once; the back office specs reuse that browser state (tests/e2e/support/auth.ts ADMIN_STATE).
      name: 'admin-state',
      testMatch: /admin\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'desktop',
      dependencies: ['admin-state'],
      grepInvert: [MOBILE_TAG, CATALOG_WRITES_TAG],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
      },
    },
    {
      name: 'mobile',
      dependencies: ['admin-state'],
      grep: MOBILE_TAG,
      use: {
        ...devices['Desktop Chrome'],
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'catalog-writes',
      dependencies: ['desktop', 'mobile'],
      grep: CATALOG_WRITES_TAG,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
      },
    },
  ],
});
