/** Asks the `translationStatus` callable whether machine translation is configured on the server. */
import { CALLABLES, type TranslationServiceStatus } from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';
import { callFailure, type CallOutcome } from '../../../lib/call-failure';

export async function getTranslationService(): Promise<CallOutcome<TranslationServiceStatus>> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<null, TranslationServiceStatus>(functions, CALLABLES.translationStatus, { timeout: 20_000 });
    const { data } = await call(null);
    return { ok: true, data };
  } catch (error) {
    console.error('Could not ask whether machine translation is configured', error);
    return callFailure(error);
  }
}
