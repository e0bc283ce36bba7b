/**
 * GET /api/v1/CorrigoWorkOrders/linked: the subscriber's work orders linked to Corrigo for the
 * /third-party/corrigo page, for whoever may import them (the same rule as the import).
 */
import { CORRIGO_LINKED_LIMIT, CORRIGO_LINKED_SCHEMA, type CorrigoLinkedWorkOrders } from '../../domain/thirdParty/corrigoList';
import { THIRD_PARTY_RULES } from '../../domain/thirdParty/access';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import type { AreaApp } from '../http/areaApp';
import { visibleTo } from '../workOrders/visibility';
import { readCredentials } from './credentials';

export default async function corrigoLinkedRoute(app: AreaApp) {
  app.get(
    '/api/v1/CorrigoWorkOrders/linked',
    {
      config: { requires: THIRD_PARTY_RULES.canImportCorrigoWorkOrders },
      schema: {
        summary: `The work orders linked to Corrigo, newest first (at most ${CORRIGO_LINKED_LIMIT}), their Corrigo status and check-in, and whether Corrigo credentials are set`,
        response: { 200: CORRIGO_LINKED_SCHEMA },
      },
    },
    async (request): Promise<CorrigoLinkedWorkOrders> => {
      const { principal } = request;
      const linked = app.db
        .selectFrom('work_orders as wo')
        .where(visibleTo(principal))
        .where('wo.corrigo_work_order_id', 'is not', null);
      const [{ total }, rows, credentials] = await Promise.all([
        linked.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        linked
          .innerJoin('customers as c', (j) => j.onRef('c.subscriber_id', '=', 'wo.subscriber_id').onRef('c.id', '=', 'wo.customer_id'))
          .select(['wo.id', 'wo.work_order_number', 'wo.sub_number', 'c.name', 'wo.corrigo_work_order_id', 'wo.corrigo_status', 'wo.is_corrigo_checked_in'])
          .orderBy('wo.id', 'desc')
          .limit(CORRIGO_LINKED_LIMIT)
          .execute(),
        readCredentials(app.db, principal.subscriberId, 'corrigo'),
      ]);
      return {
        hasCredentials: !!(credentials?.client_id && credentials.client_secret_sealed),
        total: Number(total),
        workOrders: rows.map((row) => ({
          workOrderId: row.id,
          workOrderNumber: displayWorkOrderNumber(row.work_order_number, row.sub_number),
          customerName: row.name,
          corrigoWorkOrderId: row.corrigo_work_order_id!,
          corrigoStatus: row.corrigo_status,
          isCorrigoWorkOrderCheckedIn: row.is_corrigo_checked_in,
        })),
      };
    },
  );
}
