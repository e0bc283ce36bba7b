/**
 * The changes a dispatcher makes to entries, with the questions the spec asks first: the reason
 * of an appointment's reschedule or delete (spec §2.3, §8), and whether to schedule someone who
 * is off that day. A refusal shows the server's message; a 409 says someone changed it meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SCHEDULE_MESSAGES } from '../../domain/scheduling/entries';
import type { ScheduleEntry, ScheduleTechnician } from '../../domain/scheduling/responses';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { AppointmentReasonDialog } from './AppointmentReasonDialog';
import { scheduleKeys } from './queryKeys';
import { deleteEntry, moveEntry } from './scheduleApi';

type ReasonAction = 'reschedule' | 'delete';

export interface MoveRequest {
  entry: ScheduleEntry;
  start: string;
  end: string;
  fromTechnicianId?: number;
  toTechnicianId?: number;
}

/** The technicians among `ids` who are off on the day of `start`, as "Name is off on ... (Vacation)". */
export function offDayQuestions(technicians: readonly ScheduleTechnician[], ids: readonly number[], start: string): string[] {
  const day = start.slice(0, 10);
  return technicians
    .filter((t) => ids.includes(t.technicianId))
    .flatMap((t) => t.offDays.filter((d) => d.date === day).map((d) => SCHEDULE_MESSAGES.technicianOff(t.technicianName, day, d.status)));
}

/** Asks whether to go ahead when someone chosen is off that day; true when nobody is, or the user says yes. */
export async function confirmOffDays(technicians: readonly ScheduleTechnician[], ids: readonly number[], start: string): Promise<boolean> {
  const questions = offDayQuestions(technicians, ids, start);
  if (!questions.length) return true;
  return askConfirmation({ title: 'Technician Off', message: questions.join(' '), yesText: 'Schedule anyway', noText: 'Cancel' });
}

export function useEntryChanges(technicians: readonly ScheduleTechnician[] = []) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ action: ReasonAction; resolve: (reason: string | null) => void } | null>(null);

  /** The reason when the entry is an appointment (null when the user cancels), '' when none is needed. */
  const reasonFor = (entry: Pick<ScheduleEntry, 'isAppointment'>, action: ReasonAction): Promise<string | null> =>
    entry.isAppointment ? new Promise((resolve) => setAsking({ action, resolve })) : Promise.resolve('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });

  /** Sends a change: a toast when it went through, the server's message when not; the schedule is read again either way. */
  const sent = async (done: string, send: () => Promise<unknown>): Promise<boolean> => {
    try {
      await send();
      toast.success(done);
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      void refresh();
    }
  };

  const move = async ({ entry, start, end, fromTechnicianId, toTechnicianId }: MoveRequest): Promise<boolean> => {
    const newlyAssigned = toTechnicianId && toTechnicianId !== fromTechnicianId ? [toTechnicianId] : [];
    if (!(await confirmOffDays(technicians, newlyAssigned, start))) return false;
    const reason = await reasonFor(entry, 'reschedule');
    if (reason === null) return false;
    return sent('Schedule updated.', () =>
      moveEntry(entry.schedulerId, {
        start,
        end,
        version: entry.version,
        fromTechnicianId: fromTechnicianId ?? null,
        toTechnicianId: toTechnicianId ?? null,
        ...(entry.occurrenceStart && { occurrenceStart: entry.occurrenceStart }),
        ...(reason && { appointmentChangedReason: reason }),
      }),
    );
  };

  /** Deletes the entry, or with `occurrenceOnly` the one occurrence of its series. */
  const remove = async (entry: ScheduleEntry, occurrenceOnly: boolean): Promise<boolean> => {
    const reason = entry.isAppointment ? await reasonFor(entry, 'delete') : (await askConfirmation({ message: occurrenceOnly ? 'Delete this visit from the series?' : 'Delete this visit?' })) ? '' : null;
    if (reason === null) return false;
    return sent('Visit deleted.', () =>
      deleteEntry(entry.schedulerId, {
        version: entry.version,
        ...(occurrenceOnly && entry.occurrenceStart && { occurrenceStart: entry.occurrenceStart }),
        ...(reason && { appointmentChangedReason: reason }),
      }),
    );
  };

  const dialog: ReactNode = asking && (
    <AppointmentReasonDialog
      action={asking.action}
      onCancel={() => {
        asking.resolve(null);
        setAsking(null);
      }}
      onConfirm={(reason) => {
        asking.resolve(reason);
        setAsking(null);
      }}
    />
  );

  return { move, remove, reasonFor, refresh, dialog };
}
