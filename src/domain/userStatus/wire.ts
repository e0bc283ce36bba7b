/** The user-status requests (spec §4 "User status change", §7.2). */
import { idSchema, type Wire } from '../wire';
import { STATUS_DESCRIPTION_MAX } from './statuses';

/** user/updatestatus/{statusId} and user/isTimeSheetEntryAlreadyExists/{statusId}. */
export const statusIdParams = { type: 'object', required: ['statusId'], properties: { statusId: idSchema } } as const;

/** GET user/updatestatus/{statusId}?description=...: the company description some statuses need. */
export const statusUpdateQuery = {
  type: 'object',
  properties: { description: { type: 'string', maxLength: STATUS_DESCRIPTION_MAX } },
} as const;
export type StatusUpdateQuery = Wire<typeof statusUpdateQuery>;
