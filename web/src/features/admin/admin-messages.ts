/**
 * The server's English refusals (domain ADMIN_ERROR_TEXTS) in the visitor's
 * language, by the reason the server names.
 */
import type { AdminError } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const ADMIN_ERROR_MESSAGES: Record<AdminError, MessageDescriptor> = {
  'email-required': msg`Please enter an email address`,
  'invalid-email': msg`Please enter a valid email address`,
  'user-not-found': msg`User not found. They must sign up first.`,
  'already-admin': msg`User is already an admin`,
  'not-admin': msg`User is not an admin`,
  'self-removal': msg`You can't remove your own admin privileges`,
  unauthenticated: msg`You must be logged in as an administrator to access this page.`,
  'permission-denied': msg`Access denied. Administrator privileges required.`,
};
