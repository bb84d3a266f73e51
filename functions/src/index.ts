/**
 * Wiring only: each exported function binds a trigger to its handler and the
 * services it needs. Decisions live in handlers/, outside calls in services/.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { SITE_ORIGIN } from './config';
import { createMirrorBlockedRangeHandler } from './handlers/mirror-blocked-range';
import { createPageHandler } from './handlers/page';
import { createSitemapHandler } from './handlers/sitemap';
import { appTemplate } from './services/app-template';
import { firestoreBlockedRanges } from './services/blocked-ranges';
import { firestoreCarStore } from './services/cars';
import { firestore } from './services/firestore';
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
