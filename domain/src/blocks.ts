/**
 * The car manager's availability blocks (spec 2.13, 3, 4, 5, 8): which block
 * types staff may create and delete, the block form's validation, and the
 * order the list shows. Booking blocks belong to paid orders: the server alone
 * creates and releases them.
 */
import { daysBetween, isDay } from './dates';
import type { BlockType } from './model';

export const STAFF_BLOCK_TYPES = ['admin', 'maintenance'] as const satisfies readonly BlockType[];
export type StaffBlockType = (typeof STAFF_BLOCK_TYPES)[number];
export const DEFAULT_STAFF_BLOCK_TYPE: StaffBlockType = 'admin';

/** Same limit as firestore.rules' `isValidStaffBlock`. */
export const BLOCK_NOTES_MAX = 500;

export function isStaffBlockType(value: unknown): value is StaffBlockType {
  return (STAFF_BLOCK_TYPES as readonly unknown[]).includes(value);
}

/** Admin and maintenance blocks may be deleted; booking blocks never (spec 4). */
export function canDeleteBlock(blockType: BlockType): boolean {
  return isStaffBlockType(blockType);
}

/** One block closes at most a year: its days are taken in one transaction, a document each. */
export const BLOCK_MAX_DAYS = 366;

export type BlockFormError = 'required' | 'end-before-start' | 'notes-too-long' | 'too-long';

export const BLOCK_ERROR_TEXTS: Record<BlockFormError, string> = {
  required: 'Please fill in all required fields',
  'end-before-start': 'End date must be after start date',
  'notes-too-long': `Notes must be at most ${BLOCK_NOTES_MAX} characters`,
  'too-long': `A block can cover at most ${BLOCK_MAX_DAYS} days`,
};

export const BOOKING_BLOCK_DELETE_TEXT = 'Cannot delete booking blocks - they are managed automatically';

export interface BlockFormInput {
  carId: string;
  /** `YYYY-MM-DD`, or '' while not chosen. */
  startDate: string;
  endDate: string;
  blockType: StaffBlockType;
  notes: string;
}

/**
 * Car and both dates are required; the start must not be after the end (a
 * one-day block starts and ends on the same day: days are inclusive).
 */
export function validateBlockForm(input: BlockFormInput): BlockFormError | null {
  if (!input.carId || !isDay(input.startDate) || !isDay(input.endDate)) return 'required';
  if (input.startDate > input.endDate) return 'end-before-start';
  if (daysBetween(input.startDate, input.endDate) + 1 > BLOCK_MAX_DAYS) return 'too-long';
  if (input.notes.length > BLOCK_NOTES_MAX) return 'notes-too-long';
  return null;
}

/** `createBlock`'s request: the block form's fields. */
export type CreateBlockRequest = BlockFormInput;
/** `deleteBlock`'s request. */
export interface DeleteBlockRequest {
  blockId: string;
}
export interface CreateBlockResponse {
  blockId: string;
}

/** A callable's request as the block form sends it, or the rule it breaks. Unknown fields are dropped. */
export function parseBlockRequest(data: unknown): { ok: true; block: BlockFormInput } | { ok: false; error: BlockFormError } {
  const input = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  const blockType = input.blockType ?? DEFAULT_STAFF_BLOCK_TYPE;
  if (!isStaffBlockType(blockType)) return { ok: false, error: 'required' };
  if (input.notes !== undefined && typeof input.notes !== 'string') return { ok: false, error: 'required' };
  const block: BlockFormInput = {
    carId: text('carId').trim(),
    startDate: text('startDate'),
    endDate: text('endDate'),
    blockType,
    notes: text('notes').trim(),
  };
  if (block.carId.length > 128 || block.carId.includes('/')) return { ok: false, error: 'required' };
  const error = validateBlockForm(block);
  return error ? { ok: false, error } : { ok: true, block };
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
export type BlockRefusal = BlockFormError | 'clash' | 'not-found' | 'car-not-found' | 'booking-block' | 'permission-denied';

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

/** By start date, then end date (spec 7: blocks ordered by start_date ascending). */
export function sortBlocks<T extends { startDate: string; endDate: string }>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}
