/**
 * What every visitor gets whatever they open.
 * - Accessibility: axe finds nothing on the home, fleet, car, compare,
 *   contact, auth, account and order pages, in both themes, on a phone and on
 *   a desktop.
 * - The public pages log no error and ask no host but this site's.
 * - A server-rendered page stays live: a price an admin changes shows on an
 *   open car page without a reload, once the visitor has done anything; a
 *   visitor who has not opens no channel to Firestore.
 */
import AxeBuilder from '@axe-core/playwright';
import { addDays, formatEUR, localizedPath, todayIn } from '../../domain/src/index';
import { expect, test, type Page } from './support/test';
import { withAdminSdk } from './support/admin';
import { documentIsMarked, expectPage, markDocument, sitemapCarSlug, type PageKey } from './support/app';
import { DEMO_CUSTOMER, signIn } from './support/auth';

const THEMES = ['dark', 'light'] as const;
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const FIRESTORE_HOST = 'http://127.0.0.1:8080/';

/** The Ferrari 296 GTB, bookable online (scripts/seed/fleet.ts). */
const FERRARI_ID = 'VPiaM3deL9A66yg4i5Yb';
/** A car no other browser test prices: the Aston Martin DBX707 (scripts/seed/fleet.ts). */
const QUIET_CAR_ID = 'VLX0hRjkiGv85uIrDrYF';

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(found, `axe on ${what}`).toEqual([]);
}

async function visit(page: Page, path: string, key: PageKey): Promise<void> {
  await page.goto(path);
  await expectPage(page, key, 'en');
}

for (const theme of THEMES) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds no violation on the public and private pages, ${theme} theme, ${size}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const slug = await sitemapCarSlug(request);
      const pages: [string, PageKey][] = [
        [localizedPath('en', 'home'), 'home'],
        [localizedPath('en', 'cars'), 'cars'],
        [localizedPath('en', 'car', slug), 'car'],
        [localizedPath('en', 'compare'), 'compare'],
        [localizedPath('en', 'contact'), 'contact'],
        [localizedPath('en', 'auth'), 'auth'],
      ];
      for (const [path, key] of pages) {
        await visit(page, path, key);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoAxeViolations(page, `${path} (${theme}, ${size})`);
      }

      await signIn(page, { lang: 'en', ...DEMO_CUSTOMER });
      await expectNoAxeViolations(page, `the account page (${theme}, ${size})`);
      const start = addDays(todayIn(), 150);
      const place = 'Marbella Club Hotel';
      const query = new URLSearchParams({
        startDate: start,
        endDate: addDays(start, 2),
        pickupTime: '10:00',
        dropoffTime: '18:00',
        pickupLocation: place,
        dropoffLocation: place,
      });
      await visit(page, `${localizedPath('en', 'order', FERRARI_ID)}?${query}`, 'order');
      const pay = page.getByRole('button', { name: 'Pay Now' });
      await expect(pay).toBeVisible({ timeout: 20_000 });
      // Checked as the customer pays: once the distance is measured Pay Now is enabled, and its colour
      // has finished fading in (mid-fade, its contrast is neither the disabled nor the final one).
      await expect(pay).toBeEnabled({ timeout: 20_000 });
      await pay.evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
      await expectNoAxeViolations(page, `the order page (${theme}, ${size})`);
    });
  }
}

test('the public pages log no error and request nothing from another host', async ({ page, request }) => {
  const errors: string[] = [];
  const foreign = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.add(hostname);
  });
  const slug = await sitemapCarSlug(request);
  // [path, page, whether it subscribes to live data once Firebase is in]
  const pages: [string, PageKey, boolean][] = [
    ['/en', 'home', true],
    ['/es/coches', 'cars', true],
    [localizedPath('de', 'car', slug), 'car', true],
    [localizedPath('fr', 'compare'), 'compare', false],
    [localizedPath('it', 'contact'), 'contact', false],
    [localizedPath('en', 'about'), 'about', false],
    [localizedPath('es', 'giftCards'), 'giftCards', false],
  ];
  for (const [path, key, live] of pages) {
    // Firebase comes in at the visitor's first move: the test moves, and waits for it to talk.
    const firestoreTalks = live ? page.waitForRequest((sent) => sent.url().startsWith(FIRESTORE_HOST)) : null;
    await page.goto(path);
    await expectPage(page, key, path.slice(1, 3) as 'en');
    await page.mouse.move(20, 300);
    await firestoreTalks;
  }
  expect(errors).toEqual([]);
  expect([...foreign]).toEqual([]);
});

test('a visitor who has not touched the page asks nothing of Firestore; their first key lets it in', async ({ page }) => {
  const firestoreAsked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(FIRESTORE_HOST)) firestoreAsked.push(sent.url());
  });
  await page.goto(localizedPath('es', 'cars'));
  await expectPage(page, 'cars', 'es');
  // Long enough for what the page loads when idle after it is ready (the drawers, the toasts' host).
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500), { timeout: 3000 })));
  expect(firestoreAsked, 'nothing asked of Firestore before the visitor does anything').toEqual([]);

  const firestoreTalks = page.waitForRequest((sent) => sent.url().startsWith(FIRESTORE_HOST));
  await page.keyboard.press('Tab');
  await firestoreTalks;
});

test('a price an admin changes shows on an open, server-rendered car page without a reload', async ({ page }) => {
  const original = await withAdminSdk(async ({ db }) => (await db.doc(`cars/${QUIET_CAR_ID}`).get()).get('dailyPrice') as number);
  const changed = original + 11;
  await page.goto(localizedPath('en', 'car', QUIET_CAR_ID));
  await expectPage(page, 'car', 'en');
  const main = page.getByRole('main');
  await expect(main.getByText(formatEUR(original, 'en')).first()).toBeVisible();
  await markDocument(page);
  // Live data starts at the visitor's first sign: a scroll.
  await page.mouse.wheel(0, 200);
  try {
    await withAdminSdk(({ db }) => db.doc(`cars/${QUIET_CAR_ID}`).update({ dailyPrice: changed }));
    await expect(main.getByText(formatEUR(changed, 'en')).first()).toBeVisible({ timeout: 20_000 });
    expect(await documentIsMarked(page), 'the same document, not a reload').toBe(true);
  } finally {
    await withAdminSdk(({ db }) => db.doc(`cars/${QUIET_CAR_ID}`).update({ dailyPrice: original }));
  }
});
