/**
 * A customer managing their own booking, as a guest, on orders each test
 * makes through the real checkout callable and webhook:
 * - [es] from the confirmation mail's link: the booking, the free
 *   cancellation and its amount, then cancelling after confirming, and the
 *   page showing it cancelled and refunded;
 * - [de] without the link: the order number and address ask for a new one,
 *   whose mail opens the same booking.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { addDays, formatEUR, localizedPath, orderNumber, type Lang } from '../../domain/src/index';
import { expectPage } from './support/app';
import { translated } from './support/auth';
import { toast, withAdminSdk } from './support/admin';
import { blockedRanges, freeRun } from './support/calendar';
import { paidOrder } from './support/orders';

/** BMW M8 Competition Convertible: instant booking, used by no other browser test. */
const CAR_ID = 'bQW1FaruHMsDnDWknNVO';

/** The path and fragment of the newest mail of `kind` to `email` that carries a manage link. */
async function manageLink(email: string, kind: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = await withAdminSdk(async ({ db }) => (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data()));
      const text = mails.filter((mail) => mail.kind === kind).map((mail) => String(mail.text)).pop() ?? '';
      link = /https?:\/\/[^/\s]+(\/[^\s#]+#t=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

test.describe.configure({ mode: 'default' });

test('[es] from the confirmation link, a guest sees the free cancellation, cancels, and sees the refund', async ({ page, request }) => {
  test.setTimeout(90_000);
  const lang: Lang = 'es';
  const t = (text: string) => translated(lang, text);
  const startDate = freeRun(await blockedRanges(request, CAR_ID), 2, 40);
  const email = `manage-es-${Date.now()}@example.es`;
  const { sessionId, amountCents } = await paidOrder(request, { carId: CAR_ID, startDate, endDate: addDays(startDate, 1), lang, email, name: 'Lucía Ortega' });
  const link = await manageLink(email, 'order-confirmation');
  expect(link.startsWith(localizedPath(lang, 'manageBooking'))).toBe(true);

  await page.goto(link);
  await expectPage(page, 'manageBooking', lang);
  const reference = orderNumber(sessionId);
  const amount = formatEUR(amountCents / 100, lang, 2);
  await expect(page.getByRole('article', { name: t('Order {reference}').replace('{reference}', reference) })).toBeVisible();
  const cancellation = page.getByRole('region', { name: t('Cancellation') });
  await expect(cancellation).toContainText(amount);

  // Its invoice, issued as it was paid, downloads as a PDF.
  const invoices = page.getByRole('region', { name: t('Invoices') }).getByTestId('invoice');
  await expect(invoices).toHaveCount(1);
  await expect(invoices).toContainText(amount);
  const [download] = await Promise.all([page.waitForEvent('download'), invoices.getByRole('button').click()]);
  expect(download.suggestedFilename()).toMatch(/^F-\d{4}-\d{5}\.pdf$/);
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await cancellation.getByRole('button', { name: t('Cancel booking') }).click();
  const dialog = page.getByRole('dialog', { name: t('Cancel booking {reference}?').replace('{reference}', reference) });
  await expect(dialog).toContainText(amount);
  await dialog.getByRole('button', { name: t('Cancel booking') }).click();
  await expect(toast(page, t('Booking {reference} cancelled').replace('{reference}', reference))).toBeVisible();
  await expect(cancellation).toContainText(t('This booking is cancelled. {refunded} was refunded to your card.').replace('{refunded}', amount));
  await expect(cancellation.getByRole('button')).toHaveCount(0);
  // The refund's rectifying invoice follows the invoice.
  await expect(invoices).toHaveCount(2);
  await expect(invoices.last()).toContainText(t('Rectifying invoice'));
  await expect(invoices.last()).toContainText(formatEUR(-amountCents / 100, lang, 2));
});

test('[de] without the link, the order number and address bring a new one that opens the booking', async ({ page, request }) => {
  test.setTimeout(90_000);
  const lang: Lang = 'de';
  const t = (text: string) => translated(lang, text);
  const startDate = freeRun(await blockedRanges(request, CAR_ID), 2, 60);
  const email = `manage-de-${Date.now()}@example.de`;
  const { sessionId } = await paidOrder(request, { carId: CAR_ID, startDate, endDate: addDays(startDate, 1), lang, email, name: 'Jonas Becker' });
  const reference = orderNumber(sessionId);

  await page.goto(localizedPath(lang, 'manageBooking'));
  await expectPage(page, 'manageBooking', lang);
  await page.getByRole('textbox', { name: t('Order number') }).fill(reference.toLowerCase());
  await page.getByRole('textbox', { name: t('Email') }).fill(email);
  await page.getByRole('button', { name: t('Send me the link') }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  await page.goto(await manageLink(email, 'manage-link'));
  await expect(page.getByRole('article', { name: t('Order {reference}').replace('{reference}', reference) })).toBeVisible();
  await expect(page.getByRole('region', { name: t('Cancellation') }).getByRole('button', { name: t('Cancel booking') })).toBeVisible();
});
