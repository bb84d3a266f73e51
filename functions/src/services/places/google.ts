/**
 * The Google Maps places provider: Autocomplete of the Places API (New)
 * biased to the coast around the showroom (Spain and Gibraltar only) in the
 * visitor's language, and the Routes API's route matrix by car in kilometres.
 * The showroom is sent as its coordinates, since its address names the
 * boutique, which Google may not know. Every request names the only fields
 * it wants (a field mask header): Places and Routes answer nothing else, and
 * the route matrix stays on its basic SKU. Loaded only when a key is set
 * (index.ts), so the client libraries are not required at every cold start.
 */
import {
  isPlacesSessionToken,
  SHOWROOM_ADDRESS,
  SHOWROOM_PLACE_ID,
  type Lang,
  type PlaceSuggestion,
} from '@costa/domain';
import { PlacesClient, type protos as placesProtos } from '@googlemaps/places';
import { protos as routingProtos, RoutesClient } from '@googlemaps/routing';
import { distanceNotFound } from '../../logs';
import { SHOWROOM_LOCATION, type LatLng } from './gazetteer';
import { MAX_SUGGESTIONS, roundKm, type PlacesProvider } from './provider';

type AutocompleteRequest = placesProtos.google.maps.places.v1.IAutocompletePlacesRequest;
type AutocompleteResponse = placesProtos.google.maps.places.v1.IAutocompletePlacesResponse;
type PlacePrediction = placesProtos.google.maps.places.v1.AutocompletePlacesResponse.Suggestion.IPlacePrediction;
type RouteMatrixRequest = routingProtos.google.maps.routing.v2.IComputeRouteMatrixRequest;
type RouteMatrixElement = routingProtos.google.maps.routing.v2.IRouteMatrixElement;
type Waypoint = routingProtos.google.maps.routing.v2.IWaypoint;

const { RouteMatrixElementCondition } = routingProtos.google.maps.routing.v2;

/** The call options this provider sends: a deadline and the field mask header. */
export interface GoogleCallOptions {
  timeout: number;
  otherArgs: { headers: { 'X-Goog-FieldMask': string } };
}

/** The one method of PlacesClient used here, so tests can stand in for Google. */
export interface AutocompleteApi {
  autocompletePlaces(request: AutocompleteRequest, options: GoogleCallOptions): Promise<[AutocompleteResponse, ...unknown[]]>;
}

/** The one method of RoutesClient used here: a server stream of matrix elements. */
export interface RouteMatrixApi {
  computeRouteMatrix(request: RouteMatrixRequest, options: GoogleCallOptions): AsyncIterable<RouteMatrixElement>;
}

export interface GoogleClients {
  places: AutocompleteApi;
  routes: RouteMatrixApi;
}

/** What a suggestion shows, nothing more (Autocomplete bills per request or session, so the mask only trims the answer). */
export const AUTOCOMPLETE_FIELD_MASK = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text.text',
  'suggestions.placePrediction.structuredFormat.mainText.text',
  'suggestions.placePrediction.structuredFormat.secondaryText.text',
  'suggestions.placePrediction.types',
].join(',');
/** One origin and one destination, priced by distance only: no indexes, durations, traffic or toll fields. */
export const ROUTE_MATRIX_FIELD_MASK = 'status,condition,distanceMeters';

/** Suggestions are biased, not restricted, to this circle: the coast from Gibraltar to Málaga. */
export const SUGGESTION_BIAS_RADIUS_M = 80_000;
/** Spain and Gibraltar only, as CLDR region codes. */
export const REGION_CODES = ['es', 'gi'];
/** A visitor is waiting for a suggestion list or a price; better none than a late one. */
export const REQUEST_TIMEOUT_MS = 5_000;
/** gRPC status names by code, for the log line of an element Google could not route. */
const STATUS_NAMES = [
  'OK', 'CANCELLED', 'UNKNOWN', 'INVALID_ARGUMENT', 'DEADLINE_EXCEEDED', 'NOT_FOUND',
  'ALREADY_EXISTS', 'PERMISSION_DENIED', 'RESOURCE_EXHAUSTED', 'FAILED_PRECONDITION', 'ABORTED',
  'OUT_OF_RANGE', 'UNIMPLEMENTED', 'INTERNAL', 'UNAVAILABLE', 'DATA_LOSS', 'UNAUTHENTICATED',
];

const callOptions = (fieldMask: string): GoogleCallOptions => ({
  timeout: REQUEST_TIMEOUT_MS,
  otherArgs: { headers: { 'X-Goog-FieldMask': fieldMask } },
});

export function suggestionFromPrediction(prediction: PlacePrediction): PlaceSuggestion {
  const description = prediction.text?.text ?? '';
  return {
    placeId: prediction.placeId ?? '',
    description,
    mainText: prediction.structuredFormat?.mainText?.text || description,
    secondaryText: prediction.structuredFormat?.secondaryText?.text ?? '',
    types: prediction.types ?? [],
  };
}

/** What Google is asked to route from or to: the showroom's coordinates, else the text as typed. */
export function waypointOf(text: string): LatLng | string {
  const trimmed = text.trim();
  return trimmed === SHOWROOM_ADDRESS || trimmed === SHOWROOM_PLACE_ID ? SHOWROOM_LOCATION : trimmed;
}

function routesWaypoint(text: string): Waypoint {
  const point = waypointOf(text);
  return typeof point === 'string' ? { address: point } : { location: { latLng: { latitude: point.lat, longitude: point.lng } } };
}

/** Why an element gives no distance, as the log line names it; null when it has a route. */
export function routeProblem(element: RouteMatrixElement | undefined): string | null {
  if (!element) return 'NO_ROUTE';
  const code = element.status?.code ?? 0;
  if (code !== 0) return STATUS_NAMES[code] ?? `STATUS_${code}`;
  const condition = typeof element.condition === 'number' ? RouteMatrixElementCondition[element.condition] : element.condition;
  return condition === 'ROUTE_EXISTS' ? null : (condition ?? 'NO_ROUTE');
}

export function googlePlacesProvider({ places, routes }: GoogleClients): PlacesProvider {
  return {
    async suggest(input: string, lang: Lang, sessionToken?: string) {
      const request: AutocompleteRequest = {
        input,
        languageCode: lang,
        locationBias: {
          circle: {
            center: { latitude: SHOWROOM_LOCATION.lat, longitude: SHOWROOM_LOCATION.lng },
            radius: SUGGESTION_BIAS_RADIUS_M,
          },
        },
        includedRegionCodes: REGION_CODES,
      };
      // The requests of one field's typing share the token the web made for it. Google
      // bills them as one session only once the session ends with a Place Details (New)
      // call with the same token, which this site does not make (it would be one more
      // billed call), so each request is still billed on its own; the token groups them
      // for Google's abuse and quality signals, and is ready should Place Details come.
      // The callable has already refused a malformed one; checked again because Google
      // refuses the whole request for it.
      if (isPlacesSessionToken(sessionToken)) request.sessionToken = sessionToken;
      const [response] = await places.autocompletePlaces(request, callOptions(AUTOCOMPLETE_FIELD_MASK));
      return (response.suggestions ?? [])
        .flatMap(({ placePrediction }) => (placePrediction?.placeId ? [suggestionFromPrediction(placePrediction)] : []))
        .slice(0, MAX_SUGGESTIONS);
    },

    async distanceKm(from: string, to: string) {
      const stream = routes.computeRouteMatrix(
        {
          origins: [{ waypoint: routesWaypoint(from) }],
          destinations: [{ waypoint: routesWaypoint(to) }],
          travelMode: 'DRIVE',
          // Explicit, as it is what keeps the request on the basic SKU.
          routingPreference: 'TRAFFIC_UNAWARE',
          regionCode: 'es',
        },
        callOptions(ROUTE_MATRIX_FIELD_MASK),
      );
      // One origin by one destination: one element. The stream is read to its end so a late error still fails the call.
      let element: RouteMatrixElement | undefined;
      for await (const each of stream) element ??= each;
      const problem = routeProblem(element);
      if (problem) {
        distanceNotFound(from, to, problem);
        return 0;
      }
      return roundKm((element?.distanceMeters ?? 0) / 1000);
    },
  };
}

/** The provider on Google's own clients (gRPC, one channel each, kept for the instance), with the API key. */
export function googleMapsProvider(key: string): PlacesProvider {
  return googlePlacesProvider({ places: new PlacesClient({ apiKey: key }), routes: new RoutesClient({ apiKey: key }) });
}
