/** The schedule calls (/api/v1/scheduler/..., spec §7.2) through the app's HTTP client. */
import type { ScheduleEntry, ScheduleTechnician, TechnicianRoute } from '../../domain/scheduling/responses';
import type { ScheduleEntryCreate, ScheduleEntryDelete, ScheduleEntryMove, ScheduleEntryUpdate } from '../../domain/scheduling/wire';
import { http } from '../../ui/http/httpClient';

export interface EntriesQuery {
  start: string;
  end: string;
  technicianIds?: number[];
  baseCityIds?: number[];
  workOrderStatusIds?: number[];
  workOrderClassIds?: number[];
  workOrderId?: number;
}

const idList = (ids: number[] | undefined) => (ids?.length ? ids.join(',') : undefined);

export const getEntries = (query: EntriesQuery) =>
  http.get<ScheduleEntry[]>('scheduler/entries', {
    query: {
      start: query.start,
      end: query.end,
      technicianIds: idList(query.technicianIds),
      baseCityIds: idList(query.baseCityIds),
      workOrderStatusIds: idList(query.workOrderStatusIds),
      workOrderClassIds: idList(query.workOrderClassIds),
      workOrderId: query.workOrderId,
    },
  });

export const createEntry = (body: ScheduleEntryCreate) => http.post<ScheduleEntry>('scheduler/entries', body);
export const updateEntry = (id: number, body: ScheduleEntryUpdate) => http.put<ScheduleEntry>(`scheduler/entries/${id}`, body);
export const moveEntry = (id: number, body: ScheduleEntryMove) => http.patch<ScheduleEntry>(`scheduler/entries/${id}/move`, body);
export const deleteEntry = (id: number, body: ScheduleEntryDelete) => http.delete<{ deleted: true } | ScheduleEntry>(`scheduler/entries/${id}`, body);

export const getTechnicians = (start: string, end: string) => http.get<ScheduleTechnician[]>('scheduler/technicians', { query: { start, end } });
export const getRoute = (date: string, technicianId?: number) => http.get<TechnicianRoute>('scheduler/route', { query: { date, technicianId } });
