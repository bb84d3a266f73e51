import { test } from './support/test';
import { ADMIN_STATE } from './support/auth';
test.use({ storageState: ADMIN_STATE });
for (const [lang, theme] of [['en', 'dark'], ['de', 'light']] as const) {
  test(`shot ${lang} ${theme}`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/${lang}/admin/fleet`);
    await page.getByTestId('fleet-car').first().waitFor({ timeout: 20000 });
    await page.screenshot({ path: `/tmp/shots/fleet-${lang}-${theme}.png` });
    await page.getByTestId('fleet-car').nth(3).getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/editor-${lang}-${theme}.png` });
    await page.getByRole('dialog').getByRole('textbox').first().fill('');
    await page.getByRole('dialog').locator('form').evaluate((f: HTMLFormElement) => f.requestSubmit());
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/editor-err-${lang}-${theme}.png` });
  });
  test(`shot ${lang} ${theme} phone @mobile`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/${lang === 'en' ? 'es' : 'fr'}/admin/fleet`);
    await page.getByTestId('fleet-car').first().waitFor({ timeout: 20000 });
    await page.screenshot({ path: `/tmp/shots/fleet-phone-${lang}-${theme}.png` });
    await page.getByTestId('fleet-car').first().getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, 2600);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/editor-phone-${lang}-${theme}.png` });
  });
}
