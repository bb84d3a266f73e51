/**
 * The form's texts that depend on an outcome: a validation error per domain
 * key, and the toast for a server refusal (spec 8).
 */
import { CONTACT_ERROR_TEXTS, type ContactError } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const CONTACT_ERROR_MESSAGES: Record<ContactError, MessageDescriptor> = {
  'name-required': msg`First name and last name are required`,
  'email-required': msg`Email is required`,
  'email-invalid': msg`Please enter a valid email address`,
  'message-required': msg`Message is required`,
  'firstName-too-long': msg`First name is too long`,
  'lastName-too-long': msg`Last name is too long`,
  'email-too-long': msg`Email is too long`,
  'phone-too-long': msg`Phone number is too long`,
  'subject-too-long': msg`Subject is too long`,
  'message-too-long': msg`Message is too long`,
};

export const RATE_LIMITED = msg`You have sent too many messages recently. Please wait before sending another one.`;
export const SEND_FAILED = msg`Failed to send message. Please try again.`;

/**
 * Spec 8: the rate-limit text; anything about the e-mail gets the valid-email
 * text; a "required" message is shown as it is (it is one of the spec's
 * texts, so it is translated when the catalog knows it); else the default.
 */
export function refusalMessage(message: string): MessageDescriptor | string {
  if (message.includes('Rate limit exceeded')) return RATE_LIMITED;
  if (/email/i.test(message)) return CONTACT_ERROR_MESSAGES['email-invalid'];
  if (/required/i.test(message)) {
    const known = (Object.keys(CONTACT_ERROR_TEXTS) as ContactError[]).find((key) => CONTACT_ERROR_TEXTS[key] === message);
    return known ? CONTACT_ERROR_MESSAGES[known] : message;
  }
  return SEND_FAILED;
}
