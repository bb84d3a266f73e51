/**
 * `fleetSummary/rentalTerms` (domain rental-terms.ts): the ranges of the
 * rental terms across the available cars, which the home page's questions
 * quote with one read instead of reading the fleet. Recomputed in a
 * transaction that reads the summary too, so of two changes at the same
 * moment the later one's count stands.
 */
import { carFromData, RENTAL_TERMS_SUMMARY, rentalTermsRanges } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';

export interface RentalTermsSummaryStore {
  /** Reads the available cars and writes their ranges; returns how many cars they cover. */
  recompute(now: number): Promise<number>;
}

export function firestoreRentalTermsSummary(db: () => Firestore): RentalTermsSummaryStore {
  return {
    recompute: (now) =>
      db().runTransaction(async (tx) => {
        const ref = db().collection(RENTAL_TERMS_SUMMARY.collection).doc(RENTAL_TERMS_SUMMARY.id);
        const [, cars] = await Promise.all([tx.get(ref), tx.get(db().collection('cars').where('isAvailable', '==', true))]);
        const offered = cars.docs.map((doc) => carFromData(doc.id, doc.data()));
        tx.set(ref, { ranges: rentalTermsRanges(offered), cars: offered.length, updatedAt: now });
        return offered.length;
      }),
  };
}
