/**
 * The settings page's data: `settings/site` and every discount tier (active
 * or not), live through reactfire; saved with the Firestore SDK. The rules
 * let only admins write and hold each document to the domain's limits.
 */
import type { RentalDiscount, SiteSettings } from '@costa/domain';
import { collection, doc, orderBy, query, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export function useSiteSettings(): Loaded<SiteSettings | null> {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'settings', 'site'));
  if (status === 'error') return { status };
  if (status === 'loading') return { status };
  return { status: 'ready', data: (data as SiteSettings | undefined) ?? null };
}

export function useDiscountTiers(): Loaded<RentalDiscount[]> {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(query(collection(firestore, 'discounts'), orderBy('minDays')), { idField: 'id' });
  if (status === 'error') return { status };
  if (status === 'loading') return { status };
  return { status: 'ready', data: data as RentalDiscount[] };
}

export async function saveSiteSettings(firestore: Firestore, settings: SiteSettings): Promise<void> {
  await setDoc(doc(firestore, 'settings', 'site'), settings);
}

/**
 * Writes the tiers as they are in the form, all at once: each kept or new one
 * is set (a new one gets an id), and each one no longer in the list is deleted.
 */
export async function saveDiscountTiers(firestore: Firestore, tiers: readonly (Omit<RentalDiscount, 'id'> & { id?: string })[], removed: readonly string[]): Promise<void> {
  const batch = writeBatch(firestore);
  for (const { id, ...tier } of tiers) {
    const ref = id ? doc(firestore, 'discounts', id) : doc(collection(firestore, 'discounts'));
    batch.set(ref, tier);
  }
  for (const id of removed) batch.delete(doc(firestore, 'discounts', id));
  await batch.commit();
}
