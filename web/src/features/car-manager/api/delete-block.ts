/**
 * Deletes an admin or maintenance block through the `deleteBlock` callable,
 * which frees its days. Booking blocks belong to paid orders: the panel never
 * offers to delete one, and the server refuses it with the product's explanation.
 */
import { canDeleteBlock, CALLABLES, type AvailabilityBlock, type DeleteBlockRequest } from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';
import { blockRefusalOf, type BlockWriteOutcome } from './create-block';

export type DeleteOutcome = BlockWriteOutcome | { ok: false; bookingBlock: true };

export async function deleteBlock(block: Pick<AvailabilityBlock, 'id' | 'blockType'>): Promise<DeleteOutcome> {
  if (!canDeleteBlock(block.blockType)) return { ok: false, bookingBlock: true };
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    await httpsCallable<DeleteBlockRequest, { deleted: true }>(functions, CALLABLES.deleteBlock)({ blockId: block.id });
    return { ok: true };
  } catch (error) {
    console.error('Could not delete the availability block', block.id, error);
    const refused = blockRefusalOf(error);
    return refused.reason === 'booking-block' ? { ok: false, bookingBlock: true } : refused;
  }
}
