/**
 * The `replyToRequest` callable against the emulators: an admin's
 * answer to a stored message goes to the outbox in the customer's language,
 * quoting their message with the boutique's signature, and marks the message
 * answered; customers and visitors are refused; a bad request is refused on
 * its field and writes nothing; an unknown message is not found.
 */
import { CALLABLES, REPLY_MESSAGES } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { bookingFixture } from './bookings';
import { FUNCTIONS, HOSTING, translator, uniqueId } from './support';

interface Answer {
  status: number;
  result?: { answeredAt: number };
  error?: { status: string; message: string; details?: { fields?: Record<string, { id: string }> } };
}

const fixture = bookingFixture('inbox');
let db: Firestore;
const docs: string[] = [];

beforeAll(() => {
  db = fixture.db;
});

afterAll(async () => {
  await Promise.all(docs.map((path) => db.doc(path).delete()));
});

const token = async (claims: Record<string, unknown> | null): Promise<string> => (await fixture.signedIn(claims)).idToken;

async function reply(data: unknown, idToken?: string): Promise<Answer> {
  const response = await fetch(`${FUNCTIONS}/${CALLABLES.replyToRequest}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: HOSTING, ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

async function storedMessage(): Promise<{ id: string; email: string }> {
  const id = uniqueId();
  const email = `inbox-${id.toLowerCase()}@example.de`;
  await db.collection('contactRequests').doc(id).set({
    name: 'Lena Hoffmann',
    firstName: 'Lena',
    lastName: 'Hoffmann',
    email,
    phone: null,
    subject: 'Kaution',
    message: 'Wie hoch ist die Kaution für den Roma?',
    lang: 'de',
    status: 'new',
    createdAt: Date.now(),
  });
  docs.push(`contactRequests/${id}`);
  return { id, email };
}

async function mailsTo(email: string) {
  const snapshot = await db.collection('mail').where('to', '==', email).get();
  docs.push(...snapshot.docs.map((doc) => doc.ref.path));
  return snapshot.docs.map((doc) => doc.data());
}

it("sends an admin's answer in the customer's language, quoting their message, and marks it answered", async () => {
  const { id, email } = await storedMessage();
  const answer = await reply({ collection: 'contactRequests', requestId: id, message: '  Die Kaution beträgt 5.000 €.  ', extra: 'dropped' }, await token({ admin: true }));
  expect(answer.status).toBe(200);
  const [mail, ...more] = await mailsTo(email);
  expect(more).toEqual([]);
  const de = translator('de');
  expect(mail).toMatchObject({ kind: 'reply', lang: 'de', replyTo: 'hello@costaprestige.com', subject: 'Re: Kaution', status: expect.any(String) });
  expect(mail!.text).toContain(de({ id: 'mail.reply.greeting', message: 'Hello {name},' }, { name: 'Lena Hoffmann' }));
  expect(mail!.text).toContain('Die Kaution beträgt 5.000 €.\n');
  expect(mail!.text).toContain('> Wie hoch ist die Kaution für den Roma?');
  const stored = (await db.collection('contactRequests').doc(id).get()).data();
  expect(stored).toMatchObject({ status: 'answered', answeredAt: answer.result!.answeredAt, replies: [expect.objectContaining({ at: answer.result!.answeredAt })] });
});

it('refuses customers and visitors, and writes nothing', async () => {
  const { id, email } = await storedMessage();
  expect((await reply({ collection: 'contactRequests', requestId: id, message: 'Hi' })).error?.status).toBe('UNAUTHENTICATED');
  expect((await reply({ collection: 'contactRequests', requestId: id, message: 'Hi' }, await token(null))).error?.status).toBe('PERMISSION_DENIED');
  expect(await mailsTo(email)).toEqual([]);
  expect((await db.collection('contactRequests').doc(id).get()).get('status')).toBe('new');
});

it('refuses an empty answer or an unknown collection on its field, and an unknown message as not found', async () => {
  const admin = await token({ admin: true });
  const { id, email } = await storedMessage();
  const empty = await reply({ collection: 'contactRequests', requestId: id, message: '   ' }, admin);
  expect(empty.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { message: { id: REPLY_MESSAGES.required.id } } } });
  const elsewhere = await reply({ collection: 'orders', requestId: id, message: 'Hi' }, admin);
  expect(elsewhere.error?.details?.fields).toHaveProperty('collection');
  expect((await reply({ collection: 'bookingRequests', requestId: `missing${uniqueId()}`, message: 'Hi' }, admin)).error?.status).toBe('NOT_FOUND');
  expect(await mailsTo(email)).toEqual([]);
});
