/**
 * The back office's orders, as the demo admin, on the seeded demo
 * orders: find one by its number and open it (a link and a reload keep it
 * open), filter by status, look a customer's orders up by e-mail and an
 * order up by its number whatever the filters; on a phone
 * the list is cards that fit the screen. Other browser tests add orders
 * meanwhile, so each check narrows the list first.
 */
import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { formatEUR, localizedPath, orderReference, type Invoice, type Lang, type Order } from '../../domain/src/index';
import { DEMO_CUSTOMER } from '../../scripts/seed/accounts';
import { buildFleet } from '../../scripts/seed/fleet';
import { buildOrders } from '../../scripts/seed/orders';
import { expectPage } from './support/app';
import { ADMIN_STATE, translated } from './support/auth';
import { expectAdminContent, withAdminSdk } from './support/admin';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

const [paid, expired] = buildOrders(buildFleet());
if (!paid || !expired || paid.status !== 'paid' || expired.status !== 'expired') throw new Error('the seed has changed its demo orders');

async function openOrders(page: Page, lang: Lang): Promise<void> {
  await page.goto(localizedPath(lang, 'adminOrders'));
  await expectPage(page, 'adminOrders', lang);
  await expectAdminContent(page, translated(lang, 'Orders'));
  await expect(page.getByTestId('admin-order').first()).toBeVisible({ timeout: 20_000 });
}

const search = (page: Page, lang: Lang) => page.getByRole('searchbox', { name: translated(lang, 'Search orders') });

for (const lang of ['en', 'es'] as const) {
  test(`[${lang}] an order is found by its number and opened; a reload keeps it open`, async ({ page }) => {
    const t = (text: string) => translated(lang, text);
    await openOrders(page, lang);
    const reference = orderReference(paid);
    await search(page, lang).fill(reference.toLowerCase());
    const rows = page.getByTestId('admin-order');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(paid.customer.name);
    await expect(rows).toContainText(formatEUR(paid.price.totalPrice, lang, 2));

    await rows.getByRole('button', { name: t('Open order {reference}').replace('{reference}', reference) }).click();
    const dialog = page.getByRole('dialog', { name: t('Order {reference}').replace('{reference}', reference) });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('link', { name: DEMO_CUSTOMER.email })).toHaveAttribute('href', `mailto:${DEMO_CUSTOMER.email}`);
    await expect(dialog).toContainText(paid.car.name);
    await expect(page).toHaveURL(new RegExp(`[?&]order=${paid.id}`));

    await page.reload();
    await expect(page.getByRole('dialog', { name: t('Order {reference}').replace('{reference}', reference) })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: t('Close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]order=/);
  });
}

test("[de] a refunded order shows its invoice and the rectifying invoice, and each PDF downloads", async ({ page }) => {
  const lang = 'de';
  const t = (text: string) => translated(lang, text);
  const { order, invoices } = await withAdminSdk(async ({ db }) => {
    const id = 'demoOrderCancelledKeller04';
    const stored = (await db.collection('orders').doc(id).get()).data() as Omit<Order, 'id'> | undefined;
    const issued = (await db.collection('invoices').where('orderId', '==', id).get()).docs.map((doc) => doc.data() as Omit<Invoice, 'id'>);
    return { order: stored && { ...stored, id }, invoices: issued.sort((a, b) => a.issuedAt - b.issuedAt) };
  });
  if (!order || invoices.length !== 2) throw new Error('the seed has changed its refunded demo order');
  const [original, rectifying] = invoices as [Omit<Invoice, 'id'>, Omit<Invoice, 'id'>];
  const reference = orderReference(order);
  await openOrders(page, lang);
  await search(page, lang).fill(`#${reference}`);
  await page.getByRole('button', { name: t('Open order {reference}').replace('{reference}', reference) }).click();
  const dialog = page.getByRole('dialog', { name: t('Order {reference}').replace('{reference}', reference) });
  const section = dialog.getByRole('region', { name: t('Invoices') });
  const rows = section.getByRole('listitem');
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  await expect(rows.first()).toContainText(original.number);
  await expect(rows.last()).toContainText(rectifying.number);
  await expect(rows.last()).toContainText(t('Rectifying invoice'));
  await expect(rows.last()).toContainText(formatEUR(rectifying.totalCents / 100, lang, 2));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: t('Download PDF {number}').replace('{number}', rectifying.number) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${rectifying.number}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('[es] the status filter and an e-mail look-up narrow the list', async ({ page }) => {
  const lang = 'es';
  await openOrders(page, lang);
  await search(page, lang).fill(DEMO_CUSTOMER.email.toUpperCase());
  const rows = page.getByTestId('admin-order');
  await expect(rows.filter({ hasText: orderReference(paid) })).toHaveCount(1);
  await expect(rows.filter({ hasText: orderReference(expired) })).toHaveCount(1);

  await page.getByRole('combobox', { name: translated(lang, 'Status') }).click();
  await page.getByRole('option', { name: translated(lang, 'Expired') }).click();
  await expect(rows.filter({ hasText: orderReference(expired) })).toHaveCount(1);
  await expect(rows.filter({ hasText: orderReference(paid) })).toHaveCount(0);
  for (const row of await rows.all()) await expect(row).toContainText(DEMO_CUSTOMER.email);

  // A number names one order: it is looked up across all orders, whatever the status filter says.
  await search(page, lang).fill(`#${orderReference(paid)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(paid.customer.name);
});

test('[en] the car and pickup-day filters narrow the list to the rentals of that car on those days', async ({ page }) => {
  // As stored: the seed dates it from the day it ran, which a run across midnight would not recompute.
  const martin = await withAdminSdk(async ({ db }) => (await db.collection('orders').doc('demoOrderPaidMartin03').get()).data() as Order | undefined);
  if (!martin) throw new Error('the seed has changed its demo orders');
  martin.id = 'demoOrderPaidMartin03';
  await openOrders(page, 'en');
  await page.getByRole('combobox', { name: 'Car' }).click();
  await page.getByRole('option', { name: martin.car.name, exact: true }).click();
  await page.getByLabel('Pickup from').fill(martin.startDate);
  await page.getByLabel('Pickup until').fill(martin.startDate);
  const rows = page.getByTestId('admin-order');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(orderReference(martin));
  await expect(page.getByRole('status').filter({ hasText: '1 order shown, by pickup day.' })).toBeVisible();
  // A day later: none.
  await page.getByLabel('Pickup from').fill(martin.endDate);
  await page.getByLabel('Pickup until').fill(martin.endDate);
  await expect(page.getByText('No orders match.')).toBeVisible();
});

test('on a phone the orders are cards that fit the screen @mobile', async ({ page }) => {
  await openOrders(page, 'en');
  await search(page, 'en').fill(orderReference(paid));
  await expect(page.getByTestId('admin-order')).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
