/**
 * Telling open work-order grids that an order changed (spec §7.4 gridUpdate, §3.8 grid
 * contexts): `gridUpdate` on the FieldDesk hub with the contexts whose rows may have changed and
 * the order's id, to the users who may read the order: those who see every order and the
 * order's technicians. The grids read their page again; nothing of the order travels.
 */
import type { FastifyInstance } from 'fastify';
import { workOrderScope } from '../../domain/workOrders/access';
import { WORK_ORDER_GRIDS, type WorkOrderGrid } from '../../domain/workOrders/orders';
import { activeUsersWho } from '../permissions/audience';

const GRID_CONTEXTS = Object.keys(WORK_ORDER_GRIDS) as WorkOrderGrid[];

export async function announceWorkOrderChange(app: FastifyInstance, subscriberId: number, workOrderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(workOrderIds)].filter((id) => id > 0);
  if (!ids.length) return;
  const technicians = await app.db.selectFrom('work_order_technicians').select('technician_id').where('subscriber_id', '=', subscriberId).where('work_order_id', 'in', ids).execute();
  const readers = await activeUsersWho(app.db, subscriberId, (subject) => workOrderScope(subject) === 'all');
  const userIds = [...new Set([...readers, ...technicians.map((t) => t.technician_id)])];
  await app.hubs.publish('FieldDeskHub', subscriberId, 'gridUpdate', [GRID_CONTEXTS, { workOrderIds: ids }], { userIds });
}
