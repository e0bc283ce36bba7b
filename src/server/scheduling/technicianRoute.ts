/**
 * A technician's day in visiting order (/techScheduledRoute): each stop with its address, the
 * straight-line kilometres from the stop before (spec §9 kilometres) when both sites have
 * coordinates, and whether it is done (the technician's labor on its order that day is done,
 * wherever it was started: visitsDone.ts).
 */
import type { Kysely } from 'kysely';
import { kilometresBetween } from '../../domain/distance';
import type { RouteStop, TechnicianRoute } from '../../domain/scheduling/responses';
import type { Database } from '../db/schema';
import { instantOf, nextDay } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { entryRows } from './entryRows';
import { occurrencesOf } from './entries';
import { visitsDoneOn } from './visitsDone';

const round1 = (km: number) => Math.round(km * 10) / 10;

export async function technicianRoute(db: Kysely<Database>, principal: Principal, technician: { id: number; name: string }, date: string): Promise<TechnicianRoute> {
  const zone = principal.timeZone;
  const range = {
    start: `${date}T00:00:00`,
    end: `${nextDay(date)}T00:00:00`,
    after: instantOf(date, '00:00', zone),
    before: instantOf(nextDay(date), '00:00', zone),
  };
  const rows = await entryRows(db, principal, { after: range.after, before: range.before, assignedTo: technician.id });
  const visits = rows
    .flatMap((row) => occurrencesOf(row, principal, range).map((entry) => ({ row, entry })))
    .filter(({ entry }) => !entry.noVisitRequired)
    .sort((a, b) => Number(b.entry.isAllDay) - Number(a.entry.isAllDay) || a.entry.start.localeCompare(b.entry.start));
  const isDone = await visitsDoneOn(db, principal.subscriberId, visits.map(({ entry }) => ({ workOrderId: entry.workOrderId || null, technicianIds: [technician.id] })), range);
  let previous: { latitude: number; longitude: number } | null = null;
  let total = 0;
  const stops: RouteStop[] = visits.map(({ row, entry }) => {
    const here = row.latitude !== null && row.longitude !== null ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
    const kilometres = here && previous ? round1(kilometresBetween(previous, here)) : null;
    if (kilometres !== null) total += kilometres;
    if (here) previous = here;
    return {
      schedulerId: entry.schedulerId,
      start: entry.start,
      end: entry.end,
      isAllDay: entry.isAllDay,
      task: entry.task,
      workOrderId: entry.workOrderId,
      workOrderNumber: entry.workOrderNumber,
      workOrderProblem: entry.workOrderProblem,
      customerName: entry.workOrderCustomer,
      address: entry.customerAddress,
      city: entry.customerCity,
      phone: entry.phone,
      latitude: here?.latitude ?? null,
      longitude: here?.longitude ?? null,
      kilometresFromPrevious: kilometres,
      isAppointment: entry.isAppointment,
      isShowStartStop: entry.isShowStartStop,
      isOpenLaborMine: entry.isOpenLaborMine,
      anyEnrouteLaborMine: entry.anyEnrouteLaborMine,
      done: isDone(entry.workOrderId || null, technician.id),
    };
  });
  return { technicianId: technician.id, technicianName: technician.name, date, stops, totalKilometres: round1(total) };
}
