/**
 * The FieldDesk work order a Corrigo call is about, and the Corrigo connection of its
 * subscriber. An order the caller may not see answers 404 as if it did not exist.
 */
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../errors';
import { corrigoNetwork } from '../integrations/corrigo/adapter';
import { egress } from '../integrations/egress';
import { configuredBox } from '../integrations/secretBox';
import type { Principal } from '../plugins/auth';
import { visibleTo } from '../workOrders/visibility';
import { openCredentials } from './credentials';
import { throughNetwork } from './networkRefusals';

export interface CorrigoOrder {
  id: number;
  corrigoWorkOrderId: number;
  corrigoStatus: string | null;
  /** The Corrigo customer id of the order's customer, when FieldDesk knows it. */
  corrigoCustomerId: number | null;
}

export async function findCorrigoOrder(app: FastifyInstance, principal: Principal, workOrderId: number): Promise<CorrigoOrder> {
  const row = await app.db
    .selectFrom('work_orders as wo')
    .innerJoin('customers as c', (join) => join.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
    .select(['wo.id', 'wo.corrigo_work_order_id', 'wo.corrigo_status', 'c.corrigo_customer_id'])
    .where('wo.id', '=', workOrderId)
    .where(visibleTo(principal))
    .executeTakeFirst();
  if (!row) throw notFound('Work order not found.');
  if (!row.corrigo_work_order_id) throw conflict(`Work order ${workOrderId} is not a Corrigo work order.`);
  return { id: row.id, corrigoWorkOrderId: row.corrigo_work_order_id, corrigoStatus: row.corrigo_status, corrigoCustomerId: row.corrigo_customer_id ?? null };
}

/** The subscriber's Corrigo, signed in with its own credentials; 409 when they are not set up. */
export async function corrigoOf(app: FastifyInstance, subscriberId: number) {
  const credentials = await openCredentials(app.db, configuredBox(app.config), subscriberId, 'corrigo');
  return corrigoNetwork({ ...credentials, timeoutMs: app.config.integrationTimeoutMs, egress: egress(app.config.integrationAllowedHosts) });
}

/** The Corrigo customer of an order: the customer's link, else what Corrigo says of the order. */
export async function corrigoCustomerOf(network: ReturnType<typeof corrigoNetwork>, order: CorrigoOrder): Promise<string> {
  if (order.corrigoCustomerId) return String(order.corrigoCustomerId);
  const [found] = await throughNetwork(() => network.fetchWorkOrders([String(order.corrigoWorkOrderId)]));
  if (!found?.customerId) throw conflict(`Corrigo does not know the customer of work order ${order.corrigoWorkOrderId}.`);
  return found.customerId;
}

/** Records the Corrigo status FieldDesk set or saw; the order's own fields and version are untouched. */
export async function recordCorrigoStatus(app: FastifyInstance, subscriberId: number, workOrderId: number, status: string) {
  await app.db
    .updateTable('work_orders')
    .set({ corrigo_status: status, is_corrigo_checked_in: status === 'CheckedIn' })
    .where('subscriber_id', '=', subscriberId)
    .where('id', '=', workOrderId)
    .execute();
}
