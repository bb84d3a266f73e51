/**
 * The order page. It shows the car, the handovers, the
 * rental period and a breakdown with cents; Pay Now with a missing name or a
 * malformed e-mail raises the product's toasts and sends nothing; a query without
 * usable dates says so and leads back to the car page; on a phone it is one
 * column. The payment success page follows the payment's status live. The
 * pay-through itself is checkout.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  addDays,
  formatEUR,
  FORM_MESSAGES,
  localizedPath,
  MAX_BOOKING_AHEAD_DAYS,
  MAX_RENTAL_DAYS,
  todayIn,
  type Car,
  type Lang,
} from '../../domain/src/index';
import { translatedMessage } from './support/auth';
import { buildFleet } from '../../scripts/seed/fleet';
import { expectPage, tamperCallable } from './support/app';
import { fillMainDriver } from './support/main-driver';

/** Ferrari 296 GTB: instant booking, 1,650 € a day. */
const FERRARI = (() => {
  const car = buildFleet().find((c) => c.id === 'VPiaM3deL9A66yg4i5Yb');
  if (!car) throw new Error('No seeded Ferrari 296 GTB');
  return car as Car;
})();

/** Lamborghini Urus S: bookable on request only. */
const URUS_ID = 'QvyjSHbb42HgUUREHvpm';

/** Far enough ahead to be free of the seeded blocks; the order page itself checks no calendar. */
const START = addDays(todayIn(), 120);
const END = addDays(START, 3);
const PLACE = 'Marbella Club Hotel';

function orderPath(lang: Lang, query: Record<string, string>): string {
  return `${localizedPath(lang, 'order', FERRARI.id)}?${new URLSearchParams(query)}`;
}

const FULL_QUERY = {
  startDate: START,
  endDate: END,
  pickupTime: '07:00',
  dropoffTime: '18:00',
  pickupLocation: PLACE,
  dropoffLocation: PLACE,
};

interface Words {
  fullName: string;
  email: string;
  phone: string;
  payNow: string;
  terms: RegExp;
  period: string;
  outOfHours: string;
  missing: [string, string];
  invalidEmail: [string, string];
  tooLong: string;
  noDates: string;
  pickDates: string;
}

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    payNow: 'Pay Now',
    terms: /I accept the rental terms and the privacy policy/,
    period: '4 days',
    outOfHours: 'Out-of-hours pickup',
    missing: ['Missing Information', 'Please fill in your name and email address.'],
    invalidEmail: ['Invalid Email', 'Please enter a valid email address.'],
    tooLong: FORM_MESSAGES.tooLong.message,
    noDates: 'Choose your rental dates first',
    pickDates: 'Pick dates on the car page',
  },
  es: {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    payNow: 'Pagar ahora',
    terms: /Acepto las condiciones de alquiler y la política de privacidad/,
    period: '4 días',
    outOfHours: 'Recogida fuera de horario',
    missing: ['Faltan datos', 'Introduce tu nombre y tu correo electrónico.'],
    invalidEmail: ['Correo electrónico no válido', 'Introduce un correo electrónico válido.'],
    tooLong: translatedMessage('es', FORM_MESSAGES.tooLong),
    noDates: 'Primero elige las fechas del alquiler',
    pickDates: 'Elegir fechas en la página del coche',
  },
};

/** How the summary writes a day, e.g. "Tue, Mar 21, 2027". */
function shownDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const eur = (amount: number, lang: Lang) => formatEUR(amount, lang, 2);

async function openOrder(page: Page, lang: Lang, query: Record<string, string> = FULL_QUERY) {
  await page.goto(orderPath(lang, query));
  await expectPage(page, 'order', lang);
  const summary = page.getByRole('complementary', { name: FERRARI.name });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  return summary;
}

function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}

test.describe('the order page', () => {
  for (const lang of ['en', 'es'] as const) {
    const w = WORDS[lang];

    test(`[${lang}] shows the car, the handovers, the rental period and a breakdown with cents`, async ({ page }) => {
      const summary = await openOrder(page, lang);
      await expect(summary).toContainText(`${FERRARI.brand} · ${FERRARI.model} · ${FERRARI.year}`);
      await expect(summary).toContainText(`${shownDay(START, lang)} · 07:00`);
      await expect(summary).toContainText(`${shownDay(END, lang)} · 18:00`);
      await expect(summary.getByText(PLACE)).toHaveCount(2);
      await expect(summary.getByTestId('rental-period')).toHaveText(w.period);

      const base = FERRARI.dailyPrice * 4;
      const discount = base * 0.1;
      const rows = summary.locator('dl dt');
      await expect(rows.filter({ hasText: w.outOfHours }).locator('xpath=following-sibling::dd[1]')).toHaveText(`+${eur(150, lang)}`);
      await expect(summary.getByText(`−${eur(discount, lang)}`)).toBeVisible();
      await expect(summary.getByRole('status').filter({ hasText: eur(base - discount + 150, lang) })).toBeVisible();
      await expect(summary.getByRole('button', { name: w.payNow })).toBeEnabled();
      await expect(page.getByRole('textbox', { name: w.phone })).toBeVisible();
    });

    test(`[${lang}] Pay Now without a name shows "${w.missing[0]}" and keeps the e-mail typed`, async ({ page }) => {
      const summary = await openOrder(page, lang);
      const email = page.getByRole('textbox', { name: w.email });
      await email.fill('ana@example.es');
      await summary.getByRole('button', { name: w.payNow }).click();

      await expect(toast(page, w.missing[0])).toContainText(w.missing[1]);
      const name = page.getByRole('textbox', { name: w.fullName });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('ana@example.es');
      await expect(page).toHaveURL(new RegExp(`/${lang === 'en' ? 'order' : 'pedido'}/${FERRARI.id}\\?`));
    });

    test(`[${lang}] Pay Now with a malformed e-mail shows "${w.invalidEmail[0]}"`, async ({ page }) => {
      const summary = await openOrder(page, lang);
      await page.getByRole('textbox', { name: w.fullName }).fill('Ana García');
      await page.getByRole('textbox', { name: w.email }).fill('ana@example');
      await summary.getByRole('button', { name: w.payNow }).click();

      await expect(toast(page, w.invalidEmail[0])).toContainText(w.invalidEmail[1]);
      await expect(page.getByRole('textbox', { name: w.email })).toBeFocused();
      await expect(page.getByRole('textbox', { name: w.fullName })).toHaveValue('Ana García');
    });

    test(`[${lang}] the server's refusal of a field shows on that field, and the customer stays to fix it`, async ({ page }) => {
      // A tampered browser sends a name the form would never let through; the real server refuses it.
      await tamperCallable(page, 'startCheckout', (data) => ({ ...data, customerName: 'A'.repeat(101) }));
      const summary = await openOrder(page, lang);
      const name = page.getByRole('textbox', { name: w.fullName });
      await name.fill('Ana García');
      await page.getByRole('textbox', { name: w.email }).fill('ana@example.es');
      await fillMainDriver(page, lang);
      await page.getByRole('checkbox', { name: w.terms }).check();
      await summary.getByRole('button', { name: w.payNow }).click();

      await expect(name).toHaveAccessibleDescription(w.tooLong, { timeout: 20_000 });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('Ana García');
      await expect(summary.getByRole('button', { name: w.payNow })).toBeEnabled();
      await expect(page).toHaveURL(new RegExp(`/${lang === 'en' ? 'order' : 'pedido'}/${FERRARI.id}\\?`));
    });

    test(`[${lang}] an order without dates asks for them and leads back to the car page`, async ({ page }) => {
      await page.goto(orderPath(lang, { pickupTime: '10:00', dropoffTime: '18:00', pickupLocation: PLACE }));
      await expectPage(page, 'order', lang);
      await expect(page.getByRole('heading', { name: w.noDates })).toBeVisible();
      await expect(page.getByRole('button', { name: w.payNow })).toHaveCount(0);
      await page.getByRole('link', { name: w.pickDates }).click();
      await expectPage(page, 'car', lang);
    });
  }

  test('[en] an unknown car, an on-request car and past dates each say so instead of offering Pay Now', async ({ page }) => {
    await page.goto(`${localizedPath('en', 'order', 'no-such-car-e2e')}?${new URLSearchParams(FULL_QUERY)}`);
    await expectPage(page, 'order', 'en');
    await expect(page.getByRole('heading', { name: 'Car not found' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Browse the fleet' })).toHaveAttribute('href', localizedPath('en', 'cars'));

    await page.goto(`${localizedPath('en', 'order', URUS_ID)}?${new URLSearchParams(FULL_QUERY)}`);
    await expect(page.getByRole('heading', { name: 'This car is booked on request' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-notice').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /\/en\/contact\?car=/);

    const past = { ...FULL_QUERY, startDate: addDays(todayIn(), -3), endDate: addDays(todayIn(), -1) };
    await page.goto(orderPath('en', past));
    await expect(page.getByRole('heading', { name: 'These dates have passed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  });

  test('[es] a stay over 90 days, a start over two years ahead and a same-day return before the pickup are refused before Pay Now', async ({ page }) => {
    const tooLong = { ...FULL_QUERY, endDate: addDays(START, MAX_RENTAL_DAYS) };
    await page.goto(orderPath('es', tooLong));
    await expect(page.getByRole('heading', { name: 'Este alquiler es demasiado largo para reservarlo en línea' })).toBeVisible();
    await expect(page.getByText(`Las reservas en línea duran hasta ${MAX_RENTAL_DAYS} días.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar ahora' })).toHaveCount(0);

    const farAhead = { ...FULL_QUERY, startDate: addDays(todayIn(), MAX_BOOKING_AHEAD_DAYS + 1), endDate: addDays(todayIn(), MAX_BOOKING_AHEAD_DAYS + 2) };
    await page.goto(orderPath('es', farAhead));
    await expect(page.getByRole('heading', { name: 'Estas fechas están demasiado lejos' })).toBeVisible();

    const sameDay = { ...FULL_QUERY, endDate: START, pickupTime: '14:00', dropoffTime: '10:00' };
    await page.goto(orderPath('es', sameDay));
    await expect(page.getByRole('heading', { name: 'Revisa la hora de devolución' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar ahora' })).toHaveCount(0);
  });

  test('one column on a phone: details first, then the summary with Pay Now, nothing wider than the screen @mobile', async ({ page }) => {
    const summary = await openOrder(page, 'es');
    const form = page.getByRole('region', { name: 'Tus datos' });
    const formBox = (await form.boundingBox())!;
    const summaryBox = (await summary.boundingBox())!;
    expect(summaryBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);
    expect(Math.abs(summaryBox.x - formBox.x)).toBeLessThan(2);
    expect(summaryBox.x + summaryBox.width).toBeLessThanOrEqual(390);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    await summary.getByRole('button', { name: 'Pagar ahora' }).click();
    await expect(toast(page, 'Faltan datos')).toBeVisible();
  });
});

const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-costa'}/databases/(default)/documents`;

/** Writes `paymentStatus/{sessionId}` as the webhook would (the emulator's owner token passes the rules). */
async function setPaymentStatus(request: APIRequestContext, sessionId: string, status: string) {
  const response = await request.patch(`${FIRESTORE}/paymentStatus/${sessionId}`, {
    headers: { Authorization: 'Bearer owner' },
    data: {
      fields: {
        status: { stringValue: status },
        orderNumber: { stringValue: sessionId.slice(-8).toUpperCase() },
        updatedAt: { integerValue: String(Date.now()) },
      },
    },
  });
  expect(response.ok(), 'the Firestore emulator takes the status').toBe(true);
}

test.describe('the payment success page', () => {
  test('[en] shows the order number and turns "confirming" into "received" when the webhook lands', async ({ page, request }) => {
    const sessionId = `cs_test_e2eorder${Date.now()}`;
    await setPaymentStatus(request, sessionId, 'pending');
    await page.goto(`/payment-success?session_id=${sessionId}`);
    await expectPage(page, 'payment-success', 'en');
    await expect(page.getByTestId('order-number')).toHaveText(sessionId.slice(-8).toUpperCase());
    const line = page.getByRole('status').filter({ hasText: /payment/i });
    await expect(line).toContainText('We are confirming your payment…');

    await setPaymentStatus(request, sessionId, 'paid');
    await expect(line).toContainText('Payment received — your booking is confirmed.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
  });

  test('[es] an expired payment says so and leads back to the cars', async ({ page, request }) => {
    const sessionId = `cs_test_e2eexpired${Date.now()}`;
    await setPaymentStatus(request, sessionId, 'expired');
    // The unprefixed page speaks the language named in its query (or the last one used).
    await page.goto(`/payment-success?session_id=${sessionId}&lang=es`);
    await expectPage(page, 'payment-success', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago no completado');
    await expect(page.getByRole('heading', { name: 'Próximos pasos' })).toHaveCount(0);
    await page.getByRole('link', { name: 'elegir un coche' }).click();
    await expectPage(page, 'cars', 'es');
  });
});
