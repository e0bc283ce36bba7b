/**
 * Creates or edits a sales action: its fields and, for a new action, a single one or a whole
 * series, the recurrence editor. An occurrence of a series is edited without it (it follows
 * its series). Existing actions also offer Delete, Copy and Start / Stop. Server errors land on
 * the fields. Full screen on phones.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import type { SalesAction, SchedulerChoices } from '../../domain/salesScheduler/actions';
import { describeRecurrence, parseRecurrenceRule } from '../../domain/scheduling/recurrence';
import { RecurrenceEditor } from '../../ui/calendar';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useFormSave } from '../../ui/form/useFormSave';
import { ActionFields } from './ActionFields';
import { formErrors, type ActionForm, type EditScope } from './actionForm';

export interface ActionDialogState {
  scope: EditScope;
  /** The action or occurrence edited; null for a new one. */
  action: SalesAction | null;
  form: ActionForm;
}

interface Props {
  state: ActionDialogState | null;
  choices: SchedulerChoices | undefined;
  mayChooseSalesPerson: boolean;
  /** The caller may look but not change it (another sales person's action). */
  readOnly: boolean;
  onClose: () => void;
  onSave: (form: ActionForm) => Promise<void>;
  onDelete: () => void;
  onCopy: () => void;
  onToggleStarted: () => void;
}

const TITLES: Record<EditScope, string> = { new: 'New Sales Action', single: 'Edit Sales Action', occurrence: 'Edit Occurrence', series: 'Edit Series' };

export function ActionDialog({ state, choices, mayChooseSalesPerson, readOnly, onClose, onSave, onDelete, onCopy, onToggleStarted }: Props) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [form, setForm] = useState<ActionForm | null>(state?.form ?? null);
  const { errors, setErrors, saving, submit } = useFormSave();
  useEffect(() => {
    setForm(state?.form ?? null);
    setErrors({});
  }, [state, setErrors]);
  if (!state || !form) return null;
  const { scope, action } = state;
  const change = (next: ActionForm) => {
    setForm(next);
    setErrors({});
  };
  const repeats = scope === 'new' || scope === 'series' || (scope === 'single' && action?.recurrenceId === null);
  const series = action?.recurrenceRule ? describeRecurrence(parseRecurrenceRule(action.recurrenceRule)) : null;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="sales-action-title">
      <DialogTitle id="sales-action-title">{TITLES[scope]}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id="sales-action-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(formErrors(form), () => onSave(form));
          }}
          sx={{ display: 'grid', gap: 2.5, pt: 1, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        >
          {scope === 'occurrence' && series && (
            <Alert severity="info" variant="outlined">
              One occurrence of a series ({series}). Changes here apply to this occurrence only.
            </Alert>
          )}
          {action?.isStarted === 1 && <Alert severity="success">Started</Alert>}
          {readOnly && action && (
            <Alert severity="warning" variant="outlined">
              This is {action.salesPersonName}'s action: only they or a sales manager can change it.
            </Alert>
          )}
          <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
            <ActionFields form={form} choices={choices} errors={errors} onChange={change} mayChooseSalesPerson={mayChooseSalesPerson} />
            {repeats && (
              <>
                <Divider />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: -1 }}>
                  Recurrence
                </Typography>
                <RecurrenceEditor
                  value={form.pattern}
                  start={`${form.start || '2000-01-01T00:00'}:00`}
                  error={errors.recurrenceRule}
                  onChange={(pattern, rule) => change({ ...form, pattern, rule })}
                />
              </>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {action && !readOnly && (
          <Box sx={{ display: 'flex', gap: 1, mr: 'auto', flexWrap: 'wrap' }}>
            <Button color="error" onClick={onDelete} disabled={saving}>
              Delete
            </Button>
            <Button onClick={onCopy} disabled={saving}>
              Copy
            </Button>
            <Button onClick={onToggleStarted} disabled={saving}>
              {action.isStarted ? 'Stop' : 'Start'}
            </Button>
          </Box>
        )}
        <Button color="inherit" onClick={onClose} disabled={saving}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && <SubmitButton formId="sales-action-form" saving={saving} label="Save" />}
      </DialogActions>
    </Dialog>
  );
}
