/**
 * The lookups of the start/stop dialog (spec §3.6, §7.1, §7.2): labor (item rate) types, a
 * customer's rate-sheet labor items and trucks, per-diem types and work order flags. Like every
 * time-tracking route they need write on Work Orders (canWorkOnWorkOrders).
 */
import { PER_DIEM_NONE, type ItemRateType, type PerDiemType, type RateSheetItem, type WorkOrderFlagOption } from '../../domain/timeTracking/clock';
import { customerIdParams } from '../../domain/timeTracking/wire';
import {
  ITEM_RATE_TYPES_SCHEMA,
  PER_DIEM_TYPES_SCHEMA,
  RATE_SHEET_ITEMS_SCHEMA,
  WORK_ORDER_FLAG_OPTIONS_SCHEMA,
} from '../../domain/timeTracking/responses';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { notFound } from '../errors';
import { refusals } from '../http/responses';
import { type AreaApp } from '../http/areaApp';
import { activeRateSheetItems, type RateSheetKind } from './rateSheet';

const config = { requires: WORK_ORDER_RULES.canWorkOnWorkOrders };

export default async function timeTrackingLookupRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/RateSheetStandardItem/itemRateTypes',
    {
      config,
      schema: {
        summary: 'Labor types (item rate types): Regular is 1, Overtime 2',
        response: { 200: ITEM_RATE_TYPES_SCHEMA },
      },
    },
    async (request): Promise<ItemRateType[]> =>
      db
        .selectFrom('item_rate_types')
        .select(['id as itemRateTypeId', 'name as itemRateTypeName'])
        .where('subscriber_id', '=', request.principal.subscriberId)
        .where('is_active', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
  );

  const rateSheetRoute = (path: string, kind: RateSheetKind, summary: string) =>
    app.get(path, { config, schema: { summary, params: customerIdParams, response: { 200: RATE_SHEET_ITEMS_SCHEMA, ...refusals(404) } } }, async (request): Promise<RateSheetItem[]> => {
      const { subscriberId } = request.principal;
      const customer = await db
        .selectFrom('customers')
        .select('id')
        .where('subscriber_id', '=', subscriberId)
        .where('id', '=', request.params.customerId)
        .executeTakeFirst();
      if (!customer) throw notFound('Customer not found.');
      return activeRateSheetItems(db, subscriberId, customer.id, kind);
    });
  rateSheetRoute('/api/v1/WorkOrder/rateSheetLaborItems/:customerId', 'Labor', "A customer's active rate-sheet labor items (the employee types)");
  rateSheetRoute('/api/v1/WorkOrder/rateSheetTrucks/:customerId', 'Truck', "A customer's active rate-sheet trucks");

  app.get(
    '/api/v1/PerDiemTypes/get',
    {
      config,
      schema: {
        summary: 'Active per-diem types, after the "N/A" (id 0) choice',
        response: { 200: PER_DIEM_TYPES_SCHEMA },
      },
    },
    async (request): Promise<PerDiemType[]> => {
      const types = await db
        .selectFrom('per_diem_types')
        .select(['id', 'name', 'is_active as isActive'])
        .where('subscriber_id', '=', request.principal.subscriberId)
        .where('is_active', '=', true)
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
      return [{ ...PER_DIEM_NONE }, ...types];
    },
  );

  app.get(
    '/api/v1/Flags/workOrderFlags',
    { config, schema: { summary: 'Active work order flags', response: { 200: WORK_ORDER_FLAG_OPTIONS_SCHEMA } } },
    async (request): Promise<WorkOrderFlagOption[]> =>
      db
        .selectFrom('work_order_flags')
        .select(['id as workOrderFlagId', 'name as workOrderFlagName'])
        .where('subscriber_id', '=', request.principal.subscriberId)
        .where('is_active', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
  );
}
