/**
 * The back office's inbox, as the demo admin: a message is
 * answered by e-mail (in the customer's language, through the outbox) and
 * turns answered, and can be marked new again; a booking request shows what
 * the customer chose, and an empty reply is refused at the field; a booking
 * offered from a request reaches the customer as a payment link, which pays
 * on the test checkout and books the days. Each test files its own message,
 * so the seeded ones stay as they are.
 */
import { expect, test, type Page } from './support/test';
import { addDays, localizedPath, REPLY_MESSAGES, type InboxCollection, type Lang } from '../../domain/src/index';
import { blockedRanges, freeRun, heldRanges } from './support/calendar';
import { expectPage } from './support/app';
import { ADMIN_STATE, translated } from './support/auth';
import { expectAdminContent, toast, withAdminSdk } from './support/admin';

// Starts as the demo admin, signed in once per run (admin.setup.ts).
test.use({ storageState: ADMIN_STATE });

test.describe.configure({ timeout: 90_000 });

async function fileMessage(collection: InboxCollection, fields: Record<string, unknown>): Promise<{ id: string; name: string; email: string }> {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Giulia Rossi ${tag}`;
  const email = `giulia.${tag}@example.it`;
  const id = await withAdminSdk(async ({ db }) => {
    const ref = await db.collection(collection).add({ name, email, phone: '+39 333 123 4567', subject: null, lang: 'it', status: 'new', createdAt: Date.now(), ...fields });
    return ref.id;
  });
  return { id, name, email };
}

async function cleanUp(collection: InboxCollection, id: string, email: string): Promise<void> {
  await withAdminSdk(async ({ db }) => {
    const mails = await db.collection('mail').where('to', '==', email).get();
    await Promise.all([db.collection(collection).doc(id).delete(), ...mails.docs.map((doc) => doc.ref.delete())]);
  });
}

async function openInbox(page: Page, lang: Lang): Promise<void> {
  await page.goto(localizedPath(lang, 'adminInbox'));
  await expectPage(page, 'adminInbox', lang);
  await expectAdminContent(page, translated(lang, 'Inbox'));
}

test('[es] a message is answered by e-mail in the customer’s language and turns answered; it can be marked new again', async ({ page }) => {
  const lang = 'es';
  const t = (text: string) => translated(lang, text);
  const message = await fileMessage('contactRequests', { subject: 'Consegna a Sotogrande', message: 'Consegnate la Roma a Sotogrande?' });
  try {
    await openInbox(page, lang);
    await page.getByRole('button', { name: t('Open the message from {name}').replace('{name}', message.name) }).click();
    const dialog = page.getByRole('dialog', { name: t('Message from {name}').replace('{name}', message.name) });
    await expect(dialog).toContainText('Consegnate la Roma a Sotogrande?');
    await dialog.getByRole('textbox', { name: t('Your reply') }).fill('Sì, consegniamo a Sotogrande senza costi aggiuntivi.');
    await dialog.getByRole('button', { name: t('Send reply') }).click();
    await expect(toast(page, t('Reply sent'))).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(t('Answered.'))).toBeVisible({ timeout: 20_000 });

    const mails = await withAdminSdk(async ({ db }) => (await db.collection('mail').where('to', '==', message.email).get()).docs.map((doc) => doc.data()));
    expect(mails).toEqual([expect.objectContaining({ kind: 'reply', lang: 'it', subject: 'Re: Consegna a Sotogrande' })]);
    expect(mails[0]!.text).toContain('Sì, consegniamo a Sotogrande');

    await dialog.getByRole('button', { name: t('Mark as new') }).click();
    await expect(dialog.getByRole('button', { name: t('Mark as answered') })).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: t('Close') }).click();
    await expect(page.getByTestId('inbox-item').filter({ hasText: message.name })).toContainText(t('New'));
  } finally {
    await cleanUp('contactRequests', message.id, message.email);
  }
});

test('[en] a booking request shows what the customer chose; an empty reply is refused at the field', async ({ page }) => {
  const request = await fileMessage('bookingRequests', {
    car: 'Lamborghini Urus S',
    message: 'Vorrei prenotare la Urus.',
    startDate: '2027-07-01',
    endDate: '2027-07-04',
    pickupLocation: 'Málaga Airport (AGP)',
  });
  try {
    await openInbox(page, 'en');
    await page.getByRole('button', { name: `Open the message from ${request.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking request from ${request.name}` });
    await expect(dialog).toContainText('Lamborghini Urus S');
    await expect(dialog).toContainText('2027-07-01 – 2027-07-04');
    await expect(dialog).toContainText('Málaga Airport (AGP)');
    await expect(dialog.getByRole('link', { name: request.email })).toHaveAttribute('href', `mailto:${request.email}`);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    const reply = dialog.getByRole('textbox', { name: 'Your reply' });
    await expect(reply).toHaveAccessibleDescription(REPLY_MESSAGES.required.message);
    await expect(reply).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`[?&]item=bookingRequests%2F${request.id}|[?&]item=bookingRequests/${request.id}`));
  } finally {
    await cleanUp('bookingRequests', request.id, request.email);
  }
});

/** The Lamborghini Urus S: booked on request. */
const URUS = 'QvyjSHbb42HgUUREHvpm';

test('[es] a booking offered from a request is paid by the customer on the test checkout, and its days are booked', async ({ page, request: api }) => {
  const lang = 'es';
  const t = (text: string) => translated(lang, text);
  // Free of bookings, blocks and days held for a payment under way (an offer of an earlier run holds them a day).
  const startDate = freeRun([...(await blockedRanges(api, URUS)), ...(await heldRanges(api, URUS))], 3, 120);
  const endDate = addDays(startDate, 2);
  const asked = await fileMessage('bookingRequests', {
    car: 'Lamborghini Urus S',
    message: 'Vorrei la Urus per tre giorni.',
    lang: 'en',
    startDate,
    endDate,
    pickupTime: '11:00',
    dropoffTime: '17:00',
    pickupLocation: 'Puerto Banús, Marbella',
  });
  try {
    await openInbox(page, lang);
    await page.getByRole('button', { name: t('Open the message from {name}').replace('{name}', asked.name) }).click();
    const dialog = page.getByRole('dialog', { name: t('Booking request from {name}').replace('{name}', asked.name) });
    await dialog.getByRole('button', { name: t('Offer a booking…') }).click();
    const form = page.getByRole('dialog', { name: t('Offer a booking') });
    // The request's car, dates, times and place come filled in.
    await expect(form.getByRole('combobox', { name: t('Car') })).toHaveText('Lamborghini Urus S');
    await expect(form.getByLabel(t('Pickup date'))).toHaveValue(startDate);
    await expect(form.getByLabel(t('Return place'))).toHaveValue('Puerto Banús, Marbella');
    await form.getByLabel(t('Total in euros (optional)')).fill('4200');
    await form.getByRole('button', { name: t('Send the offer') }).click();
    await expect(toast(page, t('Offer sent'))).toBeVisible({ timeout: 30_000 });
    // The request now names its offer (the link inside a longer message: its Spanish words).
    await expect(dialog.getByRole('link', { name: 'Abrir el pedido' })).toBeVisible({ timeout: 20_000 });

    // The customer's e-mail, in English, carries the payment link.
    const mail = await withAdminSdk(async ({ db }) => (await db.collection('mail').where('to', '==', asked.email).get()).docs.map((doc) => doc.data())[0]);
    expect(mail).toMatchObject({ kind: 'booking-offer', lang: 'en', subject: 'Your Lamborghini Urus S is ready to book' });
    const link = /https?:\/\/\S+\/test-checkout\/\S+/.exec(String(mail!.text))![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible({ timeout: 30_000 });
    // The offer's payment page asks for the rental terms, as Stripe's would: no payment without the box.
    await page.getByRole('button', { name: 'Pay €4,200.00' }).click();
    await expect(page.getByRole('checkbox', { name: /I accept the rental terms and the privacy policy/ })).toBeFocused();
    await page.getByRole('checkbox', { name: /I accept the rental terms and the privacy policy/ }).check();
    await page.getByRole('button', { name: 'Pay €4,200.00' }).click();
    await expect(page.getByText('Payment received — your booking is confirmed.')).toBeVisible({ timeout: 30_000 });
    const booked = await blockedRanges(api, URUS);
    expect(booked).toContainEqual({ startDate, endDate });
  } finally {
    await cleanUp('bookingRequests', asked.id, asked.email);
  }
});

test('on a phone the inbox is readable and fits the screen @mobile', async ({ page }) => {
  await openInbox(page, 'en');
  await expect(page.getByTestId('inbox-item').first()).toBeVisible({ timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
