/**
 * The fleet editor, as the demo admin: a car created with an
 * uploaded photo shows on the fleet page with its responsive variants and is
 * deleted again; a price changed in the editor shows on the car page; a car
 * with orders is refused deletion; on a phone the list fits, the editor
 * fills the screen (axe finds nothing wrong with it), and closing it with
 * changes not saved asks first. The two tests that change the public fleet
 * run last, on their own (`@catalog-writes`, playwright.config.ts): the
 * storefront's tests compare the fleet with the seed.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { buildCarSlug, CAR_MESSAGES, formatEUR, localizedPath, type Lang } from '../../domain/src/index';
import { expectPage } from './support/app';
import { ADMIN_STATE, translated, translatedMessage } from './support/auth';
import { expectAdminContent, toast, withAdminSdk } from './support/admin';

test.use({ storageState: ADMIN_STATE });
test.describe.configure({ timeout: 120_000 });

/** The Porsche 911 Targa 4 GTS of the seed: it has demo orders. */
const TARGA = { id: 'jwrmFUnkGFxgRcbyhXBV', name: 'Porsche 911 Targa 4 GTS' };
const PHOTO = path.join(__dirname, '../../web/public/cars/aston-martin-db12-volante-1.jpg');

async function openFleet(page: Page, lang: Lang): Promise<void> {
  await page.goto(localizedPath(lang, 'adminFleet'));
  await expectPage(page, 'adminFleet', lang);
  await expectAdminContent(page, translated(lang, 'Fleet editor'));
  await expect(page.getByTestId('fleet-car').first()).toBeVisible({ timeout: 20_000 });
}

const carRow = (page: Page, name: string) => page.getByTestId('fleet-car').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('[en] a car created with an uploaded photo shows on the fleet page, and is deleted again @catalog-writes', async ({ page }) => {
  const name = `Aston Martin DB12 E2E ${randomBytes(3).toString('hex')}`;
  let carId: string | undefined;
  try {
    await openFleet(page, 'en');
    await page.getByRole('button', { name: 'Add a car' }).click();
    const editor = page.getByRole('dialog', { name: 'Add a car' });

    // Sent empty, the schema names the required fields and focuses the first.
    await editor.getByRole('button', { name: 'Add car' }).click();
    await expect(editor.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(editor.getByText(CAR_MESSAGES.price.message.replace('{max}', '100000'))).toBeVisible();

    await editor.getByRole('textbox', { name: 'Name' }).fill(name);
    await editor.getByRole('textbox', { name: 'Brand' }).fill('Aston Martin');
    await editor.getByRole('textbox', { name: 'Model' }).fill('DB12 Volante');
    await editor.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Convertibles' }).click();
    await editor.getByRole('textbox', { name: 'Location' }).fill('Marbella');
    await editor.getByRole('spinbutton', { name: 'Daily price (EUR)' }).fill('1234');
    await editor.getByRole('textbox', { name: 'Description' }).fill('A grand tourer with its roof down, for the coast road.');
    await editor.getByRole('textbox', { name: 'Features' }).fill('Bowers & Wilkins sound\nHeated seats');
    await editor.getByRole('spinbutton', { name: 'Horsepower' }).fill('680');
    await editor.getByRole('textbox', { name: 'Engine' }).fill('4.0 L V8 twin-turbo');
    await editor.getByRole('switch', { name: 'Shown on the site' }).check();

    await editor.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(editor.getByTestId('fleet-photo')).toHaveCount(1, { timeout: 30_000 });
    await expect(editor.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', /^\/photos\/[A-Za-z0-9_-]+\.jpg$/);
    await editor.getByRole('button', { name: 'Add car' }).click();
    await expect(toast(page, 'Car added')).toBeVisible({ timeout: 20_000 });
    await expect(carRow(page, name)).toBeVisible();
    carId = (await carRow(page, name).getAttribute('data-car')) ?? undefined;

    // The storefront: the new car's card, its uploaded photo offered in every width.
    await page.goto(localizedPath('en', 'cars'));
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(formatEUR(1234, 'en'))).toBeVisible();
    await expect(card.locator('img').first()).toHaveAttribute('srcset', /\/photos\/v\/[A-Za-z0-9_-]+-480\.webp 480w/);
    await page.goto(localizedPath('en', 'car', buildCarSlug(name, 'DB12 Volante', carId!)));
    await expectPage(page, 'car', 'en');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await openFleet(page, 'en');
    await carRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete car' }).click();
    await expect(toast(page, `${name} deleted`)).toBeVisible({ timeout: 20_000 });
    await expect(carRow(page, name)).toHaveCount(0);
    carId = undefined;
  } finally {
    if (carId) await withAdminSdk(({ db }) => db.collection('cars').doc(carId!).delete());
  }
});

test('[es] a price changed in the editor shows on the car page; a car with orders is not deleted @catalog-writes', async ({ page }) => {
  const lang = 'es';
  const t = (text: string) => translated(lang, text);
  const before = await withAdminSdk(async ({ db }) => (await db.collection('cars').doc(TARGA.id).get()).get('dailyPrice') as number);
  const price = before + 7;
  try {
    await openFleet(page, lang);
    const row = carRow(page, TARGA.name);
    await row.getByRole('button', { name: t('Edit {name}').replace('{name}', TARGA.name) }).click();
    const editor = page.getByRole('dialog', { name: t('Edit {carName}').replace('{carName}', TARGA.name) });
    await editor.getByRole('spinbutton', { name: t('Daily price (EUR)') }).fill(String(price));
    await editor.getByRole('button', { name: t('Save car') }).click();
    await expect(toast(page, t('Car saved'))).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(formatEUR(price, lang));

    await row.getByRole('button', { name: t('Delete {name}').replace('{name}', TARGA.name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('Delete car') }).click();
    await expect(toast(page, translatedMessage(lang, CAR_MESSAGES.hasOrders))).toBeVisible({ timeout: 20_000 });
    await expect(row).toBeVisible();

    await page.goto(localizedPath(lang, 'car', buildCarSlug(TARGA.name, '911 Targa 4 GTS', TARGA.id)));
    await expectPage(page, 'car', lang);
    await expect(page.getByTestId('car-daily-price')).toContainText(formatEUR(price, lang), { timeout: 20_000 });
  } finally {
    await withAdminSdk(({ db }) => db.collection('cars').doc(TARGA.id).update({ dailyPrice: before }));
  }
});

test('on a phone the fleet list fits the screen and the editor fills it @mobile', async ({ page }) => {
  await openFleet(page, 'en');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await carRow(page, TARGA.name).getByRole('button', { name: `Edit ${TARGA.name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${TARGA.name}` });
  await expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue(TARGA.name);
  const box = await editor.boundingBox();
  expect(box?.width).toBe(390);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`), 'axe on the open editor').toEqual([]);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);

  // Changes not saved are not lost to a stray Cancel: it asks first.
  await carRow(page, TARGA.name).getByRole('button', { name: `Edit ${TARGA.name}` }).click();
  await editor.getByRole('textbox', { name: 'Location' }).fill('Puerto Banús');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(editor.getByRole('textbox', { name: 'Location' })).toHaveValue('Puerto Banús');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor).toHaveCount(0);
});
