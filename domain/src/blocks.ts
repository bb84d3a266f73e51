/**
 * The car manager's availability blocks (spec 2.13, 3, 4, 5, 8): which block
 * types staff may create and delete, the block form's validation, and the
 * order the list shows. Booking blocks belong to paid orders: the server alone
 * creates and releases them.
 */
import { mixed, object, string } from 'yup';
import { daysBetween, isDay } from './dates';
import type { BlockType } from './model';
import { fieldErrors } from './schema';

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

const REQUIRED: BlockFormError = 'required';

/**
 * The block's rules as one yup schema (issue 12): the car manager's form and
 * the `createBlock` callable validate with it. Car and both dates are
 * required; the start must not be after the end (a one-day block starts and
 * ends on the same day: days are inclusive); at most BLOCK_MAX_DAYS days;
 * notes up to BLOCK_NOTES_MAX characters. Each message is a BlockFormError.
 */
export const blockSchema = object({
  // Strict: a number or a list is refused, never turned into text.
  carId: string()
    .strict()
    .typeError(REQUIRED)
    .default('')
    .test('present', REQUIRED, (value) => Boolean(value?.trim()))
    .max(128, REQUIRED)
    .matches(/^[^/]+$/, REQUIRED),
  startDate: string().strict().typeError(REQUIRED).default('').test('day', REQUIRED, (value) => isDay(value)),
  endDate: string()
    .strict()
    .typeError(REQUIRED)
    .default('')
    .test('day', REQUIRED, (value) => isDay(value))
    .test('after-start', 'end-before-start' satisfies BlockFormError, function (end) {
      const start: unknown = this.parent.startDate;
      return !isDay(start) || !isDay(end) || start <= end;
    })
    .test('length', 'too-long' satisfies BlockFormError, function (end) {
      const start: unknown = this.parent.startDate;
      return !isDay(start) || !isDay(end) || start > end || daysBetween(start, end) + 1 <= BLOCK_MAX_DAYS;
    }),
  blockType: mixed<StaffBlockType>().default(DEFAULT_STAFF_BLOCK_TYPE).oneOf([...STAFF_BLOCK_TYPES], REQUIRED).defined(REQUIRED),
  notes: string().strict().typeError(REQUIRED).default('').max(BLOCK_NOTES_MAX, 'notes-too-long' satisfies BlockFormError),
});

/** The order in which a form names what is wrong when several rules break at once. */
const BLOCK_ERROR_ORDER: BlockFormError[] = ['required', 'end-before-start', 'too-long', 'notes-too-long'];

export type BlockFieldErrors = Partial<Record<keyof BlockFormInput, BlockFormError>>;

/** Every field's broken rule, by field (empty when the block is valid). */
export function blockFieldErrors(input: unknown): BlockFieldErrors {
  try {
    blockSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    return fieldErrors<BlockFormError>(error);
  }
}

const firstRule = (fields: BlockFieldErrors) => BLOCK_ERROR_ORDER.find((rule) => Object.values(fields).includes(rule)) ?? null;

/** The rule the form names first, or null when the block is valid. */
export function validateBlockForm(input: BlockFormInput): BlockFormError | null {
  return firstRule(blockFieldErrors(input));
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

/**
 * A callable's request as the block form sends it, checked with the form's
 * schema: the block (trimmed, unknown fields dropped), or the rule named
 * first and every field's broken rule.
 */
export function parseBlockRequest(
  data: unknown,
): { ok: true; block: BlockFormInput } | { ok: false; error: BlockFormError; fields: BlockFieldErrors } {
  const input = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  try {
    const { carId, startDate, endDate, blockType, notes } = blockSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, block: { carId: carId.trim(), startDate, endDate, blockType, notes: (notes ?? '').trim() } };
  } catch (error) {
    const fields = fieldErrors<BlockFormError>(error);
    return { ok: false, error: firstRule(fields) ?? 'required', fields };
  }
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
