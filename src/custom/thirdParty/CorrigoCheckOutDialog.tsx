/**
 * Clock Out Corrigo Work Order (spec §2.3, §4, §5, §8): opened before the stop dialog when the
 * order is checked in to Corrigo. Paused sends the status change with the device's location;
 * Checked Out and Completed walk through Repair Category, Questions and Checked List and then
 * check the order out of Corrigo. It closes with `goOn` true once Corrigo took the change, and
 * the stop flow goes on to the normal stop dialog; cancelled, the stop ends there. When Corrigo
 * cannot be read (down, refusing) the stop goes on too, with a warning: an outage of Corrigo
 * never keeps a technician clocked in.
 */
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Step, StepButton, Stepper, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CORRIGO_WIZARD_CHOICES, CORRIGO_MESSAGES, corrigoCheckOutErrors, type CorrigoCheckOutStatus } from '../../domain/thirdParty/corrigo';
import { CHECKLIST_STEP, firstWizardStep, nextWizardStep, stepOfError, wizardSteps } from '../../domain/thirdParty/corrigoWizard';
import { showError } from '../../ui/notifications/showError';
import { toast } from '../../ui/notifications/toastStore';
import { readLocation } from '../timeTracking/location';
import { corrigoApi } from './corrigoApi';
import { CorrigoChecklist } from './CorrigoChecklist';
import { CorrigoQuestions } from './CorrigoQuestions';
import { CorrigoRepairFields } from './CorrigoRepairFields';
import { corrigoStatusText } from './corrigoStatusText';

type Choice = (typeof CORRIGO_WIZARD_CHOICES)[number];
const CHOICE_LABELS: Record<Choice, string> = { Paused: 'Paused', CheckedOut: 'Checked Out', Completed: 'Completed' };

interface Props {
  workOrderId: number;
  workOrderNumber: string;
  corrigoCustomerId: number;
  /** `comment`: what the technician wrote for Corrigo, which the stop dialog offers as its description (issue 34). */
  onClose: (goOn: boolean, comment?: string) => void;
}

export default function CorrigoCheckOutDialog({ workOrderId, workOrderNumber, corrigoCustomerId, onClose }: Props) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const keys = { wrapper: ['thirdParty', 'corrigo', 'wrapper', workOrderId], settings: ['thirdParty', 'corrigo', 'settings', corrigoCustomerId], procedures: ['thirdParty', 'corrigo', 'procedures', workOrderId] };
  const wrapper = useQuery({ queryKey: keys.wrapper, queryFn: () => corrigoApi.wrapperData(workOrderId) });
  const settings = useQuery({ queryKey: keys.settings, queryFn: () => corrigoApi.customerSettings(corrigoCustomerId) });
  const procedures = useQuery({ queryKey: keys.procedures, queryFn: () => corrigoApi.procedures(workOrderId) });
  const failed = wrapper.error ?? settings.error ?? procedures.error;
  useEffect(() => {
    if (!failed) return;
    showError(failed);
    toast.warning(CORRIGO_MESSAGES.stopWithoutCorrigo);
    onClose(true);
  }, [failed, onClose]);

  const [choice, setChoice] = useState<Choice | ''>('');
  const [comment, setComment] = useState('');
  const [repair, setRepair] = useState<{ categoryId: number | null; codeId: number | null }>({ categoryId: null, codeId: null });
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const steps = useMemo(() => (settings.data ? wizardSteps(settings.data) : []), [settings.data]);
  const [step, setStep] = useState<number | null>(null);

  /** A field's message goes as soon as the field changes (issue 34): it was about the value before. */
  const changed = (...fields: string[]) =>
    setErrors((current) => (fields.some((field) => field in current) ? Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))) : current));

  const choices = CORRIGO_WIZARD_CHOICES.filter((c) => wrapper.data?.availableWorkOrderStatuses.includes(c) ?? true);
  const checkingOut = choice === 'CheckedOut' || choice === 'Completed';
  const current = step ?? (steps.length ? firstWizardStep(steps) : CHECKLIST_STEP);
  const loaded = wrapper.data && settings.data && procedures.data;

  /** The device's location, or null after telling the user it is needed (spec §8). */
  const location = async () => {
    const { position } = await readLocation();
    if (!position) toast.error(CORRIGO_MESSAGES.locationDenied);
    return position;
  };

  const send = async (action: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await action();
      toast.success(CORRIGO_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: ['thirdParty'] });
      onClose(true, comment.trim());
    } catch (error) {
      showError(error);
      setSaving(false);
    }
  };

  const pause = async () => {
    if (comment.trim().length < 5) return setErrors({ comment: CORRIGO_MESSAGES.commentTooShort });
    const position = await location();
    if (position) await send(() => corrigoApi.changeStatus({ workOrderId, workOrderStatus: 'Paused', comment: comment.trim(), location: position }));
  };

  const finish = async () => {
    if (!settings.data || !procedures.data) return;
    const form = {
      comment: comment.trim(),
      workOrderStatus: choice as CorrigoCheckOutStatus,
      // An untouched question keeps Corrigo's answer; an untouched switch reads False, as it shows.
      customFields: settings.data.customFields.map((field) => ({ id: field.id, value: (answers[field.id] ?? field.value ?? (field.type === 'Bool' ? 'False' : '')).trim() || null })),
      repairInfo: settings.data.isRepairCodeRequired ? repair : null,
    };
    const found = corrigoCheckOutErrors(form, settings.data, procedures.data);
    setErrors(found);
    if (Object.keys(found).length) {
      if (found.procedures) toast.error(found.procedures);
      const firstStep = Object.keys(found).map(stepOfError).find((s) => s !== null);
      if (firstStep !== undefined && firstStep !== null) setStep(firstStep);
      return;
    }
    const position = await location();
    if (position) await send(() => corrigoApi.checkOut({ workOrderId, ...form, coordinates: position }));
  };

  const previous = nextWizardStep(steps, current, -1);
  const next = nextWizardStep(steps, current, 1);

  return (
    <Dialog open onClose={() => !saving && onClose(false)} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="corrigo-checkout-title" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <DialogTitle id="corrigo-checkout-title">Clock Out Corrigo Work Order {workOrderNumber}</DialogTitle>
      <DialogContent dividers>
        {!loaded ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }} role="status" aria-label="Reading the Corrigo work order">
            <CircularProgress size={32} />
          </Box>
        ) : (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select required label="New Status" value={choice} onChange={(e) => setChoice(e.target.value as Choice)} sx={{ minWidth: 200 }} helperText={`Now: ${corrigoStatusText(wrapper.data.workOrderStatus)}`}>
                {choices.map((c) => (
                  <MenuItem key={c} value={c}>
                    {CHOICE_LABELS[c]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                fullWidth
                multiline
                minRows={2}
                label="Comment"
                value={comment}
                onChange={(e) => {
                  setComment(e.target.value);
                  changed('comment');
                }}
                error={Boolean(errors.comment)}
                helperText={errors.comment ?? 'At least 5 characters; Corrigo keeps it with the change.'}
              />
            </Stack>
            {checkingOut && (
              <>
                <Stepper nonLinear activeStep={current} alternativeLabel={!phone}>
                  {steps.map((s, index) => (
                    <Step key={s.label} disabled={!s.enabled} completed={false}>
                      <StepButton onClick={() => setStep(index)} disabled={!s.enabled}>
                        {s.label}
                      </StepButton>
                    </Step>
                  ))}
                </Stepper>
                <Box>
                  {current === 0 && (
                    <CorrigoRepairFields
                      categories={settings.data.repairCategories}
                      value={repair}
                      onChange={(value) => {
                        setRepair(value);
                        changed('repairInfo.categoryId', 'repairInfo.codeId');
                      }}
                      errors={errors}
                    />
                  )}
                  {current === 1 && (
                    <CorrigoQuestions
                      fields={settings.data.customFields}
                      answers={answers}
                      onChange={(id, value) => {
                        setAnswers((a) => ({ ...a, [id]: value }));
                        changed(`customFields.${id}`);
                      }}
                      errors={errors}
                    />
                  )}
                  {current === CHECKLIST_STEP && (
                    <CorrigoChecklist workOrderId={workOrderId} procedures={procedures.data} onStepSaved={() => void queryClient.invalidateQueries({ queryKey: keys.procedures })} />
                  )}
                </Box>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={saving}>
          Cancel
        </Button>
        {choice === 'Paused' && (
          <Button variant="contained" onClick={() => void pause()} disabled={saving}>
            Save
          </Button>
        )}
        {checkingOut && (
          <>
            <Button onClick={() => previous !== null && setStep(previous)} disabled={saving || previous === null}>
              Previous
            </Button>
            {next !== null ? (
              <Button variant="contained" onClick={() => setStep(next)} disabled={saving}>
                Next
              </Button>
            ) : (
              <Button variant="contained" onClick={() => void finish()} disabled={saving}>
                Finish
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
