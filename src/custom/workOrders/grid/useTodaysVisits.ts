/**
 * When the technician is due at each order today: their day's route (GET scheduler/route, the
 * subscriber's date), reduced to the first visit per order, for My Work Orders' cards. Empty for a
 * user who may not read the schedule, and while it loads.
 */
import { useQuery } from '@tanstack/react-query';
import { meets } from '../../../domain/access';
import { TECH_ROUTE_REQUIRES } from '../../../domain/scheduling/access';
import type { TechnicianRoute } from '../../../domain/scheduling/responses';
import { http } from '../../../ui/http/httpClient';
import { useSession } from '../../../ui/session/sessionStore';
import { subscriberToday } from '../../../ui/session/subscriberClock';

export interface TodaysVisit {
  start: string;
  end: string;
  isAllDay: boolean;
}

/** "All day", or "09:00–11:00" (the app's 24-hour times). */
export const visitTimeOf = (visit: TodaysVisit): string => (visit.isAllDay ? 'All day' : `${visit.start.slice(11, 16)}–${visit.end.slice(11, 16)}`);

export function useTodaysVisits(): ReadonlyMap<number, TodaysVisit> {
  const session = useSession();
  const allowed = session ? meets(session.subject, TECH_ROUTE_REQUIRES) : false;
  const date = subscriberToday();
  const { data } = useQuery({
    queryKey: ['workOrders', 'todaysVisits', date, session?.user.userId ?? 0],
    queryFn: () => http.get<TechnicianRoute>('scheduler/route', { query: { date } }),
    enabled: allowed,
    staleTime: 60_000,
  });
  const visits = new Map<number, TodaysVisit>();
  for (const stop of data?.stops ?? []) {
    if (stop.workOrderId && !visits.has(stop.workOrderId)) visits.set(stop.workOrderId, { start: stop.start, end: stop.end, isAllDay: stop.isAllDay });
  }
  return visits;
}
