/**
 * The back office's settings page, as the demo admin: opening
 * hours saved here show in the storefront's footer; the schema refuses
 * closing before opening and overlapping active tiers, at the field or for
 * the list; a tier is added and removed. A customer gets the access message.
 * Only Sunday's hours and an inactive tier are changed, so the other browser
 * tests (Saturday's hours, the active tiers' prices) run beside this one.
 */
import { expect, test, type Page } from './support/test';
import { FORM_MESSAGES, localizedPath, SETTINGS_MESSAGES, type Lang } from '../../domain/src/index';
import { SITE_SETTINGS } from '../../scripts/seed/business';
import { expectPage } from './support/app';
import { ADMIN_STATE, createFreshUser, signIn, SIGNED_OUT, translated, translatedMessage } from './support/auth';
import { expectAdminContent, toast, withAdminSdk } from './support/admin';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

// One after another: two of them change and restore Sunday's hours.
test.describe.configure({ mode: 'default', timeout: 90_000 });

async function openSettings(page: Page, lang: Lang): Promise<void> {
  await page.goto(localizedPath(lang, 'adminSettings'));
  await expectPage(page, 'adminSettings', lang);
  await expectAdminContent(page, translated(lang, 'Settings'));
  await expect(page.getByRole('textbox', { name: translated(lang, 'Address'), exact: true })).toBeVisible({ timeout: 20_000 });
}

async function restoreSunday(): Promise<void> {
  await withAdminSdk(({ db }) => db.doc('settings/site').update({ 'openingHours.sunday': SITE_SETTINGS.openingHours.sunday }));
}

const hoursOf = (page: Page, lang: Lang, day: string) => page.getByRole('group', { name: translated(lang, day) });

test('[en] Sunday hours saved in the back office show in the storefront footer', async ({ page }) => {
  const lang = 'en';
  try {
    await openSettings(page, lang);
    const sunday = hoursOf(page, lang, 'Sunday');
    await sunday.getByLabel('Opens').fill('11:00');
    await sunday.getByLabel('Closes').fill('15:30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible({ timeout: 20_000 });

    await page.goto(localizedPath(lang, 'home'));
    await expect(page.getByTestId('opening-hours').locator('[data-hours="sunday"] dd')).toHaveText('11:00–15:30', { timeout: 30_000 });
  } finally {
    await restoreSunday();
  }
});

test('[es] the schema refuses closing before opening and overlapping tiers; an inactive tier is added, then removed', async ({ page }) => {
  const lang = 'es';
  const t = (text: string) => translated(lang, text);
  try {
    await openSettings(page, lang);
    const sunday = hoursOf(page, lang, 'Sunday');
    await sunday.getByLabel(t('Opens')).fill('16:00');
    await sunday.getByLabel(t('Closes')).fill('10:00');
    const email = page.getByRole('textbox', { name: t('Email') });
    await email.fill('hola@costa');
    await page.getByRole('button', { name: t('Save settings') }).click();
    await expect(email).toHaveAccessibleDescription(translatedMessage(lang, FORM_MESSAGES.emailInvalid));
    await expect(email).toBeFocused();
    await expect(sunday.getByLabel(t('Closes'))).toHaveAccessibleDescription(translatedMessage(lang, SETTINGS_MESSAGES.closeAfterOpen));
    // Nothing was saved: the stored settings are as before.
    const stored = await withAdminSdk(async ({ db }) => (await db.doc('settings/site').get()).data());
    expect(stored).toMatchObject({ email: SITE_SETTINGS.email, openingHours: { sunday: SITE_SETTINGS.openingHours.sunday } });

    // Tiers: the demo's four; a new one overlapping 8-31 is refused for the list.
    const tiers = page.getByTestId('discount-tier');
    await expect(tiers).toHaveCount(4);
    await page.getByRole('button', { name: t('Add tier') }).click();
    const added = tiers.nth(4);
    await added.getByLabel(t('From (days)')).fill('30');
    await added.getByLabel(t('To (days)')).fill('60');
    await added.getByLabel(t('Discount (%)')).fill('25');
    const label = `E2E ${Date.now().toString(36)}`;
    await added.getByLabel(t('Label')).fill(label);
    await page.getByRole('button', { name: t('Save discount tiers') }).click();
    await expect(page.getByRole('alert').filter({ hasText: translatedMessage(lang, { ...SETTINGS_MESSAGES.overlap, values: { first: '8-31', second: '30-60' } }) })).toBeVisible();

    // Inactive, it may overlap: saved, and still there after a reload.
    await added.getByLabel(t('Active')).uncheck();
    await page.getByRole('button', { name: t('Save discount tiers') }).click();
    await expect(toast(page, t('Discount tiers saved'))).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(tiers).toHaveCount(5, { timeout: 20_000 });
    // Listed by their first day: 1, 2, 4, 8, then the new one.
    const saved = tiers.nth(4);
    await expect(saved.getByLabel(t('Label'))).toHaveValue(label);
    await expect(saved.getByLabel(t('From (days)'))).toHaveValue('30');
    await expect(saved.getByLabel(t('Active'))).not.toBeChecked();

    await saved.getByRole('button', { name: t('Remove tier {number}').replace('{number}', '5') }).click();
    await page.getByRole('button', { name: t('Save discount tiers') }).click();
    await expect(toast(page, t('Discount tiers saved'))).toBeVisible({ timeout: 20_000 });
    await expect(tiers).toHaveCount(4);
    const left = await withAdminSdk(async ({ db }) => (await db.collection('discounts').where('description', '==', label).get()).size);
    expect(left).toBe(0);
  } finally {
    await restoreSunday();
    await withAdminSdk(async ({ db }) => {
      const stray = await db.collection('discounts').where('isActive', '==', false).get();
      await Promise.all(stray.docs.filter((tier) => String(tier.get('description')).startsWith('E2E ')).map((tier) => tier.ref.delete()));
    });
  }
});

test.describe('as a customer', () => {
  test.use({ storageState: SIGNED_OUT });

  test('[de] a customer gets the access message on the settings page', async ({ page }) => {
    const user = await createFreshUser('settings-customer');
    await signIn(page, { lang: 'de', ...user });
    await page.goto(localizedPath('de', 'adminSettings'));
    await expectPage(page, 'adminSettings', 'de');
    await expect(page.getByText(translated('de', 'Access denied. Administrator privileges required.'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: translated('de', 'Address') })).toHaveCount(0);
  });
});

test('on a phone the settings fit the screen @mobile', async ({ page }) => {
  await openSettings(page, 'en');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('discount-tier').first()).toBeVisible();
});
