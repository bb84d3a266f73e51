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
} from '@costa/domain';
import { serverFieldErrors } from '../../../components/forms/server-errors';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

export type BlockWriteOutcome = { ok: true } | { ok: false; clash?: BlockClash; fields: FormErrors; message: string };

type CallableError = { details?: { reason?: unknown; clash?: unknown } } | null;

/**
 * The refusal as the panel shows it: the clash when there is one, each
 * field's rule the server's schema refused (the form's own, so the form shows
 * them at its fields), and the server's message.
 */
export function blockRefusalOf(error: unknown): Extract<BlockWriteOutcome, { ok: false }> {
  const details = (error as CallableError)?.details;
  const message = error instanceof Error ? error.message : String(error);
  const fields = serverFieldErrors(error);
  return isBlockClash(details?.clash) ? { ok: false, clash: details.clash, fields, message } : { ok: false, fields, message };
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
