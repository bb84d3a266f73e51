/**
 * The auth page. A new customer signs up (names kept in
 * the profile), signs out and signs in again; a signed-in visitor is sent on
 * to the account page; required fields and a wrong password give the product's
 * messages; the site's own reset and confirmation e-mails (queued in its
 * outbox) are in the page's language, the reset link opens reset mode there
 * and the new password signs in. Every test uses a fresh address, so the
 * suite can run again and again.
 */
import { expect, test, type Page } from './support/test';
import { AUTH_MESSAGES, FORM_MESSAGES, localizedPath, type Lang } from '../../domain/src/index';
import { expectPage, expectPath } from './support/app';
import {
  AUTH_WORDS,
  createFreshUser,
  accountMail,
  signIn,
  signInForm,
  translated,
  translatedMessage,
  uniqueEmail,
} from './support/auth';

// Sign-up and reset go through the Auth emulator several times; give a busy machine room.
test.describe.configure({ timeout: 90_000 });

function signUpForm(page: Page, lang: Lang) {
  return page.getByRole('tabpanel', { name: AUTH_WORDS[lang].signUpTab, exact: true });
}

async function openAuth(page: Page, lang: Lang) {
  await page.goto(localizedPath(lang, 'auth'));
  await expectPage(page, 'auth', lang);
}

function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

async function signOutFromMenu(page: Page, lang: Lang) {
  await page.getByRole('button', { name: translated(lang, 'Account menu') }).click();
  await page.getByRole('menuitem', { name: translated(lang, 'Sign out') }).click();
}

for (const lang of ['en', 'es'] as const) {
  test(`a new customer signs up, finds their names on the account page, signs out and signs in again (${lang})`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    const email = uniqueEmail('signup');
    const password = 'Marbella-2027';
    await openAuth(page, lang);

    await page.getByRole('tab', { name: AUTH_WORDS[lang].signUpTab, exact: true }).click();
    const form = signUpForm(page, lang);
    await form.getByRole('button', { name: t('Create account') }).click();
    await expect(form.getByRole('alert')).toHaveText(translatedMessage(lang, AUTH_MESSAGES.allRequired));

    await form.getByLabel(t('First name'), { exact: true }).fill('Lucía');
    await form.getByLabel(t('Last name'), { exact: true }).fill('Fernández');
    await form.getByLabel(AUTH_WORDS[lang].email, { exact: true }).fill(email);
    await form.getByLabel(AUTH_WORDS[lang].password, { exact: true }).fill(password);
    await form.getByRole('button', { name: t('Create account') }).click();

    await expect(toast(page, t('Check your email for the confirmation link!'))).toBeVisible({ timeout: 30_000 });
    await expectPage(page, 'account', lang);
    // The confirmation e-mail is the site's own, in the page's language, linking to its auth page.
    const confirmation = await accountMail(email, 'verify-email');
    expect(confirmation.lang).toBe(lang);
    expect(confirmation.link.pathname).toBe(localizedPath(lang, 'auth'));
    expect(confirmation.link.searchParams.get('mode')).toBe('verifyEmail');
    await expect(page.getByLabel(t('First name'))).toHaveValue('Lucía');
    await expect(page.getByLabel(t('Last name'))).toHaveValue('Fernández');
    await expect(page.getByLabel(AUTH_WORDS[lang].email, { exact: true })).toHaveValue(email);

    await signOutFromMenu(page, lang);
    await expect(toast(page, t('You have been signed out'))).toBeVisible({ timeout: 30_000 });
    await expectPage(page, 'auth', lang);
    await expect(page.getByTestId('sign-in-link')).toBeVisible();

    await signIn(page, { lang, email, password });
    await expect(toast(page, t('Successfully signed in!'))).toBeVisible();
    await expect(page.getByLabel(t('First name'))).toHaveValue('Lucía');

    // Signed in, the auth page is not for them any more.
    await page.goto(localizedPath(lang, 'auth'));
    await expectPage(page, 'account', lang);
    await expectPath(page, localizedPath(lang, 'account'));
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`signing in needs both fields, and a wrong password is refused with the product's message (${lang})`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    const user = await createFreshUser('wrong-password');
    await openAuth(page, lang);
    const form = signInForm(page, lang);
    const submit = form.getByRole('button', { name: AUTH_WORDS[lang].signIn, exact: true });

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(translatedMessage(lang, AUTH_MESSAGES.emailAndPasswordRequired));

    await form.getByLabel(AUTH_WORDS[lang].email, { exact: true }).fill(user.email);
    await form.getByLabel(AUTH_WORDS[lang].password, { exact: true }).fill('not-the-password');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('Invalid email or password. Please check your credentials.'), {
      timeout: 30_000,
    });
    await expectPage(page, 'auth', lang);
  });
}

test('signing up with an address that already has an account says to sign in instead (fr)', async ({ page }) => {
  const lang = 'fr';
  const t = (text: string) => translated(lang, text);
  const existing = await createFreshUser('taken');
  await openAuth(page, lang);
  await page.getByRole('tab', { name: AUTH_WORDS[lang].signUpTab, exact: true }).click();
  const form = signUpForm(page, lang);
  await form.getByLabel(t('First name'), { exact: true }).fill('Camille');
  await form.getByLabel(t('Last name'), { exact: true }).fill('Durand');
  await form.getByLabel(AUTH_WORDS[lang].email, { exact: true }).fill(existing.email);
  await form.getByLabel(AUTH_WORDS[lang].password, { exact: true }).fill('Another-pass-1');
  await form.getByRole('button', { name: t('Create account') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('An account with this email already exists. Please sign in instead.'), {
    timeout: 30_000,
  });
});

for (const lang of ['en', 'it'] as const) {
  test(`a forgotten password is reset through the e-mailed link, and the new one signs in (${lang})`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    const user = await createFreshUser('reset');
    const newPassword = 'Nuevo-Pass-2028';
    await openAuth(page, lang);

    await signInForm(page, lang).getByRole('button', { name: t('Forgot password?') }).click();
    await expect(page.getByRole('heading', { name: t('Reset your password') })).toBeFocused();
    const send = page.getByRole('button', { name: t('Send reset link') });
    await send.click();
    const address = page.getByLabel(AUTH_WORDS[lang].email, { exact: true });
    await expect(address).toHaveAccessibleDescription(translatedMessage(lang, FORM_MESSAGES.emailRequired));
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toBeFocused();

    await page.getByLabel(AUTH_WORDS[lang].email, { exact: true }).fill(user.email);
    const resetRequest = page.waitForRequest((request) => request.url().includes('/sendAccountMail'));
    await send.click();
    // The site writes the e-mail itself, in the language the request names.
    expect((await resetRequest).postDataJSON()).toEqual({ data: { kind: 'passwordReset', email: user.email, lang } });
    await expect(toast(page, t('Password reset email sent! Check your inbox.'))).toBeVisible({ timeout: 30_000 });

    // The e-mail is in the page's language and links back to the auth page in that language, in reset mode.
    const mail = await accountMail(user.email, 'password-reset');
    expect(mail.lang).toBe(lang);
    expect(mail.link.pathname).toBe(localizedPath(lang, 'auth'));
    expect(mail.link.searchParams.get('mode')).toBe('resetPassword');
    const code = mail.link.searchParams.get('oobCode');
    expect(code).toBeTruthy();

    await page.getByRole('button', { name: t('Back to sign in') }).click();
    await expect(signInForm(page, lang)).toBeVisible();

    await page.goto(`${localizedPath(lang, 'auth')}?mode=resetPassword&oobCode=${encodeURIComponent(code!)}`);
    await expectPage(page, 'auth', lang);
    await expect(page.getByRole('heading', { name: t('Choose a new password') })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(t('New password'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('Confirm new password'), { exact: true }).fill('something-else');
    await page.getByRole('button', { name: t('Save new password') }).click();
    const confirm = page.getByLabel(t('Confirm new password'), { exact: true });
    await expect(confirm).toHaveAccessibleDescription(translatedMessage(lang, AUTH_MESSAGES.passwordsDiffer));
    await expect(confirm).toBeFocused();
    await page.getByLabel(t('Confirm new password'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t('Save new password') }).click();
    await expect(toast(page, t('Your password has been changed. You can now sign in.'))).toBeVisible({ timeout: 30_000 });

    // Back on the sign-in form with the address filled in; the old password no longer works, the new one does.
    const form = signInForm(page, lang);
    await expect(form.getByLabel(AUTH_WORDS[lang].email, { exact: true })).toHaveValue(user.email);
    await form.getByLabel(AUTH_WORDS[lang].password, { exact: true }).fill(user.password);
    await form.getByRole('button', { name: AUTH_WORDS[lang].signIn, exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(t('Invalid email or password. Please check your credentials.'), {
      timeout: 30_000,
    });
    await signIn(page, { lang, email: user.email, password: newPassword });
  });
}

test('a used or broken reset link says so and offers a new one (en)', async ({ page }) => {
  await page.goto(`${localizedPath('en', 'auth')}?mode=resetPassword&oobCode=not-a-real-code`);
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Please request a new one.', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('the demo customer signs in on a phone @mobile', async ({ page }) => {
  await signIn(page, { lang: 'es', email: 'customer@costaprestige.com', password: 'Customer123!' });
  await expect(page.getByRole('tab', { name: translated('es', 'Details') })).toHaveAttribute('aria-selected', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the account page never scrolls sideways').toBeLessThanOrEqual(0);
});
