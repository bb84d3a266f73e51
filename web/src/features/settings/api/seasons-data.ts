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
  type FormErrors,
  type RefusalReason,
  type SaveSeasonResponse,
  type Season,
  type SeasonInput,
} from '@costa/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { useFleetCars } from '../../back-office/fleet-cars';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';
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

/** A car a season can be set for: every car, hidden ones too (a season may be ready before the car is shown). */
export interface SeasonCarOption {
  id: string;
  name: string;
  isAvailable: boolean;
}

export function useSeasonCars(): Loaded<SeasonCarOption[]> {
  const fleet = useFleetCars();
  const cars = fleet.status === 'ready' ? fleet.cars : null;
  const options = useMemo(() => (cars ?? []).map(({ id, name, isAvailable }) => ({ id, name, isAvailable: isAvailable === true })), [cars]);
  if (fleet.status !== 'ready') return { status: fleet.status };
  return { status: 'ready', data: options };
}

export type SeasonWriteOutcome<T> = { ok: true; data: T } | { ok: false; reason: RefusalReason | null; fields: FormErrors };

async function call<Request, Response>(name: string, request: Request): Promise<Response> {
  const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
  return (await httpsCallable<Request, Response>(functions, name)(request)).data;
}

/** Creates the season (`id` '') or replaces the one with that id. */
export async function saveSeason(season: SeasonInput): Promise<SeasonWriteOutcome<SaveSeasonResponse>> {
  try {
    return { ok: true, data: await call<SeasonInput, SaveSeasonResponse>(CALLABLES.saveSeason, season) };
  } catch (error) {
    console.error('Could not save the season', season.id || '(new)', error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}

export async function deleteSeason(seasonId: string): Promise<SeasonWriteOutcome<{ deleted: true }>> {
  try {
    return { ok: true, data: await call<DeleteSeasonRequest, { deleted: true }>(CALLABLES.deleteSeason, { seasonId }) };
  } catch (error) {
    console.error('Could not delete the season', seasonId, error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}
