/**
 * The car manager. An admin blocks a car's days for
 * maintenance and the car page's calendar disables them at once; deleting the
 * block frees them again, live. Booking blocks show no delete control. The
 * block form's validation. Each run uses a car of its own (made with the
 * Admin SDK and removed afterwards), so other tests never see its blocks.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import { addDays, BLOCK_MESSAGES, localizedPath, todayIn, type Lang } from '../../domain/src/index';
import { buildBlock, buildCar, docData } from '../builders';
import { expectPage, tamperCallable } from './support/app';
import { dayCell, openCalendar } from './support/calendar';
import { ADMIN_STATE, translated, translatedMessage } from './support/auth';
import { expectAdminContent, toast, withAdminSdk } from './support/admin';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

test.describe.configure({ timeout: 120_000 });

const tag = randomBytes(3).toString('hex').toUpperCase();
const car = buildCar({
  id: `E2eBlk${randomBytes(7).toString('hex')}`,
  name: `Maserati MC20 ${tag}`,
  brand: 'Maserati',
  model: `MC20 ${tag}`,
  year: 2024,
  availabilityType: 'direct_booking',
});
const CAR_LABEL = `Maserati MC20 ${tag} 2024`;
const today = todayIn();
const booking = buildBlock({
  id: `e2e-booking-${tag}`,
  carId: car.id,
  blockType: 'booking',
  notes: `Paid order E2E${tag}`,
  createdBy: null,
  startDate: addDays(today, 40),
  endDate: addDays(today, 42),
});

// Hooks get their own time: on a busy emulator the Admin SDK's first writes can be slow.
test.beforeAll(async () => {
  test.setTimeout(90_000);
  await withAdminSdk(async ({ db }) => {
    await db.doc(`cars/${car.id}`).set(docData(car));
    await db.doc(`availabilityBlocks/${booking.id}`).set(docData(booking));
  });
});

test.afterAll(async () => {
  test.setTimeout(90_000);
  await withAdminSdk(async ({ db }) => {
    const blocks = await db.collection('availabilityBlocks').where('carId', '==', car.id).get();
    await Promise.all(blocks.docs.map((doc) => doc.ref.delete()));
    await db.recursiveDelete(db.doc(`cars/${car.id}`));
  });
});

const t = (lang: Lang, english: string) => translated(lang, english);

async function openCarManager(page: Page, lang: Lang): Promise<void> {
  await page.goto(localizedPath(lang, 'adminCars'));
  await expectPage(page, 'adminCars', lang);
  await expectAdminContent(page, t(lang, 'Block dates'));
  const select = page.getByRole('combobox', { name: t(lang, 'Car') });
  await select.fill(`MC20 ${tag}`);
  await page.getByRole('option', { name: new RegExp(`^${CAR_LABEL}`) }).click();
  await expect(select).toHaveValue(CAR_LABEL);
}

/** Types a day into a date field; every language here writes day, month, year. */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${date}${month}${year}`);
}

function blockItems(page: Page): Locator {
  return page.getByTestId('block');
}

/** The car page's booking calendar, open. */
async function openCarCalendar(page: Page): Promise<Locator> {
  await page.goto(localizedPath('en', 'car', car.id));
  await expectPage(page, 'car', 'en');
  return openCalendar(page, page.locator('[data-booking-panel]'), 'en');
}

test('an admin blocks days for maintenance, the car page disables them live, and deleting the block frees them', async ({ page, context }) => {
  const start = addDays(today, 20);
  const end = addDays(today, 22);
  await openCarManager(page, 'en');

  const carPage = await context.newPage();
  const calendar = await openCarCalendar(carPage);
  await expect(await dayCell(carPage, calendar, 'en', start)).toBeEnabled();

  await typeDay(page, 'Start date', start);
  await typeDay(page, 'End date', end);
  await page.getByRole('radio', { name: 'Maintenance' }).check();
  await page.getByRole('textbox', { name: 'Notes' }).fill(`Brake service ${tag}`);
  await page.getByRole('button', { name: 'Create Block' }).click();
  await expect(toast(page, 'Block Created')).toBeVisible({ timeout: 30_000 });

  const created = blockItems(page).filter({ hasText: `Brake service ${tag}` });
  await expect(created).toContainText('Maintenance');
  await expect(created).toContainText('3 days');
  await expect(created).toContainText('Created by you');
  // Ordered by start date: the new block comes before the booking six weeks out.
  await expect(blockItems(page).first()).toContainText(`Brake service ${tag}`);

  for (const day of [start, addDays(start, 1), end]) await expect(await dayCell(carPage, calendar, 'en', day)).toBeDisabled({ timeout: 30_000 });
  await expect(await dayCell(carPage, calendar, 'en', addDays(end, 1))).toBeEnabled();

  await created.getByRole('button', { name: /^Delete Maintenance block/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this block?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Block Deleted')).toBeVisible({ timeout: 30_000 });
  await expect(created).toHaveCount(0);

  for (const day of [start, end]) await expect(await dayCell(carPage, calendar, 'en', day)).toBeEnabled({ timeout: 30_000 });
});

test('booking blocks show no delete control; the form asks for both dates and an end after the start', async ({ page }) => {
  const lang = 'es';
  await openCarManager(page, lang);
  const bookingItem = blockItems(page).filter({ hasText: `Paid order E2E${tag}` });
  await expect(bookingItem).toContainText(t(lang, 'block type\u0004Booking'));
  await expect(bookingItem).toContainText(t(lang, 'Created by the booking system'));
  await expect(bookingItem.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: t(lang, 'Create Block') }).click();
  await expect(toast(page, translatedMessage(lang, BLOCK_MESSAGES.required))).toBeVisible();

  await typeDay(page, t(lang, 'Start date'), addDays(today, 30));
  await typeDay(page, t(lang, 'End date'), addDays(today, 28));
  await page.getByRole('button', { name: t(lang, 'Create Block') }).click();
  await expect(page.getByText(translatedMessage(lang, BLOCK_MESSAGES.endBeforeStart)).first()).toBeVisible();
  // Nothing was written: still only the booking block.
  await expect(blockItems(page)).toHaveCount(1);

  // Days a paid booking owns cannot be blocked: the server refuses and the toast names the clash.
  await typeDay(page, t(lang, 'Start date'), addDays(today, 38));
  await typeDay(page, t(lang, 'End date'), addDays(today, 41));
  await page.getByRole('button', { name: t(lang, 'Create Block') }).click();
  const refusal = toast(page, t(lang, 'Failed to create availability block'));
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText('Estas fechas coinciden con una reserva pagada');
  await expect(blockItems(page)).toHaveCount(1);

  // The server checks with the form's schema: a tampered request's refusal lands on the field it names.
  await tamperCallable(page, 'createBlock', (data) => ({ ...data, notes: 'n'.repeat(501) }));
  await typeDay(page, t(lang, 'Start date'), addDays(today, 60));
  await typeDay(page, t(lang, 'End date'), addDays(today, 61));
  await page.getByRole('button', { name: t(lang, 'Create Block') }).click();
  const notes = page.getByRole('textbox', { name: t(lang, 'Notes') });
  const notesTooLong = translatedMessage(lang, { ...BLOCK_MESSAGES.notesTooLong, values: { max: 500 } });
  await expect(notes).toHaveAccessibleDescription(notesTooLong, { timeout: 30_000 });
  await expect(notes).toBeFocused();
  await expect(toast(page, notesTooLong)).toBeVisible();
  await expect(blockItems(page)).toHaveCount(1);
});

test('on a phone the car manager lists the blocks as cards, booking blocks without delete @mobile', async ({ page }) => {
  await openCarManager(page, 'en');
  const bookingItem = blockItems(page).filter({ hasText: `Paid order E2E${tag}` });
  await expect(bookingItem).toBeVisible();
  await expect(bookingItem.getByRole('button')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing overflows the 390 px screen').toBeLessThanOrEqual(390);
});
