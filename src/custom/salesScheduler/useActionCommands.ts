/**
 * What the scheduler does to actions: save the dialog, move or resize by dragging, delete, copy,
 * start and stop, for an action, one occurrence of a series, or the whole series. Each reads
 * the calendar again afterwards, and says what it did.
 */
import { useCallback } from 'react';
import { addToWallClock, wallClockSpan, type SalesAction } from '../../domain/salesScheduler/actions';
import type { TaskRefRequest } from '../../domain/salesScheduler/wire';
import type { CalendarSlot } from '../../ui/calendar';
import { toast } from '../../ui/notifications/toastStore';
import { requestOf, type ActionForm, type EditScope } from './actionForm';
import { isSeriesOccurrence } from './calendarEntries';
import { salesSchedulerApi } from './salesSchedulerApi';

/** The action, or (scope occurrence) one occurrence of its series, as a request names it. */
export function refOf(action: SalesAction, scope: EditScope): TaskRefRequest {
  const occurrence = scope === 'occurrence' && isSeriesOccurrence(action);
  return { id: action.id, version: action.version, ...(occurrence ? { occurrenceStart: action.occurrenceStart } : {}) };
}

export function useActionCommands(refresh: () => Promise<unknown> | void) {
  const done = useCallback(
    async (message: string) => {
      toast.success(message);
      await refresh();
    },
    [refresh],
  );

  const save = useCallback(
    async (scope: EditScope, action: SalesAction | null, form: ActionForm) => {
      const fields = requestOf(form, scope);
      if (!action) await salesSchedulerApi.create(fields);
      else await salesSchedulerApi.update({ ...refOf(action, scope), ...fields });
      await done('Saved');
    },
    [done],
  );

  const move = useCallback(
    async (action: SalesAction, slot: CalendarSlot, scope: EditScope) => {
      const times = { start: slot.start, endDate: slot.end, isAllDay: slot.isAllDay };
      if (scope === 'series' && action.seriesStart) {
        const start = addToWallClock(action.seriesStart, wallClockSpan(action.start, slot.start));
        Object.assign(times, { start, endDate: addToWallClock(start, wallClockSpan(slot.start, slot.end)) });
      }
      const durationHours = Math.round((wallClockSpan(slot.start, slot.end) / 3_600_000) * 100) / 100;
      await salesSchedulerApi.update({ ...refOf(action, scope), ...times, durationHours: slot.isAllDay ? action.durationHours : durationHours });
      await done('Moved');
    },
    [done],
  );

  const remove = useCallback(
    async (action: SalesAction, scope: EditScope) => {
      await salesSchedulerApi.remove(refOf(action, scope));
      await done(scope === 'occurrence' && isSeriesOccurrence(action) ? 'Occurrence deleted' : 'Deleted');
    },
    [done],
  );

  const copy = useCallback(
    async (action: SalesAction, scope: EditScope) => {
      const { id, occurrenceStart } = refOf(action, scope);
      await salesSchedulerApi.copy({ id, occurrenceStart });
      await done('Copied');
    },
    [done],
  );

  const toggleStarted = useCallback(
    async (action: SalesAction, scope: EditScope) => {
      await (action.isStarted ? salesSchedulerApi.stop : salesSchedulerApi.start)(refOf(action, scope));
      await done(action.isStarted ? 'Stopped' : 'Started');
    },
    [done],
  );

  return { save, move, remove, copy, toggleStarted };
}
