/**
 * The account's own mails through the `sendAccountMail` callable, against the
 * emulators:
 * - a reset asked for an account's address queues one mail in the language
 *   asked in, linking to that language's auth page with a code the Auth
 *   emulator accepts (and the new password then signs in);
 * - a reset asked for an address no account has gets the same answer and
 *   queues nothing;
 * - the address confirmation is only for the signed-in caller, to their own
 *   address, and refused once the address is confirmed;
 * - each recipient address, and each client address, may ask only so often,
 *   whether or not an account has the address.
 * Every test uses its own addresses and deletes what it made.
 */
import { ACCOUNT_MAIL_ADDRESS_LIMITS, ACCOUNT_MAIL_CLIENT_LIMITS, CALLABLES, localizedPath, type SendAccountMailResponse } from '@costa/domain';
import { createHash } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { call, type Answer } from './bookings';
import { HOSTING, PROJECT_ID, translator, uniqueId } from './support';

type Details = { reason?: string; fields?: Record<string, { id: string }> };

const authRest = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;

let db: Firestore;
let auth: Auth;
let close: () => Promise<void>;
const users: string[] = [];
const addresses: string[] = [];
const clients: string[] = [];

beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = initializeApp({ projectId: PROJECT_ID }, `account-mail-tests-${uniqueId()}`);
  db = getFirestore(app);
  auth = getAuth(app);
  close = () => deleteApp(app);
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

afterAll(async () => {
  const mails = await Promise.all(addresses.map((email) => db.collection('mail').where('to', '==', email).get()));
  await Promise.all([
    ...mails.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.delete())),
    ...addresses.map((email) => db.collection('rateLimits').doc(`account-mail-to-${sha256(email)}`).delete()),
    ...clients.map((client) => db.collection('rateLimits').doc(`account-mail-${sha256(client)}`).delete()),
    ...users.map((uid) => auth.deleteUser(uid).catch(() => undefined)),
  ]);
  await close();
});

/** An address no other test (or earlier run) has used. */
function address(label: string): string {
  const email = `account-${label}-${uniqueId().toLowerCase()}@example.com`;
  addresses.push(email);
  return email;
}

/**
 * A client address of its own, as Google's front end appends it to X-Forwarded-For: an IPv6
 * network no other call uses (the limit counts an IPv6 client by its /64, `clientAddress`).
 */
function client(): Record<string, string> {
  const group = () => (0x1000 + Math.floor(Math.random() * 0xefff)).toString(16);
  const network = `2001:db8:${group()}:${group()}`;
  clients.push(`${network}::/64`);
  return { 'X-Forwarded-For': `${network}::1` };
}

const PASSWORD = 'Secret123!';

async function account(label: string, displayName?: string) {
  const email = address(label);
  const { uid } = await auth.createUser({ email, password: PASSWORD, ...(displayName ? { displayName } : {}) });
  users.push(uid);
  return { uid, email };
}

async function signIn(email: string, password = PASSWORD): Promise<{ idToken?: string; error?: { message: string } }> {
  const response = await fetch(`${authRest()}/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await response.json()) as { idToken?: string; error?: { message: string } };
}

const send = (data: unknown, headers: Record<string, string> = {}): Promise<Answer<SendAccountMailResponse, Details>> =>
  call(CALLABLES.sendAccountMail, data, headers);

const mailsTo = async (email: string) => (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());

/** The link a mail's text carries to the site. */
function linkIn(text: string): URL {
  const url = new RegExp(`${HOSTING.replace(/[.:/]/g, '\\$&')}\\S+`).exec(text)?.[0];
  expect(url).toBeDefined();
  return new URL(url!);
}

it("sends a reset link for an account's address in the language asked in, to the site's auth page, with a code that resets the password", async () => {
  const { email } = await account('reset', 'Lena Weber');
  expect((await send({ kind: 'passwordReset', email: email.toUpperCase(), lang: 'de' }, client())).result).toEqual({ ok: true });

  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  const t = translator('de');
  expect(mail).toMatchObject({ kind: 'password-reset', lang: 'de', status: expect.any(String) });
  expect(mail.subject).toBe(t({ id: 'mail.password-reset.subject', message: '' }));
  expect(mail.text).toContain(t({ id: 'mail.account.greeting', message: '' }, { name: 'Lena Weber' }));
  const link = linkIn(mail.text);
  expect(link.origin).toBe(HOSTING);
  expect(link.pathname).toBe(localizedPath('de', 'auth'));
  expect(link.searchParams.get('mode')).toBe('resetPassword');
  const oobCode = link.searchParams.get('oobCode');
  expect(oobCode).toBeTruthy();

  // The code is the Auth emulator's own: it names the address, and it sets a new password.
  const checked = await fetch(`${authRest()}/accounts:resetPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  expect(await checked.json()).toMatchObject({ email, requestType: 'PASSWORD_RESET' });
  const reset = await fetch(`${authRest()}/accounts:resetPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: 'Nuevo-Pass-2028' }),
  });
  expect(reset.status).toBe(200);
  expect((await signIn(email, 'Nuevo-Pass-2028')).idToken).toBeTruthy();
  expect((await signIn(email)).error?.message).toMatch(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
});

it('answers a reset for an address no account has exactly as for one that has, and queues nothing', async () => {
  const nobody = address('nobody');
  const { email } = await account('somebody');
  const [unknown, known] = await Promise.all([
    send({ kind: 'passwordReset', email: nobody, lang: 'fr' }, client()),
    send({ kind: 'passwordReset', email, lang: 'fr' }, client()),
  ]);
  expect(unknown).toEqual(known);
  expect(unknown.result).toEqual({ ok: true });
  expect(await mailsTo(nobody)).toEqual([]);
  expect(await mailsTo(email)).toHaveLength(1);
});

it('writes a reset in English when the language is missing or unknown, and refuses a malformed address by its field', async () => {
  const { email } = await account('english');
  expect((await send({ kind: 'passwordReset', email, lang: 'xx' }, client())).result).toEqual({ ok: true });
  expect((await mailsTo(email))[0]).toMatchObject({ lang: 'en' });
  expect(linkIn((await mailsTo(email))[0]!.text).pathname).toBe(localizedPath('en', 'auth'));

  const malformed = await send({ kind: 'passwordReset', email: 'not-an-address', lang: 'en' }, client());
  expect(malformed.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input', fields: { email: {} } } });
  expect((await send({ kind: 'somethingElse', email, lang: 'en' }, client())).error?.details?.reason).toBe('invalid-input');
});

it('sends the address confirmation only to the signed-in caller, to their own address, and not once it is confirmed', async () => {
  const signedOut = await send({ kind: 'verifyEmail', lang: 'it' }, client());
  expect(signedOut.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'unauthenticated' } });

  const { email } = await account('verify', 'Giulia Rossi');
  const other = address('other');
  const { idToken } = await signIn(email);
  const asked = await send({ kind: 'verifyEmail', email: other, lang: 'it' }, { Authorization: `Bearer ${idToken}`, ...client() });
  expect(asked.result).toEqual({ ok: true });
  expect(await mailsTo(other)).toEqual([]);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: 'verify-email', lang: 'it' });
  expect(mails[0]!.subject).toBe(translator('it')({ id: 'mail.verify-email.subject', message: '' }));
  const link = linkIn(mails[0]!.text);
  expect(link.pathname).toBe(localizedPath('it', 'auth'));
  expect(link.searchParams.get('mode')).toBe('verifyEmail');

  // The code confirms the address, as the auth page applies it.
  const applied = await fetch(`${authRest()}/accounts:update?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode: link.searchParams.get('oobCode') }),
  });
  expect(applied.status).toBe(200);
  expect((await auth.getUserByEmail(email)).emailVerified).toBe(true);

  const again = await send({ kind: 'verifyEmail', lang: 'it' }, { Authorization: `Bearer ${idToken}`, ...client() });
  expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'already-verified' } });
  expect(await mailsTo(email)).toHaveLength(1);
});

it('limits the mails to one address, whether or not an account has it, and the requests from one client address', async () => {
  const perAddress = ACCOUNT_MAIL_ADDRESS_LIMITS[0].max;
  for (const email of [(await account('limited')).email, address('limited-nobody')]) {
    for (let i = 0; i < perAddress; i++) expect((await send({ kind: 'passwordReset', email, lang: 'es' }, client())).result).toEqual({ ok: true });
    const over = await send({ kind: 'passwordReset', email, lang: 'es' }, client());
    expect(over.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'too-many-attempts' } });
  }

  const perClient = ACCOUNT_MAIL_CLIENT_LIMITS[0].max;
  const from = client();
  for (let i = 0; i < perClient; i++) expect((await send({ kind: 'passwordReset', email: address('client'), lang: 'es' }, from)).result).toEqual({ ok: true });
  const over = await send({ kind: 'passwordReset', email: address('client'), lang: 'es' }, from);
  expect(over.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'too-many-attempts' } });
  // Another connection is not held back by this one.
  expect((await send({ kind: 'passwordReset', email: address('client'), lang: 'es' }, client())).result).toEqual({ ok: true });
});
