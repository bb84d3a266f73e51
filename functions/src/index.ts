/**
 * Wiring only: each exported function binds a trigger to its handler and the
 * services it needs. Decisions live in handlers/, outside calls in services/.
 */
import { ACCOUNT_MAIL_ADDRESS_LIMITS, ACCOUNT_MAIL_CLIENT_LIMITS, MANAGE_LINK_CLIENT_LIMITS } from '@costa/domain';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { createOfferBookingHandler } from './handlers/booking-offer';
import { createAddCarPhotoHandler, createCarPhotoHandler, createDeleteCarHandler, createSaveCarHandler } from './handlers/fleet';
import { cloudStoragePhotos, firestoreFleet, firestorePhotos } from './services/fleet';
import {
  createBillReturnChargesHandler,
  createCancelOrderHandler,
  createRecordHandoverHandler,
  createResendConfirmationHandler,
} from './handlers/order-actions';
import { firestoreOrderActions } from './services/order-actions';
import { getAuth } from 'firebase-admin/auth';
import { EMULATED, ENFORCE_APP_CHECK, SITE_ORIGIN } from './config';
import { withAppCheck } from './handlers/app-check';
import { createCreateBlockHandler, createDeleteBlockHandler } from './handlers/blocks';
import { createDeleteSeasonHandler, createSaveSeasonHandler } from './handlers/seasons';
import { firestoreSeasons } from './services/seasons';
import { createDeleteExtraHandler, createSaveExtraHandler } from './handlers/extras';
import { firestoreExtras } from './services/extras';
import { createReplyToRequestHandler } from './handlers/inbox';
import { createPublishLegalTextHandler } from './handlers/legal-texts';
import { firestoreAcceptedVersions, firestoreLegalTexts } from './services/legal-texts';
import { createCancelCheckoutHandler } from './handlers/cancel-checkout';
import { firestoreClientLimiter } from './services/client-limits';
import { createGrantAdminHandler, createRevokeAdminHandler } from './handlers/admins';
import { createStartCheckoutHandler } from './handlers/checkout';
import { createCancelManagedBookingHandler, createGetManagedBookingHandler, createRequestManageLinkHandler } from './handlers/manage-booking';
import { createSubmitContactHandler } from './handlers/contact';
import { createSendAccountMailHandler } from './handlers/account-mail';
import { firebaseAccountDirectory, firestoreMailQueue } from './services/account-mails';
import { createDeliverMailHandler } from './handlers/deliver-mail';
import { createDownloadInvoiceHandler } from './handlers/invoices';
import { createSummarizeRentalTermsHandler } from './handlers/rental-terms-summary';
import { firestoreRentalTermsSummary } from './services/rental-terms-summary';
import { renderInvoicePdf } from './render/invoice-pdf';
import { firestoreInvoices } from './services/invoices';
import { createMirrorBlockedRangeHandler } from './handlers/mirror-blocked-range';
import { createPageHandler } from './handlers/page';
import { createPaymentWebhookHandler } from './handlers/payment-webhook';
import { createCalculateDistanceHandler, createPlacesAutocompleteHandler } from './handlers/places';
import { withSecurityHeaders } from './handlers/http';
import { createSitemapHandler } from './handlers/sitemap';
import { createTestCheckoutHandler } from './handlers/test-checkout';
import { firebaseAdminDirectory } from './services/admins';
import { appRenderer, appTemplate } from './services/app-build';
import { cachedAppPolicy, FUNCTIONS_REGION } from './services/content-security';
import { firestoreBlockedRanges } from './services/blocked-ranges';
import { firestoreCarStore, firestoreStorefront } from './services/cars';
import { firestoreCheckoutCatalog } from './services/checkout-catalog';
import { firestoreContactRequests } from './services/contact-requests';
import { firestore } from './services/firestore';
import { firestoreInbox } from './services/inbox';
import { MAIL_SECRETS, mailProvider } from './services/mail';
import { firestoreOutbox } from './services/mail/outbox';
import { firestoreOrders } from './services/orders';
import { PAYMENT_SECRETS, paymentsProvider } from './services/payments';
import { firestoreLocalSessions } from './services/payments/local-sessions';
import { PLACES_SECRETS, placesProvider } from './services/places';
import { cachedSiteSettings, firestoreSiteSettings } from './services/site-settings';
import { siteOriginOf } from './services/site-origin';
import { createTranslateCarHandler, createTranslationStatusHandler } from './handlers/translate';
import { translationProvider } from './services/translate';
import { firestoreTranslationCars } from './services/translate/car-store';

setGlobalOptions({ region: FUNCTIONS_REGION });

const configuredOrigin = () => SITE_ORIGIN.value();
/** Where payment pages and e-mails link to: SITE_ORIGIN only, none when it is missing or malformed (services/site-origin.ts). */
const siteOrigin = siteOriginOf(configuredOrigin, EMULATED);
/** App Check on the public callables: the param where deployed, never on the emulators (see config.ts). */
const enforceAppCheck = () => !EMULATED && ENFORCE_APP_CHECK.value();
const cars = firestoreCarStore(firestore);

// Renders the public pages: a whole CPU, a few requests at a time, one instance always warm
// (docs/decisions/0001-page-function-settings.md).
export const page = onRequest(
  { memory: '512MiB', cpu: 1, concurrency: 4, minInstances: 1 },
  withSecurityHeaders(
    createPageHandler({
      storefront: () => firestoreStorefront(firestore),
      siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
      template: appTemplate,
      renderer: appRenderer,
      configuredOrigin,
      contentSecurityPolicy: cachedAppPolicy(appTemplate, () => ({
        emulators: EMULATED,
        projectId: process.env.GCLOUD_PROJECT ?? '',
        chatWidgetUrl: appRenderer()?.chatWidgetUrl,
        appCheck: appRenderer()?.appCheck === true,
      })),
    }),
  ),
);

export const sitemap = onRequest(withSecurityHeaders(createSitemapHandler({ cars, configuredOrigin })));

// The block callables and the webhook write the public range in their own transactions; this
// keeps it right for a block changed any other way (the console, a restore).
export const mirrorBlockedRange = onDocumentWritten(
  'availabilityBlocks/{blockId}',
  createMirrorBlockedRangeHandler(firestoreBlockedRanges(firestore)),
);

// The fleet's ranges of rental terms, which the home page's questions quote, follow the cars.
export const summarizeRentalTerms = onDocumentWritten('cars/{carId}', createSummarizeRentalTermsHandler(firestoreRentalTermsSummary(firestore)));

// Public and paid per call upstream: a few instances are plenty for a boutique
// and cap what abuse can cost.
const placesOptions = { secrets: PLACES_SECRETS, maxInstances: 5 };

export const placesAutocomplete = onCall(
  placesOptions,
  withAppCheck('placesAutocomplete', enforceAppCheck, createPlacesAutocompleteHandler(placesProvider)),
);

export const calculateDistance = onCall(
  placesOptions,
  withAppCheck('calculateDistance', enforceAppCheck, createCalculateDistanceHandler(placesProvider)),
);

// Open to anyone: the handler validates and rate-limits per sender; few
// instances cap what a flood can cost.
export const submitContact = onCall(
  { maxInstances: 5 },
  withAppCheck(
    'submitContact',
    enforceAppCheck,
    createSubmitContactHandler({
      store: firestoreContactRequests(firestore),
      siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
      siteOrigin,
      acceptedVersions: firestoreAcceptedVersions(firestore),
    }),
  ),
);

const invoices = firestoreInvoices(firestore);

// Retried on transient provider errors; the handler claims each message first, so a retry never sends twice.
// A mail with an invoice renders its PDF here.
export const deliverMail = onDocumentCreated(
  { document: 'mail/{mailId}', retry: true, secrets: MAIL_SECRETS, memory: '512MiB' },
  createDeliverMailHandler({
    outbox: firestoreOutbox(firestore),
    provider: mailProvider,
    invoicePdf: async (invoiceId) => {
      const invoice = await invoices.find(invoiceId);
      return invoice ? renderInvoicePdf(invoice) : null;
    },
  }),
);

// Admins only (checked in the handler): grant and revoke admin rights by e-mail.
const adminDirectory = firebaseAdminDirectory(() => getAuth(), firestore);

export const grantAdmin = onCall(createGrantAdminHandler(adminDirectory));

export const revokeAdmin = onCall(createRevokeAdminHandler(adminDirectory));

const orders = firestoreOrders(firestore);

// Open to anyone (guests book too); the handler prices and holds server-side, and limits
// checkouts per client address and pending ones per customer.
export const startCheckout = onCall(
  { secrets: PAYMENT_SECRETS, maxInstances: 10 },
  withAppCheck(
    'startCheckout',
    enforceAppCheck,
    createStartCheckoutHandler({
      catalog: firestoreCheckoutCatalog(firestore),
      orders,
      places: placesProvider,
      payments: paymentsProvider,
      siteOrigin,
      clients: firestoreClientLimiter(firestore),
      acceptedVersions: firestoreAcceptedVersions(firestore),
      siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
    }),
  ),
);

// The payment page's cancel link (/api/payments/cancel, a hosting rewrite):
// closes the session and frees the days at once.
export const cancelCheckout = onRequest(
  { secrets: PAYMENT_SECRETS, maxInstances: 5 },
  withSecurityHeaders(createCancelCheckoutHandler({ orders, payments: paymentsProvider })),
);

// Admins only (checked in the handler): staff blocks take and free days through the same
// per-day documents as bookings.
export const createBlock = onCall({ maxInstances: 2 }, createCreateBlockHandler(orders));

export const deleteBlock = onCall({ maxInstances: 2 }, createDeleteBlockHandler(orders));

// The season editor (admins only): a season is saved only if no other of its scope shares a day with it.
export const saveSeason = onCall({ maxInstances: 2 }, createSaveSeasonHandler(firestoreSeasons(firestore)));

export const deleteSeason = onCall({ maxInstances: 2 }, createDeleteSeasonHandler(firestoreSeasons(firestore)));

// The extras editor (admins only).
export const saveExtra = onCall({ maxInstances: 2 }, createSaveExtraHandler(firestoreExtras(firestore)));

export const deleteExtra = onCall({ maxInstances: 2 }, createDeleteExtraHandler(firestoreExtras(firestore)));

// The fleet editor (admins only). A photo takes a few seconds to become its five sizes.
export const saveCar = onCall({ maxInstances: 2 }, createSaveCarHandler(firestoreFleet(firestore)));

export const deleteCar = onCall({ maxInstances: 2 }, createDeleteCarHandler(firestoreFleet(firestore)));

// The legal texts (admins only): each publication is a new version, numbered in a transaction.
export const publishLegalText = onCall({ maxInstances: 2 }, createPublishLegalTextHandler(firestoreLegalTexts(firestore)));

// Uploaded photos: Cloud Storage when deployed; on the emulators, the local default (Firestore documents).
const carPhotos = EMULATED ? firestorePhotos(firestore) : cloudStoragePhotos();

export const addCarPhoto = onCall({ maxInstances: 2, memory: '1GiB', timeoutSeconds: 120 }, createAddCarPhotoHandler(carPhotos));

export const carPhoto = onRequest(withSecurityHeaders(createCarPhotoHandler(carPhotos)));

export const offerBooking = onCall(
  { secrets: PAYMENT_SECRETS, maxInstances: 2 },
  createOfferBookingHandler({
    catalog: firestoreCheckoutCatalog(firestore),
    orders,
    inbox: firestoreInbox(firestore),
    payments: paymentsProvider,
    siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
    siteOrigin,
    acceptedVersions: firestoreAcceptedVersions(firestore),
  }),
);

export const replyToRequest = onCall(
  { maxInstances: 2 },
  createReplyToRequestHandler({ inbox: firestoreInbox(firestore), siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)) }),
);

// Admins only (checked in the handlers): the back office's order actions.
const orderActionsDeps = {
  orders,
  invoices,
  actions: firestoreOrderActions(firestore),
  payments: paymentsProvider,
  siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
  siteOrigin,
};

// Open to anyone holding a manage link (or signed in as the order's customer): a customer's own booking.
const manageDeps = {
  orders,
  invoices,
  siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
  siteOrigin,
};

export const getManagedBooking = onCall(
  { maxInstances: 5 },
  withAppCheck('getManagedBooking', enforceAppCheck, createGetManagedBookingHandler(manageDeps)),
);

export const cancelManagedBooking = onCall(
  { secrets: PAYMENT_SECRETS, maxInstances: 5 },
  withAppCheck('cancelManagedBooking', enforceAppCheck, createCancelManagedBookingHandler({ ...manageDeps, payments: paymentsProvider })),
);

// An invoice's PDF: for admins, the order's signed-in customer, or the holder of its manage link.
export const downloadInvoice = onCall(
  { maxInstances: 5, memory: '512MiB' },
  withAppCheck('downloadInvoice', enforceAppCheck, createDownloadInvoiceHandler({ invoices, orders, renderPdf: renderInvoicePdf })),
);

// A lost manage link: answered the same whether or not the order exists, and limited per client address.
export const requestManageLink = onCall(
  { maxInstances: 5 },
  withAppCheck(
    'requestManageLink',
    enforceAppCheck,
    createRequestManageLinkHandler({ ...manageDeps, clients: firestoreClientLimiter(firestore, MANAGE_LINK_CLIENT_LIMITS, 'manage-link') }),
  ),
);

// The account's reset and confirmation mails, written by the site in the customer's language: the reset is
// answered the same whether or not the account exists, and both are limited per client and per recipient.
export const sendAccountMail = onCall(
  { maxInstances: 5 },
  withAppCheck(
    'sendAccountMail',
    enforceAppCheck,
    createSendAccountMailHandler({
      accounts: firebaseAccountDirectory(() => getAuth()),
      mails: firestoreMailQueue(firestore),
      siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
      siteOrigin,
      clients: firestoreClientLimiter(firestore, ACCOUNT_MAIL_CLIENT_LIMITS, 'account-mail'),
      recipients: firestoreClientLimiter(firestore, ACCOUNT_MAIL_ADDRESS_LIMITS, 'account-mail-to'),
    }),
  ),
);

export const cancelOrder = onCall({ secrets: PAYMENT_SECRETS, maxInstances: 2 }, createCancelOrderHandler(orderActionsDeps));

export const recordHandover = onCall({ maxInstances: 2 }, createRecordHandoverHandler(orderActionsDeps));

export const billReturnCharges = onCall({ secrets: PAYMENT_SECRETS, maxInstances: 2 }, createBillReturnChargesHandler(orderActionsDeps));

export const resendConfirmation = onCall({ maxInstances: 2 }, createResendConfirmationHandler(orderActionsDeps));

// Stripe (or the local test checkout) posts here through the hosting rewrite /api/payments/webhook.
export const paymentWebhook = onRequest(
  { secrets: PAYMENT_SECRETS },
  withSecurityHeaders(
    createPaymentWebhookHandler({
      orders,
      actions: orderActionsDeps.actions,
      payments: paymentsProvider,
      siteSettings: cachedSiteSettings(firestoreSiteSettings(firestore)),
      siteOrigin,
    }),
  ),
);

// The local stand-in for Stripe's payment page; answers 404 wherever Stripe is configured.
export const testCheckout = onRequest(
  { secrets: PAYMENT_SECRETS, maxInstances: 2 },
  withSecurityHeaders(
    createTestCheckoutHandler({
      sessions: firestoreLocalSessions(firestore),
      isLocal: async () => (await paymentsProvider())?.name === 'local',
    }),
  ),
);

// Admins only. A car's four languages take a few seconds; the browser's batch calls one car at a time.
export const translateCar = onCall(
  { maxInstances: 2, timeoutSeconds: 120 },
  createTranslateCarHandler({ cars: firestoreTranslationCars(firestore), provider: translationProvider }),
);

// Admins only: whether machine translation is configured, so the translation manager can say so up front.
export const translationStatus = onCall({ maxInstances: 2 }, createTranslationStatusHandler(translationProvider));
