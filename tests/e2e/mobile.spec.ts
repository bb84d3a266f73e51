/**
 * Below 768 px the navigation lives in a drawer behind the menu
 * button; the layout never scrolls sideways. Runs in the `mobile` project
 * (390 x 844) only, selected by the @mobile tag.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { localizedPath, type Lang, type RouteKey } from '../../domain/src/index';
import { expectPage, expectPath, sitemapCarSlug } from './support/app';

/** Navigation links of the site chrome (bar or drawer): not the page's own content, not the footer. */
function chromeLinks(page: Page, href: string): Locator {
  return page.locator(`xpath=//a[@href="${href}"][not(ancestor::footer)][not(ancestor::*[@data-page])]`);
}

/** The nav destinations other than home (the logo links home and stays in the bar). */
const NAV_KEYS: RouteKey[] = ['cars', 'about', 'contact', 'giftCards'];

test.describe('phone layout @mobile', () => {
  test('the menu button opens the navigation drawer, and a link navigates and closes it', async ({ page }) => {
    await page.goto('/en');
    await expectPage(page, 'home', 'en');
    const button = page.getByTestId('mobile-menu-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const key of NAV_KEYS) {
      await expect(chromeLinks(page, localizedPath('en', key)).filter({ visible: true }), `${key} link hidden`).toHaveCount(0);
    }

    await button.click();

    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const key of NAV_KEYS) {
      await expect(chromeLinks(page, localizedPath('en', key)).filter({ visible: true }).first(), `${key} link shown`).toBeVisible();
    }

    const about = chromeLinks(page, '/en/about').filter({ visible: true }).first();
    await expect(about).toHaveText(/About/);
    await about.click();

    await expectPath(page, '/en/about');
    await expectPage(page, 'about', 'en');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const key of NAV_KEYS) {
      await expect(chromeLinks(page, localizedPath('en', key)).filter({ visible: true }), `${key} link hidden`).toHaveCount(0);
    }
  });

  test('the drawer works in Spanish too', async ({ page }) => {
    await page.goto('/es/coches');
    await expectPage(page, 'cars', 'es');
    await page.getByTestId('mobile-menu-button').click();
    await chromeLinks(page, '/es/contacto').filter({ visible: true }).first().click();
    await expectPath(page, '/es/contacto');
    await expectPage(page, 'contact', 'es');
  });

  const pages: { lang: Lang; key: RouteKey }[] = [
    { lang: 'en', key: 'home' },
    { lang: 'en', key: 'cars' },
    { lang: 'en', key: 'about' },
    { lang: 'en', key: 'contact' },
    { lang: 'en', key: 'giftCards' },
    { lang: 'en', key: 'compare' },
    { lang: 'en', key: 'car' },
    { lang: 'de', key: 'home' },
    { lang: 'de', key: 'cars' },
    { lang: 'fr', key: 'contact' },
  ];
  for (const { lang, key } of pages) {
    test(`the ${key} page in ${lang} does not scroll sideways at 390 px`, async ({ page, request }) => {
      const param = key === 'car' ? await sitemapCarSlug(request) : undefined;
      await page.goto(localizedPath(lang, key, param));
      await expectPage(page, key, lang);
      // The page's fonts set where its lines wrap.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  }
});
