/**
 * On a desktop screen: the navigation bar shows its links with
 * the current one marked, no menu button; every route change scrolls to the
 * top except when `requestType=car_booking_request` is in the new address.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { localizedPath, type RouteKey } from '../../domain/src/index';
import { expectAppReady, expectPage, expectPath } from './support/app';

const NAV_KEYS: RouteKey[] = ['home', 'cars', 'about', 'contact', 'giftCards'];

/** Links of the site chrome (navigation bar): not the page's own content, not the footer. */
function chromeLink(page: Page, href: string): Locator {
  return page
    .locator(`xpath=//a[@href="${href}"][not(ancestor::footer)][not(ancestor::*[@data-page])]`)
    .filter({ visible: true })
    .first();
}

test.describe('navigation bar', () => {
  test('shows the five links on desktop and no menu button', async ({ page }) => {
    await page.goto('/en/cars');
    await expectPage(page, 'cars', 'en');
    await expect(page.getByTestId('mobile-menu-button')).toBeHidden();
    for (const key of NAV_KEYS) {
      await expect(chromeLink(page, localizedPath('en', key)), `link to ${key}`).toBeVisible();
    }
  });

  test('marks the current page and moves the mark on navigation', async ({ page }) => {
    await page.goto('/de/autos');
    await expectPage(page, 'cars', 'de');
    await expect(chromeLink(page, '/de/autos')).toHaveAttribute('aria-current', 'page');
    await expect(chromeLink(page, '/de/uber-uns')).not.toHaveAttribute('aria-current', 'page');

    await chromeLink(page, '/de/uber-uns').click();

    await expectPage(page, 'about', 'de');
    await expect(chromeLink(page, '/de/uber-uns')).toHaveAttribute('aria-current', 'page');
    await expect(chromeLink(page, '/de/autos')).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('scroll on route change', () => {
  // A short window so that the pages are taller than it.
  test.use({ viewport: { width: 1440, height: 600 } });

  const SCROLLED = 200;

  async function scrollY(page: Page): Promise<number> {
    return page.evaluate(() => Math.round(window.scrollY));
  }

  async function openScrolledAbout(page: Page): Promise<void> {
    await page.goto('/en/about');
    await expectPage(page, 'about', 'en');
    await page.evaluate((y) => window.scrollTo(0, y), SCROLLED);
    await expect.poll(() => scrollY(page), { message: 'the about page scrolls' }).toBe(SCROLLED);
  }

  /**
   * Moves the app's router to `path` the way the Back/Forward buttons do
   * (history entry + popstate), for addresses no link of the app leads to yet.
   */
  async function routerGo(page: Page, path: string): Promise<void> {
    await page.evaluate((to) => {
      const state = window.history.state as { idx?: number } | null;
      const idx = typeof state?.idx === 'number' ? state.idx + 1 : 1;
      window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
  }

  test('following a link scrolls the new page to the top', async ({ page }) => {
    await page.goto('/en/about');
    await expectPage(page, 'about', 'en');
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await expect.poll(() => scrollY(page), { message: 'the about page scrolls' }).toBeGreaterThan(0);

    // A link on screen (sticky bar or footer) is clicked where it is, so the click itself does not scroll.
    const targets = NAV_KEYS.filter((key) => key !== 'about').map((key) => localizedPath('en', key));
    const found = await page.evaluate((hrefs) => {
      for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
        const href = a.getAttribute('href') ?? '';
        const box = a.getBoundingClientRect();
        const onScreen = box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        if (hrefs.includes(href) && onScreen && getComputedStyle(a).visibility !== 'hidden') {
          a.setAttribute('data-e2e-target', '');
          return href;
        }
      }
      return null;
    }, targets);
    expect(found, 'a link to another page is on screen at the bottom of /en/about').not.toBeNull();

    await page.locator('[data-e2e-target]').click();

    await expectPath(page, found!);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a route change to an address without requestType scrolls to the top', async ({ page }) => {
    await openScrolledAbout(page);
    await routerGo(page, '/en/contact?subject=e2e');
    await expectPath(page, '/en/contact?subject=e2e');
    await expectPage(page, 'contact', 'en');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a route change with requestType=car_booking_request keeps the scroll position', async ({ page }) => {
    await openScrolledAbout(page);
    await routerGo(page, '/en/contact?requestType=car_booking_request');
    await expectPath(page, '/en/contact?requestType=car_booking_request');
    await expectPage(page, 'contact', 'en');
    // Give a scroll-to-top effect the time to run, then check it did not.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    expect(await scrollY(page)).toBe(SCROLLED);
  });
});

test.describe('a page whose code cannot be loaded', () => {
  test('shows the error page with a reload, and a bare one when that page cannot load either', async ({ page }) => {
    await page.goto('/en/cars');
    await expectAppReady(page);
    // The about page's chunk, then also the error page's, never arrive.
    await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort());
    await chromeLink(page, '/en/about').click();
    const errorPage = page.locator('[data-page="route-error"]');
    await expect(errorPage.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(errorPage.getByTestId('route-error-home')).toHaveAttribute('href', '/en');
    await expect(page.getByTestId('route-error-reload')).toBeVisible();

    await page.goto('/en/cars');
    await expectAppReady(page);
    await page.route(/\/assets\/route-error-page-[^/]+\.js$/, (route) => route.abort());
    await chromeLink(page, '/en/about').click();
    await expect(errorPage.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(errorPage.getByTestId('route-error-home')).toHaveCount(0);
    await page.unrouteAll();
    await errorPage.getByTestId('route-error-reload').click();
    await expectPage(page, 'about', 'en');
  });
});
