/**
 * The `saveSeason` and `deleteSeason` callables (admins only): the back
 * office's season editor. The form's schema checks the season; the store
 * refuses one that shares a day with another of its scope, named on the
 * start date field (`details.fields`) so the form shows it there.
 */
import {
  CALLABLES,
  englishText,
  SEASON_MESSAGES,
  seasonFromInput,
  seasonName,
  seasonSchema,
  seasonScopeKey,
  validateForm,
  type FormMessage,
  type RefusalReason,
  type SaveSeasonResponse,
} from '@costa/domain';
import { seasonChangeRefused, seasonDeleted, seasonSaved } from '../logs';
import type { SeasonStore } from '../services/seasons';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { refusal } from './refusal';

function refuse(reason: RefusalReason, message: string, caller: string | null, details = {}): never {
  seasonChangeRefused(reason, caller);
  throw refusal(reason, message, details);
}

const SEASON_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function createSaveSeasonHandler(store: SeasonStore) {
  return async (request: AdminCallRequest): Promise<SaveSeasonResponse> => {
    const caller = requireAdmin(request, CALLABLES.saveSeason).uid;
    const result = validateForm(seasonSchema, request.data);
    if (!result.ok) refuse('invalid-input', englishText(result.first), caller, { fields: result.fields });
    const { id } = result.value;
    if (id && !SEASON_ID.test(id)) refuse('not-found', 'This season no longer exists.', caller);
    const season = seasonFromInput(result.value);
    const outcome = await store.save(id || null, season, caller);
    if (outcome.saved) {
      seasonSaved(outcome.seasonId, seasonScopeKey(season.scope, season.target), caller);
      return { seasonId: outcome.seasonId };
    }
    if ('missing' in outcome) refuse('not-found', 'This season no longer exists.', caller);
    const { overlap } = outcome;
    const overlapMessage: FormMessage = {
      ...SEASON_MESSAGES.overlap,
      values: { name: seasonName(overlap.names, 'en') ?? overlap.id, from: overlap.startDate, to: overlap.endDate },
    };
    refuse('invalid-input', englishText(overlapMessage), caller, { fields: { startDate: overlapMessage } });
  };
}

export function createDeleteSeasonHandler(store: SeasonStore) {
  return async (request: AdminCallRequest): Promise<{ deleted: true }> => {
    const caller = requireAdmin(request, CALLABLES.deleteSeason).uid;
    const data = request.data as { seasonId?: unknown } | null;
    const seasonId = typeof data?.seasonId === 'string' ? data.seasonId : '';
    if (!SEASON_ID.test(seasonId) || !(await store.remove(seasonId))) refuse('not-found', 'This season no longer exists.', caller);
    seasonDeleted(seasonId, caller);
    return { deleted: true };
  };
}
