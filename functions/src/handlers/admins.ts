/**
 * The `grantAdmin` and `revokeAdmin` callables: an administrator grants or revokes admin rights by e-mail (revoke also
 * by uid, as the admin table knows it). The address is checked with the add
 * admin form's schema (trimmed and lower-cased), must belong to a user who has signed up, and nobody can revoke
 * themself. Refusals carry a reason (`AdminError`), which the panel maps to
 * the visitor's language. `grantAdminRole` is also what `npm run admin:grant`
 * runs, without a caller.
 */
import {
  ADMIN_ERROR_TEXTS,
  CALLABLES,
  ADMIN_FORM_MESSAGES,
  adminDisplayName,
  adminEmailSchema,
  englishText,
  revokeRefusal,
  validateForm,
  type AdminChangeResponse,
  type AdminError,
  type FormErrors,
} from '@costa/domain';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { refusal } from './refusal';
import { adminChangeFailed, adminChangeRefused, adminGranted, adminRevoked } from '../logs';
import type { AdminDirectory, DirectoryUser } from '../services/admins';

const USER_ID = /^[^/]{1,128}$/;

/** A rule said no; `message` is the product's text; an address the form's schema refuses names its rule (`fields`). */
export class AdminRefusal extends Error {
  constructor(
    readonly reason: AdminError,
    readonly fields?: FormErrors,
  ) {
    super(fields?.email ? englishText(fields.email) : ADMIN_ERROR_TEXTS[reason]);
    this.name = 'AdminRefusal';
  }
}

/** The address by the add-admin form's schema: trimmed and lower-cased, or refused on its field. */
function adminEmail(raw: unknown): string {
  const result = validateForm(adminEmailSchema, { email: raw });
  if (result.ok) return result.value.email;
  const missing = result.fields.email?.id === ADMIN_FORM_MESSAGES.emailRequired.id;
  throw new AdminRefusal(missing ? 'email-required' : 'invalid-email', result.fields);
}

function response(user: DirectoryUser): AdminChangeResponse {
  return { uid: user.uid, email: user.email, name: adminDisplayName(user) };
}

/** Makes the user with this address an admin; `grantedBy` is the caller's uid (or `cli`). */
export async function grantAdminRole(directory: AdminDirectory, rawEmail: unknown, grantedBy: string): Promise<AdminChangeResponse> {
  const user = await directory.findByEmail(adminEmail(rawEmail));
  if (!user) throw new AdminRefusal('user-not-found');
  // Claim and listing both present: nothing to do. Either one alone is repaired by granting again.
  if (user.hasClaim && user.hasRole) throw new AdminRefusal('already-admin');
  await directory.grant(user, grantedBy);
  return response(user);
}

export async function revokeAdminRole(directory: AdminDirectory, data: Record<string, unknown>, callerUid: string): Promise<AdminChangeResponse> {
  let user: DirectoryUser | null;
  if (typeof data.uid === 'string' && data.uid.trim()) {
    const uid = data.uid.trim();
    // Auth refuses a uid over 128 characters, and one with a slash cannot name its roles document: no such user.
    if (!USER_ID.test(uid)) throw new AdminRefusal('user-not-found');
    user = await directory.findByUid(uid);
  } else {
    user = await directory.findByEmail(adminEmail(data.email));
  }
  if (!user) throw new AdminRefusal('user-not-found');
  const refusal = revokeRefusal(callerUid, user.uid);
  if (refusal) throw new AdminRefusal(refusal);
  if (!user.hasClaim && !user.hasRole) throw new AdminRefusal('not-admin');
  await directory.revoke(user);
  return response(user);
}

export type CallRequest = AdminCallRequest;

function fields(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

function callable(action: 'grant' | 'revoke', run: (request: CallRequest, caller: string) => Promise<AdminChangeResponse>) {
  return async (request: CallRequest): Promise<AdminChangeResponse> => {
    const caller = requireAdmin(request, action === 'grant' ? CALLABLES.grantAdmin : CALLABLES.revokeAdmin).uid;
    try {
      const result = await run(request, caller);
      (action === 'grant' ? adminGranted : adminRevoked)(result.uid, caller);
      return result;
    } catch (error) {
      if (error instanceof AdminRefusal) {
        adminChangeRefused(action, error.reason, request.auth?.uid ?? null);
        throw refusal(error.reason, error.message, error.fields ? { fields: error.fields } : {});
      }
      adminChangeFailed(action, error);
      throw refusal('server-error', action === 'grant' ? 'Failed to add admin' : 'Failed to remove admin');
    }
  };
}

export function createGrantAdminHandler(directory: AdminDirectory) {
  return callable('grant', (request, caller) => grantAdminRole(directory, fields(request.data).email, caller));
}

export function createRevokeAdminHandler(directory: AdminDirectory) {
  return callable('revoke', (request, caller) => revokeAdminRole(directory, fields(request.data), caller));
}
