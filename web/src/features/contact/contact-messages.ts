/**
 * The toast for a refused message. The fields' own messages are the
 * domain schema's (contact-schema.ts); the other reasons' texts are the
 * site's (lib/refusal-messages.ts).
 */
import { isPublicRefusal, type FormErrors, type RefusalReason } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { REFUSAL_MESSAGES } from '../../lib/refusal-messages';

export const SEND_FAILED = msg`Failed to send message. Please try again.`;

/**
 * The toast's text for the server's reason: for refused input, the first
 * refused field's own rule (translated); the product's send failure for a
 * failure without a reason, on the server's side or without a field to
 * name; else the reason's text.
 * Never read from the server's English message.
 */
export function refusalMessage(reason: RefusalReason | null, fields: FormErrors = {}): MessageDescriptor {
  const [first] = Object.values(fields);
  if (reason === 'invalid-input') return first ?? SEND_FAILED;
  if (reason === null || reason === 'server-error' || !isPublicRefusal(reason)) return SEND_FAILED;
  return REFUSAL_MESSAGES[reason];
}
