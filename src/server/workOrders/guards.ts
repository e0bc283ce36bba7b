/**
 * Route guards of the work-order area: the order a path names when the caller may see it (404
 * otherwise, the same as one that does not exist). What a route needs is its `config.requires`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Principal } from '../plugins/auth';
import { findVisibleWorkOrder } from './visibility';

export const workOrderNotFound = (workOrderId: number | string) => notFound(`Work order ${workOrderId} was not found.`);

export async function visibleWorkOrderOr404(db: Kysely<Database>, principal: Principal, workOrderId: number) {
  const order = await findVisibleWorkOrder(db, principal, workOrderId);
  if (!order) throw workOrderNotFound(workOrderId);
  return order;
}
