/**
 * The car manager's availability blocks: which block
 * types staff may create and delete, what the callables take and refuse, and
 * the order the list shows (the form's rules are blocks-schema.ts). Booking
 * blocks belong to paid orders: the server alone creates and releases them.
 */
import { isDay } from './dates';
import type { BlockType } from './model';
import type { RefusalReason } from './refusals';

export const STAFF_BLOCK_TYPES = ['admin', 'maintenance'] as const satisfies readonly BlockType[];
export type StaffBlockType = (typeof STAFF_BLOCK_TYPES)[number];
export const DEFAULT_STAFF_BLOCK_TYPE: StaffBlockType = 'admin';

/** Same limit as firestore.rules' `isValidStaffBlock`. */
export const BLOCK_NOTES_MAX = 500;

export function isStaffBlockType(value: unknown): value is StaffBlockType {
  return (STAFF_BLOCK_TYPES as readonly unknown[]).includes(value);
}

/** Admin and maintenance blocks may be deleted; booking blocks never. */
export function canDeleteBlock(blockType: BlockType): boolean {
  return isStaffBlockType(blockType);
}

/** One block closes at most a year: its days are taken in one transaction, a document each. */
export const BLOCK_MAX_DAYS = 366;

export const BOOKING_BLOCK_DELETE_TEXT = 'Cannot delete booking blocks - they are managed automatically';

export interface BlockFormInput {
  carId: string;
  /** `YYYY-MM-DD`, or '' while not chosen. */
  startDate: string;
  endDate: string;
  blockType: StaffBlockType;
  notes: string;
}

/** `createBlock`'s request: the block form's fields (checked with `blockSchema`, blocks-schema.ts). */
export type CreateBlockRequest = BlockFormInput;
/** `deleteBlock`'s request. */
export interface DeleteBlockRequest {
  blockId: string;
}
export interface CreateBlockResponse {
  blockId: string;
}

/**
 * What already owns some of the days a block asked for: a paid booking, a
 * customer's checkout in progress (a live hold), or another staff block. The
 * dates are the clashing days inside the block asked for.
 */
export interface BlockClash {
  kind: 'booking' | 'checkout' | StaffBlockType;
  startDate: string;
  endDate: string;
  /** The booking's order number, when the clash is a paid booking. */
  orderNumber?: string | null;
}

/** Why `createBlock` or `deleteBlock` refused; the car manager translates each. */
export type BlockRefusal = Extract<RefusalReason, 'invalid-input' | 'clash' | 'not-found' | 'car-not-found' | 'booking-block'>;

export function isBlockClash(value: unknown): value is BlockClash {
  const clash = value as Partial<BlockClash> | null;
  return (
    typeof clash === 'object' &&
    clash !== null &&
    ['booking', 'checkout', ...STAFF_BLOCK_TYPES].includes(clash.kind as string) &&
    isDay(clash.startDate) &&
    isDay(clash.endDate)
  );
}

/** By start date, then end date, as the car manager lists blocks. */
export function sortBlocks<T extends { startDate: string; endDate: string }>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}
