/**
 * Address suggestions from the places function. A failure is logged and
 * gives no suggestions: the visitor can still type the address.
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

export async function suggestPlaces(input: string, lang: Lang, sessionToken?: string): Promise<PlaceSuggestion[]> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<PlacesAutocompleteRequest, PlacesAutocompleteResponse>(functions, CALLABLES.placesAutocomplete, {
      timeout: SUGGESTIONS_TIMEOUT_MS,
    });
    const { data } = await call(sessionToken ? { input, lang, sessionToken } : { input, lang });
    return Array.isArray(data?.predictions)
      ? data.predictions.filter((p) => typeof p?.description === 'string' && p.description.trim() !== '')
      : [];
  } catch (error) {
    console.error('Could not load address suggestions', error);
    return [];
  }
}

/**
 * The autocomplete session of one location field: the requests made while
 * the visitor types in it share one token, so Google sees them as one
 * session. The token is made at the first keystroke, and dropped once a
 * suggestion is chosen or the field is emptied, so the next typing is a new
 * session.
 */
export interface SuggestionSession {
  /** The visitor typed in the field and it now reads `text`. */
  typed(text: string): void;
  /** A suggestion was chosen or the field cleared. */
  end(): void;
  /** Suggestions for `input`, sent with the token of the session under way, if any. */
  suggest(input: string, lang: Lang): Promise<PlaceSuggestion[]>;
}

/**
 * 36 characters of the form Google takes. randomUUID exists only on secure
 * pages (HTTPS or localhost); elsewhere (the dev server opened by a LAN
 * address) there is no token and each request stands alone.
 */
const newToken = (): string | undefined => globalThis.crypto?.randomUUID?.();

export function suggestionSession(): SuggestionSession {
  let token: string | undefined;
  return {
    typed(text) {
      token = text.trim() ? (token ?? newToken()) : undefined;
    },
    end() {
      token = undefined;
    },
    suggest: (input, lang) => suggestPlaces(input, lang, token),
  };
}
