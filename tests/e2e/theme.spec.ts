/**
 * Dark by default, a light option, the choice stored under
 * `theme` in local storage and kept across reloads and pages.
 */
import { expect, test, type Page } from './support/test';
import { expectPage } from './support/app';

async function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('theme'));
}

test('a first visit is dark', async ({ page }) => {
  await page.goto('/en');
  await expectPage(page, 'home', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await storedTheme(page)).not.toBe('light');
});

test('the toggle switches to light, the choice survives a reload and another page, and toggles back', async ({
  page,
}) => {
  await page.goto('/en');
  await expectPage(page, 'home', 'en');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => storedTheme(page)).toBe('light');

  await page.reload();
  await expectPage(page, 'home', 'en');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.goto('/es/coches');
  await expectPage(page, 'cars', 'es');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => storedTheme(page)).toBe('dark');

  await page.reload();
  await expectPage(page, 'cars', 'es');
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
