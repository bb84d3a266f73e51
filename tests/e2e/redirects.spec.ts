/**
 * Unprefixed paths go to the English page (history replaced, query
 * kept); paths outside the table show the 404 page in the path's language.
 */
import { expect, test } from './support/test';
import { expectPage, expectPath, sitemapCarSlug } from './support/app';

const NOT_FOUND_EN = 'Oops! Page not found';
const RETURN_HOME_EN = 'Return to Home';

test.describe('unprefixed paths', () => {
  test('/cars with a query goes to /en/cars and keeps the query', async ({ page }) => {
    await page.goto('/cars?brand=Ferrari&x=1');
    await expectPath(page, '/en/cars?brand=Ferrari&x=1');
    await expectPage(page, 'cars', 'en');
  });

  test('/ goes to the English home page', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/en');
    await expectPage(page, 'home', 'en');
  });

  test('/car/<slug> goes to the English car page with the same slug', async ({ page, request }) => {
    const slug = await sitemapCarSlug(request);
    await page.goto(`/car/${slug}`);
    await expectPath(page, `/en/car/${slug}`);
    await expectPage(page, 'car', 'en');
  });

  test('/about goes to the English about page', async ({ page }) => {
    await page.goto('/about');
    await expectPath(page, '/en/about');
    await expectPage(page, 'about', 'en');
  });

  test('/admin/cars goes to the English car manager', async ({ page }) => {
    await page.goto('/admin/cars');
    await expectPath(page, '/en/admin/cars');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the redirect replaces the history entry: Back returns to the page before', async ({ page }) => {
    await page.goto('/en/about');
    await expectPage(page, 'about', 'en');
    await page.goto('/contact?topic=rental');
    await expectPath(page, '/en/contact?topic=rental');
    await expectPage(page, 'contact', 'en');

    await page.goBack();

    await expectPath(page, '/en/about');
    await expectPage(page, 'about', 'en');
  });

  test('/translate has no unprefixed form and is a 404', async ({ page }) => {
    await page.goto('/translate');
    await expectPage(page, 'not-found', 'en');
    await expectPath(page, '/translate');
    await expect(page.getByRole('heading', { name: NOT_FOUND_EN })).toBeVisible();
  });

  test('/payment-success stays unprefixed and keeps its session_id', async ({ page }) => {
    await page.goto('/payment-success?session_id=cs_test_e2e0000abcd1234');
    await expectPage(page, 'payment-success', 'en');
    await expectPath(page, '/payment-success?session_id=cs_test_e2e0000abcd1234');
  });
});

test.describe('404 page', () => {
  test('an unknown English path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expectPage(page, 'not-found', 'en');
    await expect(page.getByText(NOT_FOUND_EN)).toBeVisible();
    await expect(page.getByRole('link', { name: RETURN_HOME_EN })).toHaveAttribute('href', '/en');
  });

  test('/zz/foo (no such language) shows the English 404 page', async ({ page }) => {
    await page.goto('/zz/foo');
    await expectPage(page, 'not-found', 'en');
    await expectPath(page, '/zz/foo');
    await expect(page.getByText(NOT_FOUND_EN)).toBeVisible();
  });

  test('/es/nada shows the 404 page in Spanish', async ({ page }) => {
    await page.goto('/es/nada');
    await expectPage(page, 'not-found', 'es');
    await expectPath(page, '/es/nada');
    const notFound = page.locator('[data-page="not-found"]');
    const heading = notFound.getByRole('heading').first();
    await expect(heading).toHaveText(/\S/);
    await expect(heading, 'the heading is translated').not.toHaveText(NOT_FOUND_EN);
    await expect(notFound).not.toContainText(NOT_FOUND_EN);
    await expect(notFound).not.toContainText(RETURN_HOME_EN);
    await expect(notFound.locator('a[href="/es"]'), 'the way home leads to the Spanish home page').toBeVisible();
  });

  test("'Return to Home' goes to the home page", async ({ page }) => {
    await page.goto('/zz/foo');
    await expectPage(page, 'not-found', 'en');
    await page.getByRole('link', { name: RETURN_HOME_EN }).click();
    await expectPath(page, '/en');
    await expectPage(page, 'home', 'en');
  });

  test("the Spanish 404 page's way home goes to the Spanish home page", async ({ page }) => {
    await page.goto('/es/nada');
    await expectPage(page, 'not-found', 'es');
    await page.locator('[data-page="not-found"] a[href="/es"]').click();
    await expectPath(page, '/es');
    await expectPage(page, 'home', 'es');
  });
});
