/**
 * The `saveExtra` and `deleteExtra` callables (admins only): the back
 * office's extras editor. The form's schema checks the extra, the same one
 * the editor checks it with.
 */
import { CALLABLES, englishText, extraFromInput, extraSchema, validateForm, type RefusalReason, type SaveExtraResponse } from '@costa/domain';
import { extraChangeRefused, extraDeleted, extraSaved } from '../logs';
import type { ExtraStore } from '../services/extras';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { refusal } from './refusal';

const GONE = 'This extra no longer exists.';

function refuse(reason: RefusalReason, message: string, caller: string | null, details = {}): never {
  extraChangeRefused(reason, caller);
  throw refusal(reason, message, details);
}

const EXTRA_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function createSaveExtraHandler(store: ExtraStore) {
  return async (request: AdminCallRequest): Promise<SaveExtraResponse> => {
    const caller = requireAdmin(request, CALLABLES.saveExtra).uid;
    const result = validateForm(extraSchema, request.data);
    if (!result.ok) refuse('invalid-input', englishText(result.first), caller, { fields: result.fields });
    const { id } = result.value;
    if (id && !EXTRA_ID.test(id)) refuse('not-found', GONE, caller);
    const outcome = await store.save(id || null, extraFromInput(result.value), caller);
    if (!outcome.saved) refuse('not-found', GONE, caller);
    extraSaved(outcome.extraId, caller);
    return { extraId: outcome.extraId };
  };
}

export function createDeleteExtraHandler(store: ExtraStore) {
  return async (request: AdminCallRequest): Promise<{ deleted: true }> => {
    const caller = requireAdmin(request, CALLABLES.deleteExtra).uid;
    const data = request.data as { extraId?: unknown } | null;
    const extraId = typeof data?.extraId === 'string' ? data.extraId : '';
    if (!EXTRA_ID.test(extraId) || !(await store.remove(extraId))) refuse('not-found', GONE, caller);
    extraDeleted(extraId, caller);
    return { deleted: true };
  };
}
