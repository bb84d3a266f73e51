/**
 * The places callables through the functions emulator, answered by the local
 * gazetteer (no Google Maps key on the emulator): suggestions, distances and
 * the refusal of bad input, as the web app's callable client sees them.
 */
import {
  CALLABLES,
  SHOWROOM_ADDRESS,
  type CalculateDistanceResponse,
  type PlacesAutocompleteResponse,
} from '@costa/domain';
import { FUNCTIONS } from './support';

interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string };
}

/** A call as the Firebase callable protocol makes it: POST `{ data }`, answered `{ result }` or `{ error }`. */
async function call<T>(name: string, data: unknown): Promise<CallableAnswer<T>> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<CallableAnswer<T>, 'status'>) };
}

const suggest = (data: unknown) => call<PlacesAutocompleteResponse>(CALLABLES.placesAutocomplete, data);
const distance = (data: unknown) => call<CalculateDistanceResponse>(CALLABLES.calculateDistance, data);

async function predictions(input: string, lang?: string) {
  const answer = await suggest({ input, lang });
  expect(answer.status).toBe(200);
  return answer.result!.predictions;
}

async function km(pickup: string, dropoff: string) {
  const answer = await distance({ pickup, dropoff });
  expect(answer.status).toBe(200);
  return answer.result!.distance;
}

describe('placesAutocomplete', () => {
  it('suggests Marbella places for "marb", Marbella first, at most 5', async () => {
    const found = await predictions('marb', 'en');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]).toMatchObject({ mainText: 'Marbella', description: 'Marbella, Málaga, Spain' });
    for (const place of found) expect(place.description).toMatch(/Marbella/);
  });

  it('finds Puerto Banús from "Puerto Ban", with every field of a suggestion', async () => {
    const [first] = await predictions('Puerto Ban', 'en');
    expect(first).toEqual({
      placeId: expect.any(String),
      description: 'Puerto Banús, Marbella, Spain',
      mainText: 'Puerto Banús',
      secondaryText: 'Marbella, Spain',
      types: expect.arrayContaining(['marina']),
    });
  });

  it('describes places in the visitor language, whatever language is typed', async () => {
    expect((await predictions('Flughafen Malaga', 'es'))[0]?.description).toBe(
      'Aeropuerto de Málaga-Costa del Sol (AGP), Málaga, España',
    );
    expect((await predictions('aeropuerto malaga', 'de'))[0]?.description).toBe('Flughafen Málaga (AGP), Málaga, Spanien');
  });

  it('answers fewer than 3 characters with an empty list', async () => {
    expect(await predictions('ma', 'en')).toEqual([]);
  });

  it('knows the showroom', async () => {
    expect((await predictions('Costa Prestige', 'en'))[0]?.description).toBe(SHOWROOM_ADDRESS);
  });

  it.each([
    ['a number', { input: 42 }],
    ['a 500-character text', { input: 'x'.repeat(500) }],
    ['no input', {}],
    ['no data', null],
  ])('refuses %s as invalid-argument', async (_, data) => {
    const answer = await suggest(data);
    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringMatching(/input|object/), details: { reason: 'invalid-input' } });
  });
});

describe('calculateDistance', () => {
  const airport = 'Málaga Airport (AGP), Málaga, Spain';

  it('prices the showroom to Málaga Airport at 50 to 65 road km', async () => {
    const distanceKm = await km(SHOWROOM_ADDRESS, airport);
    expect(distanceKm).toBeGreaterThanOrEqual(50);
    expect(distanceKm).toBeLessThanOrEqual(65);
  });

  it('measures between two known places, in any language, to one decimal', async () => {
    const distanceKm = await km('Puerto Banús, Marbella, Spain', 'Calle Ancha 5, Marbella');
    expect(distanceKm).toBeGreaterThanOrEqual(7);
    expect(distanceKm).toBeLessThanOrEqual(10);
    expect(await km('Aeropuerto de Málaga-Costa del Sol (AGP), Málaga, España', 'Estepona')).toBeGreaterThan(distanceKm);
    expect(Math.round(distanceKm * 10) / 10).toBe(distanceKm);
  });

  it('is 0 for the same place', async () => {
    expect(await km(airport, airport)).toBe(0);
    expect(await km('Calle Ancha 5, Marbella', 'Marbella, Málaga, Spain')).toBe(0);
  });

  it('is 0 for a place it does not know', async () => {
    expect(await km('Rue de Rivoli 1, Paris', airport)).toBe(0);
  });

  it.each([
    ['a number', { pickup: 36.5, dropoff: airport }],
    ['a 500-character text', { pickup: 'Puerto Banús', dropoff: 'x'.repeat(500) }],
    ['no dropoff', { pickup: 'Puerto Banús' }],
    ['no data', null],
  ])('refuses %s as invalid-argument', async (_, data) => {
    const answer = await distance(data);
    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringMatching(/pickup|dropoff|object/), details: { reason: 'invalid-input' } });
  });
});
