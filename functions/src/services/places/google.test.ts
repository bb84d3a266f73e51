import { Readable } from 'node:stream';
import { SHOWROOM_ADDRESS, SHOWROOM_PLACE_ID } from '@costa/domain';
import { PlacesClient } from '@googlemaps/places';
import { RoutesClient, type protos } from '@googlemaps/routing';
import { distanceNotFound } from '../../logs';
import { SHOWROOM_LOCATION } from './gazetteer';
import {
  AUTOCOMPLETE_FIELD_MASK,
  googleMapsProvider,
  googlePlacesProvider,
  REQUEST_TIMEOUT_MS,
  ROUTE_MATRIX_FIELD_MASK,
  type AutocompleteApi,
  type GoogleClients,
  type RouteMatrixApi,
} from './google';

jest.mock('../../logs');
// The real clients would open gRPC channels to Google; only their construction is checked here.
jest.mock('@googlemaps/places', () => ({ PlacesClient: jest.fn() }));
jest.mock('@googlemaps/routing', () => ({ ...jest.requireActual('@googlemaps/routing'), RoutesClient: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

type Element = protos.google.maps.routing.v2.IRouteMatrixElement;

const placePrediction = (n: number) => ({
  placePrediction: {
    placeId: `ChIJ${n}`,
    text: { text: `Calle Ancha ${n}, Marbella, España` },
    structuredFormat: { mainText: { text: `Calle Ancha ${n}` }, secondaryText: { text: 'Marbella, España' } },
    types: ['street_address', 'geocode'],
  },
});

/** Stand-ins for Google's clients at the boundary of the two methods the provider calls. */
function fakeClients({ suggestions = [], elements = [] }: { suggestions?: unknown[]; elements?: Element[] | (() => AsyncIterable<Element>) }) {
  const places = {
    autocompletePlaces: jest.fn<ReturnType<AutocompleteApi['autocompletePlaces']>, Parameters<AutocompleteApi['autocompletePlaces']>>(
      async () => [{ suggestions } as never],
    ),
  };
  const routes = {
    // Like the real call: a server stream of matrix elements.
    computeRouteMatrix: jest.fn<AsyncIterable<Element>, Parameters<RouteMatrixApi['computeRouteMatrix']>>(() =>
      typeof elements === 'function' ? elements() : Readable.from(elements),
    ),
  };
  return { places, routes } satisfies GoogleClients;
}

describe('Google suggestions', () => {
  it('asks in the visitor language, biased to the coast, in Spain and Gibraltar only, for the masked fields', async () => {
    const clients = fakeClients({});
    await googlePlacesProvider(clients).suggest('calle ancha', 'de');
    expect(clients.places.autocompletePlaces).toHaveBeenCalledTimes(1);
    expect(clients.places.autocompletePlaces).toHaveBeenCalledWith(
      {
        input: 'calle ancha',
        languageCode: 'de',
        locationBias: { circle: { center: { latitude: SHOWROOM_LOCATION.lat, longitude: SHOWROOM_LOCATION.lng }, radius: 80_000 } },
        includedRegionCodes: ['es', 'gi'],
      },
      { timeout: 5_000, otherArgs: { headers: { 'X-Goog-FieldMask': AUTOCOMPLETE_FIELD_MASK } } },
    );
  });

  it('masks the answer to the fields a suggestion shows', () => {
    expect(AUTOCOMPLETE_FIELD_MASK.split(',')).toEqual([
      'suggestions.placePrediction.placeId',
      'suggestions.placePrediction.text.text',
      'suggestions.placePrediction.structuredFormat.mainText.text',
      'suggestions.placePrediction.structuredFormat.secondaryText.text',
      'suggestions.placePrediction.types',
    ]);
  });

  it('sends the session token it is given, so the requests of one field are billed as one session', async () => {
    const clients = fakeClients({});
    const token = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    await googlePlacesProvider(clients).suggest('calle ancha', 'es', token);
    expect(clients.places.autocompletePlaces.mock.calls[0]![0].sessionToken).toBe(token);
  });

  it.each([
    ['longer than 36 characters', 'a'.repeat(37)],
    ['not URL-safe', 'abc/def+ghi'],
    ['empty', ''],
  ])('sends no session token when the one given is %s, rather than have Google refuse the request', async (_, token) => {
    const clients = fakeClients({});
    await googlePlacesProvider(clients).suggest('calle ancha', 'es', token);
    expect(clients.places.autocompletePlaces.mock.calls[0]![0]).not.toHaveProperty('sessionToken');
  });

  it('maps place predictions to suggestions, at most 5', async () => {
    const clients = fakeClients({ suggestions: [1, 2, 3, 4, 5, 6].map(placePrediction) });
    const suggestions = await googlePlacesProvider(clients).suggest('calle ancha', 'es');
    expect(suggestions.map((suggestion) => suggestion.placeId)).toEqual(['ChIJ1', 'ChIJ2', 'ChIJ3', 'ChIJ4', 'ChIJ5']);
    expect(suggestions[0]).toEqual({
      placeId: 'ChIJ1',
      description: 'Calle Ancha 1, Marbella, España',
      mainText: 'Calle Ancha 1',
      secondaryText: 'Marbella, España',
      types: ['street_address', 'geocode'],
    });
  });

  it('falls back to the full text when a prediction has no structured texts', async () => {
    const bare = { placePrediction: { placeId: 'ChIJx', text: { text: 'Marbella, Spain' } } };
    const clients = fakeClients({ suggestions: [bare] });
    await expect(googlePlacesProvider(clients).suggest('marbella', 'en')).resolves.toEqual([
      { placeId: 'ChIJx', description: 'Marbella, Spain', mainText: 'Marbella, Spain', secondaryText: '', types: [] },
    ]);
  });

  it('leaves out query predictions and predictions without a place id', async () => {
    const query = { queryPrediction: { text: { text: 'hotels in Marbella' } } };
    const noId = { placePrediction: { text: { text: 'Somewhere' } } };
    const clients = fakeClients({ suggestions: [query, noId, placePrediction(7)] });
    const suggestions = await googlePlacesProvider(clients).suggest('hotel', 'en');
    expect(suggestions.map((suggestion) => suggestion.placeId)).toEqual(['ChIJ7']);
  });

  it('answers an empty list when Google has no suggestion', async () => {
    const clients = fakeClients({});
    clients.places.autocompletePlaces.mockResolvedValueOnce([{}]);
    await expect(googlePlacesProvider(clients).suggest('zzzz', 'en')).resolves.toEqual([]);
  });

  it('lets a failed request fail, for the handler to log', async () => {
    const clients = fakeClients({});
    const denied = Object.assign(new Error('7 PERMISSION_DENIED: Places API (New) has not been used in project'), { code: 7 });
    clients.places.autocompletePlaces.mockRejectedValueOnce(denied);
    await expect(googlePlacesProvider(clients).suggest('marbella', 'en')).rejects.toBe(denied);
  });
});

describe('Google distance', () => {
  it('asks for the driving distance without traffic, for the masked fields, and answers km to one decimal', async () => {
    const clients = fakeClients({ elements: [{ condition: 'ROUTE_EXISTS', distanceMeters: 52_348 }] });
    await expect(googlePlacesProvider(clients).distanceKm('Puerto Banús', 'Málaga Airport')).resolves.toBe(52.3);
    expect(clients.routes.computeRouteMatrix).toHaveBeenCalledTimes(1);
    expect(clients.routes.computeRouteMatrix).toHaveBeenCalledWith(
      {
        origins: [{ waypoint: { address: 'Puerto Banús' } }],
        destinations: [{ waypoint: { address: 'Málaga Airport' } }],
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_UNAWARE',
        regionCode: 'es',
      },
      { timeout: REQUEST_TIMEOUT_MS, otherArgs: { headers: { 'X-Goog-FieldMask': 'status,condition,distanceMeters' } } },
    );
    expect(ROUTE_MATRIX_FIELD_MASK).toBe('status,condition,distanceMeters');
  });

  it('reads the route whether its condition comes as a name or as the enum number', async () => {
    const clients = fakeClients({ elements: [{ condition: 1, distanceMeters: 8_049 }] });
    await expect(googlePlacesProvider(clients).distanceKm('Puerto Banús', 'Marbella')).resolves.toBe(8);
    expect(distanceNotFound).not.toHaveBeenCalled();
  });

  it('sends the showroom as its coordinates', async () => {
    const clients = fakeClients({});
    clients.routes.computeRouteMatrix.mockImplementation(() => Readable.from([{ condition: 'ROUTE_EXISTS', distanceMeters: 8_000 }]));
    const provider = googlePlacesProvider(clients);
    await provider.distanceKm(SHOWROOM_ADDRESS, 'Puerto Banús');
    await provider.distanceKm('Puerto Banús', SHOWROOM_PLACE_ID);
    const showroom = { waypoint: { location: { latLng: { latitude: SHOWROOM_LOCATION.lat, longitude: SHOWROOM_LOCATION.lng } } } };
    const [first, second] = clients.routes.computeRouteMatrix.mock.calls.map(([request]) => request);
    expect(first!.origins).toEqual([showroom]);
    expect(first!.destinations).toEqual([{ waypoint: { address: 'Puerto Banús' } }]);
    expect(second!.origins).toEqual([{ waypoint: { address: 'Puerto Banús' } }]);
    expect(second!.destinations).toEqual([showroom]);
  });

  it.each<[string, Element[], string]>([
    ['no road between them', [{ condition: 'ROUTE_NOT_FOUND', distanceMeters: 0 }], 'ROUTE_NOT_FOUND'],
    ['no road, as the enum number', [{ condition: 2 }], 'ROUTE_NOT_FOUND'],
    ['a place Google cannot find', [{ status: { code: 5, message: 'Address not found' }, condition: 'ROUTE_MATRIX_ELEMENT_CONDITION_UNSPECIFIED' }], 'NOT_FOUND'],
    ['an error status even with a distance', [{ status: { code: 3 }, condition: 'ROUTE_EXISTS', distanceMeters: 1_000 }], 'INVALID_ARGUMENT'],
    ['no condition at all', [{ distanceMeters: 1_000 }], 'NO_ROUTE'],
    ['no element at all', [], 'NO_ROUTE'],
  ])('answers 0 and logs for %s', async (_, elements, status) => {
    const clients = fakeClients({ elements });
    await expect(googlePlacesProvider(clients).distanceKm('Atlantis', 'Marbella')).resolves.toBe(0);
    expect(distanceNotFound).toHaveBeenCalledWith('Atlantis', 'Marbella', status);
    expect(distanceNotFound).toHaveBeenCalledTimes(1);
  });

  it('lets a failed request fail, for the handler to log', async () => {
    const denied = Object.assign(new Error('7 PERMISSION_DENIED: Routes API has not been used in project'), { code: 7 });
    const clients = fakeClients({
      elements: () =>
        new Readable({
          objectMode: true,
          read() {
            this.destroy(denied);
          },
        }),
    });
    await expect(googlePlacesProvider(clients).distanceKm('Puerto Banús', 'Marbella')).rejects.toBe(denied);
    expect(distanceNotFound).not.toHaveBeenCalled();
  });

  it('fails when the stream breaks after its element, rather than price on a half answer', async () => {
    const broken = new Error('14 UNAVAILABLE: Connection reset');
    async function* elements(): AsyncIterable<Element> {
      yield { condition: 'ROUTE_EXISTS', distanceMeters: 52_348 };
      throw broken;
    }
    const clients = fakeClients({ elements });
    await expect(googlePlacesProvider(clients).distanceKm('Puerto Banús', 'Marbella')).rejects.toBe(broken);
  });
});

describe('Google clients', () => {
  it('builds both clients on the API key', () => {
    const provider = googleMapsProvider('key-1');
    expect(PlacesClient).toHaveBeenCalledWith({ apiKey: 'key-1' });
    expect(RoutesClient).toHaveBeenCalledWith({ apiKey: 'key-1' });
    expect(provider).toEqual({ suggest: expect.any(Function), distanceKm: expect.any(Function) });
  });
});
