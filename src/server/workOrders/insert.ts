/**
 * Writes a new work order (a main order or a sub work order): the row, its technicians and the
 * first line of its status history. Seeds and test data sets build their rows with `newWorkOrderRow`.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { WorkOrdersTable } from '../db/workOrderTables';
import type { WorkOrderValues } from './input';
import { recordStatusChange } from './statusHistory';
import { assignTechnicians } from './technicians';

type WorkOrderRow = Insertable<WorkOrdersTable>;

/** What a new order may leave out: empty unless given, the change date now. */
const EMPTY_COLUMNS = {
  sub_number: null,
  parent_work_order_id: null,
  flag_id: null,
  class_id: null,
  base_city_id: null,
  nte_amount: null,
  customer_estimate_id: null,
  service_channel_work_order_id: null,
  corrigo_work_order_id: null,
  signature_png: null,
  signed_by: null,
  signed_date: null,
  created_by: null,
  modified_by: null,
} satisfies Partial<WorkOrderRow>;

type NewWorkOrderRow = Omit<WorkOrderRow, keyof typeof EMPTY_COLUMNS | 'modified_date'> & Partial<WorkOrderRow>;

export const newWorkOrderRow = (row: NewWorkOrderRow): WorkOrderRow => ({ ...EMPTY_COLUMNS, modified_date: new Date(), ...row });

export interface NewWorkOrder {
  subscriberId: number;
  userId: number;
  values: Pick<WorkOrderValues, 'customer_id' | 'billing_customer_id' | 'site_address' | 'problem' | 'status_id'> & Partial<WorkOrderValues>;
  numbering: Pick<WorkOrderRow, 'work_order_number' | 'sub_number' | 'parent_work_order_id'>;
  technicianIds: readonly number[];
  /** The status history's note of the creation. */
  note: string;
}

/** The new order's id. */
export async function insertWorkOrder(db: Kysely<Database>, order: NewWorkOrder): Promise<number> {
  const { subscriberId, userId, values } = order;
  const created = await db
    .insertInto('work_orders')
    .values(newWorkOrderRow({ ...values, ...order.numbering, subscriber_id: subscriberId, created_by: userId, modified_by: userId }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await assignTechnicians(db, subscriberId, created.id, order.technicianIds);
  await recordStatusChange(db, { subscriberId, workOrderId: created.id, statusId: values.status_id, flagId: values.flag_id ?? null, note: order.note, changedBy: userId });
  return created.id;
}
