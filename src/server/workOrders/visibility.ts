/**
 * The tenant and "mine only" filter of work-order queries (domain/workOrderAccess.ts decides
 * the scope). A work order outside it answers 404, the same as one that does not exist.
 */
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { workOrderScope, type WorkOrderScope } from '../../domain/workOrders/access';
import type { Database } from '../db/schema';
import type { WorkOrdersTable } from '../db/workOrderTables';
import type { Principal } from '../plugins/auth';

/** Whose work orders a query is for: the tenant, the user, and which of its orders they may see. */
export interface WorkOrderViewer {
  subscriberId: number;
  userId: number;
  scope: WorkOrderScope;
}

export const viewerOf = (principal: Principal): WorkOrderViewer => ({
  subscriberId: principal.subscriberId,
  userId: principal.userId,
  scope: workOrderScope(principal),
});

/** For `.where(visibleTo(principal))` on a query over `work_orders` (aliased `wo`). */
export const visibleTo = (principal: Principal) => visibleWithin(viewerOf(principal));

/** visibleTo for a viewer (a statement template's, whose ids are stand-ins: statementTemplates.ts). */
export function visibleWithin({ subscriberId, userId, scope }: WorkOrderViewer) {
  return (eb: ExpressionBuilder<Database & { wo: Database['work_orders'] }, 'wo'>) => {
    const tenant = eb('wo.subscriber_id', '=', subscriberId);
    if (scope === 'all') return tenant;
    if (scope === 'none') return eb.and([tenant, eb.val(false)]);
    const assigned = eb.exists(
      eb
        .selectFrom('work_order_technicians as wt')
        .select('wt.work_order_id')
        .whereRef('wt.work_order_id', '=', 'wo.id')
        .where('wt.technician_id', '=', userId),
    );
    const workedOn = eb.exists(
      eb
        .selectFrom('work_order_labors as wl')
        .select('wl.id')
        .whereRef('wl.work_order_id', '=', 'wo.id')
        .where('wl.technician_id', '=', userId),
    );
    return eb.and([tenant, eb.or([assigned, workedOn])]);
  };
}

/** Every work_orders column but the signature image, which only its own route reads. */
const ORDER_COLUMNS = [
  'wo.id', 'wo.subscriber_id', 'wo.work_order_number', 'wo.sub_number', 'wo.parent_work_order_id', 'wo.customer_id',
  'wo.billing_customer_id', 'wo.site_address', 'wo.problem', 'wo.status_id', 'wo.flag_id', 'wo.class_id',
  'wo.base_city_id', 'wo.nte_amount', 'wo.customer_estimate_id', 'wo.service_channel_work_order_id',
  'wo.corrigo_work_order_id', 'wo.is_corrigo_checked_in', 'wo.corrigo_status', 'wo.signed_by', 'wo.signed_date', 'wo.version',
  'wo.created_by', 'wo.created_date', 'wo.modified_by', 'wo.modified_date',
] as const;

/** A work order row as the visibility check answers it. */
export type VisibleWorkOrder = Omit<Selectable<WorkOrdersTable>, 'signature_png'>;

/** The work order row when the principal may see it, else undefined (answer 404). */
export function findVisibleWorkOrder(db: Kysely<Database>, principal: Principal, workOrderId: number): Promise<VisibleWorkOrder | undefined> {
  return db.selectFrom('work_orders as wo').select(ORDER_COLUMNS).where('wo.id', '=', workOrderId).where(visibleTo(principal)).executeTakeFirst();
}
