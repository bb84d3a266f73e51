/**
 * The `submitContact` callable through the functions emulator: a message is stored and its mail queued for the staff; a
 * booking request is stored as one with the car and dates; malformed input
 * is refused and writes nothing; the 4th message in ten minutes from one
 * sender is refused with the rate-limit error. Each test writes as its own
 * sender (a unique address) and deletes what it created.
 */
import { CALLABLES, CAR_BOOKING_REQUEST, type SubmitContactResponse } from '@costa/domain';
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { adminFirestore, FUNCTIONS, uniqueId } from './support';

interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: unknown };
}

async function submit(data: unknown): Promise<CallableAnswer<SubmitContactResponse>> {
  const response = await fetch(`${FUNCTIONS}/${CALLABLES.submitContact}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<CallableAnswer<SubmitContactResponse>, 'status'>) };
}

let db: Firestore;
let close: () => Promise<void>;
const created: string[] = [];

beforeAll(() => {
  ({ db, close } = adminFirestore());
});

afterAll(async () => {
  await Promise.all(created.map((path) => db.doc(path).delete()));
  await close();
});

/** A sender no other test (or earlier run) has used. */
function sender() {
  const email = `guest-${uniqueId().toLowerCase()}@example.com`;
  created.push(`rateLimits/${createHash('sha256').update(email).digest('hex')}`);
  return email;
}

function message(email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'García',
    email,
    phone: '+34 600 000 000',
    subject: 'Weekend in Marbella',
    message: 'Is the <Roma> free next weekend?',
    lang: 'es',
    ...extra,
  };
}

async function docsFrom(collection: string, field: string, value: string) {
  const snapshot = await db.collection(collection).where(field, '==', value).get();
  snapshot.docs.forEach((doc) => created.push(doc.ref.path));
  return snapshot.docs.map((doc) => doc.data());
}

it('stores a valid message and queues its mail to the staff', async () => {
  const email = sender();
  const answer = await submit(message(email.toUpperCase()));
  expect(answer.status).toBe(200);
  expect(answer.result?.kind).toBe('contact');
  const stored = await db.collection('contactRequests').doc(answer.result!.id).get();
  created.push(stored.ref.path);
  expect(stored.data()).toMatchObject({
    name: 'Ana García',
    email,
    phone: '+34 600 000 000',
    subject: 'Weekend in Marbella',
    message: 'Is the <Roma> free next weekend?',
    lang: 'es',
  });
  const site = (await db.doc('settings/site').get()).data();
  const mails = await docsFrom('mail', 'replyTo', email);
  expect(mails).toHaveLength(1);
  // The status is left out: the delivery function may already have handled the mail.
  expect(mails[0]).toMatchObject({ kind: 'contact', to: site?.email, lang: 'es' });
  expect(mails[0]?.html).toContain('Is the &lt;Roma&gt; free next weekend?');
  // The sender's acknowledgement, in their language, from the boutique's address.
  const acknowledgements = await docsFrom('mail', 'to', email);
  expect(acknowledgements).toHaveLength(1);
  expect(acknowledgements[0]).toMatchObject({ kind: 'acknowledgement', lang: 'es', replyTo: site?.email, subject: 'Hemos recibido su mensaje' });
});

it('stores a booking request with the car, dates, times and places', async () => {
  const email = sender();
  const answer = await submit(
    message(email, {
      requestType: CAR_BOOKING_REQUEST,
      car: 'Lamborghini Urus S',
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      pickupTime: '09:00',
      dropoffTime: '18:00',
      pickupLocation: 'Málaga Airport (AGP)',
      termsAccepted: true,
    }),
  );
  expect(answer.status).toBe(200);
  expect(answer.result?.kind).toBe('booking-request');
  const stored = await db.collection('bookingRequests').doc(answer.result!.id).get();
  created.push(stored.ref.path);
  expect(stored.data()).toMatchObject({
    email,
    car: 'Lamborghini Urus S',
    startDate: '2027-06-01',
    endDate: '2027-06-03',
    pickupTime: '09:00',
    dropoffTime: '18:00',
    pickupLocation: 'Málaga Airport (AGP)',
    // The versions of the demo's texts when the box was ticked.
    acceptedTerms: { termsVersion: 1, privacyVersion: 1, acceptedAt: expect.any(Number) },
  });
  const mails = await docsFrom('mail', 'replyTo', email);
  expect(mails[0]).toMatchObject({ kind: 'booking-request', subject: 'Booking request: Lamborghini Urus S (Ana García)' });
  expect(await docsFrom('contactRequests', 'email', email)).toHaveLength(0);
});

it.each([
  ['a list', (email: string) => [message(email)], 'firstName', 'First name and last name are required'],
  ['a number for the e-mail', () => message('x', { email: 42 }), 'email', 'This field must be text'],
  ['no first name', (email: string) => message(email, { firstName: undefined }), 'firstName', 'First name and last name are required'],
  ['no message', (email: string) => message(email, { message: '' }), 'message', 'Message is required'],
  ['a 10,000-character message', (email: string) => message(email, { message: 'x'.repeat(10_000) }), 'message', 'Message is too long'],
  ['a bad e-mail', () => message('ana@example'), 'email', 'Please enter a valid email address'],
])('refuses %s with invalid-argument, names the field, and writes nothing', async (_, build, field, text) => {
  const email = sender();
  const answer = await submit(build(email));
  expect(answer.status).toBe(400);
  expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: text });
  // The contact form's own schema refused it: the rule is named on its field, as the form shows it.
  expect(answer.error?.details).toMatchObject({ fields: { [field]: { id: expect.stringMatching(/^form\./), message: text } } });
  expect(await docsFrom('contactRequests', 'email', email)).toHaveLength(0);
  expect(await docsFrom('mail', 'replyTo', email)).toHaveLength(0);
});

it('refuses the 4th message in a row from one sender with the rate-limit error', async () => {
  const email = sender();
  for (let i = 0; i < 3; i++) {
    const answer = await submit(message(email, { subject: `Message ${i + 1}` }));
    expect(answer.status).toBe(200);
  }
  const fourth = await submit(message(email, { subject: 'Message 4' }));
  expect(fourth.status).toBe(429);
  expect(fourth.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: 'Rate limit exceeded' });
  expect(await docsFrom('contactRequests', 'email', email)).toHaveLength(3);
  expect(await docsFrom('mail', 'replyTo', email)).toHaveLength(3);
});
