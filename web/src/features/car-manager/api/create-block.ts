/**
 * Creates an admin or maintenance block straight in Firestore: the rules
 * check every field (types, dates, notes length, an existing car, the author
 * is the caller, the server's clock), so no callable is needed; the trigger
 * `mirrorBlockedRange` then publishes the dates to the car page's calendar.
 */
import type { BlockFormInput } from '@costa/domain';
import { getFirestoreClient } from '../../../lib/firebase';

export type BlockWriteOutcome = { ok: true } | { ok: false; message: string };

export async function createBlock(input: BlockFormInput, createdBy: string): Promise<BlockWriteOutcome> {
  try {
    const [db, { addDoc, collection, serverTimestamp }] = await Promise.all([getFirestoreClient(), import('firebase/firestore')]);
    await addDoc(collection(db, 'availabilityBlocks'), {
      carId: input.carId,
      startDate: input.startDate,
      endDate: input.endDate,
      blockType: input.blockType,
      notes: input.notes.trim(),
      createdBy,
      createdAt: serverTimestamp(),
    });
    return { ok: true };
  } catch (error) {
    console.error('Could not create the availability block', error);
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
