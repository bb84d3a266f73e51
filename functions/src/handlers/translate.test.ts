import type { Lang, TranslationTarget } from '@costa/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import type { TranslationCarStore, TranslationSource, TranslationWrite } from '../services/translate/car-store';
import { carTranslationFailed, translationNotConfigured } from '../logs';
import { NOT_CONFIGURED_MESSAGE, unconfiguredTranslationProvider, type TranslationProvider } from '../services/translate/provider';
import { NOT_ADMIN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from './admin-guard';
import { createTranslateCarHandler, createTranslationStatusHandler } from './translate';

jest.mock('../logs');

const EN = 'A hot hatch with a five-cylinder heart.';
const EN_FEATURES = ['Drift mode', 'Sport exhaust'];

const admin = { uid: 'admin-1', token: { admin: true } };
const customer = { uid: 'customer-1', token: {} };

function source(overrides: Partial<TranslationSource> = {}): TranslationSource {
  return {
    id: 'car-1',
    name: 'Audi RS3 Sportback',
    description: EN,
    descriptionTranslations: { en: EN },
    featuresTranslations: { en: EN_FEATURES },
    ...overrides,
  };
}

/** A store over one in-memory car that applies writes the way Firestore's field paths do. */
function memoryStore(initial: TranslationSource | null, beforeWrite?: (car: TranslationSource) => void) {
  let car = initial;
  const store: TranslationCarStore & { current: () => TranslationSource | null } = {
    current: () => car,
    get: jest.fn(async () => (car ? structuredClone(car) : null)),
    write: jest.fn(async (_id: string, decide: (current: TranslationSource) => TranslationWrite) => {
      if (!car) return null;
      beforeWrite?.(car);
      const planned = decide(structuredClone(car));
      car = {
        ...car,
        descriptionTranslations: { ...car.descriptionTranslations, ...planned.descriptions },
        featuresTranslations: { ...car.featuresTranslations, ...planned.features },
      };
      return planned;
    }),
  };
  return store;
}

/** Deterministic: "[de] Drift mode". */
function fakeTranslator(): TranslationProvider & { translate: jest.Mock } {
  return {
    configured: true,
    translate: jest.fn(async (texts: readonly string[], to: TranslationTarget) => texts.map((text) => `[${to}] ${text}`)),
  };
}

async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

beforeEach(() => jest.clearAllMocks());

describe('translateCar', () => {
  it('refuses a caller who is not signed in, and one who is not an admin, touching nothing', async () => {
    const cars = memoryStore(source());
    const provider = fakeTranslator();
    const handler = createTranslateCarHandler({ cars, provider });
    const anonymous = await rejection(handler({ data: { carId: 'car-1' } }));
    expect([anonymous.code, anonymous.message]).toEqual(['unauthenticated', NOT_SIGNED_IN_MESSAGE]);
    const regular = await rejection(handler({ data: { carId: 'car-1' }, auth: customer }));
    expect([regular.code, regular.message]).toEqual(['permission-denied', NOT_ADMIN_MESSAGE]);
    expect(provider.translate).not.toHaveBeenCalled();
    expect(cars.write).not.toHaveBeenCalled();
  });

  it.each([undefined, null, {}, { carId: '' }, { carId: 42 }])('refuses %p as input', async (data) => {
    const error = await rejection(createTranslateCarHandler({ cars: memoryStore(source()), provider: fakeTranslator() })({ data, auth: admin }));
    expect(error.code).toBe('invalid-argument');
  });

  it('translates the English description and features into es, de, fr and it, keeping English', async () => {
    const cars = memoryStore(source());
    const result = await createTranslateCarHandler({ cars, provider: fakeTranslator() })({ data: { carId: ' car-1 ' }, auth: admin });
    expect(result).toEqual({
      carId: 'car-1',
      name: 'Audi RS3 Sportback',
      filled: { es: ['description', 'features'], de: ['description', 'features'], fr: ['description', 'features'], it: ['description', 'features'] },
    });
    const car = cars.current()!;
    expect(car.descriptionTranslations).toEqual({
      en: EN,
      es: `[es] ${EN}`,
      de: `[de] ${EN}`,
      fr: `[fr] ${EN}`,
      it: `[it] ${EN}`,
    });
    expect(car.featuresTranslations.en).toEqual(EN_FEATURES);
    expect(car.featuresTranslations.fr).toEqual(['[fr] Drift mode', '[fr] Sport exhaust']);
  });

  it('fills only what is not translated yet: a hand-written translation stays', async () => {
    const cars = memoryStore(
      source({
        descriptionTranslations: { en: EN, es: 'Un compacto con corazón de cinco cilindros.', de: EN },
        featuresTranslations: { en: EN_FEATURES, es: ['Modo drift', 'Escape deportivo'], de: ['Driftmodus', 'Sportauspuff'] },
      }),
    );
    const provider = fakeTranslator();
    const result = await createTranslateCarHandler({ cars, provider })({ data: { carId: 'car-1' }, auth: admin });
    expect(result.filled).toEqual({ de: ['description'], fr: ['description', 'features'], it: ['description', 'features'] });
    const asked = Object.fromEntries(provider.translate.mock.calls.map(([texts, to]) => [to, texts]));
    expect(asked).toEqual({ de: [EN], fr: [EN, ...EN_FEATURES], it: [EN, ...EN_FEATURES] });
    expect(cars.current()!.descriptionTranslations.es).toBe('Un compacto con corazón de cinco cilindros.');
    expect(cars.current()!.featuresTranslations.de).toEqual(['Driftmodus', 'Sportauspuff']);
  });

  it('keeps a translation an admin saved by hand while the machine was working', async () => {
    const cars = memoryStore(source(), (car) => {
      car.descriptionTranslations = { ...car.descriptionTranslations, it: 'Scritta a mano.' };
    });
    const result = await createTranslateCarHandler({ cars, provider: fakeTranslator() })({ data: { carId: 'car-1' }, auth: admin });
    expect(cars.current()!.descriptionTranslations.it).toBe('Scritta a mano.');
    expect(result.filled.it).toEqual(['features']);
  });

  it('answers a car with nothing to fill without asking the service', async () => {
    const complete = (lang: Lang) => [lang, `${lang}: text`] as const;
    const cars = memoryStore(
      source({
        descriptionTranslations: Object.fromEntries([['en', EN], ...['es', 'de', 'fr', 'it'].map((l) => complete(l as Lang))]),
        featuresTranslations: Object.fromEntries([['en', EN_FEATURES], ...['es', 'de', 'fr', 'it'].map((l) => [l, [`${l} feature`]])]),
      }),
    );
    const provider = fakeTranslator();
    const result = await createTranslateCarHandler({ cars, provider })({ data: { carId: 'car-1' }, auth: admin });
    expect(result.filled).toEqual({});
    expect(provider.translate).not.toHaveBeenCalled();
  });

  it('says clearly that machine translation is not configured', async () => {
    const cars = memoryStore(source());
    const error = await rejection(createTranslateCarHandler({ cars, provider: unconfiguredTranslationProvider })({ data: { carId: 'car-1' }, auth: admin }));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(NOT_CONFIGURED_MESSAGE);
    expect(error.message).toMatch(/^Machine translation is not configured/);
    expect(translationNotConfigured).toHaveBeenCalledWith('car-1');
    expect(cars.write).not.toHaveBeenCalled();
  });

  it('answers not-found for an unknown car', async () => {
    const error = await rejection(createTranslateCarHandler({ cars: memoryStore(null), provider: fakeTranslator() })({ data: { carId: 'nope' }, auth: admin }));
    expect(error.code).toBe('not-found');
  });

  it('refuses a car without English texts to translate', async () => {
    const cars = memoryStore(source({ description: '', descriptionTranslations: {}, featuresTranslations: {} }));
    const error = await rejection(createTranslateCarHandler({ cars, provider: fakeTranslator() })({ data: { carId: 'car-1' }, auth: admin }));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toMatch(/no English description or features/);
  });

  it('stores nothing and logs when the service fails or answers short', async () => {
    const failing: TranslationProvider = { configured: true, translate: jest.fn(async () => Promise.reject(new Error('quota'))) };
    const cars = memoryStore(source());
    const error = await rejection(createTranslateCarHandler({ cars, provider: failing })({ data: { carId: 'car-1' }, auth: admin }));
    expect(error.code).toBe('unavailable');
    expect(carTranslationFailed).toHaveBeenCalledWith('car-1', expect.any(Error));
    const short: TranslationProvider = { configured: true, translate: jest.fn(async () => ['only one']) };
    await rejection(createTranslateCarHandler({ cars, provider: short })({ data: { carId: 'car-1' }, auth: admin }));
    expect(cars.write).not.toHaveBeenCalled();
  });
});

describe('translationStatus', () => {
  it('tells an admin whether machine translation is configured', async () => {
    await expect(createTranslationStatusHandler({ configured: false })({ data: null, auth: admin })).resolves.toEqual({ configured: false });
    await expect(createTranslationStatusHandler({ configured: true })({ data: null, auth: admin })).resolves.toEqual({ configured: true });
  });

  it('refuses everyone else', async () => {
    expect((await rejection(createTranslationStatusHandler({ configured: true })({ data: null }))).code).toBe('unauthenticated');
    expect((await rejection(createTranslationStatusHandler({ configured: true })({ data: null, auth: customer }))).code).toBe('permission-denied');
  });
});
