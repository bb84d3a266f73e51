/**
 * Road kilometres between pickup and dropoff from the distance function. A
 * failure is logged and counts as 0 km; the server computes the
 * distance it charges itself.
 */
import { CALLABLES, type CalculateDistanceRequest, type CalculateDistanceResponse } from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** Past this, the price shows no distance charge rather than "measuring" for ever. */
const DISTANCE_TIMEOUT_MS = 10_000;

export async function calculateDistance(pickup: string, dropoff: string): Promise<number> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<CalculateDistanceRequest, CalculateDistanceResponse>(functions, CALLABLES.calculateDistance, {
      timeout: DISTANCE_TIMEOUT_MS,
    });
    const { data } = await call({ pickup, dropoff });
    const km = Number(data?.distance);
    return Number.isFinite(km) && km > 0 ? km : 0;
  } catch (error) {
    console.error('Could not calculate the distance', error);
    return 0;
  }
}
