/**
 * The first tap counts: a visitor who taps a heart, the menu or the date
 * field as soon as the server's page shows, before the app's code has even
 * arrived, sees it answer once the app is ready. The app's scripts are held
 * back while the test taps, as on a slow phone.
 */
import { localizedPath } from '../../domain/src/index';
import { expectPage, sitemapCarSlug } from './support/app';
import { toast } from './support/admin';
import { expect, test, type Page } from './support/test';

/**
 * Starts loading `path` with every script of the app held back; the returned
 * function lets them through and resolves once the app is ready.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const held: { continue: () => Promise<void> }[] = [];
  let holding = true;
  await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  // Not awaited: the navigation ends only once the app is ready.
  const loaded = page.goto(path);
  return async () => {
    expect(held.length, 'the app scripts were held back').toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await loaded;
  };
}

test('a heart tapped before the app has loaded still answers (a visitor is taken to sign in)', async ({ page }) => {
  const release = await openWithScriptsHeld(page, localizedPath('en', 'cars'));
  await page.locator('article.car-card').first().getByTestId('favorite-toggle').click();
  await release();
  await expectPage(page, 'auth', 'en');
  await expect(toast(page, 'Sign in to save your favorite cars.')).toBeVisible();
});

test('the date field tapped before the app has loaded opens the calendar', async ({ page, request }) => {
  const release = await openWithScriptsHeld(page, localizedPath('en', 'car', await sitemapCarSlug(request)));
  await page.getByRole('button', { name: /^Rental dates/ }).click();
  await release();
  await expect(page.getByRole('dialog', { name: 'Choose your rental dates' })).toBeVisible();
});

test('the menu tapped before the app has loaded opens the navigation, on a phone @mobile', async ({ page }) => {
  const release = await openWithScriptsHeld(page, localizedPath('es', 'home'));
  const button = page.getByTestId('mobile-menu-button');
  await button.click();
  await release();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Coches' })).toBeVisible();
});
