/**
 * Writing the outbox: a clock-in on a Service Channel order queues its check-in, the clock-out
 * of that labor queues its check-out, in the clock transaction itself, so the labor and what
 * Service Channel is to be told commit together or not at all, and a network outage never
 * holds up a clock write. The delivery worker (delivery.ts) sends them.
 *
 * Service Channel's check-in means "on site": travel (En Route, not yet at the site) queues
 * nothing; arriving, which opens the on-site labor, queues the check-in; a check-out is queued
 * only for a labor whose check-in was.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { SERVICE_CHANNEL_TECHS_DEFAULT } from '../../domain/timeTracking/clock';
import type { Database } from '../db/schema';
import type { WorkOrderLaborsTable } from '../db/workOrderTables';
import type { CheckInAction, CheckOutAction } from '../integrations/serviceChannel/wire';

type Labor = Selectable<WorkOrderLaborsTable>;

const locationOf = (latitude: number | string | null, longitude: number | string | null) =>
  latitude === null || longitude === null ? null : { latitude: Number(latitude), longitude: Number(longitude) };

const techsOf = (labor: Labor) => labor.no_of_service_channel_techs ?? SERVICE_CHANNEL_TECHS_DEFAULT;

/** The process's outbox workers, by database: a clock write wakes the one of its server. */
const wakers = new WeakMap<object, () => void>();
export const onOutboxWake = (db: Kysely<Database>, wake: () => void) => wakers.set(db, wake);
export const offOutboxWake = (db: Kysely<Database>) => wakers.delete(db);
/** After a clock write committed: deliver now rather than at the next poll. */
export const wakeServiceChannelOutbox = (db: Kysely<Database>) => wakers.get(db)?.();

/** Queues the check-in of an on-site labor; false when there is nothing to tell (travel). */
export async function queueCheckIn(db: Kysely<Database>, labor: Labor, networkWorkOrderId: string): Promise<boolean> {
  if (!labor.is_reached_at_site) return false;
  const action: CheckInAction = {
    techsCount: techsOf(labor),
    location: locationOf(labor.start_latitude, labor.start_longitude),
    at: new Date(labor.start_time).toISOString(),
  };
  await insert(db, labor, 'checkIn', networkWorkOrderId, action);
  return true;
}

/** Queues the check-out of a closed labor whose check-in was queued; false otherwise. */
export async function queueCheckOut(db: Kysely<Database>, labor: Labor, networkWorkOrderId: string): Promise<boolean> {
  const checkedIn = await db
    .selectFrom('service_channel_outbox')
    .select('id')
    .where('labor_id', '=', labor.id)
    .where('action', '=', 'checkIn')
    .executeTakeFirst();
  if (!checkedIn || labor.stop_time === null) return false;
  const action: CheckOutAction = {
    techsCount: techsOf(labor),
    location: locationOf(labor.stop_latitude, labor.stop_longitude),
    at: new Date(labor.stop_time).toISOString(),
    primaryStatus: labor.sc_primary_status,
    extendedStatus: labor.sc_extended_status,
  };
  await insert(db, labor, 'checkOut', networkWorkOrderId, action);
  return true;
}

async function insert(db: Kysely<Database>, labor: Labor, action: 'checkIn' | 'checkOut', networkWorkOrderId: string, payload: CheckInAction) {
  await db
    .insertInto('service_channel_outbox')
    .values({
      subscriber_id: labor.subscriber_id,
      work_order_id: labor.work_order_id,
      labor_id: labor.id,
      action,
      network_work_order_id: networkWorkOrderId,
      payload: JSON.stringify(payload),
      idempotency_key: randomUUID(),
      last_error: null,
      network_reference: null,
      lease_until: null,
      delivered_at: null,
    })
    .execute();
}
