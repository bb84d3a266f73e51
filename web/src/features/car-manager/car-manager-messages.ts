/** The car manager's rule texts (domain blocks.ts) in the visitor's language. */
import type { BlockFormError, BlockType } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const BLOCK_FORM_ERRORS: Record<BlockFormError, MessageDescriptor> = {
  required: msg`Please fill in all required fields`,
  'end-before-start': msg`End date must be after start date`,
  'notes-too-long': msg`Notes must be at most 500 characters`,
};

export const BLOCK_TYPE_LABELS: Record<BlockType, MessageDescriptor> = {
  admin: msg({ context: 'block type', message: 'Admin' }),
  maintenance: msg({ context: 'block type', message: 'Maintenance' }),
  booking: msg({ context: 'block type', message: 'Booking' }),
};

export const BOOKING_BLOCK_DELETE_MESSAGE = msg`Cannot delete booking blocks - they are managed automatically`;
