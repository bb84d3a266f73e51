/**
 * The legal pages: server-rendered in the page's language with the company
 * facts from the settings, linked from every footer and navigated within the
 * app, an earlier version readable by its number (a missing one is a 404), and
 * the back office publishing a new version that the site shows at once.
 */
import { localizedPath, PAGE_META, type Lang } from '@costa/domain';
import { SITE_SETTINGS } from '../../scripts/seed/business';
import { expectPage, expectPath, documentIsMarked, markDocument } from './support/app';
import { ADMIN_STATE, translated, translatedMessage } from './support/auth';
import { expect, test } from './support/test';

const COMPANY = SITE_SETTINGS.company!;

const title = (lang: Lang, key: 'terms' | 'privacy' | 'cookies' | 'legalNotice') => translatedMessage(lang, PAGE_META[key].title);

for (const lang of ['es', 'de'] as const) {
  test(`[${lang}] the legal notice comes from the server with the company's facts, and the footer's legal links navigate within the app`, async ({ page }) => {
    const response = await page.request.get(localizedPath(lang, 'legalNotice'));
    const html = await response.text();
    // In the server's HTML, for crawlers and readers without scripts.
    expect(html).toContain(COMPANY.taxId);
    expect(html).toContain(COMPANY.registryEntry);

    await page.goto(localizedPath(lang, 'home'));
    await markDocument(page);
    const footerLinks = page.getByTestId('legal-links');
    await footerLinks.getByRole('link', { name: title(lang, 'legalNotice') }).click();
    await expectPath(page, localizedPath(lang, 'legalNotice'));
    await expectPage(page, 'legalNotice', lang);
    expect(await documentIsMarked(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(lang, 'legalNotice'));
    const body = page.getByTestId('legal-body');
    await expect(body).toContainText(COMPANY.name);
    await expect(body).toContainText(COMPANY.registeredAddress);
    await expect(body).not.toContainText('{{');

    // The page's own list of the four texts.
    const nav = page.getByRole('navigation', { name: translated(lang, 'Legal information') }).first();
    await nav.getByRole('link', { name: title(lang, 'terms') }).click();
    await expectPage(page, 'terms', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(lang, 'terms'));
    await expect(page.getByTestId('legal-version')).toHaveAttribute('data-version', /^[1-9]/);
  });
}

test('[de] an earlier version is readable by its number, says so and links the current one; a version that never existed is a 404', async ({ page }) => {
  await page.goto(`${localizedPath('de', 'privacy')}?version=1`);
  await expectPage(page, 'privacy', 'de');
  await expect(page.getByTestId('legal-version')).toHaveAttribute('data-version', '1');
  const notice = page.getByTestId('legal-earlier-version');
  await expect(notice).toBeVisible();
  await notice.getByRole('link').click();
  await expectPath(page, localizedPath('de', 'privacy'));

  const missing = await page.goto(`${localizedPath('de', 'privacy')}?version=999`);
  expect(missing?.status()).toBe(404);
});

test.describe('the back office', () => {
  test.use({ storageState: ADMIN_STATE });

  test('publishes a new version of the cookie policy: confirmed first, shown on the site at once, the old one kept', async ({ page }) => {
    await page.goto(localizedPath('en', 'adminLegal'));
    await expectPage(page, 'adminLegal', 'en');
    await page.getByRole('tab', { name: 'Cookie Policy' }).click();
    const current = page.getByTestId('legal-current-version');
    await expect(current).toContainText(/version \d+/);
    const before = Number(/version (\d+)/.exec((await current.textContent()) ?? '')![1]);

    const input = page.getByTestId('legal-text-input');
    const marker = `Reviewed by the team on ${Date.now()}.`;
    await input.fill(`${await input.inputValue()}\n\n${marker}`);
    // The preview shows the text as the page will, facts filled in.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('legal-preview')).toContainText(marker);

    await page.getByRole('button', { name: `Publish version ${before + 1}` }).click();
    const dialog = page.getByRole('dialog', { name: `Publish version ${before + 1}?` });
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Version ${before + 1} published` })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('legal-history').getByRole('link', { name: new RegExp(`Version ${before + 1}`) })).toBeVisible();

    await page.goto(localizedPath('en', 'cookies'));
    await expect(page.getByTestId('legal-body')).toContainText(marker);
    await expect(page.getByTestId('legal-version')).toHaveAttribute('data-version', String(before + 1));
    await page.goto(`${localizedPath('en', 'cookies')}?version=${before}`);
    await expect(page.getByTestId('legal-body')).not.toContainText(marker);
  });
});
