/**
 * Creates an admin or maintenance block through the `createBlock` callable:
 * the server takes the block's days through the same per-day documents as
 * bookings, so it refuses a block that overlaps a paid booking, a checkout in
 * progress or another block, and says which (`details.clash`).
 */
import {
  BLOCK_ERROR_TEXTS,
  CALLABLES,
  isBlockClash,
  type BlockClash,
  type BlockFormError,
  type BlockFormInput,
  type CreateBlockRequest,
  type CreateBlockResponse,
} from '@costa/domain';
import { getFunctionsClient } from '../../../lib/firebase';

export type BlockWriteOutcome =
  | { ok: true }
  | { ok: false; clash?: BlockClash; invalid?: BlockFormError; message: string };

type CallableError = { details?: { reason?: unknown; clash?: unknown } } | null;

/**
 * The refusal as the panel shows it: the clash when there is one, the rule
 * the server's schema refused (the form's own, so the form shows it at its
 * fields), else the server's message.
 */
export function blockRefusalOf(error: unknown): Extract<BlockWriteOutcome, { ok: false }> {
  const details = (error as CallableError)?.details;
  const message = error instanceof Error ? error.message : String(error);
  if (isBlockClash(details?.clash)) return { ok: false, clash: details.clash, message };
  const reason = details?.reason;
  if (typeof reason === 'string' && reason in BLOCK_ERROR_TEXTS) return { ok: false, invalid: reason as BlockFormError, message };
  return { ok: false, message };
}

export async function createBlock(input: BlockFormInput): Promise<BlockWriteOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), import('firebase/functions')]);
    const request: CreateBlockRequest = { ...input, notes: input.notes.trim() };
    await httpsCallable<CreateBlockRequest, CreateBlockResponse>(functions, CALLABLES.createBlock)(request);
    return { ok: true };
  } catch (error) {
    console.error('Could not create the availability block', error);
    return blockRefusalOf(error);
  }
}
