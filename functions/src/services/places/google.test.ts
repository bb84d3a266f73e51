import { SHOWROOM_ADDRESS, SHOWROOM_PLACE_ID } from '@costa/domain';
import type { DistanceMatrixResponse, PlaceAutocompleteResponse } from '@googlemaps/google-maps-services-js';
import { distanceNotFound } from '../../logs';
import { SHOWROOM_LOCATION } from './gazetteer';
import { googlePlacesProvider, type MapsClient } from './google';

jest.mock('../../logs');

beforeEach(() => jest.clearAllMocks());

const prediction = (n: number) => ({
  place_id: `ChIJ${n}`,
  description: `Calle Ancha ${n}, Marbella, España`,
  structured_formatting: { main_text: `Calle Ancha ${n}`, secondary_text: 'Marbella, España', main_text_matched_substrings: [] },
  types: ['street_address', 'geocode'],
  terms: [],
  matched_substrings: [],
});

function fakeClient(data: { predictions?: unknown[]; rows?: unknown[] }) {
  const client = {
    placeAutocomplete: jest.fn(async () => ({ data }) as unknown as PlaceAutocompleteResponse),
    distancematrix: jest.fn(async () => ({ data }) as unknown as DistanceMatrixResponse),
  };
  return client satisfies MapsClient;
}

describe('Google suggestions', () => {
  it('asks in the visitor language, biased to the coast, in Spain and Gibraltar only', async () => {
    const client = fakeClient({ predictions: [] });
    await googlePlacesProvider(client, 'key-1').suggest('calle ancha', 'es');
    expect(client.placeAutocomplete).toHaveBeenCalledWith({
      params: {
        input: 'calle ancha',
        key: 'key-1',
        language: 'es',
        location: SHOWROOM_LOCATION,
        radius: 80_000,
        components: ['country:es', 'country:gi'],
      },
      timeout: 5_000,
    });
  });

  it('maps predictions to suggestions, at most 5', async () => {
    const client = fakeClient({ predictions: [1, 2, 3, 4, 5, 6].map(prediction) });
    const suggestions = await googlePlacesProvider(client, 'key-1').suggest('calle ancha', 'es');
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      placeId: 'ChIJ1',
      description: 'Calle Ancha 1, Marbella, España',
      mainText: 'Calle Ancha 1',
      secondaryText: 'Marbella, España',
      types: ['street_address', 'geocode'],
    });
  });

  it('falls back to the description when a prediction has no structured texts', async () => {
    const bare = { place_id: 'ChIJx', description: 'Marbella, Spain', terms: [], matched_substrings: [] };
    const client = fakeClient({ predictions: [bare] });
    await expect(googlePlacesProvider(client, 'k').suggest('marbella', 'en')).resolves.toEqual([
      { placeId: 'ChIJx', description: 'Marbella, Spain', mainText: 'Marbella, Spain', secondaryText: '', types: [] },
    ]);
  });

  it('lets a failed request fail, for the handler to log', async () => {
    const client = fakeClient({});
    client.placeAutocomplete.mockRejectedValueOnce(new Error('Request failed with status code 403'));
    await expect(googlePlacesProvider(client, 'k').suggest('marbella', 'en')).rejects.toThrow('403');
  });
});

describe('Google distance', () => {
  const route = (element: unknown) => ({ rows: [{ elements: [element] }] });

  it('asks for the driving distance in metric units and answers km to one decimal', async () => {
    const client = fakeClient(route({ status: 'OK', distance: { value: 52_348, text: '52.3 km' } }));
    await expect(googlePlacesProvider(client, 'key-1').distanceKm('Puerto Banús', 'Málaga Airport')).resolves.toBe(52.3);
    expect(client.distancematrix).toHaveBeenCalledWith({
      params: {
        origins: ['Puerto Banús'],
        destinations: ['Málaga Airport'],
        mode: 'driving',
        units: 'metric',
        region: 'es',
        key: 'key-1',
      },
      timeout: 5_000,
    });
  });

  it('sends the showroom as its coordinates', async () => {
    const client = fakeClient(route({ status: 'OK', distance: { value: 8_000, text: '8 km' } }));
    const provider = googlePlacesProvider(client, 'k');
    await provider.distanceKm(SHOWROOM_ADDRESS, 'Puerto Banús');
    await provider.distanceKm('Puerto Banús', SHOWROOM_PLACE_ID);
    const calls = client.distancematrix.mock.calls as unknown as [{ params: { origins: unknown[]; destinations: unknown[] } }][];
    expect(calls[0]![0].params.origins).toEqual([SHOWROOM_LOCATION]);
    expect(calls[1]![0].params.destinations).toEqual([SHOWROOM_LOCATION]);
  });

  it.each([
    ['a place Google cannot find', route({ status: 'NOT_FOUND' }), 'NOT_FOUND'],
    ['no road between them', route({ status: 'ZERO_RESULTS' }), 'ZERO_RESULTS'],
    ['no row at all', { rows: [] }, 'NO_ROUTE'],
  ])('answers 0 and logs for %s', async (_, data, status) => {
    const client = fakeClient(data);
    await expect(googlePlacesProvider(client, 'k').distanceKm('Atlantis', 'Marbella')).resolves.toBe(0);
    expect(distanceNotFound).toHaveBeenCalledWith('Atlantis', 'Marbella', status);
  });
});
