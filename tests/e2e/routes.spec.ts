/**
 * Every route of the localized table, in all five languages, opens
 * its page in the right language. The table comes from the domain module, so a
 * new route or a renamed segment is tested without touching this file.
 */
import { expect, test } from './support/test';
import { LANGUAGES, ROUTE_SEGMENTS, localizedPath, type RouteKey } from '../../domain/src/index';
import { expectPage, expectPath, sitemapCarSlug, type PageKey } from './support/app';

/** Stands for the slug of a seeded car, read from the sitemap at run time. */
const CAR_SLUG = Symbol('car slug from the sitemap');

interface RouteCase {
  key: RouteKey;
  /** Route parameter: the car's slug, or any id for the order page (the route exists whatever the id). */
  param?: string | typeof CAR_SLUG;
  /**
   * The page a signed-out visitor sees there. When access rules land (account,
   * admin pages) change only this value; when it differs from `key` the address
   * is allowed to change (a redirect).
   */
  shows: PageKey;
}

/** The one table of this test: a row per route key. */
const ROUTE_CASES: readonly RouteCase[] = [
  { key: 'home', shows: 'home' },
  { key: 'cars', shows: 'cars' },
  { key: 'about', shows: 'about' },
  { key: 'contact', shows: 'contact' },
  { key: 'giftCards', shows: 'giftCards' },
  { key: 'car', param: CAR_SLUG, shows: 'car' },
  { key: 'compare', shows: 'compare' },
  { key: 'translate', shows: 'translate' },
  { key: 'account', shows: 'auth' },
  { key: 'adminCars', shows: 'adminCars' },
  { key: 'order', param: 'e2e-any-car-id', shows: 'order' },
  { key: 'auth', shows: 'auth' },
  { key: 'admin', shows: 'admin' },
  { key: 'adminOrders', shows: 'adminOrders' },
  { key: 'adminInbox', shows: 'adminInbox' },
  { key: 'adminSettings', shows: 'adminSettings' },
  { key: 'adminCalendar', shows: 'adminCalendar' },
  { key: 'adminFleet', shows: 'adminFleet' },
  { key: 'manageBooking', shows: 'manageBooking' },
  { key: 'terms', shows: 'terms' },
  { key: 'privacy', shows: 'privacy' },
  { key: 'cookies', shows: 'cookies' },
  { key: 'legalNotice', shows: 'legalNotice' },
  { key: 'adminLegal', shows: 'adminLegal' },
];

test('the route test covers every key of the route table', () => {
  expect(ROUTE_CASES.map((c) => c.key).sort()).toEqual((Object.keys(ROUTE_SEGMENTS) as RouteKey[]).sort());
});

// One browser per language walks its routes: each route is still a fresh
// page load, but the app's code comes from the browser's cache after the
// first, as it does for a visitor.
for (const lang of LANGUAGES) {
  test(`every route of the table opens its page in ${lang}`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    const carSlug = await sitemapCarSlug(request);
    for (const { key, param, shows } of ROUTE_CASES) {
      const path = localizedPath(lang, key, param === CAR_SLUG ? carSlug : param);
      await test.step(`${path} shows the ${shows} page`, async () => {
        await page.goto(path);
        await expectPage(page, shows, lang);
        if (shows === key) await expectPath(page, path);
      });
    }
    expect(pageErrors, 'uncaught errors in the pages').toEqual([]);
  });
}
