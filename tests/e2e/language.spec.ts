/**
 * The language switcher lists the five languages and reloads the
 * same page on its localized path in the chosen language, query kept.
 */
import { expect, test, type Page } from './support/test';
import { LANGUAGES, LANGUAGE_NAMES, localizedPath, type Lang } from '../../domain/src/index';
import { documentIsMarked, expectPage, expectPath, markDocument, sitemapCarSlug } from './support/app';

async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const item = page.locator(`[role="menuitem"][data-lang="${lang}"]`);
  await expect(item).toBeVisible();
  await item.click();
}

test('the switcher offers the five languages by name', async ({ page }) => {
  await page.goto('/en/cars');
  await expectPage(page, 'cars', 'en');
  await page.getByTestId('language-switcher').click();
  for (const lang of LANGUAGES) {
    const item = page.locator(`[role="menuitem"][data-lang="${lang}"]`);
    await expect(item, `menu item for ${lang}`).toBeVisible();
    await expect(item).toContainText(LANGUAGE_NAMES[lang]);
  }
  await expect(page.getByRole('menuitem')).toHaveCount(LANGUAGES.length);
});

test('on /es/coches?brand=Ferrari choosing Deutsch reloads /de/autos?brand=Ferrari in German', async ({ page }) => {
  await page.goto('/es/coches?brand=Ferrari');
  await expectPage(page, 'cars', 'es');
  await markDocument(page);

  await switchLanguage(page, 'de');

  await expectPath(page, '/de/autos?brand=Ferrari');
  await expectPage(page, 'cars', 'de');
  expect(await documentIsMarked(page), 'the page was reloaded').toBe(false);
});

test('on a car page the switch keeps the car', async ({ page, request }) => {
  const slug = await sitemapCarSlug(request);
  await page.goto(localizedPath('en', 'car', slug));
  await expectPage(page, 'car', 'en');

  await switchLanguage(page, 'fr');

  await expectPath(page, localizedPath('fr', 'car', slug));
  await expectPage(page, 'car', 'fr');
});

test('on /fr/a-propos choosing Italiano goes to /it/chi-siamo', async ({ page }) => {
  await page.goto('/fr/a-propos');
  await expectPage(page, 'about', 'fr');

  await switchLanguage(page, 'it');

  await expectPath(page, '/it/chi-siamo');
  await expectPage(page, 'about', 'it');
});
