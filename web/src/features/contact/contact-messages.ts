/**
 * The toast for a refused message. The fields' own messages are the
 * domain schema's (contact-schema.ts).
 */
import type { ContactRefusal, FormErrors } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const RATE_LIMITED = msg`You have sent too many messages recently. Please wait before sending another one.`;
export const SEND_FAILED = msg`Failed to send message. Please try again.`;

/**
 * The toast's text for the server's reason: the rate-limit text; for refused
 * input, the first refused field's own rule (translated); else the default.
 * Never read from the server's English message.
 */
export function refusalMessage(reason: ContactRefusal | null, fields: FormErrors = {}): MessageDescriptor {
  if (reason === 'rate-limited') return RATE_LIMITED;
  const [first] = Object.values(fields);
  if (reason === 'invalid-input' && first) return first;
  return SEND_FAILED;
}
