/**
 * The rows of the dispatch timeline: the subscriber's field technicians, their status now, and
 * the days of the range they are off (a Sick or Vacation status covering part of the day), so
 * the board can ask before it schedules someone who is away.
 */
import type { Kysely } from 'kysely';
import type { ScheduleTechnician } from '../../domain/scheduling/responses';
import { USER_STATUS } from '../../domain/userStatus/statuses';
import type { Database } from '../db/schema';
import { nextDay, wallClock } from '../http/timeZone';
import { fieldTechnicians } from '../workOrders/fieldTechnicians';
import type { WallRange } from './entries';

const OFF_STATUSES = [USER_STATUS.SICK, USER_STATUS.VACATION];

export async function scheduleTechnicians(db: Kysely<Database>, subscriberId: number, zone: string, range: WallRange): Promise<ScheduleTechnician[]> {
  const technicians = await fieldTechnicians(db, subscriberId);
  if (!technicians.length) return [];
  const ids = technicians.map((t) => t.id);
  const [statuses, offEntries] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('user_statuses as s', (j) => j.onRef('s.subscriber_id', '=', 'u.subscriber_id').onRef('s.id', '=', 'u.user_status_id'))
      .select(['u.id', 's.name'])
      .where('u.id', 'in', ids)
      .execute(),
    db
      .selectFrom('user_status_entries as e')
      .innerJoin('user_statuses as s', (j) => j.onRef('s.subscriber_id', '=', 'e.subscriber_id').onRef('s.id', '=', 'e.user_status_id'))
      .select(['e.user_id', 'e.started_at', 'e.ended_at', 's.name'])
      .where('e.subscriber_id', '=', subscriberId)
      .where('e.user_id', 'in', ids)
      .where('e.user_status_id', 'in', OFF_STATUSES)
      .where('e.started_at', '<', range.before)
      .where((eb) => eb.or([eb('e.ended_at', 'is', null), eb('e.ended_at', '>', range.after)]))
      .execute(),
  ]);
  const lastDay = wallClock(new Date(range.before.getTime() - 1), zone).date;
  return technicians.map((technician) => {
    const offDays = new Map<string, string>();
    for (const entry of offEntries.filter((e) => e.user_id === technician.id)) {
      const from = wallClock(entry.started_at > range.after ? entry.started_at : range.after, zone).date;
      const to = entry.ended_at && entry.ended_at < range.before ? wallClock(entry.ended_at, zone).date : lastDay;
      for (let day = from; day <= to; day = nextDay(day)) offDays.set(day, entry.name);
    }
    return {
      technicianId: technician.id,
      technicianName: technician.name,
      userStatus: statuses.find((s) => s.id === technician.id)?.name ?? null,
      offDays: [...offDays].map(([date, status]) => ({ date, status })),
    };
  });
}
