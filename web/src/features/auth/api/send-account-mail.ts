/**
 * The account's own e-mails through the `sendAccountMail` callable: the
 * password-reset link (answered the same whether or not the address has an
 * account) and the confirmation of the signed-in customer's address. The
 * server writes them in the language given and links them to the auth page
 * in that language. A refusal comes back as its reason (lib/call-failure.ts).
 */
import { CALLABLES, type SendAccountMailRequest, type SendAccountMailResponse } from '@costa/domain';
import { callFailure, type CallOutcome } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

export async function sendAccountMail(request: SendAccountMailRequest): Promise<CallOutcome<SendAccountMailResponse>> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<SendAccountMailRequest, SendAccountMailResponse>(functions, CALLABLES.sendAccountMail, { timeout: 30_000 })(request);
    return { ok: true, data };
  } catch (error) {
    console.error(`${CALLABLES.sendAccountMail} failed`, error);
    return callFailure(error);
  }
}
