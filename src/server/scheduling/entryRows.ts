/**
 * Reading schedule entries with what the board shows of each (spec §3.8): the order, its
 * customer and status, who goes, and whether someone is clocked in or on the way. One query;
 * recurring entries are expanded afterwards (entries.ts).
 */
import { sql, type Kysely } from 'kysely';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import type { Database } from '../db/schema';
import type { Principal } from '../plugins/auth';
import { displayNumberSql, personName } from '../workOrders/mapping';

export interface EntryFilter {
  /** Instants bounding the range: entries that start before `before` and (unless recurring) end after `after`. */
  after?: Date;
  before?: Date;
  ids?: number[];
  technicianIds?: number[];
  baseCityIds?: number[];
  workOrderStatusIds?: number[];
  workOrderClassIds?: number[];
  workOrderId?: number;
  /** Only entries this user goes to (a technician's own schedule). */
  assignedTo?: number;
}

export async function entryRows(db: Kysely<Database>, principal: Principal, filter: EntryFilter) {
  const me = principal.userId;
  let query = db
    .selectFrom('schedule_entries as e')
    .leftJoin('work_orders as wo', (j) => j.onRef('wo.subscriber_id', '=', 'e.subscriber_id').onRef('wo.id', '=', 'e.work_order_id'))
    .leftJoin('work_orders as p', (j) => j.onRef('p.subscriber_id', '=', 'wo.subscriber_id').onRef('p.id', '=', 'wo.parent_work_order_id'))
    .leftJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .leftJoin('work_order_statuses as st', (j) => j.onRef('st.subscriber_id', '=', 'wo.subscriber_id').onRef('st.id', '=', 'wo.status_id'))
    .where('e.subscriber_id', '=', principal.subscriberId)
    .where('e.deleted_at', 'is', null)
    .select((eb) => {
      /** Labor still open on the entry's order (someone clocked in, or on the way). */
      const openLabor = () =>
        eb
          .selectFrom('work_order_labors as l')
          .select(sql<boolean>`count(*) > 0`.as('open'))
          .whereRef('l.work_order_id', '=', 'e.work_order_id')
          .where('l.stop_time', 'is', null);
      return [
      'e.id',
      'e.version',
      'e.task',
      'e.start_time',
      'e.end_time',
      'e.is_all_day',
      'e.due',
      'e.duration_hours',
      'e.recurrence_rule',
      'e.recurrence_exception',
      'e.is_appointment',
      'e.appointment_reason',
      'e.no_visit_required',
      'e.created_date',
      'e.created_by',
      'e.work_order_id',
      eb.fn.coalesce('e.base_city_id', 'wo.base_city_id').as('base_city_id'),
      displayNumberSql('wo').as('work_order_number'),
      sql<string | null>`${sql.ref('p.work_order_number')}::text`.as('parent_work_order_number'),
      'wo.sub_number',
      'wo.problem',
      'wo.status_id',
      'wo.class_id',
      'st.name as status_name',
      'c.id as customer_id',
      'c.name as customer_name',
      sql<string | null>`nullif(coalesce(nullif(${sql.ref('wo.site_address')}, ''), ${sql.ref('c.site_address')}), '')`.as('address'),
      'c.city',
      'c.phone',
      'c.latitude',
      'c.longitude',
      eb
        .selectFrom('schedule_entry_technicians as et')
        .innerJoin('users as u', 'u.id', 'et.technician_id')
        .whereRef('et.schedule_entry_id', '=', 'e.id')
        .select(sql<Array<{ technicianId: number; technicianName: string }>>`coalesce(json_agg(json_build_object('technicianId', u.id, 'technicianName', ${personName('u')}) order by u.first_name, u.last_name, u.id), '[]')`.as('list'))
        .as('technicians'),
      openLabor().as('any_open_labor'),
      openLabor().where('l.technician_id', '=', me).as('is_open_labor_mine'),
      openLabor().where('l.technician_id', '=', me).where('l.user_status_id', '=', USER_STATUS.EN_ROUTE).as('any_enroute_labor_mine'),
      openLabor()
        .where('l.user_status_id', '=', USER_STATUS.EN_ROUTE)
        .where((w) => w.exists(w.selectFrom('schedule_entry_technicians as et').select('et.technician_id').whereRef('et.schedule_entry_id', '=', 'e.id').whereRef('et.technician_id', '=', 'l.technician_id')))
        .as('is_en_route'),
      ];
    });
  if (filter.ids) query = query.where('e.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.before) query = query.where('e.start_time', '<', filter.before);
  if (filter.after) {
    const after = filter.after;
    query = query.where((eb) => eb.or([eb('e.end_time', '>', after), eb('e.recurrence_rule', 'is not', null)]));
  }
  if (filter.workOrderId) query = query.where('e.work_order_id', '=', filter.workOrderId);
  if (filter.baseCityIds?.length) query = query.where((eb) => eb(eb.fn.coalesce('e.base_city_id', 'wo.base_city_id'), 'in', filter.baseCityIds!));
  if (filter.workOrderStatusIds?.length) query = query.where('wo.status_id', 'in', filter.workOrderStatusIds);
  if (filter.workOrderClassIds?.length) query = query.where('wo.class_id', 'in', filter.workOrderClassIds);
  for (const ids of [filter.technicianIds, filter.assignedTo ? [filter.assignedTo] : undefined]) {
    if (!ids?.length) continue;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('schedule_entry_technicians as et').select('et.technician_id').whereRef('et.schedule_entry_id', '=', 'e.id').where('et.technician_id', 'in', ids)),
    );
  }
  return query.orderBy('e.start_time').orderBy('e.id').execute();
}

export type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

