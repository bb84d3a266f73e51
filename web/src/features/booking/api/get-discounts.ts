/**
 * The active rental discount tiers, shortest first. A failed read is logged
 * and the price shows no discount (spec 8); the server charges with its own read.
 */
import type { RentalDiscount } from '@costa/domain';
import { getFirestoreClient } from '../../../lib/firebase';

export async function getDiscounts(): Promise<RentalDiscount[]> {
  try {
    const [db, fs] = await Promise.all([getFirestoreClient(), import('firebase/firestore')]);
    const snapshot = await fs.getDocs(
      // The rules only serve active tiers to the public, so the filter is required, not an optimisation.
      fs.query(fs.collection(db, 'discounts'), fs.where('isActive', '==', true), fs.orderBy('minDays')),
    );
    return snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<RentalDiscount, 'id'>), id: doc.id }));
  } catch (error) {
    console.error('Could not load the rental discounts', error);
    return [];
  }
}
