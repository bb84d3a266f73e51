/**
 * Wiring only: each exported function binds a trigger to its handler and the
 * services it needs. Decisions live in handlers/, outside calls in services/.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { SITE_ORIGIN } from './config';
import { createSubmitContactHandler } from './handlers/contact';
import { createDeliverMailHandler } from './handlers/deliver-mail';
import { createMirrorBlockedRangeHandler } from './handlers/mirror-blocked-range';
import { createPageHandler } from './handlers/page';
import { createCalculateDistanceHandler, createPlacesAutocompleteHandler } from './handlers/places';
import { createSitemapHandler } from './handlers/sitemap';
import { appTemplate } from './services/app-template';
import { firestoreBlockedRanges } from './services/blocked-ranges';
import { firestoreCarStore } from './services/cars';
import { firestoreContactRequests } from './services/contact-requests';
import { firestore } from './services/firestore';
import { MAIL_SECRETS, mailProvider } from './services/mail';
import { firestoreOutbox } from './services/mail/outbox';
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

// Open to anyone: the handler validates and rate-limits per sender; few
// instances cap what a flood can cost.
export const submitContact = onCall(
  { maxInstances: 5 },
  createSubmitContactHandler({
    store: firestoreContactRequests(firestore),
    siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
  }),
);

// Retried on transient provider errors; the handler claims each message first, so a retry never sends twice.
export const deliverMail = onDocumentCreated(
  { document: 'mail/{mailId}', retry: true, secrets: MAIL_SECRETS },
  createDeliverMailHandler({ outbox: firestoreOutbox(firestore), provider: mailProvider }),
);
