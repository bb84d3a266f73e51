/**
 * The road kilometres a price needs, from the distance function: between
 * pickup and dropoff, and from the showroom to each (delivery beyond the
 * free zone). A failure is logged and counts as 0 km; the server measures
 * what it charges itself.
 */
import { CALLABLES, type CalculateDistanceRequest, type CalculateDistanceResponse } from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** Past this, the price shows no distance charge rather than "measuring" for ever. */
const DISTANCE_TIMEOUT_MS = 10_000;

export interface HandoverKm {
  /** Pickup to dropoff. */
  km: number;
  /** From the showroom to each place. */
  pickupKm: number;
  dropoffKm: number;
}

const NO_KM: HandoverKm = { km: 0, pickupKm: 0, dropoffKm: 0 };

const kmOf = (value: unknown) => {
  const km = Number(value);
  return Number.isFinite(km) && km > 0 ? km : 0;
};

export async function calculateDistance(pickup: string, dropoff: string): Promise<HandoverKm> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<CalculateDistanceRequest, CalculateDistanceResponse>(functions, CALLABLES.calculateDistance, {
      timeout: DISTANCE_TIMEOUT_MS,
    });
    const { data } = await call({ pickup, dropoff });
    return { km: kmOf(data?.distance), pickupKm: kmOf(data?.pickupFromShowroom), dropoffKm: kmOf(data?.dropoffFromShowroom) };
  } catch (error) {
    console.error('Could not calculate the distance', error);
    return NO_KM;
  }
}
