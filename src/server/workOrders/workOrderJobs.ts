/** GET WorkOrderJobs/getWorkOrderJobs?workOrderId=N (spec §7.1): the jobs of one order, as workOrders/{id}/jobs lists them. */
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { workOrderJobsQuery } from '../../domain/workOrders/wire';
import { CHILD_ROW_SCHEMA } from '../../domain/workOrders/responses';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { answered, childRows } from './children/collection';
import { jobs } from './children/jobs';
import { visibleWorkOrderOr404 } from './guards';

export default async function workOrderJobRoutes(app: AreaApp) {
  const { db } = app;
  app.get(
    '/api/v1/WorkOrderJobs/getWorkOrderJobs',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: 'The jobs of a work order',
        response: { 200: { type: 'array', items: CHILD_ROW_SCHEMA }, ...refusals(404) },
        querystring: workOrderJobsQuery,
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.query.workOrderId);
      return answered(await childRows(jobs, db, order.subscriber_id, order.id), request.principal);
    },
  );
}
