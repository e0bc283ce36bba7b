/**
 * The clock-in's write, one statement: the new labor, the technician's assignment to the order
 * and their new status. An on-site arrival ends the travel labor first, in the same statement;
 * a stop-and-start puts these steps after the clock-out's (stopAndStartStatement.ts). Every
 * clock-in sends it, so it is compiled once per shape (statementTemplates.ts).
 */
import { sql, type Insertable, type Kysely, type QueryCreator } from 'kysely';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import type { Database } from '../db/schema';
import { statementTemplate } from '../db/statementTemplates';
import type { WorkOrderLaborsTable } from '../db/workOrderTables';
import { withUserStatusChange } from '../users/userStatusChange';
import { closeLaborStep, type Labor } from './labors';

/** The new labor's row. */
export type NewLaborRow = Insertable<WorkOrderLaborsTable> & Pick<Labor, 'subscriber_id' | 'technician_id' | 'user_status_id' | 'client_request_id' | 'start_time' | 'modified_date'>;

/** The statement's values: the row by column name, and these. */
export interface NewLaborValues extends NewLaborRow {
  /** The travel labor an arrival ends, and its version as read (null otherwise). */
  travelLaborId: number | null;
  travelLaborVersion: number | null;
  /** The row as JSON, for an insert that reads an earlier step; empty otherwise. */
  rowJson: string;
}

/**
 * The earlier step of the statement the insert reads, and so runs after: the travel labor an
 * on-site arrival ends ("travel_ended", a step of this statement), or the labor a
 * stop-and-start closes ("labor_closed", a step of the clock-out's). When that step wrote
 * nothing, nothing is inserted.
 */
export type LaborInsertFollows = 'travel_ended' | 'labor_closed' | null;

/** What changes the statement's text: the row's columns, and the step the insert follows. */
export interface NewLaborShape {
  columns: Array<keyof NewLaborRow>;
  follows: LaborInsertFollows;
}

/**
 * The new labor as "labor", then the technician's status and assignment. Without an earlier
 * step, a concurrent clock request of the technician that committed first (in another server
 * process: oneAtATime serializes them within one) leaves nothing inserted, so nothing else is
 * written, and the request runs again: no unique-key error, and none in PostgreSQL's log. An
 * insert after an earlier step still fails on the unique key: that step must not commit alone.
 */
export function newLaborSteps(statement: QueryCreator<any>, values: NewLaborValues, { columns, follows }: NewLaborShape) {
  const db = statement as QueryCreator<Database>;
  const row = Object.fromEntries(columns.map((column) => [column, values[column]])) as NewLaborRow;
  const earlier = follows === 'travel_ended' ? db.with('travel_ended', (db) => endTravel(db, values)) : db;
  const inserted: QueryCreator<Database & { labor: Labor }> =
    follows === null
      ? db.with('labor', (db) => db.insertInto('work_order_labors').values(row).onConflict((oc) => oc.doNothing()).returningAll())
      : ((earlier as QueryCreator<Database>).with('labor', (db) =>
          db
            .insertInto('work_order_labors')
            .columns(columns)
            .expression(
              db
                .selectFrom([sql.table(follows).as('earlier'), sql`jsonb_populate_record(null::work_order_labors, ${values.rowJson}::jsonb)`.as('v')])
                .select(columns.map((column) => sql.ref(`v.${column}`).as(column))),
            )
            .returningAll(),
        ) as unknown as QueryCreator<Database & { labor: Labor }>); // the earlier step is only read by labor
  const status = { subscriberId: values.subscriber_id, userId: values.technician_id, statusId: values.user_status_id, description: null };
  return withUserStatusChange(inserted, status, 'labor').with('assigned', (db) =>
    db
      .insertInto('work_order_technicians')
      .columns(['subscriber_id', 'work_order_id', 'technician_id'])
      .expression(db.selectFrom('labor').select(['subscriber_id', 'work_order_id', 'technician_id']))
      .onConflict((oc) => oc.columns(['subscriber_id', 'work_order_id', 'technician_id']).doNothing()),
  );
}

const insertLaborStatement = statementTemplate((db, values: NewLaborValues, shape: NewLaborShape) => newLaborSteps(db, values, shape).selectFrom('labor').selectAll());

/** The shape and the values of the insert of `row`, after the step `follows` (and the travel labor an arrival ends). */
export function newLaborStatementParts(row: NewLaborRow, follows: LaborInsertFollows, travel: { id: number; version: number } | null = null) {
  const shape: NewLaborShape = { columns: Object.keys(row) as NewLaborShape['columns'], follows };
  const values: NewLaborValues = { ...row, travelLaborId: travel?.id ?? null, travelLaborVersion: travel?.version ?? null, rowJson: follows ? JSON.stringify(row) : '' };
  return { shape, values };
}

/**
 * Inserts the labor (an arrival's ends the travel labor first). Undefined when it wrote nothing:
 * a concurrent request opened a labor of the technician or used the request id first, or an
 * arrival's travel was clocked out meanwhile.
 */
export async function insertLabor(db: Kysely<Database>, row: NewLaborRow, travel: { id: number; version: number } | null): Promise<Labor | undefined> {
  const { shape, values } = newLaborStatementParts(row, travel ? 'travel_ended' : null, travel);
  const [inserted] = await insertLaborStatement(db, shape, values);
  return inserted;
}

/** Ends the travel labor the on-site shortcut arrives from, when the on-site one starts. */
export function endTravel(
  db: QueryCreator<Database>,
  values: Pick<NewLaborValues, 'start_time' | 'client_request_id' | 'technician_id' | 'modified_date' | 'travelLaborId' | 'travelLaborVersion'>,
) {
  const travel = { id: values.travelLaborId!, technician_id: values.technician_id, version: values.travelLaborVersion! };
  return closeLaborStep(db, travel, {
    stop_time: values.start_time,
    stop_request_id: values.client_request_id,
    stop_user_status_id: USER_STATUS.ON_SITE,
    closed_by: values.technician_id,
    modified_by: values.technician_id,
    modified_date: values.modified_date,
  }).returning('id');
}
