/** Standard items on an order (trip charge, toll, ...): the price defaults to the item's own. */
import { WORK_ORDER_RULES } from '../../../domain/workOrders/access';
import { standardItemBody, type StandardItemBody } from '../../../domain/workOrders/wire';
import { orStored, toTwoDecimals } from '../fields';
import { assertReferences } from '../references';
import { lookupOf, type ChildCollection } from './collection';

export const standardItems: ChildCollection<StandardItemBody> = {
  path: 'standardItems',
  table: 'work_order_standard_items',
  label: 'Standard item',
  body: standardItemBody,
  async values(body, { db, workOrder, current }) {
    await assertReferences(db, workOrder.subscriber_id, [
      { field: 'standardItemId', table: 'standard_items', id: body.standardItemId, label: 'standard item' },
    ]);
    const item = await db
      .selectFrom('standard_items')
      .select('unit_price')
      .where('subscriber_id', '=', workOrder.subscriber_id)
      .where('id', '=', body.standardItemId)
      .executeTakeFirstOrThrow();
    const sameItem = current?.standard_item_id === body.standardItemId;
    return {
      standard_item_id: body.standardItemId,
      quantity: toTwoDecimals(body.quantity),
      unit_price: toTwoDecimals(body.unitPrice ?? (sameItem ? current!.unit_price : item.unit_price)),
      description: orStored(body.description?.trim(), current?.description) || null,
    };
  },
  from: (db) =>
    db
      .selectFrom('work_order_standard_items as x')
      .innerJoin('standard_items as si', lookupOf('si', 'standard_item_id')),
  columns: [
    'x.standard_item_id as standardItemId',
    'si.name as standardItemName',
    'x.quantity',
    'x.unit_price as unitPrice',
    'x.description',
  ],
  deleteRequires: WORK_ORDER_RULES.canDeleteWorkOrderItems,
};
