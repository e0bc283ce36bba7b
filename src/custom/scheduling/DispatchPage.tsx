/**
 * The dispatch board (issue 9): the subscriber's schedule as a day, week or month calendar, or a
 * timeline with one row per technician. Drag to move or resize, drag across rows to reassign,
 * click free time to schedule, click a visit to open it. Changes made elsewhere arrive live.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { canDispatch } from '../../domain/scheduling/access';
import { scheduleConflicts } from '../../domain/scheduling/entries';
import type { ScheduleEntry } from '../../domain/scheduling/responses';
import { CALENDAR_VIEWS, Calendar, CalendarToolbar, DEFAULT_WORK_HOURS, useCalendarNavigation, type CalendarEntry, type CalendarViewName } from '../../ui/calendar';
import { PageHeader } from '../../ui/layout/PageHeader';
import { useSession } from '../../ui/session/sessionStore';
import { useWorkOrderLookups } from '../workOrders/useWorkOrderLookups';
import { DispatchFilters, NO_FILTER, type DispatchFilter } from './DispatchFilters';
import { EntryDialog, type EntryDialogTarget } from './EntryDialog';
import { CONFLICT_OUTLINE, ENTRY_COLOURS, entryColour, entryDetail, entryKey, entryTitle } from './entryLook';
import { scheduleKeys } from './queryKeys';
import { getTechnicians } from './scheduleApi';
import { TimelineView } from './TimelineView';
import { useEntryChanges } from './useEntryChanges';
import { useScheduleEntries } from './useScheduleEntries';

type BoardView = CalendarViewName | 'timeline';
const BOARD_VIEWS: readonly { view: BoardView; label: string }[] = [...CALENDAR_VIEWS, { view: 'timeline', label: 'Timeline' }];

/** Conflicts as the board holds them now (a live change included), not only as last read. */
function withConflicts(entries: readonly ScheduleEntry[]): ScheduleEntry[] {
  const conflicts = scheduleConflicts(
    entries.filter((e) => !e.isAllDay && !e.noVisitRequired).map((e) => ({ key: entryKey(e), start: e.start, end: e.end, technicianIds: e.technicians.map((t) => t.technicianId) })),
  );
  return entries.map((e) => ({ ...e, conflictTechnicianIds: conflicts.get(entryKey(e)) ?? e.conflictTechnicianIds }));
}

const LEGEND = [
  { label: 'Visit', colour: ENTRY_COLOURS.visit },
  { label: 'Appointment', colour: ENTRY_COLOURS.appointment },
  { label: 'En Route', colour: ENTRY_COLOURS.enRoute },
  { label: 'Clocked in', colour: ENTRY_COLOURS.clockedIn },
  { label: 'No visit required', colour: ENTRY_COLOURS.noVisit },
];

export default function DispatchPage() {
  const session = useSession();
  const mayDispatch = session ? canDispatch(session.subject) : false;
  const navigation = useCalendarNavigation('day');
  const [mode, setMode] = useState<'calendar' | 'timeline'>('timeline');
  const [filter, setFilter] = useState<DispatchFilter>(NO_FILTER);
  const [opened, setOpened] = useState<EntryDialogTarget | null>(null);
  const lookups = useWorkOrderLookups();
  const { from, to } = navigation.range;
  const entries = useScheduleEntries({ start: from, end: to, ...filter });
  const technicians = useQuery({ queryKey: scheduleKeys.technicians(from, to), queryFn: () => getTechnicians(from, to) });
  const allTechnicians = technicians.data ?? [];
  const changes = useEntryChanges(allTechnicians);
  const shown = useMemo(() => withConflicts(entries.data ?? []), [entries.data]);
  const byKey = useMemo(() => new Map(shown.map((e) => [entryKey(e), e])), [shown]);
  const rows = filter.technicianIds.length ? allTechnicians.filter((t) => filter.technicianIds.includes(t.technicianId)) : allTechnicians;

  // A drag that was not saved (cancelled, refused) is drawn back where the entry is: a new list.
  const [undoneDrags, setUndoneDrags] = useState(0);
  const moveFromCalendar = (request: Parameters<typeof changes.move>[0]) => void changes.move(request).then((moved) => moved || setUndoneDrags((n) => n + 1));
  const calendarEntries: CalendarEntry[] = useMemo(() => shown.map((entry) => ({
    id: entryKey(entry),
    title: `${entry.conflictTechnicianIds.length ? '⚠ ' : ''}${entryTitle(entry)}${entry.scheduleStatus ? ` · ${entry.scheduleStatus}` : ''}`,
    start: entry.start,
    end: entry.end,
    isAllDay: entry.isAllDay,
    color: entryColour(entry),
    outline: entry.conflictTechnicianIds.length ? CONFLICT_OUTLINE : undefined,
    readOnly: !mayDispatch,
    detail: entryDetail(entry),
  })), [shown, mayDispatch, undoneDrags]);

  const boardView: BoardView = mode === 'timeline' ? 'timeline' : navigation.view;
  const chooseView = (view: BoardView) => {
    setMode(view === 'timeline' ? 'timeline' : 'calendar');
    navigation.setView(view === 'timeline' ? 'day' : view);
  };

  return (
    <Box>
      <PageHeader
        title="Dispatch Schedule"
        subtitle={mayDispatch ? 'Drag a visit to move it, onto another technician to reassign it; click free time to schedule one.' : 'The visits scheduled for the team.'}
      />
      <DispatchFilters filter={filter} onChange={setFilter} technicians={allTechnicians} baseCities={lookups?.baseCities ?? []} statuses={lookups?.statuses ?? []} classes={lookups?.classes ?? []} />
      <CalendarToolbar navigation={navigation} views={BOARD_VIEWS} view={boardView} onViewChange={chooseView}>
        {shown.some((e) => e.conflictTechnicianIds.length) && <Chip color="error" variant="outlined" size="small" label={`${new Set(shown.filter((e) => e.conflictTechnicianIds.length).map((e) => e.schedulerId)).size} overlapping visits`} />}
      </CalendarToolbar>
      {mode === 'timeline' ? (
        <TimelineView
          day={from.slice(0, 10)}
          technicians={rows}
          entries={shown.filter((e) => e.start.slice(0, 10) <= from.slice(0, 10) && e.end.slice(0, 10) >= from.slice(0, 10))}
          workHours={DEFAULT_WORK_HOURS}
          readOnly={!mayDispatch}
          onOpen={(entry) => setOpened({ entry })}
          onMove={moveFromCalendar}
          onSelectSlot={(technicianId, start, end) => setOpened({ slot: { start, end, technicianId } })}
        />
      ) : (
        <Calendar
          view={navigation.view}
          date={navigation.date}
          entries={calendarEntries}
          height="calc(100vh - 330px)"
          readOnly={!mayDispatch}
          workHours={DEFAULT_WORK_HOURS}
          onOpenEntry={(id) => {
            const entry = byKey.get(id);
            if (entry) setOpened({ entry });
          }}
          onSelectSlot={(slot) => mayDispatch && setOpened({ slot: { start: slot.start, end: slot.isAllDay ? undefined : slot.end } })}
          onShowDay={navigation.showDay}
          onMoveEntry={(id, slot) => {
            const entry = byKey.get(id);
            if (entry) moveFromCalendar({ entry, start: slot.start, end: slot.end });
          }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap aria-label="Legend">
        {LEGEND.map(({ label, colour }) => (
          <Stack key={label} direction="row" spacing={0.75} alignItems="center">
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colour }} />
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Stack>
        ))}
        <Typography variant="caption" color="text.secondary">
          ⚠ and a red edge: overlaps another visit of the same technician
        </Typography>
      </Stack>
      {opened && (
        <EntryDialog target={opened} technicians={allTechnicians} baseCities={lookups?.baseCities ?? []} changes={changes} canDispatch={mayDispatch} onClose={() => setOpened(null)} />
      )}
      {changes.dialog}
    </Box>
  );
}
