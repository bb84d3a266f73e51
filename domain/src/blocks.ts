/**
 * The car manager's availability blocks (spec 2.13, 3, 4, 5, 8): which block
 * types staff may create and delete, the block form's validation, and the
 * order the list shows. Booking blocks belong to paid orders: the server alone
 * creates and releases them.
 */
import { isDay } from './dates';
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

export type BlockFormError = 'required' | 'end-before-start' | 'notes-too-long';

export const BLOCK_ERROR_TEXTS: Record<BlockFormError, string> = {
  required: 'Please fill in all required fields',
  'end-before-start': 'End date must be after start date',
  'notes-too-long': `Notes must be at most ${BLOCK_NOTES_MAX} characters`,
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
  if (input.notes.length > BLOCK_NOTES_MAX) return 'notes-too-long';
  return null;
}

/** By start date, then end date (spec 7: blocks ordered by start_date ascending). */
export function sortBlocks<T extends { startDate: string; endDate: string }>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}
