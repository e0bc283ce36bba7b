/**
 * GET /api/v1/serviceChannel/workOrders: the Service Channel orders the caller may see, newest
 * first, each with its check-ins and check-outs (pending, delivered, failed with the network's
 * message), for the /third-party/service-channel page.
 */
import { SERVICE_CHANNEL_RULES } from '../../domain/serviceChannel/wire';
import { SERVICE_CHANNEL_LIST_LIMIT, SERVICE_CHANNEL_LIST_SCHEMA, type ServiceChannelWorkOrders } from '../../domain/serviceChannel/workOrderList';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import type { AreaApp } from '../http/areaApp';
import { visibleTo } from '../workOrders/visibility';
import { overall, syncActionOf } from './sync';

export default async function serviceChannelWorkOrderList(app: AreaApp) {
  app.get(
    '/api/v1/serviceChannel/workOrders',
    {
      config: { requires: SERVICE_CHANNEL_RULES.canSeeServiceChannelSync },
      schema: {
        summary: `The Service Channel work orders the caller may see, newest first (at most ${SERVICE_CHANNEL_LIST_LIMIT}), each with its sync state`,
        response: { 200: SERVICE_CHANNEL_LIST_SCHEMA },
      },
    },
    async (request): Promise<ServiceChannelWorkOrders> => {
      const { principal } = request;
      const orders = app.db
        .selectFrom('work_orders as wo')
        .where(visibleTo(principal))
        .where('wo.service_channel_work_order_id', 'is not', null);
      const [{ total }, rows] = await Promise.all([
        orders.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        orders
          .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
          .select(['wo.id', 'wo.work_order_number', 'wo.sub_number', 'c.name', 'wo.service_channel_work_order_id'])
          .orderBy('wo.id', 'desc')
          .limit(SERVICE_CHANNEL_LIST_LIMIT)
          .execute(),
      ]);
      const outbox = rows.length
        ? await app.db
            .selectFrom('service_channel_outbox')
            .selectAll()
            .where('subscriber_id', '=', principal.subscriberId)
            .where('work_order_id', 'in', rows.map((row) => row.id))
            .orderBy('id')
            .execute()
        : [];
      return {
        total: Number(total),
        workOrders: rows.map((row) => {
          const actions = outbox.filter((o) => o.work_order_id === row.id).map((o) => syncActionOf(o, principal.timeZone));
          return {
            workOrderId: row.id,
            workOrderNumber: displayWorkOrderNumber(row.work_order_number, row.sub_number),
            customerName: row.name,
            serviceChannelWorkOrderId: row.service_channel_work_order_id,
            state: overall(actions),
            actions,
          };
        }),
      };
    },
  );
}
