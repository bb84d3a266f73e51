/** The car manager's texts chosen at run time (the form's rules are the domain's blocks-schema.ts). */
import type { BlockClash, BlockType } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What already owns some of the days (the server's `details.clash`); `{dates}` are the clashing days. */
export const BLOCK_CLASH_MESSAGES: Record<BlockClash['kind'] | 'numberedBooking', MessageDescriptor> = {
  booking: msg({ message: 'These dates overlap a paid booking ({dates}). Cancel or move the booking first.' }),
  numberedBooking: msg({ message: 'These dates overlap paid booking {number} ({dates}). Cancel or move the booking first.' }),
  checkout: msg({
    message: 'A customer is paying for some of these days right now ({dates}). Try again when their checkout ends, within 35 minutes.',
  }),
  admin: msg({ message: 'These dates overlap another admin block ({dates}).' }),
  maintenance: msg({ message: 'These dates overlap a maintenance block ({dates}).' }),
};

export const BLOCK_TYPE_LABELS: Record<BlockType, MessageDescriptor> = {
  admin: msg({ context: 'block type', message: 'Admin' }),
  maintenance: msg({ context: 'block type', message: 'Maintenance' }),
  booking: msg({ context: 'block type', message: 'Booking' }),
};

