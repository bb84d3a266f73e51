/**
 * Sends the contact form (or a booking request) to the `submitContact`
 * callable. A refusal is returned as the server's message, which the form maps
 * to the visitor's language, and each field's broken rule.
 */
import { CALLABLES, type FormErrors, type SubmitContactRequest, type SubmitContactResponse } from '@costa/domain';
import { serverFieldErrors } from '../../../components/forms/server-errors';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

const SUBMIT_TIMEOUT_MS = 20_000;

export type SubmitOutcome = { ok: true } | { ok: false; message: string; fields: FormErrors };

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
    return { ok: false, message: error instanceof Error ? error.message : String(error), fields: serverFieldErrors(error) };
  }
}
