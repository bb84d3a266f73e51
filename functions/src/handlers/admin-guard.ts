/**
 * The one check every admin callable makes before anything else: the caller
 * is signed in and their ID token carries the `admin` claim. Anyone else is
 * refused, and the refusal is logged with the callable's name. Which
 * callables are admin-only is the domain's `CALLABLE_ACCESS`; a test calls
 * each of them as a customer and as a visitor.
 */
import type { CallableName } from '@costa/domain';
import { refusal } from './refusal';
import { adminCallRefused } from '../logs';

/** A callable's request as the handlers see it. */
export interface AdminCallRequest {
  data: unknown;
  auth?: { uid: string; token: Record<string, unknown> } | null;
}

/** The admin who called. */
export interface Admin {
  uid: string;
  /** Their e-mail for timelines and notices, their uid when the token has none. */
  name: string;
}

export const NOT_SIGNED_IN_MESSAGE = 'You must be logged in as an administrator to do this.';
export const NOT_ADMIN_MESSAGE = 'Access denied. Administrator privileges required.';

/** The caller when they are an admin; refuses everyone else (`details.reason` says which refusal). */
export function requireAdmin(request: AdminCallRequest, callable: CallableName): Admin {
  if (!request.auth) {
    adminCallRefused(callable, 'unauthenticated', null);
    throw refusal('unauthenticated', NOT_SIGNED_IN_MESSAGE);
  }
  if (request.auth.token.admin !== true) {
    adminCallRefused(callable, 'permission-denied', request.auth.uid);
    throw refusal('forbidden', NOT_ADMIN_MESSAGE);
  }
  const email = request.auth.token.email;
  return { uid: request.auth.uid, name: typeof email === 'string' && email ? email : request.auth.uid };
}
