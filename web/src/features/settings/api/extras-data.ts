/**
 * The extras editor's data: every extra (paused ones too) in staff's order,
 * live through reactfire, and the fleet's cars an extra can be offered for;
 * saving and deleting through the admins-only callables `saveExtra` and
 * `deleteExtra`. No client writes `extras/` (firestore.rules): the server
 * checks the form with the domain's `extraSchema` and refuses with each
 * field's rule in `details.fields`.
 */
import {
  CALLABLES,
  extrasOf,
  type DeleteExtraRequest,
  type Extra,
  type ExtraInput,
  type FormErrors,
  type RefusalReason,
  type SaveExtraResponse,
} from '@costa/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';
import { useSeasonCars, type SeasonCarOption } from './seasons-data';
import type { Loaded } from './settings-data';

export function useExtras(): Loaded<Extra[]> {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollection(query(collection(firestore, 'extras'), orderBy('position')));
  // A malformed document is offered to no one (extrasOf leaves it out on either side), so the list leaves it out too.
  const extras = useMemo(() => (data ? extrasOf(data.docs) : []), [data]);
  if (status === 'error') return { status };
  if (status === 'loading') return { status };
  return { status: 'ready', data: extras };
}

/** A car an extra can be offered for: every car, hidden ones too, as the season editor lists them. */
export type ExtraCarOption = SeasonCarOption;

export function useExtraCars(): Loaded<ExtraCarOption[]> {
  return useSeasonCars();
}

export type ExtraWriteOutcome<T> = { ok: true; data: T } | { ok: false; reason: RefusalReason | null; fields: FormErrors };

async function call<Request, Response>(name: string, request: Request): Promise<Response> {
  const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
  return (await httpsCallable<Request, Response>(functions, name)(request)).data;
}

/** Creates the extra (`id` '') or replaces the one with that id. */
export async function saveExtra(extra: ExtraInput): Promise<ExtraWriteOutcome<SaveExtraResponse>> {
  try {
    return { ok: true, data: await call<ExtraInput, SaveExtraResponse>(CALLABLES.saveExtra, extra) };
  } catch (error) {
    console.error('Could not save the extra', extra.id || '(new)', error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}

export async function deleteExtra(extraId: string): Promise<ExtraWriteOutcome<{ deleted: true }>> {
  try {
    return { ok: true, data: await call<DeleteExtraRequest, { deleted: true }>(CALLABLES.deleteExtra, { extraId }) };
  } catch (error) {
    console.error('Could not delete the extra', extraId, error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}
