/**
 * Telling open calendars about a change (spec §7.4): `upsert` with the entry as it is now, or
 * `delete` with its id, on the FieldDesk hub, to the users of the subscriber who may read it:
 * those who see the whole schedule and the technicians it was or is assigned to.
 */
import type { FastifyInstance } from 'fastify';
import type { HubAudience } from '../hubs/audience';
import type { Principal } from '../plugins/auth';
import { scheduleEntry } from './entries';
import type { WriteResult } from './write';

export async function announceScheduleChange(app: FastifyInstance, principal: Principal, result: WriteResult): Promise<void> {
  const audience: HubAudience = { userIds: [...new Set(result.technicianIds)], whoMay: 'seesWholeSchedule' };
  if (result.deleted) {
    await app.hubs.publish('FieldDeskHub', principal.subscriberId, 'delete', [{ schedulerId: result.schedulerId }], audience);
    return;
  }
  // The entry as the whole schedule shows it; each calendar reads its own view of it back.
  const entry = await scheduleEntry(app.db, { ...principal, userId: 0 }, result.schedulerId);
  if (entry) await app.hubs.publish('FieldDeskHub', principal.subscriberId, 'upsert', [entry], audience);
}
