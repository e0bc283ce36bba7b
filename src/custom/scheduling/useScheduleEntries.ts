/**
 * The entries of a range, kept live: an `upsert` or `delete` from the FieldDesk hub (spec §7.4)
 * is applied in place to every list the page holds, then the lists are read again behind for the
 * parts only the server knows (who is clocked in, the caller's own Start/Stop). The page keeps
 * its scroll, filters and open dialogs: nothing is remounted.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ScheduleEntry } from '../../domain/scheduling/responses';
import { useHubEvent } from '../../ui/realtime';
import { scheduleKeys } from './queryKeys';
import { getEntries, type EntriesQuery } from './scheduleApi';

/** A list with the entry's new state: a single entry replaced or added, a series read again. */
function withUpsert(list: ScheduleEntry[], entry: ScheduleEntry): ScheduleEntry[] {
  const others = list.filter((e) => e.schedulerId !== entry.schedulerId);
  return entry.recurrenceRule ? others : [...others, entry].sort((a, b) => a.start.localeCompare(b.start));
}

/** Refreshes every schedule read when the hubs report a change. */
export function useLiveSchedule(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }), [queryClient]);
  useHubEvent('FieldDeskHub', 'upsert', (entry: ScheduleEntry) => {
    queryClient.setQueriesData<ScheduleEntry[]>({ queryKey: scheduleKeys.entryLists }, (list) => list && withUpsert(list, entry));
    refresh();
  });
  useHubEvent('FieldDeskHub', 'delete', ({ schedulerId }: { schedulerId: number }) => {
    queryClient.setQueriesData<ScheduleEntry[]>({ queryKey: scheduleKeys.entryLists }, (list) => list?.filter((e) => e.schedulerId !== schedulerId));
    refresh();
  });
  // Clock-ins and status changes (team leaders' hub): the entries' "clocked in" and "En Route" marks.
  useHubEvent('TeamLeaderHub', 'gridUpdate', refresh);
}

export function useScheduleEntries(query: EntriesQuery) {
  useLiveSchedule();
  return useQuery({ queryKey: scheduleKeys.entries(query), queryFn: () => getEntries(query), placeholderData: keepPreviousData });
}
