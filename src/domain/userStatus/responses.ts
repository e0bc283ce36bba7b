/** Answer schemas of the user-status area (spec §4 "User status change", §7.2). */
import { complete, nullable } from '../answerSchemas';
import type { Wire } from '../wire';

/** The statuses to choose from. */
export const USER_STATUS_CHOICES_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userStatusId: { type: 'integer' },
      userStatus: { type: 'string' },
      isDisabled: nullable('boolean'),
      isPayable: nullable('boolean'),
    },
  },
} as const;

/** The signed-in user's status. */
export const CURRENT_USER_STATUS_SCHEMA = complete({ userStatusId: nullable('integer'), userStatus: nullable('string'), description: nullable('string') });

export type CurrentStatus = Wire<typeof CURRENT_USER_STATUS_SCHEMA>;

/** The 409 of an unpaid status while clocked in: it names the order, so the browser can offer to clock out of it. */
export const CLOCKED_IN_CONFLICT_SCHEMA = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: { message: { type: 'string' }, workOrderId: { type: 'integer' }, workOrderNumber: { type: 'string' } },
} as const;
