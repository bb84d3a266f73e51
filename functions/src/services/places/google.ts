/**
 * The Google Maps places provider: Place Autocomplete biased to the coast
 * around the showroom (Spain and Gibraltar only) in the visitor's language,
 * and the Distance Matrix by car in kilometres. The showroom is sent as its
 * coordinates, since its address names the boutique, which Google may not
 * know. Loaded only when a key is set (index.ts), so the client library is
 * not required at every cold start.
 */
import { Client, Language, TravelMode, UnitSystem, type PlaceAutocompleteResult } from '@googlemaps/google-maps-services-js';
import { SHOWROOM_ADDRESS, SHOWROOM_PLACE_ID, type Lang, type PlaceSuggestion } from '@costa/domain';
import { distanceNotFound } from '../../logs';
import { SHOWROOM_LOCATION, type LatLng } from './gazetteer';
import { MAX_SUGGESTIONS, roundKm, type PlacesProvider } from './provider';

export type MapsClient = Pick<Client, 'placeAutocomplete' | 'distancematrix'>;

/** Suggestions are biased, not restricted, to this circle: the coast from Gibraltar to Málaga. */
export const SUGGESTION_BIAS_RADIUS_M = 80_000;
export const COUNTRIES = ['country:es', 'country:gi'];
/** A visitor is waiting for a suggestion list or a price; better none than a late one. */
export const REQUEST_TIMEOUT_MS = 5_000;

export function suggestionFromPrediction(prediction: PlaceAutocompleteResult): PlaceSuggestion {
  const formatting = prediction.structured_formatting;
  return {
    placeId: prediction.place_id,
    description: prediction.description,
    mainText: formatting?.main_text || prediction.description,
    secondaryText: formatting?.secondary_text ?? '',
    types: (prediction.types ?? []).map(String),
  };
}

/** What Google is asked to route from or to: the showroom's coordinates, else the text as typed. */
export function waypointOf(text: string): LatLng | string {
  const trimmed = text.trim();
  return trimmed === SHOWROOM_ADDRESS || trimmed === SHOWROOM_PLACE_ID ? SHOWROOM_LOCATION : trimmed;
}

export function googlePlacesProvider(client: MapsClient, key: string): PlacesProvider {
  return {
    async suggest(input: string, lang: Lang) {
      const response = await client.placeAutocomplete({
        params: {
          input,
          key,
          language: Language[lang],
          location: SHOWROOM_LOCATION,
          radius: SUGGESTION_BIAS_RADIUS_M,
          components: COUNTRIES,
        },
        timeout: REQUEST_TIMEOUT_MS,
      });
      return (response.data.predictions ?? []).slice(0, MAX_SUGGESTIONS).map(suggestionFromPrediction);
    },

    async distanceKm(from: string, to: string) {
      const response = await client.distancematrix({
        params: {
          origins: [waypointOf(from)],
          destinations: [waypointOf(to)],
          mode: TravelMode.driving,
          units: UnitSystem.metric,
          region: 'es',
          key,
        },
        timeout: REQUEST_TIMEOUT_MS,
      });
      const element = response.data.rows?.[0]?.elements?.[0];
      if (element?.status !== 'OK') {
        distanceNotFound(from, to, element?.status ?? 'NO_ROUTE');
        return 0;
      }
      return roundKm(element.distance.value / 1000);
    },
  };
}

/** The provider on Google's own client (keep-alive connections, retries of 5xx and rate-limit answers). */
export function googleMapsProvider(key: string): PlacesProvider {
  return googlePlacesProvider(new Client({}), key);
}
