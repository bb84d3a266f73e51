/**
 * The extras editor's data: every extra (paused ones too) in staff's order,
 * live through reactfire;
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
  type SaveExtraResponse,
} from '@costa/domain';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { staffCall, type WriteOutcome } from './staff-call';
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

/** Creates the extra (`id` '') or replaces the one with that id. */
export const saveExtra = (extra: ExtraInput): Promise<WriteOutcome<SaveExtraResponse>> =>
  staffCall<ExtraInput, SaveExtraResponse>(CALLABLES.saveExtra, extra, `save the extra ${extra.id || '(new)'}`);

export const deleteExtra = (extraId: string): Promise<WriteOutcome<{ deleted: true }>> =>
  staffCall<DeleteExtraRequest, { deleted: true }>(CALLABLES.deleteExtra, { extraId }, `delete the extra ${extraId}`);
