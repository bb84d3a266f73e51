/**
 * The account page. Visitors who are not signed in are sent to
 * the auth page; Details saves phone, names and address to the profile
 * (checked, and still there after a reload); Orders lists the customer's own
 * orders live with status and price; Payment keeps the product's empty state;
 * a heart on a car card puts the car in Favorites, where it can be removed.
 * Each test signs in as a fresh customer.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { AUTH_MESSAGES, formatEUR, localizedPath, orderNumber, priceBreakdown, PROFILE_MESSAGES, type Lang, type Order } from '../../domain/src/index';
import { expectPage, expectPath } from './support/app';
import { createFreshUser, signIn, translated, translatedMessage } from './support/auth';

test.describe.configure({ timeout: 90_000 });

/** An order as the server stores it (`orders/{id}` without the id), paid, for `uid`. */
function buildOrder({ uid, email }: { uid: string; email: string }) {
  const id = `e2e-order-${randomBytes(6).toString('hex')}`;
  const sessionId = `cs_test_e2e${randomBytes(10).toString('hex')}`;
  const booking = {
    startDate: '2031-06-10',
    endDate: '2031-06-13',
    pickupTime: '10:00',
    dropoffTime: '18:00',
    pickupLocation: 'Puerto Banús marina, Marbella',
    dropoffLocation: 'Puerto Banús marina, Marbella',
  };
  const price = priceBreakdown({
    dailyPrice: 1250,
    ...booking,
    distanceKm: 0,
    discounts: [{ id: 'tier', minDays: 4, maxDays: 7, discountPercentage: 10, description: '4-7 days', isActive: true }],
  });
  const data: Omit<Order, 'id'> = {
    uid,
    car: { id: 'e2eCar', name: 'Lamborghini Huracán EVO', brand: 'Lamborghini', model: 'Huracán EVO', year: 2023, dailyPrice: 1250, image: '' },
    customer: { name: 'E2E Customer', email, phone: '' },
    lang: 'en',
    price,
    status: 'paid',
    sessionId,
    createdAt: Date.now(),
    holdExpiresAt: Date.now() + 35 * 60_000,
    paidAt: Date.now(),
    ...booking,
  };
  return { id, data, reference: orderNumber(sessionId) };
}

async function signInFresh(page: Page, lang: Lang, label: string) {
  const user = await createFreshUser(label);
  await signIn(page, { lang, email: user.email, password: user.password });
  return user;
}

function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** Writes with the Admin SDK, as the server does (clients never write orders). */
async function withAdminDb<T>(run: (db: FirebaseFirestore.Firestore) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-costa' }, `account-e2e-${randomBytes(4).toString('hex')}`);
  try {
    return await run(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

for (const lang of ['en', 'fr'] as const) {
  test(`a visitor who is not signed in is sent from the account page to sign in (${lang})`, async ({ page }) => {
    await page.goto(localizedPath(lang, 'account'));
    await expectPage(page, 'auth', lang);
    await expectPath(page, localizedPath(lang, 'auth'));
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`account details are checked, saved and still there after a reload (${lang})`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    const user = await signInFresh(page, lang, 'details');
    const email = page.getByLabel(translated(lang, 'Email'), { exact: true });
    await expect(email).toHaveValue(user.email);
    await expect(email).toHaveAttribute('readonly', '');

    await page.getByLabel(t('Phone')).fill('call me maybe');
    await page.getByLabel(t('First name')).fill('Henrik');
    await page.getByLabel(t('Last name')).fill('');
    await page.getByRole('button', { name: t('Save Changes') }).click();
    await expect(page.getByLabel(t('Phone'))).toHaveAccessibleDescription(translatedMessage(lang, PROFILE_MESSAGES.phoneInvalid));
    await expect(page.getByLabel(t('Last name'))).toHaveAccessibleDescription(translatedMessage(lang, AUTH_MESSAGES.lastNameRequired));
    await expect(page.getByLabel(t('Phone'))).toBeFocused();

    await page.getByLabel(t('Phone')).fill('+34 600 123 456');
    await page.getByLabel(t('Last name')).fill('Lindqvist');
    await page.getByLabel(t('Address')).fill('Calle Ancha 12, 29601 Marbella');
    await page.getByRole('button', { name: t('Save Changes') }).click();
    await expect(toast(page, t('Your details have been saved.'))).toBeVisible({ timeout: 30_000 });

    await page.reload();
    await expectPage(page, 'account', lang);
    await expect(page.getByLabel(t('Phone'))).toHaveValue('+34 600 123 456');
    await expect(page.getByLabel(t('First name'))).toHaveValue('Henrik');
    await expect(page.getByLabel(t('Last name'))).toHaveValue('Lindqvist');
    await expect(page.getByLabel(t('Address'))).toHaveValue('Calle Ancha 12, 29601 Marbella');
  });
}

for (const lang of ['en', 'it'] as const) {
  test(`the Orders tab lists the customer's own orders, live, with status and total (${lang})`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    const user = await signInFresh(page, lang, 'orders');
    await page.getByRole('tab', { name: t('Orders') }).click();
    await expectPath(page, `${localizedPath(lang, 'account')}?tab=orders`);
    await expect(page.getByText(t('No orders found'))).toBeVisible({ timeout: 30_000 });

    const order = buildOrder({ uid: user.uid, email: user.email });
    const someoneElses = buildOrder({ uid: 'someone-else', email: 'other@example.com' });
    await withAdminDb(async (db) => {
      await db.collection('orders').doc(order.id).set(order.data);
      await db.collection('orders').doc(someoneElses.id).set(someoneElses.data);
    });

    // The list follows the server's writes without a reload.
    const card = page.getByRole('article', { name: `${t('Order {reference}').replace('{reference}', order.reference)}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-order-id]')).toHaveCount(1);
    await expect(card).toContainText(order.data.car.name);
    await expect(card).toContainText(t('Paid'));
    await expect(card).toContainText(order.data.pickupLocation);
    await expect(card).toContainText(formatEUR(order.data.price.totalPrice, lang, 2));

    await withAdminDb((db) => db.collection('orders').doc(order.id).update({ status: 'cancelled' }));
    await expect(card).toContainText(t('Cancelled'), { timeout: 30_000 });

    await page.reload();
    await expect(page.getByRole('tab', { name: t('Orders') })).toHaveAttribute('aria-selected', 'true');
  });
}

for (const lang of ['en', 'es'] as const) {
  test(`a heart on a car card puts the car in Favorites, where it can be removed (${lang})`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    await signInFresh(page, lang, 'favorites');
    await page.getByRole('tab', { name: t('Favorites') }).click();
    await expect(page.getByText(t('No favorite cars yet'))).toBeVisible({ timeout: 30_000 });

    await page.goto(localizedPath(lang, 'cars'));
    await expectPage(page, 'cars', lang);
    const card = page.locator('article.car-card').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const heart = card.getByRole('button', { name: t('Favorite: {name}').replace('{name}', name) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, t('Added {name} to your favorites').replace('{name}', name))).toBeVisible({ timeout: 30_000 });
    await expectPage(page, 'cars', lang);

    await page.goto(`${localizedPath(lang, 'account')}?tab=favorites`);
    const favorites = page.getByRole('list', { name: t('Favorite cars') });
    await expect(favorites.getByRole('link', { name })).toBeVisible({ timeout: 30_000 });
    await favorites.getByRole('button', { name: t('Favorite: {name}').replace('{name}', name) }).click();
    await expect(page.getByText(t('No favorite cars yet'))).toBeVisible({ timeout: 30_000 });
  });
}

test('a visitor who is not signed in is taken to sign in by the heart (en)', async ({ page }) => {
  await page.goto(localizedPath('en', 'cars'));
  await expectPage(page, 'cars', 'en');
  const heart = page.locator('article.car-card').first().getByTestId('favorite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Auth starts after the first paint; the heart knows the visitor is signed out once it has.
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await heart.click();
  await expectPage(page, 'auth', 'en');
  await expect(toast(page, 'Sign in to save your favorite cars.')).toBeVisible();
});

test("the Payment tab keeps the product's empty state and explains where cards go, on a phone @mobile", async ({ page }) => {
  const lang = 'de';
  const t = (text: string) => translated(lang, text);
  await signInFresh(page, lang, 'payment');
  const tabs = page.getByRole('tablist', { name: t('Account sections') });
  await expect(tabs).not.toHaveAttribute('aria-orientation', 'vertical');
  await tabs.getByRole('tab', { name: t('Payment') }).click();
  await expect(page.getByText(t('No payment methods saved'))).toBeVisible();
  await page.getByRole('button', { name: t('Add Payment Method') }).click();
  await expect(toast(page, t('Cards are not stored on our site'))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the account page never scrolls sideways').toBeLessThanOrEqual(0);
});
