import { LOCATION_MAX_LENGTH, SHOWROOM_ADDRESS, type PlaceSuggestion } from '@costa/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { distanceFailed, placeSuggestionsFailed } from '../logs';
import type { PlacesProvider } from '../services/places/provider';
import { createCalculateDistanceHandler, createPlacesAutocompleteHandler } from './places';

jest.mock('../logs');

const suggestion = (name: string): PlaceSuggestion => ({
  placeId: `id-${name}`,
  description: `${name}, Marbella, Spain`,
  mainText: name,
  secondaryText: 'Marbella, Spain',
  types: ['lodging'],
});

function fakeProvider(overrides: Partial<PlacesProvider> = {}) {
  return {
    suggest: jest.fn(async (_input: string, _lang: string, _sessionToken?: string) => [suggestion('Marbella Club Hotel')]),
    distanceKm: jest.fn(async (_from: string, _to: string) => 12.34),
    ...overrides,
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

describe('placesAutocomplete', () => {
  it('asks the provider with the trimmed input and the visitor language', async () => {
    const provider = fakeProvider();
    const result = await createPlacesAutocompleteHandler(provider)({ data: { input: '  marbella club ', lang: 'de' } });
    expect(provider.suggest).toHaveBeenCalledWith('marbella club', 'de', undefined);
    expect(result).toEqual({ predictions: [suggestion('Marbella Club Hotel')] });
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'pt'],
    ['not a string', 3],
  ])('falls back to English when the language is %s', async (_, lang) => {
    const provider = fakeProvider();
    await createPlacesAutocompleteHandler(provider)({ data: { input: 'marbella', lang } });
    expect(provider.suggest).toHaveBeenCalledWith('marbella', 'en', undefined);
  });

  it('answers fewer than 3 characters with an empty list, without calling the provider', async () => {
    const provider = fakeProvider();
    for (const input of ['m', 'ma', '  ma  ']) {
      await expect(createPlacesAutocompleteHandler(provider)({ data: { input } })).resolves.toEqual({ predictions: [] });
    }
    expect(provider.suggest).not.toHaveBeenCalled();
  });

  it.each([
    ['a UUID', '1b4e28ba-2fa1-41d2-883f-0016d3cca427'],
    ['one character', 'a'],
    ['URL-safe base64 of 36 characters', 'AZaz09_-='.repeat(4)],
  ])("passes the field's session token to the provider: %s", async (_, sessionToken) => {
    const provider = fakeProvider();
    await createPlacesAutocompleteHandler(provider)({ data: { input: 'marbella', lang: 'es', sessionToken } });
    expect(provider.suggest).toHaveBeenCalledWith('marbella', 'es', sessionToken);
  });

  it('takes a null session token, as the callable SDK sends an undefined one, as none', async () => {
    const provider = fakeProvider();
    await createPlacesAutocompleteHandler(provider)({ data: { input: 'marbella', lang: 'es', sessionToken: null } });
    expect(provider.suggest).toHaveBeenCalledWith('marbella', 'es', undefined);
  });

  it('passes on at most 5 suggestions', async () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(suggestion);
    const provider = fakeProvider({ suggest: jest.fn(async () => many) });
    const { predictions } = await createPlacesAutocompleteHandler(provider)({ data: { input: 'hotel' } });
    expect(predictions).toEqual(many.slice(0, 5));
  });

  it('logs a provider failure and answers an empty list', async () => {
    const failure = new Error('OVER_QUERY_LIMIT');
    const provider = fakeProvider({ suggest: jest.fn(async () => Promise.reject(failure)) });
    await expect(createPlacesAutocompleteHandler(provider)({ data: { input: 'marbella' } })).resolves.toEqual({
      predictions: [],
    });
    expect(placeSuggestionsFailed).toHaveBeenCalledWith(failure);
  });

  it.each([
    ['no data', undefined, /object/],
    ['a list', ['marbella'], /object/],
    ['a text instead of an object', 'marbella', /object/],
    ['no input', {}, /"input" must be a string/],
    ['a number', { input: 42 }, /"input" must be a string/],
    ['null', { input: null }, /"input" must be a string/],
    ['blanks only', { input: '   ' }, /"input" must not be empty/],
    ['too long a text', { input: 'x'.repeat(LOCATION_MAX_LENGTH + 1) }, /at most 200 characters/],
    ['an empty session token', { input: 'marbella', sessionToken: '' }, /"sessionToken" must be 1 to 36/],
    ['a session token of 37 characters', { input: 'marbella', sessionToken: 'a'.repeat(37) }, /"sessionToken"/],
    ['a session token with "/" and "+"', { input: 'marbella', sessionToken: 'abc/def+ghi' }, /"sessionToken"/],
    ['a session token with a space', { input: 'marbella', sessionToken: 'abc def' }, /"sessionToken"/],
    ['a number as session token', { input: 'marbella', sessionToken: 42 }, /"sessionToken"/],
  ])('refuses %s as invalid-argument, without calling the provider', async (_, data, message) => {
    const provider = fakeProvider();
    const error = await rejection(createPlacesAutocompleteHandler(provider)({ data }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(message);
    expect(provider.suggest).not.toHaveBeenCalled();
  });

  it('accepts exactly 200 characters', async () => {
    const provider = fakeProvider();
    await createPlacesAutocompleteHandler(provider)({ data: { input: 'x'.repeat(LOCATION_MAX_LENGTH) } });
    expect(provider.suggest).toHaveBeenCalled();
  });
});

describe('calculateDistance', () => {
  const NONE = { distance: 0, pickupFromShowroom: 0, dropoffFromShowroom: 0 };

  it('measures between the trimmed texts and from the showroom to each, in km to one decimal', async () => {
    const provider = fakeProvider();
    const result = await createCalculateDistanceHandler(provider)({
      data: { pickup: ' Puerto Banús ', dropoff: 'Málaga Airport (AGP), Málaga, Spain' },
    });
    expect(provider.distanceKm).toHaveBeenCalledWith('Puerto Banús', 'Málaga Airport (AGP), Málaga, Spain');
    expect(provider.distanceKm).toHaveBeenCalledWith(SHOWROOM_ADDRESS, 'Puerto Banús');
    expect(provider.distanceKm).toHaveBeenCalledWith(SHOWROOM_ADDRESS, 'Málaga Airport (AGP), Málaga, Spain');
    expect(result).toEqual({ distance: 12.3, pickupFromShowroom: 12.3, dropoffFromShowroom: 12.3 });
  });

  it.each([
    ['identical', 'Puerto Banús', 'Puerto Banús'],
    ['equal but for case and spaces', 'Calle Ancha 5,  Marbella', ' calle ancha 5, marbella'],
  ])('answers no distance between texts %s, and measures the place from the showroom once', async (_, pickup, dropoff) => {
    const provider = fakeProvider();
    await expect(createCalculateDistanceHandler(provider)({ data: { pickup, dropoff } })).resolves.toEqual({
      distance: 0,
      pickupFromShowroom: 12.3,
      dropoffFromShowroom: 12.3,
    });
    expect(provider.distanceKm).toHaveBeenCalledTimes(1);
    expect(provider.distanceKm).toHaveBeenCalledWith(SHOWROOM_ADDRESS, pickup.trim());
  });

  it('counts the showroom itself as 0 km from it, without asking', async () => {
    const provider = fakeProvider();
    await expect(createCalculateDistanceHandler(provider)({ data: { pickup: SHOWROOM_ADDRESS, dropoff: SHOWROOM_ADDRESS } })).resolves.toEqual(NONE);
    expect(provider.distanceKm).not.toHaveBeenCalled();
  });

  it.each([
    ['without a dropoff', 'Puerto Banús', ''],
    ['without a pickup', '  ', 'Puerto Banús'],
  ])('answers 0 for texts %s, without calling the provider', async (_, pickup, dropoff) => {
    const provider = fakeProvider();
    await expect(createCalculateDistanceHandler(provider)({ data: { pickup, dropoff } })).resolves.toEqual(NONE);
    expect(provider.distanceKm).not.toHaveBeenCalled();
  });

  it('logs a provider failure and answers 0', async () => {
    const failure = new Error('timeout of 5000ms exceeded');
    const provider = fakeProvider({ distanceKm: jest.fn(async () => Promise.reject(failure)) });
    await expect(
      createCalculateDistanceHandler(provider)({ data: { pickup: 'Puerto Banús', dropoff: 'Estepona' } }),
    ).resolves.toEqual(NONE);
    expect(distanceFailed).toHaveBeenCalledWith(failure);
  });

  it.each([Number.NaN, -3, Number.POSITIVE_INFINITY])('never answers a provider distance of %p', async (km) => {
    const provider = fakeProvider({ distanceKm: jest.fn(async () => km) });
    await expect(
      createCalculateDistanceHandler(provider)({ data: { pickup: 'Puerto Banús', dropoff: 'Estepona' } }),
    ).resolves.toEqual(NONE);
  });

  it.each([
    ['no data', undefined, /object/],
    ['no pickup', { dropoff: 'Estepona' }, /"pickup" must be a string/],
    ['no dropoff', { pickup: 'Estepona' }, /"dropoff" must be a string/],
    ['a number', { pickup: 36.5, dropoff: 'Estepona' }, /"pickup" must be a string/],
    ['too long a dropoff', { pickup: 'Estepona', dropoff: 'x'.repeat(500) }, /"dropoff" must be at most 200 characters/],
  ])('refuses %s as invalid-argument, without calling the provider', async (_, data, message) => {
    const provider = fakeProvider();
    const error = await rejection(createCalculateDistanceHandler(provider)({ data }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(message);
    expect(provider.distanceKm).not.toHaveBeenCalled();
  });
});
