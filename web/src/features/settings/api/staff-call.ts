/**
 * The settings editors' admins-only callables: the answer, or why it was
 * refused (`details.reason`, and each field's rule from `details.fields`),
 * logged with what was being changed.
 */
import type { FormErrors, RefusalReason } from '@costa/domain';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

export type WriteOutcome<T> = { ok: true; data: T } | { ok: false; reason: RefusalReason | null; fields: FormErrors };

/** Calls `name` with `request`; `what` names the change in the console when it fails ("save the season new"). */
export async function staffCall<Request, Response>(name: string, request: Request, what: string): Promise<WriteOutcome<Response>> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    return { ok: true, data: (await httpsCallable<Request, Response>(functions, name)(request)).data };
  } catch (error) {
    console.error(`Could not ${what}`, error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}
