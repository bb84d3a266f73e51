/**
 * Every refusal a callable sends: an HttpsError whose `details.reason` is one
 * of the domain's closed list (refusals.ts), with the transport code that
 * reason always travels with. The message is English, for logs and
 * developers; the web chooses its text by the reason. Lint allows
 * `new HttpsError` only here.
 */
import type { RefusalReason } from '@costa/domain';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

const CODES: Record<RefusalReason, FunctionsErrorCode> = {
  'invalid-input': 'invalid-argument',
  unauthenticated: 'unauthenticated',
  forbidden: 'permission-denied',
  'app-check': 'unauthenticated',
  'not-found': 'not-found',
  'car-not-found': 'not-found',
  'car-on-request': 'failed-precondition',
  'past-dates': 'invalid-argument',
  'pickup-too-soon': 'invalid-argument',
  'driver-requirements': 'failed-precondition',
  'extras-unavailable': 'failed-precondition',
  'booking-window': 'invalid-argument',
  'dates-unavailable': 'failed-precondition',
  busy: 'aborted',
  'payments-unavailable': 'unavailable',
  'too-many-pending': 'resource-exhausted',
  'too-many-attempts': 'resource-exhausted',
  'rate-limited': 'resource-exhausted',
  'server-error': 'internal',
  'link-invalid': 'not-found',
  'not-cancellable': 'failed-precondition',
  'already-verified': 'failed-precondition',
  'terms-not-accepted': 'invalid-argument',
  'paid-meanwhile': 'failed-precondition',
  'refund-failed': 'unavailable',
  'step-not-allowed': 'failed-precondition',
  'email-required': 'invalid-argument',
  'invalid-email': 'invalid-argument',
  'user-not-found': 'not-found',
  'already-admin': 'already-exists',
  'not-admin': 'failed-precondition',
  'self-removal': 'failed-precondition',
  clash: 'failed-precondition',
  'booking-block': 'failed-precondition',
  'has-orders': 'failed-precondition',
  'translation-unavailable': 'failed-precondition',
  'translation-failed': 'unavailable',
  'nothing-to-translate': 'failed-precondition',
};

/** The error to throw; `details` travel with the reason (`fields`, `clash`). */
export function refusal(reason: RefusalReason, message: string, details: Record<string, unknown> = {}): HttpsError {
  return new HttpsError(CODES[reason], message, { ...details, reason });
}

/** The code a reason travels with (tests and the guard's documentation read it). */
export function refusalCode(reason: RefusalReason): FunctionsErrorCode {
  return CODES[reason];
}
