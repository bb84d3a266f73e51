/**
 * Creates an admin or maintenance block through the `createBlock` callable:
 * the server takes the block's days through the same per-day documents as
 * bookings, so it refuses a block that overlaps a paid booking, a checkout in
 * progress or another block, and says which (`details.clash`).
 */
import {
  CALLABLES,
  isBlockClash,
  type BlockClash,
  type BlockFormInput,
  type CreateBlockRequest,
  type CreateBlockResponse,
  type FormErrors,
  type RefusalReason,
} from '@costa/domain';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** A refusal: its reason, each field's broken rule, and what owns the days when it clashes. */
export type BlockWriteOutcome = { ok: true } | { ok: false; reason: RefusalReason | null; clash?: BlockClash; fields: FormErrors };

export function blockRefusalOf(error: unknown): Extract<BlockWriteOutcome, { ok: false }> {
  const { reason, fields, details } = callFailure(error);
  return isBlockClash(details.clash) ? { ok: false, reason, clash: details.clash, fields } : { ok: false, reason, fields };
}

export async function createBlock(input: BlockFormInput): Promise<BlockWriteOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const request: CreateBlockRequest = input;
    await httpsCallable<CreateBlockRequest, CreateBlockResponse>(functions, CALLABLES.createBlock)(request);
    return { ok: true };
  } catch (error) {
    console.error('Could not create the availability block', error);
    return blockRefusalOf(error);
  }
}
