/**
 * The admin area. Visitors and customers get the product's
 * access messages; an admin makes a signed-up user an admin by e-mail and
 * removes them again, and that user's open page follows both changes without
 * signing out; nobody can remove themself; the Add form's refusals. The
 * grant/revoke test works on a fresh account, never on the demo customer, so
 * it cannot disturb tests running beside it.
 */
import { expect, test, type Page } from './support/test';
import { ADMIN_FORM_MESSAGES, FORM_MESSAGES, localizedPath, type Lang } from '../../domain/src/index';
import { expectPage, tamperCallable } from './support/app';
import { createFreshUser, DEMO_ADMIN, DEMO_CUSTOMER, signIn, translated, translatedMessage } from './support/auth';
import { expectAdminContent, toast, withAdminSdk } from './support/admin';

test.describe.configure({ timeout: 120_000 });

const DENIED = 'Access denied. Administrator privileges required.';
const SIGN_IN_FIRST = 'You must be logged in as an administrator to access this page.';

async function openAdminPanel(page: Page, lang: Lang): Promise<void> {
  await signIn(page, { lang, ...DEMO_ADMIN });
  await page.goto(localizedPath(lang, 'admin'));
  await expectPage(page, 'admin', lang);
  await expectAdminContent(page, translated(lang, 'Add New Admin'));
}

test.describe('access to the admin area', () => {
  test('a visitor who is not signed in is asked to sign in as an administrator', async ({ page }) => {
    for (const lang of ['en', 'es'] as const) {
      await page.goto(localizedPath(lang, 'adminCars'));
      await expectPage(page, 'adminCars', lang);
      await expect(page.getByText(translated(lang, SIGN_IN_FIRST))).toBeVisible();
      await expect(page.getByRole('link', { name: translated(lang, 'Sign in'), exact: true }).last()).toHaveAttribute(
        'href',
        localizedPath(lang, 'auth'),
      );
      await expect(page.getByRole('heading', { name: translated(lang, 'Add New Admin') })).toHaveCount(0);
    }
  });

  test('a signed-in customer gets "access denied" on every admin page', async ({ page }) => {
    await signIn(page, { lang: 'en', ...DEMO_CUSTOMER });
    for (const [lang, key] of [['en', 'admin'], ['de', 'adminCars'], ['de', 'translate']] as const) {
      await page.goto(localizedPath(lang, key));
      await expectPage(page, key, lang);
      await expect(page.getByText(translated(lang, DENIED))).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: translated(lang, 'Back to Main Site') }).first()).toHaveAttribute(
        'href',
        localizedPath(lang, 'home'),
      );
    }
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('administrators', () => {
  test('an admin adds a signed-up user as admin and removes them again; their open page follows without signing out', async ({ page, browser }) => {
    // Two browsers sign in and a callable may start cold: more time than the others.
    test.setTimeout(180_000);
    const user = await createFreshUser('grant');
    const lastName = `Tester${user.uid.slice(0, 5)}`;
    const name = `Grace ${lastName}`;
    await withAdminSdk(({ db }) => db.doc(`profiles/${user.uid}`).set({ firstName: 'Grace', lastName, email: user.email }));
    const theirs = await browser.newContext();
    try {
      const theirPage = await theirs.newPage();
      await signIn(theirPage, { lang: 'en', email: user.email, password: user.password });
      await theirPage.goto(localizedPath('en', 'admin'));
      await expect(theirPage.getByText(DENIED)).toBeVisible({ timeout: 20_000 });

      await openAdminPanel(page, 'en');
      // Trimmed and lower-cased; Enter submits.
      const field = page.getByRole('textbox', { name: 'User email' });
      await field.fill(`  ${user.email.toUpperCase()}  `);
      await field.press('Enter');
      await expect(toast(page, `${name} is now an admin`)).toBeVisible({ timeout: 30_000 });
      await expect(field).toHaveValue('');
      const row = page.getByRole('table', { name: 'Administrators' }).getByRole('row').filter({ hasText: user.email });
      await expect(row).toContainText(name);
      await expect(row.getByText('Admin', { exact: true })).toBeVisible();

      // Their browser refreshes its token: the admin panel opens where "access denied" was.
      await expect(theirPage.getByRole('heading', { name: 'Add New Admin' })).toBeVisible({ timeout: 30_000 });

      await row.getByRole('button', { name: `Remove ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove admin privileges?' });
      await expect(dialog).toContainText(name);
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(toast(page, `Removed admin privileges from ${name}`)).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);

      await expect(theirPage.getByText(DENIED)).toBeVisible({ timeout: 30_000 });
    } finally {
      await theirs.close();
      await withAdminSdk(async ({ db, auth }) => {
        await db.doc(`roles/${user.uid}`).delete();
        await db.doc(`profiles/${user.uid}`).delete();
        await auth.deleteUser(user.uid).catch(() => undefined);
      });
    }
  });

  test('an admin cannot remove themself: Remove is disabled on their own row, with the reason', async ({ page }) => {
    const lang = 'es';
    await openAdminPanel(page, lang);
    const own = page.getByRole('table', { name: translated(lang, 'Administrators') }).getByRole('row').filter({ hasText: DEMO_ADMIN.email });
    const remove = own.getByRole('button', { name: translated(lang, 'Remove {name}').replace('{name}', 'Isabel Moreno') });
    await expect(remove).toBeDisabled();
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText(translated(lang, "You can't remove your own admin privileges"));
    await remove.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the Add form refuses an empty address, an unknown user and an existing admin with the product's messages", async ({ page }) => {
    const lang = 'de';
    const t = (english: string) => translated(lang, english);
    await openAdminPanel(page, lang);
    const field = page.getByRole('textbox', { name: t('User email') });
    await field.fill('   ');
    await page.getByRole('button', { name: t('Add Admin') }).click();
    await expect(field).toHaveAccessibleDescription(translatedMessage(lang, ADMIN_FORM_MESSAGES.emailRequired));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill('nobody-signed-up-here@example.com');
    await field.press('Enter');
    const notFound = toast(page, t('User not found. They must sign up first.'));
    await expect(notFound).toBeVisible({ timeout: 30_000 });
    await expect(notFound).toContainText(t('Failed to add admin'));

    await field.fill(DEMO_ADMIN.email);
    await field.press('Enter');
    await expect(toast(page, t('User is already an admin'))).toBeVisible({ timeout: 30_000 });

    // grantAdmin checks with the form's schema: a tampered request's refusal lands on the field.
    await tamperCallable(page, 'grantAdmin', () => ({ email: 'nobody@example' }));
    await field.fill('someone@example.com');
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription(translatedMessage(lang, FORM_MESSAGES.emailInvalid), { timeout: 30_000 });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('someone@example.com');
  });

  test('on a phone the administrators are cards, and Remove is disabled on their own @mobile', async ({ page }) => {
    await openAdminPanel(page, 'it');
    const list = page.getByRole('list', { name: translated('it', 'Administrators') });
    const own = list.getByRole('listitem').filter({ hasText: DEMO_ADMIN.email });
    await expect(own).toContainText('Isabel Moreno');
    await expect(own.getByRole('button', { name: translated('it', 'Remove {name}').replace('{name}', 'Isabel Moreno') })).toBeDisabled();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing overflows the 390 px screen').toBeLessThanOrEqual(390);
  });
});
