/**
 * The nested Update Step dialog (spec §2.3): a procedure step's answer in its type, or "Is Done"
 * for a plain to-do (step type Text), and a comment. Saving sends the step with the status the
 * rule of spec §4 gives its value (Done, else Open).
 */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { CORRIGO_MESSAGES, stepStatusFor, type CorrigoStep } from '../../domain/thirdParty/corrigo';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { corrigoApi } from './corrigoApi';
import { CorrigoFieldInput } from './CorrigoFieldInput';

interface Props {
  workOrderId: number;
  step: CorrigoStep;
  onClose: (saved: boolean) => void;
}

export function CorrigoStepDialog({ workOrderId, step, onClose }: Props) {
  const isToDo = step.stepType === 'Text';
  const [value, setValue] = useState(step.value ?? (isToDo ? 'False' : ''));
  const [comment, setComment] = useState(step.comment ?? '');
  const [saving, setSaving] = useState(false);
  /** Corrigo's refusal of the value (409 "Corrigo: ..."), shown under it until it changes (issue 34). */
  const [refusal, setRefusal] = useState<string | undefined>();
  const change = (next: string) => {
    setValue(next);
    setRefusal(undefined);
  };

  const save = async () => {
    setSaving(true);
    try {
      await corrigoApi.updateSteps({ workorderId: workOrderId, procedureId: step.procedureId, steps: [{ id: step.id, value, comment: comment.trim() || null, status: stepStatusFor(value) }] });
      toast.success(CORRIGO_MESSAGES.stepSaved);
      onClose(true);
    } catch (error) {
      // Corrigo refused the value: said beside it. Anything else (Corrigo down, no connection) is no fault of the value.
      if (error instanceof HttpError && error.status === 409) setRefusal(error.message);
      else showError(error);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="corrigo-step-title">
      <DialogTitle id="corrigo-step-title">Update Step</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{step.description}</Typography>
          {isToDo ? (
            <div>
              <FormControlLabel sx={{ minHeight: 44 }} control={<Checkbox checked={value === 'True'} onChange={(_, checked) => change(checked ? 'True' : 'False')} />} label="Is Done" />
              {refusal && (
                <FormHelperText error role="alert">
                  {refusal}
                </FormHelperText>
              )}
            </div>
          ) : (
            <CorrigoFieldInput label={step.label ?? 'Value'} type={step.dataType} values={[]} value={value} onChange={change} error={refusal} />
          )}
          <TextField label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} multiline minRows={2} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
