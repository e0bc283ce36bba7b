/**
 * Route guards of the work-order area: the domain rule a route needs (403 without it), and the
 * order a path names when the caller may see it (404 otherwise, the same as one that does not
 * exist).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessSubject } from '../../domain/access';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Principal } from '../plugins/auth';
import { idSchema } from './fields';
import { findVisibleWorkOrder } from './visibility';

/** A route's preValidation hook: runs after sign-in, before the body is read. */
export const allowedBy = (rule: (subject: AccessSubject) => boolean) => async (request: FastifyRequest) => {
  if (!rule(request.principal)) throw forbidden();
};

export const workOrderNotFound = (workOrderId: number | string) => notFound(`Work order ${workOrderId} was not found.`);

export async function visibleWorkOrderOr404(db: Kysely<Database>, principal: Principal, workOrderId: number) {
  const order = await findVisibleWorkOrder(db, principal, workOrderId);
  if (!order) throw workOrderNotFound(workOrderId);
  return order;
}

export const workOrderIdParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
