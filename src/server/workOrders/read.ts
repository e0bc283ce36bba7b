/**
 * GET workOrders/{key}: one order by the key of the edit route (spec §2.1 "workOrderNumber or
 * id"): an id first, then a main order's number; "10003-1" names a sub work order.
 */
import type { Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { parseWorkOrderKey, type WorkOrderKey } from '../../domain/workOrders/orders';
import { workOrderKeyParams } from '../../domain/workOrders/wire';
import { WORK_ORDER_SCHEMA } from '../../domain/workOrders/responses';
import type { Database } from '../db/schema';
import { refusals } from '../http/responses';
import type { Principal } from '../plugins/auth';
import { type AreaApp } from '../http/areaApp';
import { workOrderNotFound } from './guards';
import { loadWorkOrder } from './mapping';
import { visibleTo } from './visibility';

async function idOfKey(db: Kysely<Database>, principal: Principal, key: WorkOrderKey): Promise<number | undefined> {
  const visible = db.selectFrom('work_orders as wo').select('wo.id').where(visibleTo(principal));
  if (key.kind === 'subNumber') {
    const sub = await visible.where('wo.work_order_number', '=', key.workOrderNumber).where('wo.sub_number', '=', key.subNumber).executeTakeFirst();
    return sub?.id;
  }
  const byId = await visible.where('wo.id', '=', key.value).executeTakeFirst();
  if (byId) return byId.id;
  const byNumber = await visible.where('wo.work_order_number', '=', key.value).where('wo.sub_number', 'is', null).executeTakeFirst();
  return byNumber?.id;
}

export default async function workOrderReadRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/workOrders/:id',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: 'One work order by id, by number, or by "number-sub" for a sub work order',
        response: { 200: WORK_ORDER_SCHEMA, ...refusals(404) },
        params: workOrderKeyParams,
      },
    },
    async (request) => {
      const key = parseWorkOrderKey(request.params.id);
      const id = key && (await idOfKey(db, request.principal, key));
      const order = id && (await loadWorkOrder(db, request.principal, id));
      if (!order) throw workOrderNotFound(request.params.id);
      return order;
    },
  );
}
