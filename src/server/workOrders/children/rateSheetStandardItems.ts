/**
 * Rate-sheet items billed on an order: an item of the BILLING customer's rate sheet at a rate
 * type; the rate defaults to the item's overtime rate for the Overtime type, else its hourly rate.
 */
import { ITEM_RATE_TYPE } from '../../../domain/timeTracking/clock';
import { WORK_ORDER_RULES } from '../../../domain/workOrders/access';
import { rateSheetItemBody, type RateSheetItemBody } from '../../../domain/workOrders/wire';
import { orStored, toTwoDecimals } from '../fields';
import { assertReferences } from '../references';
import { lookupOf, type ChildCollection } from './collection';

export const rateSheetStandardItems: ChildCollection<RateSheetItemBody> = {
  path: 'rateSheetStandardItems',
  table: 'work_order_rate_sheet_items',
  label: 'Rate sheet item',
  body: rateSheetItemBody,
  async values(body, { db, workOrder, current }) {
    const item = await db
      .selectFrom('customer_rate_sheet_items')
      .select(['hourly_rate', 'ot_hourly_rate'])
      .where('subscriber_id', '=', workOrder.subscriber_id)
      .where('customer_id', '=', workOrder.billing_customer_id)
      .where('id', '=', body.rateSheetItemId)
      .executeTakeFirst();
    const itemError = `There is no item with id ${body.rateSheetItemId} on the billing customer's rate sheet.`;
    await assertReferences(
      db,
      workOrder.subscriber_id,
      [{ field: 'itemRateTypeId', table: 'item_rate_types', id: body.itemRateTypeId, label: 'item rate type' }],
      item ? {} : { rateSheetItemId: [itemError] },
    );
    const unchanged = current?.rate_sheet_item_id === body.rateSheetItemId && current?.item_rate_type_id === body.itemRateTypeId;
    const defaultRate = body.itemRateTypeId === ITEM_RATE_TYPE.OVERTIME ? item!.ot_hourly_rate : item!.hourly_rate;
    return {
      rate_sheet_item_id: body.rateSheetItemId,
      item_rate_type_id: body.itemRateTypeId,
      quantity: toTwoDecimals(body.quantity),
      rate: toTwoDecimals(body.rate ?? (unchanged ? current!.rate : defaultRate)),
      description: orStored(body.description?.trim(), current?.description) || null,
    };
  },
  from: (db) =>
    db
      .selectFrom('work_order_rate_sheet_items as x')
      .innerJoin('customer_rate_sheet_items as rs', lookupOf('rs', 'rate_sheet_item_id'))
      .innerJoin('item_rate_types as rt', lookupOf('rt', 'item_rate_type_id')),
  columns: [
    'x.rate_sheet_item_id as rateSheetItemId',
    'rs.name as rateSheetName',
    'rs.kind',
    'x.item_rate_type_id as itemRateTypeId',
    'rt.name as itemRateTypeName',
    'x.quantity',
    'x.rate',
    'x.description',
  ],
  deleteRequires: WORK_ORDER_RULES.canWorkOnWorkOrders,
};
