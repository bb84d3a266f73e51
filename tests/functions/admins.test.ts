/**
 * The `grantAdmin` and `revokeAdmin` callables through the functions emulator
 *: only admins may call them; the address is trimmed
 * and lower-cased; the product's messages for an empty address, an unknown user,
 * an existing admin and self-removal; a grant sets the custom claim (keeping
 * other claims) and writes roles/{uid}, a revoke removes both. Every test
 * works on users it creates and deletes, never on the demo accounts.
 */
import { ADMIN_ERROR_TEXTS, CALLABLES, type AdminChangeResponse } from '@costa/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FUNCTIONS, PROJECT_ID, uniqueId } from './support';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const AUTH_REST = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'Secret123!';

interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: unknown };
}

async function call(name: string, data: unknown, idToken?: string): Promise<CallableAnswer<AdminChangeResponse>> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<CallableAnswer<AdminChangeResponse>, 'status'>) };
}

const grant = (data: unknown, idToken?: string) => call(CALLABLES.grantAdmin, data, idToken);
const revoke = (data: unknown, idToken?: string) => call(CALLABLES.revokeAdmin, data, idToken);

let db: Firestore;
let auth: Auth;
let close: () => Promise<void>;
const users: string[] = [];

beforeAll(() => {
  const app = initializeApp({ projectId: PROJECT_ID }, `admins-tests-${uniqueId()}`);
  db = getFirestore(app);
  auth = getAuth(app);
  close = () => deleteApp(app);
});

afterAll(async () => {
  await Promise.all(users.flatMap((uid) => [auth.deleteUser(uid).catch(() => undefined), db.doc(`roles/${uid}`).delete(), db.doc(`profiles/${uid}`).delete()]));
  await close();
});

interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** A signed-up user with a profile; `claims` set before signing in, so the token carries them. */
async function newUser(claims: Record<string, unknown> | null = null, names = { firstName: 'Lucía', lastName: 'Ortega' }): Promise<TestUser> {
  const email = `admins-${uniqueId().toLowerCase()}@example.com`;
  const { uid } = await auth.createUser({ email, password: PASSWORD });
  users.push(uid);
  if (claims) await auth.setCustomUserClaims(uid, claims);
  await db.doc(`profiles/${uid}`).set({ ...names, email });
  if (claims?.admin === true) await db.doc(`roles/${uid}`).set({ uid, email, ...names, role: 'admin', grantedBy: 'test' });
  const response = await fetch(`${AUTH_REST}/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  return { uid, email, idToken };
}

describe('grantAdmin', () => {
  it('makes a signed-up user an admin by e-mail, trimmed and lower-cased: claim set, others kept, roles doc written', async () => {
    const admin = await newUser({ admin: true });
    const customer = await newUser({ tier: 'gold' });
    const answer = await grant({ email: `  ${customer.email.toUpperCase()}  ` }, admin.idToken);
    expect(answer.error).toBeUndefined();
    expect(answer.result).toEqual({ uid: customer.uid, email: customer.email, name: 'Lucía Ortega' });
    expect((await auth.getUser(customer.uid)).customClaims).toEqual({ tier: 'gold', admin: true });
    const role = await db.doc(`roles/${customer.uid}`).get();
    expect(role.data()).toMatchObject({
      uid: customer.uid,
      email: customer.email,
      firstName: 'Lucía',
      lastName: 'Ortega',
      role: 'admin',
      grantedBy: admin.uid,
    });
    expect(role.get('grantedAt')).toBeTruthy();
  });

  it("refuses an empty address with the product's message", async () => {
    const admin = await newUser({ admin: true });
    const answer = await grant({ email: '   ' }, admin.idToken);
    expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: ADMIN_ERROR_TEXTS['email-required'] });
  });

  it('refuses an address nobody signed up with', async () => {
    const admin = await newUser({ admin: true });
    const answer = await grant({ email: `nobody-${uniqueId().toLowerCase()}@example.com` }, admin.idToken);
    expect(answer.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'User not found. They must sign up first.',
      // The reason the panel translates, independent of the English text.
      details: { reason: 'user-not-found' },
    });
  });

  it('refuses someone who is already an admin', async () => {
    const admin = await newUser({ admin: true });
    const other = await newUser({ admin: true });
    const answer = await grant({ email: other.email }, admin.idToken);
    expect(answer.error).toMatchObject({ status: 'ALREADY_EXISTS', message: 'User is already an admin' });
  });

  it('refuses a customer and changes nothing', async () => {
    const customer = await newUser();
    const target = await newUser();
    const answer = await grant({ email: target.email }, customer.idToken);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    expect(answer.error?.message).toBe(ADMIN_ERROR_TEXTS.forbidden);
    expect((await auth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
    expect((await db.doc(`roles/${target.uid}`).get()).exists).toBe(false);
  });

  it('refuses an anonymous caller', async () => {
    const target = await newUser();
    const answer = await grant({ email: target.email });
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    expect((await auth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
  });
});

describe('revokeAdmin', () => {
  it('removes the claim (other claims kept) and the roles doc, by e-mail', async () => {
    const admin = await newUser({ admin: true });
    const other = await newUser({ admin: true, tier: 'gold' }, { firstName: 'Marco', lastName: 'Rossi' });
    const answer = await revoke({ email: ` ${other.email.toUpperCase()} ` }, admin.idToken);
    expect(answer.result).toEqual({ uid: other.uid, email: other.email, name: 'Marco Rossi' });
    expect((await auth.getUser(other.uid)).customClaims).toEqual({ tier: 'gold' });
    expect((await db.doc(`roles/${other.uid}`).get()).exists).toBe(false);
  });

  it('works by uid too, as the admin table calls it', async () => {
    const admin = await newUser({ admin: true });
    const other = await newUser({ admin: true });
    const answer = await revoke({ uid: other.uid }, admin.idToken);
    expect(answer.error).toBeUndefined();
    expect((await auth.getUser(other.uid)).customClaims ?? {}).toEqual({});
  });

  it("refuses removing one's own admin rights, by e-mail or uid, and keeps them", async () => {
    const admin = await newUser({ admin: true });
    for (const data of [{ email: admin.email }, { uid: admin.uid }]) {
      const answer = await revoke(data, admin.idToken);
      expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: "You can't remove your own admin privileges" });
    }
    expect((await auth.getUser(admin.uid)).customClaims).toEqual({ admin: true });
    expect((await db.doc(`roles/${admin.uid}`).get()).exists).toBe(true);
  });

  it('refuses an unknown user and someone who is not an admin', async () => {
    const admin = await newUser({ admin: true });
    const customer = await newUser();
    expect((await revoke({ email: `nobody-${uniqueId().toLowerCase()}@example.com` }, admin.idToken)).error?.message).toBe(
      'User not found. They must sign up first.',
    );
    expect((await revoke({ email: customer.email }, admin.idToken)).error?.message).toBe(ADMIN_ERROR_TEXTS['not-admin']);
    expect((await revoke({ email: '' }, admin.idToken)).error?.message).toBe('Please enter an email address');
  });

  it('refuses customers and anonymous callers and keeps the admin', async () => {
    const customer = await newUser();
    const other = await newUser({ admin: true });
    expect((await revoke({ uid: other.uid }, customer.idToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await revoke({ uid: other.uid })).error?.status).toBe('UNAUTHENTICATED');
    expect((await auth.getUser(other.uid)).customClaims).toEqual({ admin: true });
    expect((await db.doc(`roles/${other.uid}`).get()).exists).toBe(true);
  });
});
