/** Materials used on an order: part, quantity, cost and price, material status (spec §3.10). */
import { WORK_ORDER_RULES } from '../../../domain/workOrders/access';
import { materialBody, type MaterialBody } from '../../../domain/workOrders/wire';
import { orStored, requiredText, toTwoDecimals } from '../fields';
import { assertReferences } from '../references';
import { lookupOf, type ChildCollection } from './collection';

export const materials: ChildCollection<MaterialBody> = {
  path: 'materials',
  table: 'work_order_materials',
  label: 'Material',
  body: materialBody,
  async values(body, { db, workOrder, current }) {
    const description = requiredText(body.description, 'description');
    await assertReferences(db, workOrder.subscriber_id, [
      { field: 'materialStatusId', table: 'material_statuses', id: body.materialStatusId, label: 'material status' },
    ]);
    return {
      part_number: orStored(body.partNumber?.trim(), current?.part_number) || null,
      description,
      quantity: toTwoDecimals(body.quantity),
      unit_cost: toTwoDecimals(body.unitCost ?? current?.unit_cost ?? 0),
      unit_price: toTwoDecimals(body.unitPrice ?? current?.unit_price ?? 0),
      material_status_id: body.materialStatusId,
    };
  },
  from: (db) =>
    db
      .selectFrom('work_order_materials as x')
      .innerJoin('material_statuses as ms', lookupOf('ms', 'material_status_id')),
  columns: [
    'x.part_number as partNumber',
    'x.description',
    'x.quantity',
    'x.unit_cost as unitCost',
    'x.unit_price as unitPrice',
    'x.material_status_id as materialStatusId',
    'ms.name as materialStatus',
  ],
  deleteRequires: WORK_ORDER_RULES.canWorkOnWorkOrders,
};
