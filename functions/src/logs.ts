/**
 * Every log line of the functions, one named function each, so a message is
 * written in one place and can be searched for in Cloud Logging by its text.
 */
import * as logger from 'firebase-functions/logger';

export type NotFoundReason = 'unknown-path' | 'car-not-found' | 'legal-version-not-found' | 'server-path' | 'missing-file';

export function pageNotFound(path: string, reason: NotFoundReason): void {
  logger.warn(`404: no page at ${path}`, { path, reason });
}

export function pageRenderFailed(path: string, error: unknown): void {
  logger.error(`Could not render the page at ${path}`, { path, error: describe(error) });
}

export function appRendererMissing(path: string, error: unknown): void {
  logger.error(`The page renderer part ${path} could not be loaded; pages are left to the browser to render`, {
    path,
    error: describe(error),
  });
}

export function siteOriginMissing(configured: string): void {
  logger.error(
    'Configuration error: SITE_ORIGIN must be the site\'s https origin (e.g. https://costaprestige.com); online payment and e-mail links are off until it is set',
    { configured },
  );
}

export function pageRendered(path: string, status: number, reads: number, renderMs: number): void {
  logger.info(`Rendered ${path}: ${status}, ${reads} document reads, ${renderMs} ms`, { path, status, reads, renderMs });
}

export function pageAppRenderFailed(path: string, error: unknown): void {
  logger.error(`Could not render the app for ${path}; sent for the browser to render`, { path, error: describe(error) });
}

export function appTemplateMissing(path: string): void {
  logger.error(`The HTML template ${path} is missing; build the web app before the functions`, { path });
}

export function siteSettingsMissing(): void {
  logger.warn('settings/site does not exist; pages are sent without embedded site settings');
}

export function siteSettingsLoadFailed(error: unknown): void {
  logger.error('Could not read settings/site', { error: describe(error) });
}

export function sitemapFailed(path: string, error: unknown): void {
  logger.error(`Could not build ${path}`, { path, error: describe(error) });
}

export function blockedRangeMirrored(blockId: string, carId: string): void {
  logger.info(`Blocked range ${blockId} mirrored to car ${carId}`, { blockId, carId });
}

export function blockedRangeRemoved(blockId: string, carId: string): void {
  logger.info(`Blocked range ${blockId} removed from car ${carId}`, { blockId, carId });
}

export function blockIgnored(blockId: string, reason: string): void {
  logger.warn(`Availability block ${blockId} not mirrored: ${reason}`, { blockId, reason });
}

export function placesProviderChosen(provider: string, reason: string): void {
  logger.info(`Places provider: ${provider} (${reason})`, { provider, reason });
}

export function placesNotConfigured(): void {
  logger.error('GOOGLE_MAPS_API_KEY has no value: place suggestions are empty and distances 0 until it is set');
}

export function placeSuggestionsFailed(error: unknown): void {
  logger.error('Place suggestions failed; answered an empty list', { error: describe(error) });
}

export function distanceFailed(error: unknown): void {
  logger.error('Distance calculation failed; answered 0 km', { error: describe(error) });
}

export function distanceNotFound(from: string, to: string, status: string): void {
  logger.warn(`No road distance between the pickup and the dropoff (${status}); answered 0 km`, { from, to, status });
}

export function placeNotInGazetteer(text: string): void {
  logger.warn(`The local gazetteer knows no place in "${text}"; its distance counts as 0 km`, { text });
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function contactRequestStored(kind: string, id: string): void {
  logger.info(`${kind} ${id} stored and its mail queued`, { kind, id });
}

export function contactRateLimited(senderKey: string): void {
  logger.warn('A sender went over the contact rate limit; the message was refused', { senderKey });
}

export function contactStaffAddressMissing(kind: string): void {
  logger.error(`settings/site has no e-mail address: the ${kind} was stored but no mail was queued`, { kind });
}

export function contactRequestFailed(error: unknown): void {
  logger.error('Could not store a contact or booking request', { error: describe(error) });
}

export function mailProviderChosen(provider: string, reason: string): void {
  logger.info(`Mail provider: ${provider} (${reason})`, { provider, reason });
}

export function mailNotConfigured(): void {
  logger.error('SENDGRID_API_KEY has no value: e-mails are marked failed and not sent until it is set');
}

export function mailDelivered(mailId: string, providerId: string | null): void {
  logger.info(`Mail ${mailId} sent`, { mailId, providerId });
}

export function mailNotDelivered(mailId: string, status: string, reason: string): void {
  const log = status === 'failed' ? logger.error : logger.info;
  log(`Mail ${mailId} ${status}: ${reason}`, { mailId, status, reason });
}

export function mailDeliveryRetried(mailId: string, reason: string): void {
  logger.warn(`Mail ${mailId} not sent yet, the delivery is retried: ${reason}`, { mailId, reason });
}

export function mailSkipped(mailId: string, reason: string): void {
  logger.info(`Mail ${mailId} skipped: ${reason}`, { mailId, reason });
}

export function adminGranted(uid: string, by: string): void {
  logger.info(`Admin rights granted to ${uid} by ${by}`, { uid, by });
}

export function adminRevoked(uid: string, by: string): void {
  logger.info(`Admin rights revoked from ${uid} by ${by}`, { uid, by });
}

export function adminCallRefused(callable: string, reason: 'unauthenticated' | 'permission-denied', caller: string | null): void {
  logger.warn(`Admin callable ${callable} refused: ${reason}`, { callable, reason, caller });
}

export function adminChangeRefused(action: 'grant' | 'revoke', reason: string, caller: string | null): void {
  logger.warn(`Admin ${action} refused: ${reason}`, { action, reason, caller });
}

export function adminChangeFailed(action: 'grant' | 'revoke', error: unknown): void {
  logger.error(`Admin ${action} failed`, { action, error: describe(error) });
}

export function paymentsProviderChosen(provider: string, reason: string): void {
  logger.info(`Payments provider: ${provider} (${reason})`, { provider, reason });
}

export function paymentsNotConfigured(): void {
  logger.error('STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET has no value: online payment is refused until both are set');
}

export function checkoutStarted(orderId: string, carId: string, provider: string): void {
  logger.info(`Checkout started for order ${orderId}`, { orderId, carId, provider });
}

export function checkoutRefused(reason: string): void {
  logger.info(`Checkout refused: ${reason}`, { reason });
}

/** `orderId` null: the days could not be reserved; otherwise the payment session could not be opened. */
export function checkoutFailed(orderId: string | null, error: unknown): void {
  const message = orderId
    ? `Could not open the payment session of order ${orderId}; the order is cancelled`
    : 'Could not reserve the days of a checkout; nothing was written';
  logger.error(message, { orderId, error: describe(error) });
}

export function webhookRefused(error: unknown): void {
  logger.warn('Payment webhook refused: bad or missing signature', { error: describe(error) });
}

export function webhookIgnored(): void {
  logger.info('Payment webhook: event type not handled; acknowledged');
}

export function webhookEventApplied(eventId: string, type: string, outcome: string): void {
  const log = outcome === 'paid-conflict' ? logger.error : logger.info;
  log(`Payment event ${eventId} (${type}): ${outcome}`, { eventId, type, outcome });
}

export function webhookFailed(eventId: string, error: unknown): void {
  logger.error(`Could not apply payment event ${eventId}; the provider will retry`, { eventId, error: describe(error) });
}

export function testCheckoutWebhookFailed(sessionId: string, error: unknown): void {
  logger.error(`Test checkout could not reach the payment webhook for ${sessionId}`, { sessionId, error: describe(error) });
}

export function translationProviderChosen(provider: string, reason: string): void {
  logger.info(`Translation provider: ${provider} (${reason})`, { provider, reason });
}

export function translationNotConfigured(carId: string): void {
  logger.warn(`Car ${carId} not translated: machine translation is not configured (GOOGLE_TRANSLATE_PROJECT is empty)`, { carId });
}

export function carTranslated(carId: string, uid: string, filled: Record<string, string[]>): void {
  logger.info(`Car ${carId} machine-translated`, { carId, uid, filled });
}

export function carTranslationFailed(carId: string, error: unknown): void {
  logger.error(`Car ${carId} could not be translated`, { carId, error: describe(error) });
}

export function blockCreated(blockId: string, carId: string, caller: string): void {
  logger.info('Availability block created', { blockId, carId, caller });
}

export function blockDeleted(blockId: string, caller: string): void {
  logger.info('Availability block deleted', { blockId, caller });
}

export function blockChangeRefused(reason: string, caller: string | null): void {
  logger.warn(`Availability block refused: ${reason}`, { reason, caller });
}

export function checkoutCancelled(orderId: string, released: boolean): void {
  logger.info('Checkout cancelled by the customer', { orderId, released });
}

export function appCheckRefused(callable: string): void {
  logger.warn('Call refused: no valid App Check token', { callable });
}

export function accountMailQueued(kind: string, uid: string): void {
  logger.info(`Account mail queued: ${kind}`, { kind, uid });
}

export function accountMailFailed(kind: string, uid: string, error: unknown): void {
  logger.error(`Account mail not queued: ${kind}`, { kind, uid, error: describe(error) });
}

export function legalTextPublished(document: string, version: number, uid: string): void {
  logger.info(`Legal text ${document} published as version ${version}`, { document, version, uid });
}

export function seasonSaved(seasonId: string, scopeKey: string, caller: string): void {
  logger.info('Season saved', { seasonId, scopeKey, caller });
}

export function seasonDeleted(seasonId: string, caller: string): void {
  logger.info('Season deleted', { seasonId, caller });
}

export function seasonChangeRefused(reason: string, caller: string | null): void {
  logger.warn(`Season change refused: ${reason}`, { reason, caller });
}

export function extraSaved(extraId: string, caller: string): void {
  logger.info('Extra saved', { extraId, caller });
}

export function extraDeleted(extraId: string, caller: string): void {
  logger.info('Extra deleted', { extraId, caller });
}

export function extraChangeRefused(reason: string, caller: string | null): void {
  logger.warn(`Extra change refused: ${reason}`, { reason, caller });
}
