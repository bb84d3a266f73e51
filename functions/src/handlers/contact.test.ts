import { CAR_BOOKING_REQUEST, TERMS_MESSAGES, type SiteSettings } from '@costa/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { contactRateLimited, contactStaffAddressMissing } from '../logs';
import type { ContactRequestStore, RequestWrite } from '../services/contact-requests';
import { createSubmitContactHandler } from './contact';

jest.mock('../logs');

const NOW = 1_800_000_000_000;
const settings = {
  email: 'staff@costa.example',
  phone: '+34 952 86 40 00',
  openingHours: { weekdays: { open: '09:00', close: '20:00' }, saturday: { open: '10:00', close: '18:00' }, sunday: { open: '10:00', close: '16:00' } },
} as SiteSettings;

/** The staff's notice among a request's mails. */
const staffMail = (write: RequestWrite | undefined) => write?.mails.find((mail) => mail.kind !== 'acknowledgement');

const message = {
  firstName: ' Ana ',
  lastName: 'García',
  email: 'Ana@Example.ES',
  phone: '+34 600 000 000',
  subject: 'Hello',
  message: 'I would like <b>a car</b> & more',
  lang: 'es',
};

function setup(stored = true, site: SiteSettings | null = settings) {
  const writes: RequestWrite[] = [];
  const store: ContactRequestStore = {
    save: jest.fn(async (write: RequestWrite) => {
      writes.push(write);
      return stored ? { stored: true as const, id: 'req-1' } : { stored: false as const };
    }),
  };
  const handler = createSubmitContactHandler({
    store,
    siteSettings: async () => site,
    siteOrigin: () => 'https://costaprestige.example',
    acceptedVersions: { current: async () => ({ termsVersion: 3, privacyVersion: 2 }) },
    now: () => NOW,
  });
  return { handler, writes, store };
}

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

beforeEach(() => jest.clearAllMocks());

describe('submitContact', () => {
  it('stores a contact request and queues an escaped mail to the staff', async () => {
    const { handler, writes } = setup();
    await expect(handler({ data: message })).resolves.toEqual({ id: 'req-1', kind: 'contact' });
    const [write] = writes;
    expect(write?.collection).toBe('contactRequests');
    expect(write?.sender).toBe('ana@example.es');
    expect(write?.request).toMatchObject({
      name: 'Ana García',
      email: 'ana@example.es',
      phone: '+34 600 000 000',
      subject: 'Hello',
      lang: 'es',
      createdAt: NOW,
    });
    expect(write?.request).not.toHaveProperty('car');
    expect(staffMail(write)).toMatchObject({
      kind: 'contact',
      to: 'staff@costa.example',
      replyTo: 'ana@example.es',
      status: 'queued',
      lang: 'es',
      subject: 'Contact: Hello (Ana García)',
    });
    expect(staffMail(write)?.html).toContain('I would like &lt;b&gt;a car&lt;/b&gt; &amp; more');
    expect(staffMail(write)?.html).not.toContain('<b>a car');
    expect(staffMail(write)?.text).toContain('I would like <b>a car</b> & more');
    // The staff answer from the back office's inbox.
    expect(staffMail(write)?.text).toContain('https://costaprestige.example/en/admin/inbox');
    expect(staffMail(write)?.html).toContain('<a href="https://costaprestige.example/en/admin/inbox">');
  });

  it('stores a booking request with the car, dates, times and places', async () => {
    const { handler, writes } = setup();
    const data = {
      ...message,
      requestType: CAR_BOOKING_REQUEST,
      car: 'Ferrari Roma',
      startDate: '2027-06-01',
      endDate: '2027-06-04',
      pickupTime: '10:00',
      dropoffTime: '18:00',
      pickupLocation: 'Málaga Airport',
      termsAccepted: true,
    };
    await expect(handler({ data })).resolves.toEqual({ id: 'req-1', kind: 'booking-request' });
    expect(writes[0]?.collection).toBe('bookingRequests');
    expect(writes[0]?.request).toMatchObject({
      // The versions shown when the box was ticked, at the server's time.
      acceptedTerms: { termsVersion: 3, privacyVersion: 2, acceptedAt: NOW },
      car: 'Ferrari Roma',
      startDate: '2027-06-01',
      endDate: '2027-06-04',
      pickupTime: '10:00',
      dropoffTime: '18:00',
      pickupLocation: 'Málaga Airport',
      dropoffLocation: null,
    });
    expect(staffMail(writes[0])?.kind).toBe('booking-request');
    expect(staffMail(writes[0])?.subject).toBe('Booking request: Ferrari Roma (Ana García)');
    expect(staffMail(writes[0])?.text).toContain('Dates: 2027-06-01 to 2027-06-04');
  });

  it('refuses a booking request whose sender did not accept the terms, naming the box; a plain message needs none', async () => {
    const { handler, store, writes } = setup();
    const request = { ...message, requestType: CAR_BOOKING_REQUEST, car: 'Ferrari Roma' };
    for (const termsAccepted of [undefined, false, 'true']) {
      const error = await refusal(handler({ data: { ...request, termsAccepted } }));
      expect(error.details).toEqual({ reason: 'terms-not-accepted', fields: { termsAccepted: TERMS_MESSAGES.required } });
    }
    expect(store.save).not.toHaveBeenCalled();
    await expect(handler({ data: message })).resolves.toEqual({ id: 'req-1', kind: 'contact' });
    expect(writes[0]?.request).not.toHaveProperty('acceptedTerms');
  });

  it.each([
    ['no object', 'hello', 'First name and last name are required'],
    ['a number for a name', { ...message, firstName: 5 }, 'This field must be text'],
    ['no last name', { ...message, lastName: '' }, 'First name and last name are required'],
    ['no email', { ...message, email: undefined }, 'Email is required'],
    ['a bad email', { ...message, email: 'ana@example' }, 'Please enter a valid email address'],
    ['no message', { ...message, message: '  ' }, 'Message is required'],
    ['a 10,000-character message', { ...message, message: 'x'.repeat(10_000) }, 'Message is too long'],
    ['an unknown request type', { ...message, requestType: 'other' }, 'Unknown request type.'],
    ['a booking request without car', { ...message, requestType: CAR_BOOKING_REQUEST }, 'A booking request must name the car.'],
  ])('refuses %s with invalid-argument and stores nothing', async (_, data, text) => {
    const { handler, store } = setup();
    const error = await refusal(handler({ data }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(text);
    expect(store.save).not.toHaveBeenCalled();
  });

  it('names every broken rule on its field, as the form shows them', async () => {
    const { handler } = setup();
    const error = await refusal(handler({ data: { ...message, lastName: ' ', email: 'ana@example', phone: '1'.repeat(21) } }));
    expect(error.details).toEqual({
      fields: {
        lastName: { id: 'form.contact.name-required', message: 'First name and last name are required' },
        email: { id: 'form.email-invalid', message: 'Please enter a valid email address' },
        phone: { id: 'form.contact.phone-too-long', message: 'Phone number is too long' },
      },
      reason: 'invalid-input',
    });
  });

  it('answers resource-exhausted when the sender is over the limit', async () => {
    const { handler } = setup(false);
    const error = await refusal(handler({ data: message }));
    expect(error.code).toBe('resource-exhausted');
    expect(error.details).toEqual({ reason: 'rate-limited' });
    expect(error.message).toBe('Rate limit exceeded');
    expect(contactRateLimited).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f]{64}$/));
  });

  it('stores the request without a mail when no staff address is configured', async () => {
    const { handler, writes } = setup(true, null);
    await handler({ data: message });
    expect(writes[0]?.mails).toEqual([]);
    expect(contactStaffAddressMissing).toHaveBeenCalledWith('contact');
  });

  it("acknowledges to the sender, in their language, by when the boutique answers", async () => {
    const { handler, writes } = setup();
    await handler({ data: message });
    const acknowledgement = writes[0]?.mails.find((mail) => mail.kind === 'acknowledgement');
    // Friday 15 January 2027, 09:00 on the coast: open, so within two hours.
    expect(acknowledgement).toMatchObject({ to: 'ana@example.es', replyTo: 'staff@costa.example', lang: 'es', createdAt: NOW });
    expect(acknowledgement?.subject).toBe('Hemos recibido su mensaje');
    expect(acknowledgement?.text).toContain('viernes, 15 de enero de 2027');
    expect(acknowledgement?.text).toContain('11:00');
    expect(acknowledgement?.text).toContain('+34 952 86 40 00');
    expect(acknowledgement?.html).toContain('I would like &lt;b&gt;a car&lt;/b&gt;');
  });

  it('answers internal when the store fails', async () => {
    const { handler, store } = setup();
    (store.save as jest.Mock).mockRejectedValueOnce(new Error('down'));
    expect((await refusal(handler({ data: message }))).code).toBe('internal');
  });
});
