/**
 * Sends the contact form (or a booking request) to the `submitContact`
 * callable. A refusal is returned as its reason (`details.reason`), which the
 * form maps to a message in the visitor's language, and each field's broken rule.
 */
import { CALLABLES, type FormErrors, type RefusalReason, type SubmitContactRequest, type SubmitContactResponse } from '@costa/domain';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

const SUBMIT_TIMEOUT_MS = 20_000;

export type SubmitOutcome = { ok: true } | { ok: false; reason: RefusalReason | null; fields: FormErrors };

export async function submitContact(request: SubmitContactRequest): Promise<SubmitOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<SubmitContactRequest, SubmitContactResponse>(functions, CALLABLES.submitContact, {
      timeout: SUBMIT_TIMEOUT_MS,
    });
    await call(request);
    return { ok: true };
  } catch (error) {
    console.error('Could not send the contact message', error);
    const { reason, fields } = callFailure(error);
    return { ok: false, reason, fields };
  }
}
