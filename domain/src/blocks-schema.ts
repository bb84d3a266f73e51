/**
 * The availability block form's rules,
 * shared by the car manager and the `createBlock` callable: car and both
 * dates required; the start not after the end (a one-day block starts and
 * ends on the same day: days are inclusive); at most BLOCK_MAX_DAYS days; a
 * staff block type; notes up to BLOCK_NOTES_MAX characters.
 */
import { mixed, object } from 'yup';
import { BLOCK_MAX_DAYS, BLOCK_NOTES_MAX, DEFAULT_STAFF_BLOCK_TYPE, STAFF_BLOCK_TYPES, type StaffBlockType } from './blocks';
import { dayRangeFields, message, text, type FormMessage } from './forms';

export const BLOCK_MESSAGES = {
  required: /*i18n*/ { id: 'form.block.required', message: 'Please fill in all required fields' },
  endBeforeStart: /*i18n*/ { id: 'form.block.end-before-start', message: 'End date must be after start date' },
  tooLong: /*i18n*/ { id: 'form.block.too-long', message: 'A block can cover at most {max} days' },
  notesTooLong: /*i18n*/ { id: 'form.block.notes-too-long', message: 'Notes must be at most {max} characters' },
} satisfies Record<string, FormMessage>;

const M = BLOCK_MESSAGES;
const required = message(M.required);

export const blockSchema = object({
  carId: text(M.required).required(required).max(128, required).matches(/^[^/]+$/, { message: required }),
  ...dayRangeFields(M, BLOCK_MAX_DAYS),
  blockType: mixed<StaffBlockType>().default(DEFAULT_STAFF_BLOCK_TYPE).oneOf([...STAFF_BLOCK_TYPES], required).defined(required),
  notes: text(M.required).max(BLOCK_NOTES_MAX, message({ ...M.notesTooLong, values: { max: BLOCK_NOTES_MAX } })),
});
