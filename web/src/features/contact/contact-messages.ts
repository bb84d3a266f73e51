/**
 * The toast for a refused message. The fields' own messages are the
 * domain schema's (contact-schema.ts).
 */
import { FORM_MESSAGES, type FormErrors } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const RATE_LIMITED = msg`You have sent too many messages recently. Please wait before sending another one.`;
export const SEND_FAILED = msg`Failed to send message. Please try again.`;

/**
 * The rate-limit text; a field the server refused says its own rule
 * (translated); else anything about the e-mail gets the valid-email text; a
 * "required" message is shown as it is; else the default.
 */
export function refusalMessage(message: string, fields: FormErrors = {}): MessageDescriptor | string {
  if (message.includes('Rate limit exceeded')) return RATE_LIMITED;
  const [first] = Object.values(fields);
  if (first) return first;
  if (/email/i.test(message)) return FORM_MESSAGES.emailInvalid;
  if (/required/i.test(message)) return message;
  return SEND_FAILED;
}
