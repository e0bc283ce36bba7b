/**
 * The sales scheduler's requests (spec §3.8 "Sales scheduler action", §7.2 "scheduler tasks
 * (get/create/update/copy)", "start/stop/delete of sales tasks"). Date-times are the
 * subscriber's wall clock "YYYY-MM-DDTHH:mm:ss"; the schemas check types and sizes, the server
 * reads the values and answers a 400 naming the field for one it cannot use.
 */
import { INT4_MAX, closedObject, idSchema, nullableIdSchema, type Wire } from '../wire';
import { SALES_COLORS } from './colors';

const dateTime = { type: 'string', maxLength: 19, description: 'YYYY-MM-DDTHH:mm:ss in the subscriber\'s time zone' } as const;
const nullableDateTime = { type: ['string', 'null'], maxLength: 19 } as const;
const ids = { type: 'array', maxItems: 500, uniqueItems: true, items: idSchema } as const;
const version = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;
/** An occurrence of a series, named by its start in the series (before any change). */
const occurrenceStart = { ...nullableDateTime, description: 'The start of one occurrence of a series, as the series placed it' } as const;

export const TITLE_MAX = 200;
export const RULE_MAX = 500;

const actionFields = {
  title: { type: 'string', maxLength: TITLE_MAX },
  customerId: idSchema,
  start: dateTime,
  endDate: nullableDateTime,
  due: nullableDateTime,
  durationHours: { type: ['number', 'null'], maximum: 10_000 },
  isAllDay: { type: 'boolean' },
  isAppointment: { type: 'boolean' },
  salesPersonId: nullableIdSchema,
  recurrenceRule: { type: ['string', 'null'], maxLength: RULE_MAX },
} as const;

/** POST SalesScheduler/getSchedulerTasks: the actions between two wall-clock moments, filtered. */
export const schedulerTasksBody = closedObject(['start', 'end'], {
  start: dateTime,
  end: dateTime,
  /** Only these sales persons' actions; absent or empty means everyone's. */
  salesPersonIds: ids,
  /** Only these customers' actions; absent or empty means every customer's. */
  customerIds: ids,
});
export type SchedulerTasksRequest = Wire<typeof schedulerTasksBody>;

/** POST SalesScheduler/createSchedulerTask. End defaults to start + durationHours (0.25), the sales person to the caller. */
export const createTaskBody = closedObject(['title', 'customerId', 'start'], actionFields);
export type CreateTaskRequest = Wire<typeof createTaskBody>;

/**
 * PUT SalesScheduler/updateSchedulerTask: the fields sent change, the others stay. With
 * occurrenceStart, one occurrence of the series `id` changes: it becomes an action of its own
 * (recurrenceId = the series) and the series skips it. `version` is the version of `id`.
 */
export const updateTaskBody = closedObject(['id', 'version'], { id: idSchema, version, occurrenceStart, ...actionFields });
export type UpdateTaskRequest = Wire<typeof updateTaskBody>;

/** POST SalesScheduler/copySchedulerTask: a new single action like `id` (or one occurrence of it), at `start` or at the same time. */
export const copyTaskBody = closedObject(['id'], { id: idSchema, occurrenceStart, start: nullableDateTime });
export type CopyTaskRequest = Wire<typeof copyTaskBody>;

/** DELETE SalesScheduler/deleteSalesTask, POST startSalesTask and stopSalesTask: an action, or one occurrence of a series. */
export const taskRefBody = closedObject(['id', 'version'], { id: idSchema, version, occurrenceStart });
export type TaskRefRequest = Wire<typeof taskRefBody>;

/** PUT SalesScheduler/salesPersonColor: the colour the calendar shows a sales person in. */
export const salesPersonColorBody = closedObject(['userId', 'color'], {
  userId: idSchema,
  color: { type: 'string', enum: [...SALES_COLORS] },
});
export type SalesPersonColorRequest = Wire<typeof salesPersonColorBody>;
