/**
 * Calls the `translateCar` callable for one car. A
 * refusal is returned with its reason: the page says it in the product's
 * toast, and `translation-unavailable` (machine translation not configured)
 * stops a batch at once.
 */
import { CALLABLES, type TranslateCarRequest, type TranslateCarResponse } from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';
import { callFailure, type CallOutcome } from '../../../lib/call-failure';

/** Four languages of a car's texts through the service take a few seconds; a cold start adds more. */
const TRANSLATE_TIMEOUT_MS = 90_000;

export async function translateCar(carId: string): Promise<CallOutcome<TranslateCarResponse>> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<TranslateCarRequest, TranslateCarResponse>(functions, CALLABLES.translateCar, {
      timeout: TRANSLATE_TIMEOUT_MS,
    });
    const { data } = await call({ carId });
    return { ok: true, data };
  } catch (error) {
    console.error(`Could not translate the car ${carId}`, error);
    return callFailure(error);
  }
}
