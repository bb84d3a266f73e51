/**
 * The contact page. Sending without the required fields
 * shows the product's messages under the fields (each goes once fixed); a sent
 * message shows the success toast, clears the form and lands in the mail
 * outbox; a booking request from the car page prefills subject and message
 * in the page's language, and what the visitor types is kept. Each sending
 * test writes as a new sender, so the rate limit never trips.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { localizedPath, type Lang } from '../../domain/src/index';
import { expectPage, tamperCallable } from './support/app';

interface Words {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  send: string;
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
  sent: string;
  sentDetail: string;
  bookingSubject: string;
  bookingIntro: string;
  bookingDates: string;
  hours: string;
  saturday: string;
}

const WORDS: Partial<Record<Lang, Words>> = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    nameRequired: 'First name and last name are required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Message is required',
    sent: 'Message sent successfully!',
    sentDetail: "Thank you for contacting us. We'll get back to you soon.",
    bookingSubject: 'Booking request: Lamborghini Urus S',
    bookingIntro: 'Hello, I would like to book the Lamborghini Urus S.',
    bookingDates: 'Dates: June 1, 2027 to June 3, 2027',
    hours: 'Opening hours',
    saturday: 'Saturday',
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    nameRequired: 'El nombre y los apellidos son obligatorios',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Introduce una dirección de correo electrónico válida',
    messageRequired: 'El mensaje es obligatorio',
    sent: '¡Mensaje enviado correctamente!',
    sentDetail: 'Gracias por contactar con nosotros. Te responderemos muy pronto.',
    bookingSubject: 'Solicitud de reserva: Lamborghini Urus S',
    bookingIntro: 'Hola, me gustaría reservar el Lamborghini Urus S.',
    bookingDates: 'Fechas: del 1 de junio de 2027 al 3 de junio de 2027',
    hours: 'Horario',
    saturday: 'Sábado',
  },
};

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label });
}

function uniqueSender(): string {
  return `e2e-${randomBytes(8).toString('hex')}@example.com`;
}

/** The mail documents queued for a sender, read from the Firestore emulator. */
async function mailsFrom(email: string): Promise<Record<string, unknown>[]> {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-costa' }, `contact-e2e-${randomBytes(4).toString('hex')}`);
  try {
    const snapshot = await getFirestore(app).collection('mail').where('replyTo', '==', email).get();
    return snapshot.docs.map((doc) => doc.data());
  } finally {
    await deleteApp(app);
  }
}

async function fillMessage(page: Page, w: Words, email: string) {
  await field(page, w.firstName).fill('Ana');
  await field(page, w.lastName).fill('García');
  await field(page, w.email).fill(email);
  await field(page, w.subject).fill('Weekend in Marbella');
  await field(page, w.message).fill('Is the Ferrari Roma free next weekend?');
}

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang]!;

  test.describe(`contact page [${lang}]`, () => {
    test(`[${lang}] shows the visit, call and WhatsApp cards and the opening hours`, async ({ page }) => {
      await page.goto(localizedPath(lang, 'contact'));
      await expectPage(page, 'contact', lang);
      const channels = page.getByTestId('contact-channels');
      await expect(channels.getByRole('link')).toHaveCount(3);
      await expect(channels.getByRole('link', { name: /Av\. Ricardo Soriano 72/ })).toHaveAttribute('href', /google\.com\/maps/);
      await expect(page.getByRole('link', { name: /\+34 952 86 40 00/ }).first()).toHaveAttribute('href', 'tel:+34952864000');
      const hours = page.getByTestId('contact-hours');
      await expect(hours.getByText(w.saturday)).toBeVisible();
      await expect(hours.getByText('10:00–18:00')).toBeVisible();
    });

    test(`[${lang}] sending without the required fields shows the product's messages; each goes once fixed`, async ({ page }) => {
      await page.goto(localizedPath(lang, 'contact'));
      await page.getByRole('button', { name: w.send }).click();
      await expect(field(page, w.firstName)).toHaveAccessibleDescription(w.nameRequired);
      await expect(field(page, w.lastName)).toHaveAccessibleDescription(w.nameRequired);
      await expect(field(page, w.email)).toHaveAccessibleDescription(w.emailRequired);
      await expect(field(page, w.message)).toHaveAccessibleDescription(w.messageRequired);
      await expect(field(page, w.firstName)).toBeFocused();
      await expect(field(page, w.firstName)).toHaveAttribute('aria-invalid', 'true');

      await field(page, w.email).fill('ana@example');
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.emailInvalid)).toBeVisible();
      await field(page, w.email).fill('ana@example.es');
      await expect(page.getByText(w.emailInvalid)).toHaveCount(0);
      await field(page, w.message).fill('Hola');
      await expect(page.getByText(w.messageRequired)).toHaveCount(0);
      await expect(field(page, w.firstName)).toHaveAccessibleDescription(w.nameRequired);
      await expect(field(page, w.message)).toHaveAttribute('maxlength', '2000');
      await expect(field(page, w.firstName)).toHaveAttribute('maxlength', '50');
    });

    test(`[${lang}] a message is sent: success toast, cleared form, mail in the outbox`, async ({ page }) => {
      const email = uniqueSender();
      await page.goto(localizedPath(lang, 'contact'));
      await fillMessage(page, w, email);
      await page.getByRole('button', { name: w.send }).click();

      const toast = page.getByTestId('toast').filter({ hasText: w.sent });
      await expect(toast).toBeVisible({ timeout: 20_000 });
      await expect(toast).toContainText(w.sentDetail);
      for (const label of [w.firstName, w.lastName, w.email, w.subject, w.message]) {
        await expect(field(page, label)).toHaveValue('');
      }
      await expect.poll(async () => (await mailsFrom(email)).length, { message: 'the mail is queued' }).toBe(1);
      const [mail] = await mailsFrom(email);
      expect(mail).toMatchObject({ kind: 'contact', lang, to: 'hello@costaprestige.com' });
      expect(mail?.text).toContain('Is the Ferrari Roma free next weekend?');
    });

    test(`[${lang}] the server's refusal of a field shows on that field, and nothing is stored`, async ({ page }) => {
      const email = uniqueSender();
      // A tampered browser sends an address the form would never let through.
      await tamperCallable(page, 'submitContact', (data) => ({ ...data, email: 'ana@example' }));
      await page.goto(localizedPath(lang, 'contact'));
      await fillMessage(page, w, email);
      await page.getByRole('button', { name: w.send }).click();
      await expect(field(page, w.email)).toHaveAccessibleDescription(w.emailInvalid, { timeout: 20_000 });
      await expect(field(page, w.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, w.email)).toBeFocused();
      await expect(field(page, w.email)).toHaveValue(email);
      expect(await mailsFrom('ana@example')).toHaveLength(0);
    });

    test(`[${lang}] a booking request from the car page prefills subject and message, and keeps what is typed`, async ({ page }) => {
      const query = new URLSearchParams({
        car: 'Lamborghini Urus S',
        startDate: '2027-06-01',
        endDate: '2027-06-03',
        pickupTime: '09:00',
        dropoffTime: '18:00',
        pickupLocation: 'Málaga Airport (AGP)',
        requestType: 'car_booking_request',
      });
      await page.goto(`${localizedPath(lang, 'contact')}?${query}`);
      await expectPage(page, 'contact', lang);
      await expect(field(page, w.subject)).toHaveValue(w.bookingSubject);
      const message = field(page, w.message);
      await expect(message).toHaveValue(new RegExp(`^${w.bookingIntro.replace(/[.]/g, '\\.')}`));
      await expect(message).toHaveValue(new RegExp(w.bookingDates));
      await expect(message).toHaveValue(/09:00/);
      await expect(message).toHaveValue(/Málaga Airport \(AGP\)/);

      await field(page, w.subject).fill('Urus for my wedding');
      await field(page, w.firstName).fill('Ana');
      await expect(field(page, w.subject)).toHaveValue('Urus for my wedding');
    });
  });
}

test('a message can be sent from a phone @mobile', async ({ page }) => {
  const w = WORDS.en!;
  const email = uniqueSender();
  await page.goto(localizedPath('en', 'contact'));
  const send = page.getByRole('button', { name: w.send });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expect(field(page, w.firstName)).toHaveAccessibleDescription(w.nameRequired);
  await fillMessage(page, w, email);
  await send.click();
  await expect(page.getByTestId('toast').filter({ hasText: w.sent })).toBeVisible({ timeout: 20_000 });
  await expect(field(page, w.message)).toHaveValue('');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing overflows the 390 px screen').toBeLessThanOrEqual(390);
});
