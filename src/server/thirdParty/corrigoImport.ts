/**
 * Importing the subscriber's open Corrigo work orders as FieldDesk work orders, linked by the
 * Corrigo id: an order already linked gets Corrigo's status, a new one is created for the
 * customer linked to its Corrigo customer (skipped, with the reason, when none is). One import
 * at a time per subscriber (a lock on the subscriber's row), so two never create the same order.
 */
import type { FastifyInstance } from 'fastify';
import { CORRIGO_IMPORTED_STATUSES } from '../../domain/thirdParty/corrigo';
import { PROBLEM_MAX, WORK_ORDER_STATUS } from '../../domain/workOrders/orders';
import { SITE_ADDRESS_MAX } from '../../domain/workOrders/wire';
import type { NetworkWorkOrder } from '../integrations/network';
import type { Principal } from '../plugins/auth';
import { insertWorkOrder } from '../workOrders/insert';
import { nextWorkOrderNumber } from '../workOrders/numbering';
import { corrigoOf } from './corrigoOrder';
import { throughNetwork } from './networkRefusals';


export interface CorrigoImportResult {
  created: Array<{ workOrderId: number; corrigoWorkOrderId: number }>;
  updated: Array<{ workOrderId: number; corrigoWorkOrderId: number }>;
  skipped: Array<{ corrigoWorkOrderId: number; reason: string }>;
}

export async function importCorrigoWorkOrders(app: FastifyInstance, principal: Principal, statuses: readonly string[] = CORRIGO_IMPORTED_STATUSES): Promise<CorrigoImportResult> {
  const corrigo = await corrigoOf(app, principal.subscriberId);
  const listed = await throughNetwork(() => corrigo.listWorkOrders({ statuses: [...statuses] }));
  // The search answers the basic fields; the details carry the description and the site.
  const found = listed.length ? await throughNetwork(() => corrigo.fetchWorkOrders(listed.map((o) => o.networkId))) : [];
  const result: CorrigoImportResult = { created: [], updated: [], skipped: [] };
  const { subscriberId } = principal;
  await app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('subscribers').select('id').where('id', '=', subscriberId).forUpdate().execute();
    for (const order of found) {
      const corrigoWorkOrderId = Number(order.networkId);
      const linked = await trx
        .selectFrom('work_orders')
        .select('id')
        .where('subscriber_id', '=', subscriberId)
        .where('corrigo_work_order_id', '=', corrigoWorkOrderId)
        .orderBy('id')
        .executeTakeFirst();
      if (linked) {
        await trx
          .updateTable('work_orders')
          .set({ corrigo_status: order.status, is_corrigo_checked_in: order.status === 'CheckedIn' })
          .where('subscriber_id', '=', subscriberId)
          .where('corrigo_work_order_id', '=', corrigoWorkOrderId)
          .execute();
        result.updated.push({ workOrderId: linked.id, corrigoWorkOrderId });
        continue;
      }
      const customer = order.customerId
        ? await trx
            .selectFrom('customers')
            .select(['id', 'billing_customer_id', 'site_address'])
            .where('subscriber_id', '=', subscriberId)
            .where('corrigo_customer_id', '=', Number(order.customerId))
            .orderBy('id')
            .executeTakeFirst()
        : undefined;
      if (!customer) {
        result.skipped.push({ corrigoWorkOrderId, reason: `No customer is linked to Corrigo customer ${order.customerId ?? '(none)'}${order.customerName ? ` (${order.customerName})` : ''}.` });
        continue;
      }
      const workOrderId = await insertWorkOrder(trx, {
        subscriberId,
        userId: principal.userId,
        values: {
          customer_id: customer.id,
          billing_customer_id: customer.billing_customer_id ?? customer.id,
          site_address: (order.siteAddress || customer.site_address || '').slice(0, SITE_ADDRESS_MAX),
          problem: problemOf(order),
          status_id: WORK_ORDER_STATUS.N_A,
          corrigo_work_order_id: corrigoWorkOrderId,
        },
        numbering: { work_order_number: await nextWorkOrderNumber(trx, subscriberId), sub_number: null, parent_work_order_id: null },
        technicianIds: [],
        note: `Imported from Corrigo work order ${order.number}`,
      });
      await trx
        .updateTable('work_orders')
        .set({ corrigo_status: order.status, is_corrigo_checked_in: order.status === 'CheckedIn' })
        .where('id', '=', workOrderId)
        .execute();
      result.created.push({ workOrderId, corrigoWorkOrderId });
    }
  });
  return result;
}

const problemOf = (order: NetworkWorkOrder) =>
  (`Corrigo ${order.number}${order.priority ? ` (${order.priority})` : ''}: ${order.problem || 'no description'}`).slice(0, PROBLEM_MAX);
