/**
 * `cars/{carId}/blockedRanges/{blockId}`: the public copy of an availability
 * block, dates only. Written by the server alone (the rules allow no writes).
 */
import type { BlockedRange } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';

export interface BlockedRangeStore {
  /** Replaces the mirror document with exactly these fields. */
  put(carId: string, blockId: string, range: BlockedRange): Promise<void>;
  remove(carId: string, blockId: string): Promise<void>;
}

export function firestoreBlockedRanges(db: () => Firestore): BlockedRangeStore {
  const ref = (carId: string, blockId: string) =>
    db().collection('cars').doc(carId).collection('blockedRanges').doc(blockId);
  return {
    async put(carId, blockId, range) {
      await ref(carId, blockId).set({ startDate: range.startDate, endDate: range.endDate });
    },
    async remove(carId, blockId) {
      await ref(carId, blockId).delete();
    },
  };
}
