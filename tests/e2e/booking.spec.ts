/**
 * The car page's booking panel. The calendar disables
 * past and blocked days and never lets a range straddle a block; Book without
 * dates or pickup place shows the product's toasts and marks the fields, each
 * error clearing once fixed; the live price applies the discount tier, the
 * out-of-hours fee and the distance charge; Book goes to the order page with
 * the six booking parameters, Send request (on-request cars) to the contact
 * page. Cars come from the seeded demo fleet; blocked days are read from the
 * emulator, since the seed dates them relative to the day it ran.
 */
import { expect, test, type Locator, type Page } from './support/test';
import {
  addDays,
  earliestPickup,
  formatEUR,
  localizedPath,
  minNoticeHoursOf,
  todayIn,
  type Car,
  type Lang,
} from '../../domain/src/index';
import { SITE_SETTINGS } from '../../scripts/seed/business';
import { buildFleet } from '../../scripts/seed/fleet';
import { expectPage, expectPath } from './support/app';
import { blockedRanges, chooseDates, dayCell, freeRun, openCalendar } from './support/calendar';

const FLEET = buildFleet();
function seeded(id: string): Car {
  const car = FLEET.find((c) => c.id === id);
  if (!car) throw new Error(`No seeded car ${id}`);
  return car;
}

/** Ferrari 296 GTB: instant booking, 1,650 € a day, two seeded blocks ahead (days 9-11 and 18-21 after seeding). */
const FERRARI = seeded('VPiaM3deL9A66yg4i5Yb');
/** Lamborghini Urus S: bookable on request. */
const URUS = seeded('QvyjSHbb42HgUUREHvpm');

interface Words {
  dates: RegExp;
  pickupTime: string;
  pickupLocation: string;
  dropoffLocation: string;
  sameLocation: string;
  book: string;
  request: string;
  dateRequired: [string, string];
  pickupRequired: [string, string];
  discount4to7: string;
  earlyPickup: string;
  total: string;
}

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    dates: /^Rental dates/,
    pickupTime: 'Pickup time',
    pickupLocation: 'Pickup location',
    dropoffLocation: 'Dropoff location',
    sameLocation: 'Return to the same location',
    book: 'Book now',
    request: 'Send request',
    dateRequired: ['Date Required', 'Please select rental dates.'],
    pickupRequired: ['Pickup Location Required', 'Please select a pickup location.'],
    discount4to7: 'Discount (4–7 days · 10% off)',
    earlyPickup: 'Out-of-hours pickup',
    total: 'Total',
  },
  es: {
    dates: /^Fechas del alquiler/,
    pickupTime: 'Hora de recogida',
    pickupLocation: 'Lugar de recogida',
    dropoffLocation: 'Lugar de devolución',
    sameLocation: 'Devolver en el mismo lugar',
    book: 'Reservar ahora',
    request: 'Enviar solicitud',
    dateRequired: ['Fechas obligatorias', 'Selecciona las fechas del alquiler.'],
    pickupRequired: ['Lugar de recogida obligatorio', 'Selecciona un lugar de recogida.'],
    discount4to7: 'Descuento (4–7 días · 10 % de descuento)',
    earlyPickup: 'Recogida fuera de horario',
    total: 'Total',
  },
};

/** Amounts as the page writes them (non-breaking spaces included). */
const eur = (amount: number, lang: Lang) => formatEUR(amount, lang);

async function openCar(page: Page, lang: Lang, car: Car): Promise<Locator> {
  await page.goto(localizedPath(lang, 'car', car.id));
  await expectPage(page, 'car', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  const panel = page.locator('[data-booking-panel]');
  await expect(panel).toBeVisible();
  return panel;
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

/** The `dd` next to the `dt` with this text, inside the price summary. */
function priceRow(panel: Locator, label: string): Locator {
  return panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe('booking panel', () => {
  test('the calendar disables past and blocked days, and never lets a range straddle a block', async ({ page, request }) => {
    const ranges = await blockedRanges(request, FERRARI.id);
    const today = todayIn();
    const block = ranges.find((r) => r.startDate > addDays(today, 2));
    expect(block, 'the seeded Ferrari has a block at least three days ahead').toBeDefined();

    const panel = await openCar(page, 'en', FERRARI);
    const dialog = await openCalendar(page, panel, 'en');
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // The first day sold is today, or tomorrow once the minimum notice reaches past midnight on the coast.
    const first = earliestPickup(Date.now(), minNoticeHoursOf(SITE_SETTINGS)).date;
    await expect(await dayCell(page, dialog, 'en', first)).toBeEnabled();
    const dayBefore = addDays(first, -1);
    if (dayBefore.slice(0, 7) === first.slice(0, 7)) {
      await expect(await dayCell(page, dialog, 'en', dayBefore)).toBeDisabled();
    }
    await expect(await dayCell(page, dialog, 'en', block!.startDate)).toBeDisabled();
    await expect(await dayCell(page, dialog, 'en', block!.endDate)).toBeDisabled();
    const after = addDays(block!.endDate, 1);
    await expect(await dayCell(page, dialog, 'en', after)).toBeEnabled();

    // Once a start before the block is picked, the days beyond the block can no longer end the range.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openCalendar(page, panel, 'en');
    const start = addDays(block!.startDate, -2);
    await (await dayCell(page, again, 'en', start)).click();
    await expect(await dayCell(page, again, 'en', addDays(block!.startDate, -1))).toBeEnabled();
    await expect(await dayCell(page, again, 'en', after)).toBeDisabled();
  });

  for (const lang of ['en', 'es'] as const) {
    const w = WORDS[lang];

    test(`[${lang}] Book without dates or pickup place shows both errors; each clears once fixed`, async ({ page, request }) => {
      const start = freeRun(await blockedRanges(request, FERRARI.id), 2);
      const panel = await openCar(page, lang, FERRARI);
      await panel.getByRole('button', { name: w.book }).click();

      for (const [title, message] of [w.dateRequired, w.pickupRequired]) {
        const shown = toast(page, title);
        await expect(shown).toBeVisible();
        await expect(shown).toContainText(message);
      }
      const dates = panel.getByRole('button', { name: w.dates });
      const pickup = panel.getByRole('combobox', { name: w.pickupLocation });
      await expect(dates).toHaveAttribute('aria-invalid', 'true');
      await expect(dates).toHaveAccessibleDescription(w.dateRequired[1]);
      await expect(pickup).toHaveAttribute('aria-invalid', 'true');
      await expect(pickup).toHaveAccessibleDescription(w.pickupRequired[1]);
      await expect(page).toHaveURL(new RegExp(`${localizedPath(lang, 'car', FERRARI.id)}$`));

      await chooseDates(page, panel, lang, start, addDays(start, 1));
      await expect(dates).not.toHaveAttribute('aria-invalid', 'true');
      await expect(panel.getByText(w.dateRequired[1])).toHaveCount(0);
      await expect(pickup).toHaveAttribute('aria-invalid', 'true');

      await pickup.fill('Puerto Banús marina');
      await expect(pickup).not.toHaveAttribute('aria-invalid', 'true');
      await expect(panel.getByText(w.pickupRequired[1])).toHaveCount(0);
    });

    test(`[${lang}] four days take 10 % off, a 07:00 pickup adds 150 €, and Book goes to the order page`, async ({ page, request }) => {
      const start = freeRun(await blockedRanges(request, FERRARI.id), 4);
      const end = addDays(start, 3);
      const panel = await openCar(page, lang, FERRARI);
      await chooseDates(page, panel, lang, start, end);

      const base = FERRARI.dailyPrice * 4;
      const discount = base * 0.1;
      await expect(priceRow(panel, w.discount4to7)).toHaveText(`−${eur(discount, lang)}`);
      const total = panel.getByRole('status').filter({ hasText: w.total });
      await expect(total).toContainText(eur(base - discount, lang));
      await expect(panel.locator('dt', { hasText: w.earlyPickup })).toHaveCount(0);

      await panel.getByLabel(w.pickupTime).selectOption('07:00');
      await expect(priceRow(panel, w.earlyPickup)).toHaveText(`+${eur(150, lang)}`);
      await expect(total).toContainText(eur(base - discount + 150, lang));

      const pickup = panel.getByRole('combobox', { name: w.pickupLocation });
      await pickup.fill('Marbella Club Hotel');
      await pickup.press('Escape');
      await panel.getByRole('button', { name: w.book }).click();

      const query = new URLSearchParams({
        startDate: start,
        endDate: end,
        pickupTime: '07:00',
        dropoffTime: '18:00',
        pickupLocation: 'Marbella Club Hotel',
        dropoffLocation: 'Marbella Club Hotel',
      });
      await expectPath(page, `${localizedPath(lang, 'order', FERRARI.id)}?${query}`);
    });

    test(`[${lang}] an on-request car sends a request to the contact page with what was chosen`, async ({ page, request }) => {
      const start = freeRun(await blockedRanges(request, URUS.id), 3);
      const panel = await openCar(page, lang, URUS);
      await expect(panel.getByRole('button', { name: w.book })).toHaveCount(0);
      await chooseDates(page, panel, lang, start, addDays(start, 2));
      await panel.getByLabel(w.pickupTime).selectOption('09:00');

      await panel.getByRole('button', { name: w.request }).click();

      const query = new URLSearchParams({
        car: URUS.name,
        startDate: start,
        endDate: addDays(start, 2),
        pickupTime: '09:00',
        dropoffTime: '18:00',
        requestType: 'car_booking_request',
      });
      await expectPath(page, `${localizedPath(lang, 'contact')}?${query}`);
      await expectPage(page, 'contact', lang);
    });
  }

  test('an on-request car with nothing chosen still sends its name and the request type', async ({ page }) => {
    const panel = await openCar(page, 'en', URUS);
    await panel.getByRole('button', { name: 'Send request' }).click();
    const query = new URLSearchParams({ car: URUS.name, pickupTime: '10:00', dropoffTime: '18:00', requestType: 'car_booking_request' });
    await expectPath(page, `/en/contact?${query}`);
  });

  test('Contact us leads to the contact page about this car', async ({ page }) => {
    const panel = await openCar(page, 'es', FERRARI);
    await panel.getByRole('link', { name: 'Contacta con nosotros' }).click();
    await expectPath(page, `/es/contacto?${new URLSearchParams({ car: FERRARI.name })}`);
  });

  test('place suggestions: the showroom from one character, places from three, a check once complete', async ({ page }) => {
    const panel = await openCar(page, 'en', FERRARI);
    const pickup = panel.getByRole('combobox', { name: 'Pickup location' });
    await pickup.fill('M');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: /Collect at our showroom/ })).toBeVisible();
    await expect(pickup).not.toHaveAccessibleDescription(/Address complete/);

    await pickup.pressSequentially('arbella Cl');
    const hotel = list.getByRole('option', { name: /Marbella Club Hotel/ });
    await expect(hotel).toBeVisible();
    await hotel.click();
    await expect(pickup).toHaveValue('Marbella Club Hotel, Marbella, Spain');
    await expect(pickup).toHaveAccessibleDescription('Address complete');

    // The dropoff list needs three characters (that it asks nothing below them is the field's unit test).
    await panel.getByRole('checkbox', { name: 'Return to the same location' }).uncheck();
    const dropoff = panel.getByRole('combobox', { name: 'Dropoff location' });
    await dropoff.fill('Ma');
    await dropoff.pressSequentially('l');
    await expect(page.getByRole('listbox').getByRole('option', { name: /Collect at our showroom/ })).toBeVisible();

    // Picking the showroom counts as complete; the list closes shortly after the field loses focus.
    await page.getByRole('listbox').getByRole('option', { name: /Collect at our showroom/ }).click();
    await expect(dropoff).toHaveAccessibleDescription('Address complete');
    await dropoff.blur();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('returning elsewhere adds 3 € per km between pickup and dropoff, and beyond the free zone around the showroom', async ({ page, request }) => {
    const start = freeRun(await blockedRanges(request, FERRARI.id), 1);
    const panel = await openCar(page, 'en', FERRARI);
    await chooseDates(page, panel, 'en', start, start);
    const pickup = panel.getByRole('combobox', { name: 'Pickup location' });
    await pickup.fill('M');
    await page.getByRole('listbox').getByRole('option', { name: /Collect at our showroom/ }).click();
    await panel.getByRole('checkbox', { name: 'Return to the same location' }).uncheck();
    const dropoff = panel.getByRole('combobox', { name: 'Dropoff location' });
    await dropoff.fill('Málaga Airport');
    await dropoff.press('Escape');

    const row = panel.locator('dt', { hasText: /^Distance charge \(\d+(\.\d)? km × €3\)$/ });
    // Measured by the distance function once the typing rests.
    await expect(row).toBeVisible({ timeout: 15_000 });
    const km = Number(/\(([\d.]+) km/.exec((await row.textContent()) ?? '')?.[1]);
    expect(km).toBeGreaterThan(0);
    const charge = Math.round(km * 3 * 100) / 100;
    // The airport lies beyond the 15 km free zone: that stretch is charged too, on its own row (the showroom itself is free).
    const delivery = panel.locator('dt', { hasText: /^Delivery beyond the free zone \(\d+(\.\d)? km × €3\)$/ });
    await expect(delivery).toBeVisible();
    const beyond = Number(/\(([\d.]+) km/.exec((await delivery.textContent()) ?? '')?.[1]);
    expect(beyond).toBeCloseTo(km - 15, 1);
    const deliveryCharge = Math.round(beyond * 3 * 100) / 100;
    const decimals = Number.isInteger(charge) && Number.isInteger(deliveryCharge) ? 0 : 2;
    await expect(priceRow(panel, 'Distance charge')).toHaveText(`+${formatEUR(charge, 'en', decimals)}`);
    await expect(priceRow(panel, 'Delivery beyond the free zone')).toHaveText(`+${formatEUR(deliveryCharge, 'en', decimals)}`);
    await expect(panel.getByRole('status').filter({ hasText: 'Total' })).toContainText(
      formatEUR(FERRARI.dailyPrice + charge + deliveryCharge, 'en', decimals),
    );
  });

  test('one month at a time on a phone, and a booking goes through @mobile', async ({ page, request }) => {
    const start = freeRun(await blockedRanges(request, FERRARI.id), 4);
    const panel = await openCar(page, 'es', FERRARI);
    const dialog = await openCalendar(page, panel, 'es');
    await expect(dialog.getByRole('grid')).toHaveCount(1);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await (await dayCell(page, dialog, 'es', start)).click();
    await (await dayCell(page, dialog, 'es', addDays(start, 3))).click();
    await expect(dialog).toBeHidden();
    await expect(priceRow(panel, WORDS.es.discount4to7)).toBeVisible();

    const pickup = panel.getByRole('combobox', { name: 'Lugar de recogida' });
    await pickup.fill('Hotel Puente Romano');
    await pickup.press('Escape');
    await panel.getByRole('button', { name: 'Reservar ahora' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/pedido/${FERRARI.id}\\?startDate=${start}&`));
  });
});
