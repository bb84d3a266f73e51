/**
 * What the places functions need from a map service: suggestions for what a
 * visitor is typing, and the road distance between two places as typed or
 * picked. Implemented by Google Maps (google.ts) and, on the emulators, by
 * the built-in gazetteer of the coast (gazetteer.ts).
 */
import { SHOWROOM_ADDRESS, type Lang, type PlaceSuggestion } from '@costa/domain';

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

/** The road kilometres a booking's price needs: between its two places, and from the showroom to each. */
export interface HandoverDistances {
  /** Pickup to dropoff; 0 for the same place. */
  distanceKm: number;
  /** From the showroom to each place (0 at the showroom), for delivery beyond the free zone. */
  pickupKm: number;
  dropoffKm: number;
}

/** Same place as typed: case and runs of spaces do not count. */
export function samePlace(a: string, b: string): boolean {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}

/**
 * The three distances of a booking, each rounded as charged: a place at the
 * showroom is 0 km from it, and the same place twice is measured once.
 */
export async function handoverDistances(provider: PlacesProvider, pickup: string, dropoff: string): Promise<HandoverDistances> {
  const fromShowroom = async (place: string) => (samePlace(place, SHOWROOM_ADDRESS) ? 0 : roundKm(await provider.distanceKm(SHOWROOM_ADDRESS, place)));
  const same = samePlace(pickup, dropoff);
  const [distanceKm, pickupKm, dropoffKm] = await Promise.all([
    same ? 0 : provider.distanceKm(pickup, dropoff).then(roundKm),
    fromShowroom(pickup),
    same ? null : fromShowroom(dropoff),
  ]);
  return { distanceKm, pickupKm, dropoffKm: dropoffKm ?? pickupKm };
}
