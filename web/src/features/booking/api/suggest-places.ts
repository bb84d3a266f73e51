/**
 * Address suggestions from the places function. A failure is logged and
 * gives no suggestions (spec 8): the visitor can still type the address.
 */
import {
  CALLABLES,
  type Lang,
  type PlaceSuggestion,
  type PlacesAutocompleteRequest,
  type PlacesAutocompleteResponse,
} from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** A suggestion that has not come in this time is no longer what the visitor needs. */
const SUGGESTIONS_TIMEOUT_MS = 8_000;

export async function suggestPlaces(input: string, lang: Lang): Promise<PlaceSuggestion[]> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<PlacesAutocompleteRequest, PlacesAutocompleteResponse>(functions, CALLABLES.placesAutocomplete, {
      timeout: SUGGESTIONS_TIMEOUT_MS,
    });
    const { data } = await call({ input, lang });
    return Array.isArray(data?.predictions)
      ? data.predictions.filter((p) => typeof p?.description === 'string' && p.description.trim() !== '')
      : [];
  } catch (error) {
    console.error('Could not load address suggestions', error);
    return [];
  }
}
