/**
 * The translation manager's texts that depend on an outcome: the status
 * labels of the grid, and a server refusal said in the admin's language
 * (the callables answer in English; the toast shows it as its {error}).
 */
import { TRANSLATION_NOT_CONFIGURED_MESSAGE, type TranslationStatus } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STATUS_LABELS: Record<TranslationStatus, MessageDescriptor> = {
  complete: msg({ context: 'translation status', message: 'Complete' }),
  partial: msg({ context: 'translation status', message: 'Partial' }),
  none: msg({ context: 'translation status', message: 'Missing' }),
};

export const NOT_CONFIGURED = msg`Machine translation is not configured on this server. You can still edit the translations by hand.`;

export function isNotConfigured(failure: { code: string; message: string }): boolean {
  return failure.code === 'failed-precondition' && failure.message === TRANSLATION_NOT_CONFIGURED_MESSAGE;
}

/** What went wrong, for the admin: the known refusals translated, anything else as the server said it. */
export function failureMessage(failure: { code: string; message: string }): MessageDescriptor | string {
  if (isNotConfigured(failure)) return NOT_CONFIGURED;
  switch (failure.code) {
    case 'unauthenticated':
      return msg`You must be logged in as an administrator to access this page.`;
    case 'permission-denied':
      return msg`Access denied. Administrator privileges required.`;
    case 'not-found':
      return msg`This car no longer exists.`;
    case 'unavailable':
      return msg`The translation service did not answer. Please try again in a moment.`;
    case 'deadline-exceeded':
      return msg`The translation took too long. Please try again.`;
    case 'internal':
      return msg`The server could not translate this car.`;
    default:
      return failure.message;
  }
}
