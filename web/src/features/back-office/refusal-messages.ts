/**
 * What staff read when a back-office function refuses: one translated text
 * for each staff reason of the domain's closed list (domain/src/refusals.ts);
 * the public reasons keep the visitor's texts (lib/refusal-messages.ts).
 */
import { CAR_MESSAGES, isPublicRefusal, type PublicRefusal, type RefusalReason, type StaffRefusal } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { REFUSAL_MESSAGES } from '../../lib/refusal-messages';

export const STAFF_REFUSAL_MESSAGES: Record<StaffRefusal, MessageDescriptor> = {
  unauthenticated: msg`You must be logged in as an administrator to access this page.`,
  forbidden: msg`Access denied. Administrator privileges required.`,
  'paid-meanwhile': msg`The order was paid a moment ago. Look at it again before cancelling.`,
  'refund-failed': msg`The refund could not be made, so nothing changed. Please try again, or refund in the payment provider's dashboard.`,
  'step-not-allowed': msg`This step does not apply to this order now. Look at the order again.`,
  'email-required': msg`Please enter an email address`,
  'invalid-email': msg`Please enter a valid email address`,
  'user-not-found': msg`User not found. They must sign up first.`,
  'already-admin': msg`User is already an admin`,
  'not-admin': msg`User is not an admin`,
  'self-removal': msg`You can't remove your own admin privileges`,
  clash: msg`These dates overlap a booking, a checkout in progress or another block.`,
  'booking-block': msg`Cannot delete booking blocks - they are managed automatically`,
  'has-orders': CAR_MESSAGES.hasOrders,
  'translation-unavailable': msg`Machine translation is not configured on this server. You can still edit the translations by hand.`,
  'translation-failed': msg`The translation service did not answer. Please try again in a moment.`,
  'nothing-to-translate': msg`This car has no English description or features to translate.`,
};

/** Public reasons staff read in their own words (the visitor's text speaks to the customer). */
export const STAFF_WORDING: Partial<Record<PublicRefusal, MessageDescriptor>> = {
  'not-cancellable': msg`This order can no longer be cancelled.`,
};

/** The text for any reason a back-office call can meet; no reason (a network error, a crash) is the server-error text. */
export function staffRefusalMessage(reason: RefusalReason | null): MessageDescriptor {
  if (!reason) return REFUSAL_MESSAGES['server-error'];
  if (!isPublicRefusal(reason)) return STAFF_REFUSAL_MESSAGES[reason];
  return STAFF_WORDING[reason] ?? REFUSAL_MESSAGES[reason];
}

/** What a failed call without a reason (a network error, a crash) tells staff. */
export const NOTHING_CHANGED = msg`Nothing was changed. Please try again in a moment.`;

/** A toast's text for a failed back-office call: its reason's text, or that nothing changed. */
export function useRefusalText(): (reason: RefusalReason | null) => string {
  const { i18n } = useLingui();
  return useCallback((reason: RefusalReason | null) => i18n._(reason ? staffRefusalMessage(reason) : NOTHING_CHANGED), [i18n]);
}
