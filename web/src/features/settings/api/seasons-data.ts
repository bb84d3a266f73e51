/**
 * The season editor's data: every season (past ones too) by first day, and
 * the fleet's cars a season can be set for, live through reactfire; saving
 * and deleting through the admins-only callables `saveSeason` and
 * `deleteSeason`. No client writes `seasons/` (firestore.rules): the server
 * checks the form with the domain's `seasonSchema` and, in a transaction,
 * that no other season of the same scope shares a day, and refuses with each
 * field's rule in `details.fields` (an overlap on `startDate`).
 */
import {
  CALLABLES,
  seasonFromData,
  type DeleteSeasonRequest,
  type SaveSeasonResponse,
  type Season,
  type SeasonInput,
} from '@costa/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { staffCall, type WriteOutcome } from './staff-call';
import type { Loaded } from './settings-data';

export function useSeasons(): Loaded<Season[]> {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(query(collection(firestore, 'seasons'), orderBy('startDate')), { idField: 'id' });
  // A malformed document prices nothing on either side (seasonFromData), so the list leaves it out too.
  const seasons = useMemo(
    () => (data ?? []).map((doc) => seasonFromData(String(doc.id), doc)).filter((season): season is Season => season !== null),
    [data],
  );
  if (status === 'error') return { status };
  if (status === 'loading') return { status };
  return { status: 'ready', data: seasons };
}

/** Creates the season (`id` '') or replaces the one with that id. */
export const saveSeason = (season: SeasonInput): Promise<WriteOutcome<SaveSeasonResponse>> =>
  staffCall<SeasonInput, SaveSeasonResponse>(CALLABLES.saveSeason, season, `save the season ${season.id || '(new)'}`);

export const deleteSeason = (seasonId: string): Promise<WriteOutcome<{ deleted: true }>> =>
  staffCall<DeleteSeasonRequest, { deleted: true }>(CALLABLES.deleteSeason, { seasonId }, `delete the season ${seasonId}`);
