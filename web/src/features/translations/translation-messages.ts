/**
 * The translation manager's texts that depend on an outcome: the status
 * labels of the grid, and a refusal said in the admin's language by its
 * reason (the toast shows it as its {error}).
 */
import type { TranslationStatus } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CallFailure } from '../../lib/call-failure';
import { STAFF_REFUSAL_MESSAGES, staffRefusalMessage } from '../back-office/refusal-messages';

export const STATUS_LABELS: Record<TranslationStatus, MessageDescriptor> = {
  complete: msg({ context: 'translation status', message: 'Complete' }),
  partial: msg({ context: 'translation status', message: 'Partial' }),
  none: msg({ context: 'translation status', message: 'Missing' }),
};

export const NOT_CONFIGURED = STAFF_REFUSAL_MESSAGES['translation-unavailable'];

export function isNotConfigured(failure: CallFailure): boolean {
  return failure.reason === 'translation-unavailable';
}

/** What went wrong, for the admin. */
export function failureMessage(failure: CallFailure): MessageDescriptor {
  if (failure.timedOut) return msg`The translation took too long. Please try again.`;
  switch (failure.reason) {
    case 'car-not-found':
    case 'not-found':
      return msg`This car no longer exists.`;
    case null:
    case 'server-error':
      return msg`The server could not translate this car.`;
    default:
      return staffRefusalMessage(failure.reason);
  }
}
