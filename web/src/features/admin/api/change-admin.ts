/**
 * Grants and revokes admin rights through the `grantAdmin` and `revokeAdmin`
 * callables; the server checks the caller and applies the rules. A refusal
 * comes back as the server's English message, which the panel translates.
 */
import {
  ADMIN_ERROR_TEXTS,
  adminErrorOf,
  CALLABLES,
  type AdminChangeResponse,
  type AdminError,
  type FormErrors,
  type GrantAdminRequest,
  type RevokeAdminRequest,
} from '@costa/domain';
import { serverFieldErrors } from '../../../components/forms/server-errors';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** `reason` is the rule that refused, or null for an unexpected failure; `fields`, an address the form's schema refused. */
export type AdminChangeOutcome =
  | { ok: true; admin: AdminChangeResponse }
  | { ok: false; reason: AdminError | null; fields: FormErrors };

/** The server names the rule in the error's details; the message (which the SDK suffixes with the HTTP status) is the fallback. */
function reasonOf(error: unknown): AdminError | null {
  const details = (error as { details?: { reason?: unknown } } | null)?.details;
  if (typeof details?.reason === 'string' && details.reason in ADMIN_ERROR_TEXTS) return details.reason as AdminError;
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : '';
  return adminErrorOf(message);
}

async function callAdmin<Request>(name: string, request: Request): Promise<AdminChangeOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<Request, AdminChangeResponse>(functions, name)(request);
    return { ok: true, admin: data };
  } catch (error) {
    console.error(`${name} failed`, error);
    return { ok: false, reason: reasonOf(error), fields: serverFieldErrors(error) };
  }
}

export function grantAdmin(request: GrantAdminRequest): Promise<AdminChangeOutcome> {
  return callAdmin(CALLABLES.grantAdmin, request);
}

export function revokeAdmin(request: RevokeAdminRequest): Promise<AdminChangeOutcome> {
  return callAdmin(CALLABLES.revokeAdmin, request);
}
