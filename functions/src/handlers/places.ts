/**
 * The two public callables of the booking form: place suggestions
 * for what a visitor types, and the road distances a price needs (between pickup and dropoff, and from the showroom to each).
 * Both are open to anyone, so input is checked and capped before any paid
 * call is made. A failing provider never fails the form: it is
 * logged and answered with an empty list or 0 km.
 */
import {
  DEFAULT_LANG,
  isLang,
  isPlacesSessionToken,
  LOCATION_MAX_LENGTH,
  SUGGESTION_FETCH_MIN,
  type CalculateDistanceResponse,
  type Lang,
  type PlacesAutocompleteResponse,
} from '@costa/domain';
import { refusal } from './refusal';
import { distanceFailed, placeSuggestionsFailed } from '../logs';
import { handoverDistances, MAX_SUGGESTIONS, type PlacesProvider } from '../services/places/provider';

/** The part of a callable request these handlers read. */
export interface CallRequest {
  data: unknown;
}

function invalid(message: string): never {
  throw refusal('invalid-input', message);
}

function fieldsOf(data: unknown, expected: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) invalid(`Expected an object with ${expected}.`);
  return data as Record<string, unknown>;
}

/** A location text: a string of at most LOCATION_MAX_LENGTH characters once trimmed. */
function locationText(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string') invalid(`"${name}" must be a string.`);
  const text = value.trim();
  if (text.length > LOCATION_MAX_LENGTH) invalid(`"${name}" must be at most ${LOCATION_MAX_LENGTH} characters.`);
  return text;
}

export interface AutocompleteInput {
  input: string;
  lang: Lang;
  /** The autocomplete session of the field being typed in, if the web sent one. */
  sessionToken?: string;
}

/** An optional session token; null counts as none, as the callable SDK sends an undefined field as null. */
function sessionTokenOf(fields: Record<string, unknown>): string | undefined {
  const value = fields.sessionToken;
  if (value === undefined || value === null) return undefined;
  // Refused rather than dropped: Google would refuse the whole request for it, and a web bug should show.
  if (!isPlacesSessionToken(value)) invalid('"sessionToken" must be 1 to 36 letters, digits, "-", "_" or "=".');
  return value;
}

export function parseAutocompleteRequest(data: unknown): AutocompleteInput {
  const fields = fieldsOf(data, '"input" (text) and optionally "lang" and "sessionToken"');
  const input = locationText(fields, 'input');
  if (!input) invalid('"input" must not be empty.');
  const sessionToken = sessionTokenOf(fields);
  return { input, lang: isLang(fields.lang) ? fields.lang : DEFAULT_LANG, ...(sessionToken && { sessionToken }) };
}

export interface DistanceInput {
  pickup: string;
  dropoff: string;
}

export function parseDistanceRequest(data: unknown): DistanceInput {
  const fields = fieldsOf(data, '"pickup" and "dropoff" (texts)');
  return { pickup: locationText(fields, 'pickup'), dropoff: locationText(fields, 'dropoff') };
}

export function createPlacesAutocompleteHandler(provider: PlacesProvider) {
  return async (request: CallRequest): Promise<PlacesAutocompleteResponse> => {
    const { input, lang, sessionToken } = parseAutocompleteRequest(request.data);
    // The form asks from 3 characters; anything shorter is not worth a paid lookup.
    if (input.length < SUGGESTION_FETCH_MIN) return { predictions: [] };
    try {
      const predictions = await provider.suggest(input, lang, sessionToken);
      return { predictions: predictions.slice(0, MAX_SUGGESTIONS) };
    } catch (error) {
      placeSuggestionsFailed(error);
      return { predictions: [] };
    }
  };
}

export function createCalculateDistanceHandler(provider: PlacesProvider) {
  return async (request: CallRequest): Promise<CalculateDistanceResponse> => {
    const { pickup, dropoff } = parseDistanceRequest(request.data);
    const none = { distance: 0, pickupFromShowroom: 0, dropoffFromShowroom: 0 };
    if (!pickup || !dropoff) return none;
    try {
      const { distanceKm, pickupKm, dropoffKm } = await handoverDistances(provider, pickup, dropoff);
      return { distance: distanceKm, pickupFromShowroom: pickupKm, dropoffFromShowroom: dropoffKm };
    } catch (error) {
      distanceFailed(error);
      return none;
    }
  };
}
