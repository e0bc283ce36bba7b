/**
 * A work order's Service Channel sync state (pending, delivered, failed with the network's
 * message) and the retry of a failed check-in or check-out by an office user.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ServiceChannelSync, ServiceChannelSyncAction, SyncState } from '../../domain/serviceChannel/wire';
import type { Database } from '../db/schema';
import type { ServiceChannelOutboxTable } from '../db/serviceChannelTables';
import { conflict, notFound } from '../errors';
import { wallClock } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { visibleTo } from '../workOrders/visibility';

export const overall = (actions: ServiceChannelSyncAction[]): ServiceChannelSync['state'] => {
  if (!actions.length) return 'none';
  const states = new Set<SyncState>(actions.map((a) => a.state));
  return states.has('failed') ? 'failed' : states.has('pending') ? 'pending' : 'delivered';
};

/** One outbox row as the browser sees it, its times on the subscriber's wall clock. */
export function syncActionOf(row: Selectable<ServiceChannelOutboxTable>, timeZone: string): ServiceChannelSyncAction {
  const at = (value: Date | string | null) => (value === null ? null : wallClock(new Date(value), timeZone).dateTime);
  return {
    id: String(row.id),
    action: row.action,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    createdDate: at(row.created_at)!,
    deliveredDate: at(row.delivered_at),
    nextAttemptDate: row.state === 'pending' ? at(row.next_attempt_at) : null,
  };
}

export async function syncOf(db: Kysely<Database>, principal: Principal, workOrderId: number): Promise<ServiceChannelSync> {
  const order = await db
    .selectFrom('work_orders as wo')
    .select(['wo.id', 'wo.service_channel_work_order_id'])
    .where('wo.id', '=', workOrderId)
    .where(visibleTo(principal))
    .executeTakeFirst();
  if (!order) throw notFound('Work order not found.');
  const rows = await db
    .selectFrom('service_channel_outbox')
    .selectAll()
    .where('subscriber_id', '=', principal.subscriberId)
    .where('work_order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const actions = rows.map((row) => syncActionOf(row, principal.timeZone));
  return { workOrderId: order.id, serviceChannelWorkOrderId: order.service_channel_work_order_id, state: overall(actions), actions };
}

/** Sends a failed row again now, with a fresh series of attempts; answers its order's sync state. */
export async function retryFailed(db: Kysely<Database>, principal: Principal, outboxId: string): Promise<ServiceChannelSync> {
  const row = await db
    .selectFrom('service_channel_outbox')
    .select(['id', 'work_order_id', 'state'])
    .where('subscriber_id', '=', principal.subscriberId)
    .where('id', '=', outboxId)
    .executeTakeFirst();
  if (!row) throw notFound('This Service Channel action was not found.');
  if (row.state !== 'failed') throw conflict(`This Service Channel action is ${row.state}: only a failed one can be sent again.`);
  await db
    .updateTable('service_channel_outbox')
    .set({ state: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()`, lease_until: null })
    .where('id', '=', outboxId)
    .where('state', '=', 'failed')
    .execute();
  return syncOf(db, principal, row.work_order_id);
}
