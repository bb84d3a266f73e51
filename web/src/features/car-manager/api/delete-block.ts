/**
 * Deletes an admin or maintenance block. The rules refuse booking blocks
 * (they belong to paid orders); the panel never offers that, and a refusal
 * of one still gets the spec's explanation.
 */
import { canDeleteBlock, type AvailabilityBlock } from '@costa/domain';
import { getFirestoreClient } from '../../../lib/firebase';
import type { BlockWriteOutcome } from './create-block';

export type DeleteOutcome = BlockWriteOutcome | { ok: false; bookingBlock: true };

export async function deleteBlock(block: Pick<AvailabilityBlock, 'id' | 'blockType'>): Promise<DeleteOutcome> {
  if (!canDeleteBlock(block.blockType)) return { ok: false, bookingBlock: true };
  try {
    const [db, { deleteDoc, doc }] = await Promise.all([getFirestoreClient(), import('firebase/firestore')]);
    await deleteDoc(doc(db, 'availabilityBlocks', block.id));
    return { ok: true };
  } catch (error) {
    console.error('Could not delete the availability block', block.id, error);
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
