/**
 * The `createBlock` and `deleteBlock` callables:
 * admins close and reopen a car's days through the same per-day documents
 * as bookings (services/orders.ts), so a block and a booking can never own
 * the same day. Refusals carry an English message and
 * `details.reason` (a BlockRefusal); an invalid block names each field's
 * rule (`details.fields`, the form's schema); a clash also names what owns the days
 * (`details.clash`), which the car manager says in the admin's language.
 */
import {
  CALLABLES,
  blockSchema,
  BOOKING_BLOCK_DELETE_TEXT,
  englishText,
  validateForm,
  type BlockClash,
  type BlockRefusal,
  type CreateBlockResponse,
} from '@costa/domain';
import { blockChangeRefused, blockCreated, blockDeleted } from '../logs';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { refusal } from './refusal';
import type { BlockStore } from '../services/orders';

export type BlockCallRequest = AdminCallRequest;

const CLASH_TEXTS: Record<BlockClash['kind'], string> = {
  booking: 'These dates overlap a paid booking',
  checkout: "These dates overlap a customer's checkout in progress",
  admin: 'These dates overlap another admin block',
  maintenance: 'These dates overlap a maintenance block',
};

function refuse(reason: BlockRefusal, message: string, caller: string | null, details = {}): never {
  blockChangeRefused(reason, caller);
  throw refusal(reason, message, details);
}

export function createCreateBlockHandler(store: BlockStore, now: () => number = Date.now) {
  return async (request: BlockCallRequest): Promise<CreateBlockResponse> => {
    const caller = requireAdmin(request, CALLABLES.createBlock).uid;
    const result = validateForm(blockSchema, request.data);
    // Every field's broken rule travels too, so the form can show each on its field.
    if (!result.ok) refuse('invalid-input', englishText(result.first), caller, { fields: result.fields });
    const block = result.value;
    const outcome = await store.createStaffBlock(block, caller, now());
    if (outcome.created) {
      blockCreated(outcome.blockId, block.carId, caller);
      return { blockId: outcome.blockId };
    }
    if (!outcome.clash) refuse('car-not-found', 'This car does not exist.', caller);
    const { clash } = outcome;
    const number = clash.orderNumber ? ` (order ${clash.orderNumber})` : '';
    refuse('clash', `${CLASH_TEXTS[clash.kind]}${number}: ${clash.startDate} to ${clash.endDate}.`, caller, {
      clash,
    });
  };
}

export function createDeleteBlockHandler(store: BlockStore) {
  return async (request: BlockCallRequest): Promise<{ deleted: true }> => {
    const caller = requireAdmin(request, CALLABLES.deleteBlock).uid;
    const data = request.data as { blockId?: unknown } | null;
    const blockId = typeof data?.blockId === 'string' ? data.blockId : '';
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(blockId)) refuse('not-found', 'Please choose a block to delete.', caller);
    const outcome = await store.deleteStaffBlock(blockId);
    if (outcome === 'booking-block') refuse('booking-block', BOOKING_BLOCK_DELETE_TEXT, caller);
    if (outcome === 'not-found') refuse('not-found', 'This block no longer exists.', caller);
    blockDeleted(blockId, caller);
    return { deleted: true };
  };
}
