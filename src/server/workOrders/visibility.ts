/**
 * The tenant and "mine only" filter of work-order queries (domain/workOrderAccess.ts decides
 * the scope). A work order outside it answers 404, the same as one that does not exist.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { workOrderScope } from '../../domain/workOrderAccess';
import type { Database } from '../db/schema';
import type { Principal } from '../plugins/auth';

/** For `.where(visibleTo(principal))` on a query over `work_orders` (aliased `wo`). */
export function visibleTo(principal: Principal) {
  const scope = workOrderScope(principal);
  return (eb: ExpressionBuilder<Database & { wo: Database['work_orders'] }, 'wo'>) => {
    const tenant = eb('wo.subscriber_id', '=', principal.subscriberId);
    if (scope === 'all') return tenant;
    if (scope === 'none') return eb.and([tenant, eb.val(false)]);
    const assigned = eb.exists(
      eb
        .selectFrom('work_order_technicians as wt')
        .select('wt.work_order_id')
        .whereRef('wt.work_order_id', '=', 'wo.id')
        .where('wt.technician_id', '=', principal.userId),
    );
    const workedOn = eb.exists(
      eb
        .selectFrom('work_order_labors as wl')
        .select('wl.id')
        .whereRef('wl.work_order_id', '=', 'wo.id')
        .where('wl.technician_id', '=', principal.userId),
    );
    return eb.and([tenant, eb.or([assigned, workedOn])]);
  };
}

/** The work order row when the principal may see it, else undefined (answer 404). */
export function findVisibleWorkOrder(db: Kysely<Database>, principal: Principal, workOrderId: number) {
  return db.selectFrom('work_orders as wo').selectAll('wo').where('wo.id', '=', workOrderId).where(visibleTo(principal)).executeTakeFirst();
}
