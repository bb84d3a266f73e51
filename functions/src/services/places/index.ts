/**
 * Which places provider answers: Google Maps when the GOOGLE_MAPS_API_KEY
 * secret has a value; the built-in gazetteer on the emulators without one; in
 * production without one, nothing (an error log line per call, empty lists
 * and 0 km), because made-up distances must never reach a real price. The
 * choice is made at the first call, when the secret can be read, and kept for
 * the instance.
 */
import { defineSecret } from 'firebase-functions/params';
import { bindSecrets, EMULATED, secretValue } from '../../config';
import { placesNotConfigured, placesProviderChosen } from '../../logs';
import { gazetteerProvider } from './gazetteer';
import type { PlacesProvider } from './provider';

export type { PlacesProvider } from './provider';

export const GOOGLE_MAPS_API_KEY = defineSecret('GOOGLE_MAPS_API_KEY');

/** The secrets the places functions bind (none on the emulator: see bindSecrets). */
export const PLACES_SECRETS = bindSecrets(GOOGLE_MAPS_API_KEY);

export type ProviderKind = 'google' | 'gazetteer' | 'unconfigured';

export function providerKind(apiKey: string, isEmulator: boolean): ProviderKind {
  if (apiKey.trim()) return 'google';
  return isEmulator ? 'gazetteer' : 'unconfigured';
}

export const unconfiguredProvider: PlacesProvider = {
  async suggest() {
    placesNotConfigured();
    return [];
  },
  async distanceKm() {
    placesNotConfigured();
    return 0;
  },
};

/** A provider that builds the real one at its first call; a failed build is retried at the next. */
export function lazyProvider(load: () => Promise<PlacesProvider>): PlacesProvider {
  let loading: Promise<PlacesProvider> | null = null;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    suggest: async (input, lang, sessionToken) => (await provider()).suggest(input, lang, sessionToken),
    distanceKm: async (from, to) => (await provider()).distanceKm(from, to),
  };
}

async function loadProvider(): Promise<PlacesProvider> {
  const key = secretValue(GOOGLE_MAPS_API_KEY);
  const kind = providerKind(key, EMULATED);
  if (kind === 'google') {
    // Loaded here, not at the top, so other functions' cold starts skip the Maps client.
    const { googleMapsProvider } = await import('./google');
    placesProviderChosen('Google Maps', 'GOOGLE_MAPS_API_KEY is set');
    return googleMapsProvider(key);
  }
  if (kind === 'gazetteer') {
    placesProviderChosen('local gazetteer', 'emulator without GOOGLE_MAPS_API_KEY');
    return gazetteerProvider;
  }
  placesProviderChosen('none', 'GOOGLE_MAPS_API_KEY has no value');
  return unconfiguredProvider;
}

export const placesProvider: PlacesProvider = lazyProvider(loadProvider);
