/**
 * /sales/scheduler (spec §2.1, §2.3; issue 9): the sales team's actions on a day, week or month
 * calendar, coloured by sales person, filtered by sales persons and customers. A click on an
 * empty slot plans a new action, a click on an action opens it, dragging moves or resizes it;
 * an occurrence of a repeating action asks whether the change is for it or the whole series.
 */
import Add from '@mui/icons-material/Add';
import { Box, Button, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { canSetSalesColours, canWriteSalesScheduler, mayChangeActionOf } from '../../domain/salesScheduler/access';
import { addToWallClock, occurrenceKey, type SalesAction } from '../../domain/salesScheduler/actions';
import { Calendar, CalendarToolbar, dateOfWallClock, useCalendarNavigation, wallClockOfDate, type CalendarSlot } from '../../ui/calendar';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { PageHeader } from '../../ui/layout/PageHeader';
import { showError } from '../../ui/notifications/showError';
import { useSession } from '../../ui/session/sessionStore';
import { subscriberNow } from '../../ui/session/subscriberClock';
import { ActionDialog, type ActionDialogState } from './ActionDialog';
import { actionForm, newActionForm, type EditScope } from './actionForm';
import { entryOf, isSeriesOccurrence } from './calendarEntries';
import { SchedulerFilters } from './SchedulerFilters';
import { useScopeQuestion } from './ScopeQuestion';
import { useActionCommands } from './useActionCommands';
import { useSalesActions } from './useSalesActions';
import { useSchedulerChoices } from './useSchedulerChoices';

/** Spec §2.3 "reschedule-or-delete-appointment": an appointment was agreed with the customer. */
const APPOINTMENT_WARNING =
  'This has been already scheduled with the Customer. Do you accept the responsibility to delete/reschedule, notify the customer and technician about deleting/rescheduling';

const QUARTER_HOUR_MS = 15 * 60_000;

/** A new action from the button: the next whole hour when that is today within work hours, else 09:00 of the day shown. */
function defaultStart(shown: Date): string {
  const now = dateOfWallClock(subscriberNow());
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  const sameDay = wallClockOfDate(shown).slice(0, 10) === wallClockOfDate(now).slice(0, 10);
  if (sameDay && next.getHours() >= 7 && next.getHours() <= 18) return wallClockOfDate(next);
  return `${wallClockOfDate(shown).slice(0, 10)}T09:00:00`;
}

export default function SalesSchedulerPage() {
  const session = useSession();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // On a phone the week reads best as a list.
  const navigation = useCalendarNavigation(phone ? 'agenda' : 'week');
  const choices = useSchedulerChoices();
  const [salesPersonIds, setSalesPersonIds] = useState<number[] | null>(null);
  const [customerIds, setCustomerIds] = useState<number[] | null>(null);
  const { actions, loading, refresh } = useSalesActions(navigation.range, salesPersonIds, customerIds);
  const commands = useActionCommands(refresh);
  const [dialog, setDialog] = useState<ActionDialogState | null>(null);
  const [scopeQuestion, askScope] = useScopeQuestion();

  const me = session ? { ...session.subject, userId: session.user.userId } : null;
  const mayWrite = me ? canWriteSalesScheduler(me) : false;
  const byKey = useMemo(() => new Map(actions.map((action) => [occurrenceKey(action), action])), [actions]);
  const userId = session?.user.userId;
  const subject = session?.subject;
  const entries = useMemo(
    () => actions.map((action) => entryOf(action, subject && userId !== undefined ? mayChangeActionOf({ ...subject, userId }, action.salesPersonId) : false)),
    [actions, subject, userId],
  );

  /** The scope of a change to an action: its series or one occurrence asked for, else the action itself. */
  const scopeFor = async (action: SalesAction, purpose: 'open' | 'move' | 'delete'): Promise<EditScope | null> => {
    if (action.recurrenceId !== null) return 'occurrence';
    if (!isSeriesOccurrence(action)) return 'single';
    return askScope(action.title, purpose);
  };
  const appointmentAccepted = (action: SalesAction) => !action.isAppointment || askConfirmation({ title: 'Appointment', message: APPOINTMENT_WARNING });

  const openNew = (slot?: CalendarSlot) => {
    const start = slot?.start ?? defaultStart(navigation.date);
    const short = !slot || Date.parse(`${slot.end}Z`) - Date.parse(`${slot.start}Z`) <= 2 * QUARTER_HOUR_MS;
    const end = slot?.isAllDay ? addToWallClock(`${slot.end.slice(0, 10)}T00:00:00`, 86_400_000) : short ? addToWallClock(start, QUARTER_HOUR_MS) : slot!.end;
    const from = slot?.isAllDay ? `${start.slice(0, 10)}T00:00:00` : start;
    setDialog({ scope: 'new', action: null, form: newActionForm(from, end, Boolean(slot?.isAllDay), session?.user.userId ?? null) });
  };

  const open = async (key: string) => {
    const action = byKey.get(key);
    if (!action) return;
    const scope = await scopeFor(action, 'open');
    if (scope) setDialog({ scope, action, form: actionForm(action, scope) });
  };

  const move = async (key: string, slot: CalendarSlot) => {
    const action = byKey.get(key);
    if (!action) return;
    const scope = await scopeFor(action, 'move');
    if (!scope || !(await appointmentAccepted(action))) return void refresh();
    await commands.move(action, slot, scope).catch((error: unknown) => {
      showError(error);
      void refresh();
    });
  };

  const remove = async () => {
    if (!dialog?.action) return;
    const { action, scope } = dialog;
    const what = scope === 'occurrence' && isSeriesOccurrence(action) ? 'this occurrence of' : scope === 'series' ? 'the whole series' : '';
    const sure = await askConfirmation({ title: 'Delete', message: `Delete ${what} “${action.title}”?`.replace('  ', ' '), yesText: 'Delete', noText: 'Cancel' });
    if (!sure || !(await appointmentAccepted(action))) return;
    await commands.remove(action, scope).then(() => setDialog(null), showError);
  };

  const act = (command: 'copy' | 'toggleStarted') => async () => {
    if (!dialog?.action) return;
    await commands[command](dialog.action, dialog.scope).then(() => setDialog(null), showError);
  };

  return (
    <Box>
      <PageHeader
        title="Sales Scheduler"
        actions={
          mayWrite && (
            <Button variant="contained" startIcon={<Add />} onClick={() => openNew()}>
              New Action
            </Button>
          )
        }
      />
      <CalendarToolbar navigation={navigation} />
      <SchedulerFilters
        mayChangeColours={me ? canSetSalesColours(me) : false}
        choices={choices}
        salesPersonIds={salesPersonIds}
        customerIds={customerIds}
        onSalesPersons={setSalesPersonIds}
        onCustomers={setCustomerIds}
      />
      <Box sx={{ height: 4, mb: 0.5 }}>{loading && <LinearProgress aria-label="Reading the actions" />}</Box>
      <Calendar
        view={navigation.view}
        date={navigation.date}
        entries={entries}
        height={phone ? 'max(480px, 70vh)' : 'max(560px, calc(100vh - 240px))'}
        readOnly={!mayWrite}
        onSelectSlot={mayWrite ? openNew : undefined}
        onOpenEntry={(key) => void open(key)}
        onMoveEntry={(key, slot) => void move(key, slot)}
        onShowDay={navigation.showDay}
      />
      <ActionDialog
        state={dialog}
        choices={choices}
        mayChooseSalesPerson={Boolean(choices?.mayPlanForOthers)}
        readOnly={dialog?.action ? !(me && mayChangeActionOf(me, dialog.action.salesPersonId)) : !mayWrite}
        onClose={() => setDialog(null)}
        onSave={async (form) => {
          if (!dialog) return;
          await commands.save(dialog.scope, dialog.action, form);
          setDialog(null);
        }}
        onDelete={() => void remove()}
        onCopy={() => void act('copy')()}
        onToggleStarted={() => void act('toggleStarted')()}
      />
      {scopeQuestion}
    </Box>
  );
}

