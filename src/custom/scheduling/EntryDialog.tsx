/**
 * Schedules a visit, or changes one (spec §3.8 save payload): the order, the task, who goes,
 * when, all-day, appointment, no visit required, base city, due, and how it repeats. Rescheduling
 * an appointment asks for the reason first; choosing someone who is off that day asks first.
 */
import { Box, Button, Checkbox, Collapse, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { LookupOption } from '../../domain/workOrders/orders';
import type { ScheduleEntry, ScheduleTechnician } from '../../domain/scheduling/responses';
import { RecurrenceEditor } from '../../ui/calendar';
import { DialogFormActions } from '../../ui/form/DialogFormActions';
import { errorProps, reportSaveError, useFieldErrors } from '../../ui/form/fieldErrors';
import { MultiSelect } from '../../ui/form/MultiSelect';
import { toast } from '../../ui/notifications/toastStore';
import { EntrySummary } from './EntrySummary';
import { entryPayload, entryValues, newEntryValues, type EntryFormValues } from './entryForm';
import { createEntry, updateEntry } from './scheduleApi';
import { confirmOffDays, type useEntryChanges } from './useEntryChanges';
import { WorkOrderPicker } from './WorkOrderPicker';

const FORM_ID = 'schedule-entry-form';

export type EntryDialogTarget = { entry: ScheduleEntry } | { slot: Parameters<typeof newEntryValues>[0] };

export interface EntryDialogProps {
  target: EntryDialogTarget;
  technicians: readonly ScheduleTechnician[];
  baseCities: readonly LookupOption[];
  changes: ReturnType<typeof useEntryChanges>;
  canDispatch: boolean;
  onClose: () => void;
}

const visitChanged = (before: EntryFormValues, after: EntryFormValues) =>
  before.start !== after.start || before.end !== after.end || before.isAllDay !== after.isAllDay || before.rule !== after.rule || before.technicianIds.join() !== after.technicianIds.join();

export function EntryDialog({ target, technicians, baseCities, changes, canDispatch, onClose }: EntryDialogProps) {
  const entry = 'entry' in target ? target.entry : null;
  const [initial] = useState<EntryFormValues>(() => (entry ? entryValues(entry) : newEntryValues((target as { slot: Parameters<typeof newEntryValues>[0] }).slot)));
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [repeatOpen, setRepeatOpen] = useState(initial.pattern.type !== 'Never');
  const { errors, setErrors } = useFieldErrors();
  const readOnly = !canDispatch;
  const set = <K extends keyof EntryFormValues>(field: K, value: EntryFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.rule === null) {
      setErrors({ recurrenceRule: 'Finish the repeat pattern first.' });
      return;
    }
    const newlyChosen = values.technicianIds.filter((id) => !initial.technicianIds.includes(id) || values.start.slice(0, 10) !== initial.start.slice(0, 10));
    if (!(await confirmOffDays(technicians, newlyChosen, `${values.start}:00`))) return;
    let reason = '';
    if (entry && visitChanged(initial, values)) {
      const given = await changes.reasonFor(entry, 'reschedule');
      if (given === null) return;
      reason = given;
    }
    setSaving(true);
    try {
      const payload = entryPayload(values, reason);
      if (entry) await updateEntry(entry.schedulerId, { ...payload, version: entry.version });
      else await createEntry(payload);
      toast.success(entry ? 'Visit saved.' : 'Visit scheduled.');
      void changes.refresh();
      onClose();
    } catch (error) {
      reportSaveError(error, setErrors);
    } finally {
      setSaving(false);
    }
  };

  const removeAndClose = async (occurrenceOnly: boolean) => {
    if (entry && (await changes.remove(entry, occurrenceOnly))) onClose();
  };

  const dateType = values.isAllDay ? 'date' : 'datetime-local';
  const dateValue = (text: string) => (values.isAllDay ? text.slice(0, 10) : text);
  const dateInput = (text: string) => (values.isAllDay ? `${text}T00:00` : text);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="entry-dialog-title">
      <DialogTitle id="entry-dialog-title">{entry ? (readOnly ? 'Scheduled Visit' : 'Edit Visit') : 'Schedule a Visit'}</DialogTitle>
      <DialogContent dividers>
        {entry && <EntrySummary entry={entry} onClockAction={() => void changes.refresh()} />}
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <WorkOrderPicker value={values.order} onChange={(order) => set('order', order)} disabled={readOnly} {...errorProps(errors, 'workOrderId')} />
            <TextField label="Task" value={values.task} onChange={(e) => set('task', e.target.value)} disabled={readOnly} inputProps={{ maxLength: 500 }} {...errorProps(errors, 'task', 'What to do there, e.g. "Quarterly PM" or "Bring the new compressor".')} />
            <MultiSelect
              label="Technicians"
              required
              options={technicians.map((t) => ({ id: t.technicianId, name: t.offDays.some((d) => d.date === values.start.slice(0, 10)) ? `${t.technicianName} (off)` : t.technicianName }))}
              value={values.technicianIds}
              onChange={(ids) => set('technicianIds', ids)}
              disabled={readOnly}
              error={Boolean(errors.technicianIds)}
              helperText={errors.technicianIds}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Start" type={dateType} required fullWidth value={dateValue(values.start)} onChange={(e) => set('start', dateInput(e.target.value))} disabled={readOnly} InputLabelProps={{ shrink: true }} inputProps={{ step: 900 }} {...errorProps(errors, 'start')} />
              <TextField label="End" type={dateType} required fullWidth value={dateValue(values.end)} onChange={(e) => set('end', dateInput(e.target.value))} disabled={readOnly} InputLabelProps={{ shrink: true }} inputProps={{ step: 900 }} {...errorProps(errors, 'end')} />
            </Stack>
            <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2}>
              <FormControlLabel control={<Checkbox checked={values.isAllDay} onChange={(e) => set('isAllDay', e.target.checked)} disabled={readOnly} />} label="All day" />
              <FormControlLabel control={<Checkbox checked={values.isAppointment} onChange={(e) => set('isAppointment', e.target.checked)} disabled={readOnly} />} label="Appointment with the customer" />
              <FormControlLabel control={<Checkbox checked={values.noVisitRequired} onChange={(e) => set('noVisitRequired', e.target.checked)} disabled={readOnly} />} label="No visit required" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label="Base city" fullWidth value={values.baseCityId ?? ''} onChange={(e) => set('baseCityId', e.target.value === '' ? null : Number(e.target.value))} disabled={readOnly} {...errorProps(errors, 'baseCityId', "The order's when empty.")}>
                <MenuItem value="">None</MenuItem>
                {baseCities.map((city) => (
                  <MenuItem key={city.id} value={city.id}>
                    {city.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label="Due" type="datetime-local" fullWidth value={values.due} onChange={(e) => set('due', e.target.value)} disabled={readOnly} InputLabelProps={{ shrink: true }} {...errorProps(errors, 'due')} />
            </Stack>
            <Box>
              <Button size="small" onClick={() => setRepeatOpen((open) => !open)} disabled={readOnly && values.pattern.type === 'Never'}>
                {repeatOpen ? 'Hide repeat' : values.pattern.type === 'Never' ? 'Repeat…' : 'Repeat'}
              </Button>
              <Collapse in={repeatOpen}>
                <Box sx={{ pt: 1 }}>
                  <RecurrenceEditor
                    value={values.pattern}
                    start={`${values.start}:00`}
                    disabled={readOnly}
                    error={errors.recurrenceRule}
                    onChange={(pattern, rule) => setValues((current) => ({ ...current, pattern, rule }))}
                  />
                </Box>
              </Collapse>
            </Box>
          </Stack>
        </Box>
      </DialogContent>
      {readOnly ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 3, py: 2 }}>
          <Button onClick={onClose}>Close</Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', pl: 2 }}>
          {entry && (
            <Stack direction="row" spacing={1}>
              {entry.occurrenceStart && (
                <Button color="error" onClick={() => void removeAndClose(true)} disabled={saving}>
                  Delete this visit
                </Button>
              )}
              <Button color="error" onClick={() => void removeAndClose(false)} disabled={saving}>
                {entry.occurrenceStart ? 'Delete series' : 'Delete'}
              </Button>
            </Stack>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <DialogFormActions formId={FORM_ID} saving={saving} onCancel={onClose} saveLabel={entry ? 'Save' : 'Schedule'} />
        </Box>
      )}
    </Dialog>
  );
}
