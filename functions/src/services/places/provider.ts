/**
 * What the places functions need from a map service: suggestions for what a
 * visitor is typing, and the road distance between two places as typed or
 * picked. Implemented by Google Maps (google.ts) and, on the emulators, by
 * the built-in gazetteer of the coast (gazetteer.ts).
 */
import type { Lang, PlaceSuggestion } from '@costa/domain';

export interface PlacesProvider {
  /**
   * At most 5 suggestions, best first, with texts in `lang` where the service
   * has them. `sessionToken` is shared by the requests of one field while the
   * visitor types in it (an autocomplete session); a provider without
   * sessions ignores it.
   */
  suggest(input: string, lang: Lang, sessionToken?: string): Promise<PlaceSuggestion[]>;
  /**
   * Road kilometres between two free texts; 0 when either place is unknown.
   * No session token: a distance is asked for texts, not for a picked place.
   */
  distanceKm(from: string, to: string): Promise<number>;
}

/** As many suggestions as Google's autocomplete gives; the web shows them all. */
export const MAX_SUGGESTIONS = 5;

/** Kilometres to one decimal, as the order shows and charges them. */
export function roundKm(km: number): number {
  return Number.isFinite(km) && km > 0 ? Math.round(km * 10) / 10 : 0;
}
