/** GET WorkOrderJobs/getWorkOrderJobs?workOrderId=N (spec §7.1): the jobs of one order, as workOrders/{id}/jobs lists them. */
import type { FastifyInstance } from 'fastify';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { answered, childRows } from './children/collection';
import { jobs } from './children/jobs';
import { idSchema } from './fields';
import { visibleWorkOrderOr404 } from './guards';

export default async function workOrderJobRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Querystring: { workOrderId: number } }>(
    '/api/v1/WorkOrderJobs/getWorkOrderJobs',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        tags: ['workOrders'],
        summary: 'The jobs of a work order',
        querystring: { type: 'object', required: ['workOrderId'], properties: { workOrderId: idSchema } },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.query.workOrderId);
      return answered(await childRows(jobs, db, order.subscriber_id, order.id), request.principal);
    },
  );
}
