/**
 * The back office's order actions, as the demo admin, on orders
 * each test makes through the real checkout callable and webhook:
 * - [en] find an order by its number, write a note, resend the
 *   confirmation, cancel it with a partial refund (an amount above what was
 *   paid is refused first), see it all in the timeline, and see its days
 *   free again on the car page's calendar;
 * - [es, phone] hand the car over and take it back with their readings (a
 *   return odometer below the hand-over's refused on its field), and send
 *   the payment link of what the return owes.
 */
import { expect, test, type Page } from './support/test';
import { addDays, formatEUR, localizedPath, orderNumber, type Lang } from '../../domain/src/index';
import { expectPage } from './support/app';
import { ADMIN_STATE, DEMO_ADMIN, translated } from './support/auth';
import { expectAdminContent, toast } from './support/admin';
import { blockedRanges, dayCell, freeRun, openCalendar } from './support/calendar';
import { paidOrder } from './support/orders';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

/** Porsche 911 Turbo S Cabriolet: instant booking, used by no other browser test. */
const CAR_ID = 'OTv4eChVNGbOaMfU9yXB';

async function openOrder(page: Page, lang: Lang, sessionId: string) {
  const t = (text: string) => translated(lang, text);
  await page.goto(localizedPath(lang, 'adminOrders'));
  await expectPage(page, 'adminOrders', lang);
  await expectAdminContent(page, t('Orders'));
  const reference = orderNumber(sessionId);
  await page.getByRole('searchbox', { name: t('Search orders') }).fill(reference);
  await page.getByRole('button', { name: t('Open order {reference}').replace('{reference}', reference) }).click();
  const dialog = page.getByRole('dialog', { name: t('Order {reference}').replace('{reference}', reference) });
  await expect(dialog.getByRole('group', { name: t('Order actions') })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test.describe.configure({ mode: 'default' });

test('[en] an order found by its number is noted, confirmed again and cancelled with a partial refund; its days are free again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const startDate = freeRun(await blockedRanges(request, CAR_ID), 2, 30);
  const endDate = addDays(startDate, 1);
  const email = `order-actions-${Date.now()}@example.de`;
  const { sessionId, amountCents } = await paidOrder(request, { carId: CAR_ID, startDate, endDate, lang: 'de', email, name: 'Greta Wolf' });
  const dialog = await openOrder(page, 'en', sessionId);
  const timeline = dialog.getByTestId('order-timeline');
  await expect(timeline.locator('[data-kind="paid"]')).toContainText(formatEUR(amountCents / 100, 'en', 2));
  await expect(timeline.locator('[data-kind="mail"]').filter({ hasText: email })).toHaveCount(1);

  await dialog.getByLabel('Staff note').fill('Customer asked for a child seat.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.locator('[data-kind="note"]')).toContainText('Customer asked for a child seat.');
  await expect(timeline.locator('[data-kind="note"]')).toContainText(DEMO_ADMIN.email);

  await dialog.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(toast(page, 'Confirmation sent again')).toBeVisible({ timeout: 20_000 });
  await expect(timeline.locator('[data-kind="mail"]').filter({ hasText: email })).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Cancel order…' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order ${orderNumber(sessionId)}?` });
  // The language as the language menu names it.
  await expect(confirm).toContainText('e-mail in Deutsch');
  await confirm.getByRole('radio', { name: 'Partial refund' }).check();
  const amount = confirm.getByLabel('Amount to refund');
  await amount.fill(String(amountCents / 100 + 1));
  await confirm.getByRole('button', { name: /^Cancel and refund/ }).click();
  await expect(amount).toHaveAccessibleDescription(`At most ${formatEUR(amountCents / 100, 'en', 2)}, what the customer paid`);
  await expect(amount).toBeFocused();
  await amount.fill('150,50');
  await confirm.getByRole('button', { name: 'Cancel and refund €150.50' }).click();
  await expect(toast(page, `Order ${orderNumber(sessionId)} cancelled`)).toBeVisible({ timeout: 20_000 });
  await expect(confirm).toBeHidden();
  await expect(dialog).toContainText('This order was cancelled and €150.50 refunded.');
  await expect(timeline.locator('[data-kind="refunded"]')).toContainText('Refunded €150.50');
  await expect(timeline.locator('[data-kind="cancelled"]')).toContainText(DEMO_ADMIN.email);
  // The customer's notice, in German.
  await expect(timeline.locator('[data-kind="mail"]').filter({ hasText: 'storniert' })).toHaveCount(1);

  await page.goto(localizedPath('en', 'car', CAR_ID));
  await expectPage(page, 'car', 'en');
  const calendar = await openCalendar(page, page.locator('[data-booking-panel]'), 'en');
  for (const day of [startDate, endDate]) await expect(await dayCell(page, calendar, 'en', day)).toBeEnabled();
});

test('[es] on a phone the car is handed over and returned with its readings, and what the return owes is billed with a payment link @mobile', async ({ page, request }) => {
  test.setTimeout(120_000);
  const startDate = freeRun(await blockedRanges(request, CAR_ID), 1, 60);
  const email = `handover-${Date.now()}@example.es`;
  const { sessionId } = await paidOrder(request, { carId: CAR_ID, startDate, endDate: startDate, lang: 'es', email, name: 'Pablo Ruiz' });
  const t = (text: string) => translated('es', text);
  const dialog = await openOrder(page, 'es', sessionId);
  const timeline = dialog.getByTestId('order-timeline');

  await dialog.getByRole('button', { name: t('Record hand-over…') }).click();
  const out = page.getByRole('dialog').last();
  await out.getByLabel(t('Odometer (km)')).fill('12000');
  await out.getByLabel(t('Fuel level')).selectOption('8');
  await out.getByRole('button', { name: t('Record hand-over') }).click();
  // On a phone the toast shows at the top, clear of the dialogs' actions at the bottom, where the next tap goes.
  const recorded = toast(page, t('Hand-over recorded'));
  await expect(recorded).toBeVisible();
  const { y, height } = (await recorded.boundingBox())!;
  expect(y + height).toBeLessThan(page.viewportSize()!.height / 3);
  await expect(timeline.locator('[data-kind="handed-over"]')).toContainText(t('Car handed over'));
  await expect(timeline.locator('[data-kind="handed-over"]')).toContainText(/12[.\s\u202f]?000 km/);

  await dialog.getByRole('button', { name: t('Record return…') }).click();
  const back = page.getByRole('dialog').last();
  // Below the hand-over's odometer: refused on the field before anything is sent.
  await back.getByLabel(t('Odometer (km)')).fill('11999');
  await back.getByLabel(t('Fuel level')).selectOption('6');
  await back.getByRole('button', { name: t('Record return') }).click();
  await expect(back.getByLabel(t('Odometer (km)'))).toHaveAttribute('aria-invalid', 'true');
  // A day's included kilometres are at most a few hundred: 2,000 km more always owes something, shown before recording.
  await back.getByLabel(t('Odometer (km)')).fill('14000');
  await expect(back.getByText(new RegExp(t('Total owed: {total}').replace('{total}', '.+')))).toBeVisible();
  await back.getByRole('button', { name: t('Record return') }).click();
  await expect(timeline.locator('[data-kind="returned"]')).toContainText(DEMO_ADMIN.email);
  await expect(dialog.getByRole('button', { name: t('Record return…') })).toHaveCount(0);

  const bill = dialog.getByRole('button', { name: new RegExp(t('Send payment link for {owed}').replace('{owed}', '.+')) });
  await bill.click();
  await page.getByRole('dialog').last().getByRole('button', { name: t('Send the link') }).click();
  await expect(dialog.getByRole('link', { name: /test-checkout\/cs_/ })).toBeVisible();
  await expect(bill).toHaveCount(0);
  await expect(timeline.locator('[data-kind="charges-billed"]')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
