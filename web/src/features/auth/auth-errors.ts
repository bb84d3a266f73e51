/**
 * Firebase Auth failures as the product names them: an address
 * already registered and invalid credentials get the product's texts; a few
 * common ones a customer can act on get a translated sentence; anything else
 * is shown as Firebase says it (its message, without the "Firebase:" prefix).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type AuthErrorKind =
  | 'already-registered'
  | 'invalid-credentials'
  | 'weak-password'
  | 'invalid-email'
  | 'too-many-requests'
  | 'network'
  | 'invalid-code';

const CODES: Record<string, AuthErrorKind> = {
  'auth/email-already-in-use': 'already-registered',
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/invalid-action-code': 'invalid-code',
  'auth/expired-action-code': 'invalid-code',
};

export const AUTH_ERROR_MESSAGES: Record<AuthErrorKind, MessageDescriptor> = {
  'already-registered': msg`An account with this email already exists. Please sign in instead.`,
  'invalid-credentials': msg`Invalid email or password. Please check your credentials.`,
  'weak-password': msg`Password should be at least 6 characters.`,
  'invalid-email': msg`Please enter a valid email address.`,
  'too-many-requests': msg`Too many attempts. Please wait a moment and try again.`,
  network: msg`We could not reach the server. Check your connection and try again.`,
  'invalid-code': msg`This link is invalid or has expired. Please request a new one.`,
};

export type AuthErrorText = { kind: AuthErrorKind } | { raw: string };

/** What to tell the customer about `error`. */
export function describeAuthError(error: unknown): AuthErrorText {
  const code = (error as { code?: unknown } | null)?.code;
  const kind = typeof code === 'string' ? CODES[code] : undefined;
  if (kind) return { kind };
  const message = error instanceof Error ? error.message : String(error);
  return { raw: message.replace(/^Firebase:\s*/, '').trim() || String(code ?? 'Error') };
}
