/**
 * Administrators: the rules for granting and
 * revoking admin rights by e-mail that the callables apply and the admin
 * panel mirrors, the server's English messages, and the shape of a `roles/{uid}` document.
 */

import type { RefusalReason } from './refusals';

/** The role the product knows; `roles/{uid}.role` always holds it. */
export const ADMIN_ROLE = 'admin' as const;

/** Why granting or revoking admin rights was refused (the domain's closed list, refusals.ts). */
export type AdminError = Extract<
  RefusalReason,
  'email-required' | 'invalid-email' | 'user-not-found' | 'already-admin' | 'not-admin' | 'self-removal' | 'unauthenticated' | 'forbidden'
>;

/** The server's English texts (logs, developers); the panel shows its own translation of each reason. */
export const ADMIN_ERROR_TEXTS: Record<AdminError, string> = {
  'email-required': 'Please enter an email address',
  'invalid-email': 'Please enter a valid email address',
  'user-not-found': 'User not found. They must sign up first.',
  'already-admin': 'User is already an admin',
  'not-admin': 'User is not an admin',
  'self-removal': "You can't remove your own admin privileges",
  unauthenticated: 'You must be logged in as an administrator to do this.',
  forbidden: 'Access denied. Administrator privileges required.',
};

export interface AdminIdentity {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** "First Last", else the e-mail: what toasts and the table call a person. */
export function adminDisplayName({ firstName, lastName, email }: Pick<AdminIdentity, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${firstName.trim()} ${lastName.trim()}`.trim();
  return name || email;
}

/** Splits an Auth display name when a user has no profile: first word, then the rest. */
export function namesFromDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** Whom a revoke request names: an e-mail or a uid. */
export type RevokeTarget = { email: string } | { uid: string };

/** Why an admin may not revoke this person, judged before any change. */
export function revokeRefusal(callerUid: string, targetUid: string): AdminError | null {
  return callerUid === targetUid ? 'self-removal' : null;
}

/** `roles/{uid}` as the web reads it (`grantedAt` in milliseconds). */
export interface AdminRole extends AdminIdentity {
  role: typeof ADMIN_ROLE;
  grantedAt: number | null;
  /** uid of the admin who granted it, or `seed` / `cli`. */
  grantedBy: string;
}

/** Sorted by name, then e-mail, the way the table lists them. */
export function sortAdmins<T extends Pick<AdminIdentity, 'firstName' | 'lastName' | 'email'>>(admins: readonly T[]): T[] {
  return [...admins].sort(
    (a, b) =>
      adminDisplayName(a).localeCompare(adminDisplayName(b), 'en', { sensitivity: 'base' }) ||
      a.email.localeCompare(b.email),
  );
}
