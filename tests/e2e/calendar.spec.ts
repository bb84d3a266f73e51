/**
 * The back office's fleet calendar, as the demo admin, on the
 * seeded data: a paid booking opens its order, a staff block shows its
 * details with a link to the car manager; on a phone, in German, the table
 * scrolls sideways inside its frame while the page keeps the screen's width,
 * and the month pages forward.
 */
import { expect, test } from './support/test';
import { addMonths, localizedPath, monthOfDay, orderReference, todayIn, type Order } from '../../domain/src/index';
import { expectPage } from './support/app';
import { ADMIN_STATE, translated } from './support/auth';
import { expectAdminContent, withAdminSdk } from './support/admin';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

/** The seeded booking and block as stored: the seed dates them from the day it ran, which a run across midnight would not recompute. */
async function seeded() {
  return withAdminSdk(async ({ db }) => {
    const [order, block] = await Promise.all([
      db.collection('orders').doc('demoOrderPaidMartin03').get(),
      db.collection('availabilityBlocks').doc('demoBlockUrusWedding').get(),
    ]);
    if (!order.exists || !block.exists) throw new Error('the seed has changed its demo orders or blocks');
    return {
      booked: { ...(order.data() as Omit<Order, 'id'>), id: order.id } as Order,
      wedding: block.data() as { carId: string; startDate: string; notes: string },
    };
  });
}

const calendarPath = (lang: 'en' | 'de', month: string) => `${localizedPath(lang, 'adminCalendar')}?month=${month}`;

test('[en] a paid booking opens its order; a staff block shows its details and links to the car manager', async ({ page }) => {
  const { booked, wedding } = await seeded();
  await page.goto(calendarPath('en', monthOfDay(booked.startDate)));
  await expectPage(page, 'adminCalendar', 'en');
  await expectAdminContent(page, 'Fleet calendar');
  const bookingBar = page.locator(`tr[data-car="${booked.car.id}"]`).getByRole('link', { name: new RegExp(`^${booked.car.name}, .*: Booked`) });
  await expect(bookingBar).toHaveAttribute('data-kind', 'booking', { timeout: 20_000 });
  await bookingBar.click();
  await expectPage(page, 'adminOrders', 'en');
  await expect(page.getByRole('dialog', { name: `Order ${orderReference(booked)}` })).toContainText(booked.customer.name, { timeout: 20_000 });

  await page.goto(calendarPath('en', monthOfDay(wedding.startDate)));
  const blockBar = page.locator(`tr[data-car="${wedding.carId}"]`).getByRole('button', { name: /: Blocked by staff\. Held for a wedding/ });
  await blockBar.click();
  const details = page.getByRole('dialog', { name: 'Blocked by staff' });
  await expect(details).toContainText(wedding.notes);
  await expect(details.getByRole('link', { name: 'Open in the car manager' })).toHaveAttribute('href', `/en/admin/cars?car=${wedding.carId}`);
});

test('[de] on a phone the calendar scrolls sideways in its frame and pages to the next month @mobile', async ({ page }) => {
  const t = (text: string) => translated('de', text);
  const month = monthOfDay(todayIn());
  await page.goto(calendarPath('de', month));
  await expectAdminContent(page, t('Fleet calendar'));
  const table = page.getByTestId('fleet-calendar');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: t('Legend') })).toContainText(t('Maintenance'));
  const frame = page.getByRole('region', { name: t('Fleet calendar, scrolls sideways') });
  const [frameWidth, tableWidth] = await frame.evaluate((element) => [element.clientWidth, element.scrollWidth]);
  expect(tableWidth).toBeGreaterThan(frameWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const next = addMonths(month, 1);
  const name = await page.evaluate(([y, m]) => new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1, 1)), [
    Number(next.slice(0, 4)),
    Number(next.slice(5)),
  ]);
  await page.getByRole('button', { name: t('Next month') }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]month=${next}`));
});
