/**
 * Grants and revokes admin rights through the `grantAdmin` and `revokeAdmin`
 * callables; the server checks the caller and applies the rules. A refusal
 * comes back as its reason, which the panel translates.
 */
import {
  CALLABLES,
  type AdminChangeResponse,
  type FormErrors,
  type GrantAdminRequest,
  type RefusalReason,
  type RevokeAdminRequest,
} from '@costa/domain';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** `reason` is the rule that refused, or null for an unexpected failure; `fields`, an address the form's schema refused. */
export type AdminChangeOutcome =
  | { ok: true; admin: AdminChangeResponse }
  | { ok: false; reason: RefusalReason | null; fields: FormErrors };

async function callAdmin<Request>(name: string, request: Request): Promise<AdminChangeOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<Request, AdminChangeResponse>(functions, name)(request);
    return { ok: true, admin: data };
  } catch (error) {
    console.error(`${name} failed`, error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}

export function grantAdmin(request: GrantAdminRequest): Promise<AdminChangeOutcome> {
  return callAdmin(CALLABLES.grantAdmin, request);
}

export function revokeAdmin(request: RevokeAdminRequest): Promise<AdminChangeOutcome> {
  return callAdmin(CALLABLES.revokeAdmin, request);
}
