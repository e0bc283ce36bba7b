/**
 * The clock-out's write, one statement: the labor closed at the version it was read at and,
 * only when that step closed it, the technician's status and the order's status and flag with
 * a history row. Every clock-out sends it, and a stop-and-start goes on from its steps to open
 * the new labor (stopAndStartStatement.ts), so it is compiled once per shape
 * (statementTemplates.ts): building it with Kysely for each request cost the server more than
 * sending it.
 */
import { sql, type Kysely, type QueryCreator, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { statementTemplate } from '../db/statementTemplates';
import type { WorkOrderLaborsTable } from '../db/workOrderTables';
import { stepWroteRows, withUserStatusChange, type UserStatusChange } from '../users/userStatusChange';
import { closeLaborStep, type Labor } from './labors';

/** The order's new status and flag, and who changed them when (for its history row). */
export interface OrderStatusChange {
  orderId: number;
  statusId: number;
  flagId: number | null;
  changedBy: number;
  note: string;
  at: Date;
}

export interface ClockOutWrite {
  labor: Pick<Labor, 'id' | 'technician_id' | 'version'>;
  /** The labor's columns the clock-out sets. */
  changes: Updateable<WorkOrderLaborsTable>;
  userStatus: UserStatusChange | null;
  orderStatus: OrderStatusChange | null;
}

/** The statement's values, flat: the labor's changed columns by column name, the rest by these names. */
export interface ClockOutValues extends Updateable<WorkOrderLaborsTable> {
  laborId: number;
  laborTechnicianId: number;
  laborVersion: number;
  statusSubscriberId: number;
  statusUserId: number;
  statusId: number;
  statusDescription: string | null;
  orderId: number;
  orderStatusId: number;
  orderFlagId: number | null;
  orderChangedBy: number;
  orderNote: string;
  orderChangedAt: Date;
}

/** What changes the statement's text: the columns set, and which other changes it makes. */
export interface ClockOutShape {
  columns: Array<keyof WorkOrderLaborsTable>;
  userStatus: boolean;
  orderStatus: boolean;
}

/**
 * The clock-out's steps, for a statement to end with or to go on from (stop-and-start's): the
 * labor closed as "labor_closed", then the technician's and the order's status when the shape
 * has them.
 */
export function clockOutSteps(db: QueryCreator<Database>, values: ClockOutValues, { columns, userStatus, orderStatus }: ClockOutShape) {
  const changes = Object.fromEntries(columns.map((column) => [column, values[column]])) as Updateable<WorkOrderLaborsTable>;
  const labor = { id: values.laborId, technician_id: values.laborTechnicianId, version: values.laborVersion };
  const closing = db.with('labor_closed', (db) => closeLaborStep(db, labor, changes).returningAll());
  const status = { subscriberId: values.statusSubscriberId, userId: values.statusUserId, statusId: values.statusId, description: values.statusDescription };
  const statement = userStatus ? withUserStatusChange(closing, status, 'labor_closed') : closing;
  return orderStatus ? withOrderStatusChange(statement, values) : statement;
}

const clockOutStatement = statementTemplate((db, values: ClockOutValues, shape: ClockOutShape) => clockOutSteps(db, values, shape).selectFrom('labor_closed').selectAll());

/** The shape and the values of the clock-out's statement (a step a shape leaves out reads none of its values: they are given as zeros). */
export function clockOutStatementParts({ labor, changes, userStatus, orderStatus }: ClockOutWrite): { shape: ClockOutShape; values: ClockOutValues } {
  return {
    shape: { columns: Object.keys(changes) as ClockOutShape['columns'], userStatus: userStatus !== null, orderStatus: orderStatus !== null },
    values: {
      ...changes,
      laborId: labor.id,
      laborTechnicianId: labor.technician_id,
      laborVersion: labor.version,
      statusSubscriberId: userStatus?.subscriberId ?? 0,
      statusUserId: userStatus?.userId ?? 0,
      statusId: userStatus?.statusId ?? 0,
      statusDescription: userStatus?.description ?? null,
      orderId: orderStatus?.orderId ?? 0,
      orderStatusId: orderStatus?.statusId ?? 0,
      orderFlagId: orderStatus?.flagId ?? null,
      orderChangedBy: orderStatus?.changedBy ?? 0,
      orderNote: orderStatus?.note ?? '',
      orderChangedAt: orderStatus?.at ?? new Date(0),
    },
  };
}

/** Runs the write; undefined when the labor was no longer at the version read (closed or changed meanwhile). */
export async function writeClockOut(db: Kysely<Database>, write: ClockOutWrite): Promise<Labor | undefined> {
  const { shape, values } = clockOutStatementParts(write);
  const [closed] = await clockOutStatement(db, shape, values);
  return closed;
}

/** The order's status and flag, with a history row, as steps that happen only when "labor_closed" closed the labor. */
function withOrderStatusChange<Creator extends QueryCreator<any>>(statement: Creator, values: ClockOutValues): Creator {
  return (statement as QueryCreator<Database>)
    .with('order_changed', (db) =>
      db
        .updateTable('work_orders')
        .set((eb) => ({
          status_id: values.orderStatusId,
          flag_id: values.orderFlagId,
          version: eb('version', '+', 1),
          modified_by: values.orderChangedBy,
          modified_date: values.orderChangedAt,
        }))
        .where('id', '=', values.orderId)
        .where(stepWroteRows('labor_closed'))
        .returning(['subscriber_id', 'id']),
    )
    .with('order_history', (db) =>
      db
        .insertInto('work_order_status_history')
        .columns(['subscriber_id', 'work_order_id', 'status_id', 'flag_id', 'note', 'changed_by'])
        .expression((eb) =>
          eb
            .selectFrom('order_changed')
            .select([
              'order_changed.subscriber_id',
              'order_changed.id',
              sql<number>`${values.orderStatusId}::integer`.as('status_id'),
              sql<number | null>`${values.orderFlagId}::integer`.as('flag_id'),
              sql<string>`${values.orderNote}::text`.as('note'),
              sql<number>`${values.orderChangedBy}::integer`.as('changed_by'),
            ]),
        ),
    ) as unknown as Creator;
}
