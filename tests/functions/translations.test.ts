/**
 * Car translation. The `translateCar` handler
 * runs against the Firestore emulator with its real store and an injected
 * deterministic translator: a car is filled in es, de, fr and it, English and
 * every other field stay, hand-written translations stay, refusals write
 * nothing. Through the functions emulator (no translation service
 * configured locally) the callables refuse visitors and customers, and tell
 * an admin that machine translation is not configured. Each test works on
 * cars and users it creates and deletes.
 */
import {
  CALLABLES,
  TRANSLATION_NOT_CONFIGURED_MESSAGE,
  TRANSLATION_TARGETS,
  translationStatus,
  type Car,
  type TranslationTarget,
} from '@costa/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createTranslateCarHandler } from '../../functions/src/handlers/translate';
import { firestoreTranslationCars } from '../../functions/src/services/translate/car-store';
import { unconfiguredTranslationProvider, type TranslationProvider } from '../../functions/src/services/translate/provider';
import { buildCar, docData } from '../builders';
import { FUNCTIONS, PROJECT_ID, uniqueId } from './support';

// The handler's log lines are not what these tests are about.
jest.mock('../../functions/src/logs');

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const AUTH_REST = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const PASSWORD = 'Secret123!';

const EN = 'A front-engined V8 grand tourer with a folding fabric roof.';
const EN_FEATURES = ['Launch control', 'Carbon-ceramic brakes', 'Neck-level heating'];

let db: Firestore;
let auth: Auth;
let close: () => Promise<void>;
const carIds: string[] = [];
const uids: string[] = [];

beforeAll(() => {
  const app = initializeApp({ projectId: PROJECT_ID }, `translations-tests-${uniqueId()}`);
  db = getFirestore(app);
  auth = getAuth(app);
  close = () => deleteApp(app);
});

afterAll(async () => {
  await Promise.all([
    ...carIds.map((id) => db.collection('cars').doc(id).delete()),
    ...uids.map((uid) => auth.deleteUser(uid).catch(() => undefined)),
  ]);
  await close();
});

/** A car of this test only, stored in the emulator; only English unless `overrides` say otherwise. */
async function storedCar(overrides: Partial<Car> = {}): Promise<Car> {
  const car = buildCar({
    id: uniqueId(),
    name: 'Test Roadster',
    description: EN,
    descriptionTranslations: { en: EN },
    featuresTranslations: { en: EN_FEATURES },
    ...overrides,
  });
  carIds.push(car.id);
  await db.collection('cars').doc(car.id).set(docData(car));
  return car;
}

async function read(id: string): Promise<Car> {
  const snapshot = await db.collection('cars').doc(id).get();
  return { ...(snapshot.data() as Omit<Car, 'id'>), id };
}

/** Deterministic: "[de] Launch control". */
function testTranslator(): TranslationProvider & { calls: Array<[readonly string[], TranslationTarget]> } {
  const calls: Array<[readonly string[], TranslationTarget]> = [];
  return {
    configured: true,
    calls,
    async translate(texts, to) {
      calls.push([texts, to]);
      return texts.map((text) => `[${to}] ${text}`);
    },
  };
}

const admin = { uid: 'translations-admin', token: { admin: true } };

function handler(provider: TranslationProvider = testTranslator()) {
  return createTranslateCarHandler({ cars: firestoreTranslationCars(() => db), provider });
}

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe('translateCar with a test translator (handler and Firestore store)', () => {
  it('translates a car into es, de, fr and it, leaving English and every other field as they were', async () => {
    const car = await storedCar();
    const result = await handler()({ data: { carId: car.id }, auth: admin });

    expect(result).toEqual({
      carId: car.id,
      name: 'Test Roadster',
      filled: Object.fromEntries(TRANSLATION_TARGETS.map((lang) => [lang, ['description', 'features']])),
    });
    const stored = await read(car.id);
    for (const lang of TRANSLATION_TARGETS) {
      expect(stored.descriptionTranslations[lang]).toBe(`[${lang}] ${EN}`);
      expect(stored.featuresTranslations[lang]).toEqual(EN_FEATURES.map((feature) => `[${lang}] ${feature}`));
      expect(translationStatus(stored, lang)).toBe('complete');
    }
    expect(stored.description).toBe(EN);
    expect(stored.descriptionTranslations.en).toBe(EN);
    expect(stored.featuresTranslations.en).toEqual(EN_FEATURES);
    const { descriptionTranslations: _d, featuresTranslations: _f, ...rest } = stored;
    const { descriptionTranslations: _d0, featuresTranslations: _f0, ...before } = car;
    expect(rest).toEqual(before);
  });

  it('keeps hand-written translations and fills only what does not count as translated', async () => {
    const car = await storedCar({
      descriptionTranslations: { en: EN, es: 'Un gran turismo V8 con capota de lona.', de: EN },
      featuresTranslations: { en: EN_FEATURES, es: ['Control de salida', 'Frenos carbocerámicos', 'Calefacción de cuello'], fr: [...EN_FEATURES] },
    });
    const translator = testTranslator();
    const result = await handler(translator)({ data: { carId: car.id }, auth: admin });

    expect(result.filled).toEqual({ de: ['description', 'features'], fr: ['description', 'features'], it: ['description', 'features'] });
    expect(translator.calls.map(([, to]) => to).sort()).toEqual(['de', 'fr', 'it']);
    const stored = await read(car.id);
    expect(stored.descriptionTranslations.es).toBe('Un gran turismo V8 con capota de lona.');
    expect(stored.featuresTranslations.es).toEqual(['Control de salida', 'Frenos carbocerámicos', 'Calefacción de cuello']);
    expect(stored.descriptionTranslations.de).toBe(`[de] ${EN}`);
    expect(stored.featuresTranslations.fr).toEqual(EN_FEATURES.map((feature) => `[fr] ${feature}`));
  });

  it('refuses visitors and customers and changes nothing', async () => {
    const car = await storedCar();
    const translator = testTranslator();
    const anonymous = await refusal(handler(translator)({ data: { carId: car.id } }));
    const customer = await refusal(handler(translator)({ data: { carId: car.id }, auth: { uid: 'customer', token: {} } }));
    expect(anonymous.code).toBe('unauthenticated');
    expect(customer.code).toBe('permission-denied');
    expect(translator.calls).toEqual([]);
    expect(await read(car.id)).toEqual(car);
  });

  it('answers not-found for a car that does not exist', async () => {
    expect((await refusal(handler()({ data: { carId: uniqueId() }, auth: admin }))).code).toBe('not-found');
  });

  it('says that machine translation is not configured when no service is, and changes nothing', async () => {
    const car = await storedCar();
    const error = await refusal(handler(unconfiguredTranslationProvider)({ data: { carId: car.id }, auth: admin }));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(TRANSLATION_NOT_CONFIGURED_MESSAGE);
    expect(await read(car.id)).toEqual(car);
  });
});

// ---- through the functions emulator ------------------------------------------

interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string };
}

async function call<T>(name: string, data: unknown, idToken?: string): Promise<CallableAnswer<T>> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<CallableAnswer<T>, 'status'>) };
}

/** A user of this test, with `claims` set before signing in so the ID token carries them. */
async function signedInUser(claims: Record<string, unknown> | null): Promise<string> {
  const email = `translations-${uniqueId().toLowerCase()}@example.com`;
  const { uid } = await auth.createUser({ email, password: PASSWORD });
  uids.push(uid);
  if (claims) await auth.setCustomUserClaims(uid, claims);
  const response = await fetch(`${AUTH_REST}/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('the translateCar and translationStatus callables (emulator, no service configured)', () => {
  it('refuse a visitor and a customer', async () => {
    const car = await storedCar();
    const customer = await signedInUser(null);
    for (const name of [CALLABLES.translateCar, CALLABLES.translationStatus]) {
      expect((await call(name, { carId: car.id })).error?.status).toBe('UNAUTHENTICATED');
      expect((await call(name, { carId: car.id }, customer)).error?.status).toBe('PERMISSION_DENIED');
    }
    expect(await read(car.id)).toEqual(car);
  });

  it('tell an admin that machine translation is not configured, and change nothing', async () => {
    const car = await storedCar();
    const adminToken = await signedInUser({ admin: true });
    const status = await call<{ configured: boolean }>(CALLABLES.translationStatus, null, adminToken);
    expect(status.result).toEqual({ configured: false });
    const answer = await call(CALLABLES.translateCar, { carId: car.id }, adminToken);
    expect(answer.error).toEqual({ status: 'FAILED_PRECONDITION', message: TRANSLATION_NOT_CONFIGURED_MESSAGE, details: { reason: 'translation-unavailable' } });
    expect(answer.error?.message).toMatch(/^Machine translation is not configured/);
    expect(await read(car.id)).toEqual(car);
  });

  it('refuse an admin a malformed request', async () => {
    const adminToken = await signedInUser({ admin: true });
    expect((await call(CALLABLES.translateCar, { carId: 42 }, adminToken)).error?.status).toBe('INVALID_ARGUMENT');
  });
});
