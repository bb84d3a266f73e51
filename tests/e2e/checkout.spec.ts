/**
 * End to end in Spanish: pick dates on a car page, fill the order
 * page, pay on the local test checkout (which signs and posts the webhook
 * event as Stripe would), land on the payment success page showing the
 * order paid, find the confirmation e-mail in the outbox, and see the booked
 * days disabled on that car's calendar. The test removes its booking after.
 * A stay into the seeded high season is priced the same by the page and the server.
 */
import { expect, test, type APIRequestContext } from './support/test';
import {
  addDays,
  buildCarSlug,
  formatEUR,
  localizedPath,
  orderNumber,
  priceBreakdown,
} from '../../domain/src/index';
import { buildSeasons, DISCOUNT_TIERS } from '../../scripts/seed/business';
import { buildFleet } from '../../scripts/seed/fleet';
import { expectPage } from './support/app';
import { blockedRanges, chooseDates, dayCell, FIRESTORE_REST, freeRun, openCalendar } from './support/calendar';
import { fillMainDriver } from './support/main-driver';

/** BMW M5: instant booking, used by no other browser test. */
const CAR = buildFleet().find((car) => car.id === 'J58bqfgH2QAmG9lT2DHO')!;
const OWNER = { Authorization: 'Bearer owner' };

type Value = { stringValue?: string; integerValue?: string; mapValue?: { fields: Record<string, Value> } };

/** Documents of a collection whose string field equals `value`, read with the emulator's owner token. */
async function findDocs(request: APIRequestContext, collection: string, field: string, value: string) {
  const response = await request.post(`${FIRESTORE_REST}:runQuery`, {
    headers: OWNER,
    data: {
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    },
  });
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { document?: { name: string; fields: Record<string, Value> } }[];
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

test.describe.configure({ mode: 'serial' });

test('[es] a customer books a car, pays on the test checkout and the days are taken', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `lucia-${Date.now()}@example.com`;
  const start = freeRun(await blockedRanges(request, CAR.id), 3, 40);
  const end = addDays(start, 2);
  const created: string[] = [];

  try {
    await page.goto(localizedPath('es', 'car', CAR.id));
    await expectPage(page, 'car', 'es');
    const panel = page.locator('[data-booking-panel]');
    await chooseDates(page, panel, 'es', start, end);
    const pickup = panel.getByRole('combobox', { name: 'Lugar de recogida' });
    await pickup.fill('Marbella Club Hotel');
    await pickup.press('Escape');
    await panel.getByRole('button', { name: 'Reservar ahora' }).click();

    await expectPage(page, 'order', 'es');
    const total = priceBreakdown({
      dailyPrice: CAR.dailyPrice,
      startDate: start,
      endDate: end,
      pickupTime: '10:00',
      dropoffTime: '18:00',
      distanceKm: 0,
      discounts: DISCOUNT_TIERS,
    }).totalPrice;
    const amount = formatEUR(total, 'es', 2);
    await expect(page.getByText(amount).first()).toBeVisible();
    await page.getByLabel('Nombre completo').fill('Lucía Fernández');
    await page.getByLabel('Correo electrónico').fill(email);
    await fillMainDriver(page, 'es');
    await page.getByRole('checkbox', { name: /Acepto las condiciones de alquiler y la política de privacidad/ }).check();
    await page.getByRole('button', { name: 'Pagar ahora' }).click();

    // The local stand-in for Stripe's page, in the customer's language, with the server's total.
    await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('dd.total')).toHaveText(amount);
    const sessionId = page.url().slice(page.url().lastIndexOf('/') + 1);
    await page.getByRole('button', { name: `Pagar ${amount}` }).click();

    await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${sessionId}&lang=es$`));
    await expect(page.getByText('Pago recibido: tu reserva está confirmada.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(orderNumber(sessionId)).first()).toBeVisible();

    const [order] = await findDocs(request, 'orders', 'customer.email', email);
    expect(order?.fields.status?.stringValue).toBe('paid');
    const orderId = order!.name.slice(order!.name.lastIndexOf('/') + 1);
    created.push(`availabilityBlocks/${orderId}`, `cars/${CAR.id}/blockedRanges/${orderId}`);
    for (let day = start; day <= end; day = addDays(day, 1)) created.push(`holds/${CAR.id}_${day}`);

    const mails = await findDocs(request, 'mail', 'to', email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.fields.subject?.stringValue).toContain(orderNumber(sessionId));
    expect(mails[0]!.fields.lang?.stringValue).toBe('es');
    created.push(mails[0]!.name.slice(mails[0]!.name.indexOf('/documents/') + '/documents/'.length));

    await page.goto(localizedPath('es', 'car', CAR.id));
    await expectPage(page, 'car', 'es');
    const calendar = await openCalendar(page, page.locator('[data-booking-panel]'), 'es');
    for (const day of [start, addDays(start, 1), end]) {
      await expect(await dayCell(page, calendar, 'es', day)).toBeDisabled();
    }
  } finally {
    for (const path of created) await request.delete(`${FIRESTORE_REST}/${path}`, { headers: OWNER });
  }
});

test('[en] a stay into the high season: the calendar shows the dearer day, the panel a line per rate, and the server charges what the browser showed', async ({ page }) => {
  test.setTimeout(120_000);
  // The seeded fleet-wide high season starts on 1 July: two days before it, one in it.
  const high = buildSeasons(Date.now()).find((season) => season.scope === 'fleet')!;
  const start = addDays(high.startDate, -2);
  const end = high.startDate;
  const seasonal = { carId: CAR.id, category: CAR.category, seasons: buildSeasons(Date.now()) };
  const price = priceBreakdown({ dailyPrice: CAR.dailyPrice, startDate: start, endDate: end, pickupTime: '10:00', dropoffTime: '18:00', distanceKm: 0, discounts: DISCOUNT_TIERS, seasonal });
  const dearer = price.lines!.at(-1)!.dayPrice;
  expect(dearer).toBeGreaterThan(CAR.dailyPrice);
  const amount = formatEUR(price.totalPrice, 'en', 2);

  await page.goto(localizedPath('en', 'car', CAR.id));
  await expectPage(page, 'car', 'en');
  const panel = page.locator('[data-booking-panel]');
  const calendar = await openCalendar(page, panel, 'en');
  const first = await dayCell(page, calendar, 'en', end);
  await expect(first).toHaveAccessibleName(new RegExp(`, ${formatEUR(dearer, 'en').replace(/[.$]/g, '\\$&')} per day, High season$`));
  await expect(await dayCell(page, calendar, 'en', start)).toHaveAccessibleName(new RegExp(`, ${formatEUR(CAR.dailyPrice, 'en').replace(/[.$]/g, '\\$&')} per day$`));
  await page.keyboard.press('Escape');
  await chooseDates(page, panel, 'en', start, end);
  await expect(panel.locator('dt', { hasText: /^Standard rate: 2 days × / })).toHaveCount(1);
  await expect(panel.locator('dt', { hasText: /^High season(, weekends)?: 1 day × / })).toHaveCount(1);
  // Whole euros, or cents when some amount has them.
  await expect(panel.getByRole('status').filter({ hasText: 'Total' })).toContainText(amount.replace(/\.00$/, ''));

  const pickup = panel.getByRole('combobox', { name: 'Pickup location' });
  await pickup.fill('Marbella Club Hotel');
  await pickup.press('Escape');
  await panel.getByRole('button', { name: 'Book now' }).click();
  await expectPage(page, 'order', 'en');
  await expect(page.getByTestId('order-summary').getByRole('status')).toContainText(amount);
  await page.getByLabel('Full name').fill('Marta Vidal');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`marta-${Date.now()}@example.com`);
  await fillMainDriver(page, 'en');
  await page.getByRole('checkbox', { name: /I accept the rental terms and the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();

  // The server priced it again from the stored seasons: the payment page asks for the same amount.
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('dd.total')).toHaveText(amount);
  // Cancelling frees the days at once.
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expectPage(page, 'car', 'en');
});

test('[en] days a guest is paying for show as held to others; cancelling on the payment page frees them at once', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = `oliver-${Date.now()}@example.com`;
  const start = freeRun(await blockedRanges(request, CAR.id), 2, 60);
  const end = addDays(start, 1);
  const carPage = localizedPath('en', 'car', CAR.id);

  await page.goto(carPage);
  await expectPage(page, 'car', 'en');
  await chooseDates(page, page.locator('[data-booking-panel]'), 'en', start, end);
  const pickup = page.locator('[data-booking-panel]').getByRole('combobox', { name: 'Pickup location' });
  await pickup.fill('Marbella Club Hotel');
  await pickup.press('Escape');
  await page.locator('[data-booking-panel]').getByRole('button', { name: 'Book now' }).click();
  await expectPage(page, 'order', 'en');
  await page.getByLabel('Full name').fill('Oliver Hart');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await fillMainDriver(page, 'en');
  await page.getByRole('checkbox', { name: /I accept the rental terms and the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible({ timeout: 30_000 });

  // Another visitor, meanwhile: the days are taken for now, and the calendar says why.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(carPage);
    await expect(other.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 30_000 });
    await expect(other.locator('[data-held-days-note]')).toHaveText(/held by another guest who is paying right now/, { timeout: 30_000 });
    const calendar = await openCalendar(other, other.locator('[data-booking-panel]'), 'en');
    for (const day of [start, end]) await expect(await dayCell(other, calendar, 'en', day)).toBeDisabled();
  } finally {
    await elsewhere.close();
  }

  // The guest cancels: back on the car page, and the days can be chosen again at once.
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath('en', 'car', buildCarSlug(CAR.name, CAR.model, CAR.id))}$`));
  await expectPage(page, 'car', 'en');
  const [order] = await findDocs(request, 'orders', 'customer.email', email);
  expect(order?.fields.status?.stringValue).toBe('cancelled');
  await expect(page.locator('[data-held-days-note]')).toHaveCount(0);
  const calendar = await openCalendar(page, page.locator('[data-booking-panel]'), 'en');
  for (const day of [start, end]) await expect(await dayCell(page, calendar, 'en', day)).toBeEnabled();
  await request.delete(`${FIRESTORE_REST}/${order!.name.slice(order!.name.indexOf('/documents/') + '/documents/'.length)}`, { headers: OWNER });
});
