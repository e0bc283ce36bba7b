/**
 * Telling open work-order grids that an order changed (spec §7.4 gridUpdate, §3.8 grid
 * contexts): `gridUpdate` on the FieldDesk hub with the contexts whose rows may have changed and
 * the order's id, to the users who may read the order: those who see every order and the
 * order's technicians. The grids read their page again; nothing of the order travels.
 */
import type { FastifyInstance } from 'fastify';
import { WORK_ORDER_GRIDS, type WorkOrderGrid } from '../../domain/workOrders/orders';
import type { HubEvent } from '../hubs/broker';

const GRID_CONTEXTS = Object.keys(WORK_ORDER_GRIDS) as WorkOrderGrid[];

export async function announceWorkOrderChange(app: FastifyInstance, subscriberId: number, workOrderIds: readonly number[]): Promise<void> {
  await app.hubs.publishAll(await workOrderChangeEvents(app, subscriberId, [workOrderIds]));
}

/**
 * Several changes of one subscriber together (clock actions committed meanwhile): the orders'
 * technicians are read once for all of them; each change is still its own event, to its own
 * audience. Who sees every order is judged where the events are delivered (hubs/audience.ts).
 */
export async function workOrderChangeEvents(app: FastifyInstance, subscriberId: number, changes: ReadonlyArray<readonly number[]>): Promise<HubEvent[]> {
  const changed = changes.map((ids) => [...new Set(ids)].filter((id) => id > 0)).filter((ids) => ids.length);
  if (!changed.length) return [];
  const assignments = await app.db
    .selectFrom('work_order_technicians')
    .select(['work_order_id', 'technician_id'])
    .where('subscriber_id', '=', subscriberId)
    .where('work_order_id', 'in', [...new Set(changed.flat())])
    .execute();
  const techniciansOf = new Map<number, number[]>();
  for (const { work_order_id, technician_id } of assignments) techniciansOf.set(work_order_id, [...(techniciansOf.get(work_order_id) ?? []), technician_id]);
  return changed.map((ids) => ({
    hub: 'FieldDeskHub',
    subscriberId,
    target: 'gridUpdate',
    arguments: [GRID_CONTEXTS, { workOrderIds: ids }],
    audience: { userIds: [...new Set(ids.flatMap((id) => techniciansOf.get(id) ?? []))], whoMay: 'seesEveryWorkOrder' },
  }));
}
