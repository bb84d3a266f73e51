/**
 * Wiring only: each exported function binds a trigger to its handler and the
 * services it needs. Decisions live in handlers/, outside calls in services/.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { SITE_ORIGIN } from './config';
import { createMirrorBlockedRangeHandler } from './handlers/mirror-blocked-range';
import { createPageHandler } from './handlers/page';
import { createCalculateDistanceHandler, createPlacesAutocompleteHandler } from './handlers/places';
import { createSitemapHandler } from './handlers/sitemap';
import { appTemplate } from './services/app-template';
import { firestoreBlockedRanges } from './services/blocked-ranges';
import { firestoreCarStore } from './services/cars';
import { firestore } from './services/firestore';
import { PLACES_SECRETS, placesProvider } from './services/places';
import { cachedSiteSettings, firestoreSiteSettings } from './services/site-settings';

setGlobalOptions({ region: 'europe-west1' });

const configuredOrigin = () => SITE_ORIGIN.value();
const cars = firestoreCarStore(firestore);

export const page = onRequest(
  createPageHandler({
    cars,
    siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
    template: appTemplate,
    configuredOrigin,
  }),
);

export const sitemap = onRequest(createSitemapHandler({ cars, configuredOrigin }));

export const mirrorBlockedRange = onDocumentWritten(
  'availabilityBlocks/{blockId}',
  createMirrorBlockedRangeHandler(firestoreBlockedRanges(firestore)),
);

// Public and paid per call upstream: a few instances are plenty for a boutique
// and cap what abuse can cost.
const placesOptions = { secrets: PLACES_SECRETS, maxInstances: 5 };

export const placesAutocomplete = onCall(placesOptions, createPlacesAutocompleteHandler(placesProvider));

export const calculateDistance = onCall(placesOptions, createCalculateDistanceHandler(placesProvider));
