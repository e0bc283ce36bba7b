/**
 * Corrigo in the technician's clock flow (spec §4, issue 10). Corrigo's check-out is the wizard
 * the stop flow opens first; its check-in follows the technician's arrival. A clock-in on site
 * on a Corrigo order checks the order in to Corrigo once the clock write has committed, so the
 * technician never waits on Corrigo: the clock-in answers at once, and a Corrigo that is down,
 * slow or refuses leaves the labor as it is and is logged. When the technician later asks to
 * stop, the check-in is tried once more (checkInBeforeStop), so the wizard opens whenever
 * Corrigo can be reached by then.
 *
 * Corrigo is asked for the order's status first: FieldDesk's copy may be old (the office may
 * have paused or completed it in Corrigo), and checking in from any other status is refused.
 */
import type { FastifyInstance } from 'fastify';
import { CORRIGO_CHECK_IN_FROM, CORRIGO_MESSAGES } from '../../domain/thirdParty/corrigo';
import { corrigoNetwork } from '../integrations/corrigo/adapter';
import type { NetworkLocation } from '../integrations/network';
import { egress } from '../integrations/egress';
import { configuredBox } from '../integrations/secretBox';
import type { Principal } from '../plugins/auth';
import { openCredentials, readCredentials } from './credentials';
import { recordCorrigoStatus } from './corrigoOrder';

export interface Arrival {
  subscriberId: number;
  workOrderId: number;
  location: NetworkLocation | null;
}

/** Checks the order in to Corrigo if it is a Corrigo order not checked in; true once it is. Never throws. */
export async function checkInToCorrigo(app: FastifyInstance, arrival: Arrival): Promise<boolean> {
  const { subscriberId, workOrderId } = arrival;
  const order = await app.db
    .selectFrom('work_orders')
    .select(['corrigo_work_order_id', 'is_corrigo_checked_in'])
    .where('subscriber_id', '=', subscriberId)
    .where('id', '=', workOrderId)
    .executeTakeFirst();
  if (!order?.corrigo_work_order_id) return false;
  if (order.is_corrigo_checked_in) return true;
  if (!(await readCredentials(app.db, subscriberId, 'corrigo'))) return false;
  const networkId = String(order.corrigo_work_order_id);
  try {
    const credentials = await openCredentials(app.db, configuredBox(app.config), subscriberId, 'corrigo');
    const network = corrigoNetwork({ ...credentials, timeoutMs: app.config.integrationTimeoutMs, egress: egress(app.config.integrationAllowedHosts) });
    const [current] = await network.fetchWorkOrders([networkId]);
    if (!current) return false;
    let status = current.status;
    if ((CORRIGO_CHECK_IN_FROM as readonly string[]).includes(status)) {
      await network.checkIn({ networkId, comment: CORRIGO_MESSAGES.checkedInOnArrival, location: arrival.location });
      status = 'CheckedIn';
    }
    await recordCorrigoStatus(app, subscriberId, workOrderId, status);
    return status === 'CheckedIn';
  } catch (error) {
    app.log.warn({ workOrderId, corrigoWorkOrderId: networkId, reason: error instanceof Error ? error.message : String(error) }, 'Corrigo check-in on arrival failed');
    return false;
  }
}

/**
 * Before the stop view data: a technician clocked in on site on a Corrigo order that is not
 * checked in (Corrigo was down at the clock-in) is checked in now, with the clock-in's location.
 */
export async function checkInBeforeStop(app: FastifyInstance, principal: Principal, workOrderId: number): Promise<void> {
  const labor = await app.db
    .selectFrom('work_order_labors as l')
    .innerJoin('work_orders as wo', (join) => join.onRef('wo.subscriber_id', '=', 'l.subscriber_id').onRef('wo.id', '=', 'l.work_order_id'))
    .select(['l.start_latitude', 'l.start_longitude'])
    .where('l.subscriber_id', '=', principal.subscriberId)
    .where('l.work_order_id', '=', workOrderId)
    .where('l.technician_id', '=', principal.userId)
    .where('l.stop_time', 'is', null)
    .where('l.is_reached_at_site', '=', true)
    .where('wo.corrigo_work_order_id', 'is not', null)
    .where('wo.is_corrigo_checked_in', '=', false)
    .executeTakeFirst();
  if (!labor) return;
  const location = labor.start_latitude === null || labor.start_longitude === null ? null : { latitude: Number(labor.start_latitude), longitude: Number(labor.start_longitude) };
  await checkInToCorrigo(app, { subscriberId: principal.subscriberId, workOrderId, location });
}
