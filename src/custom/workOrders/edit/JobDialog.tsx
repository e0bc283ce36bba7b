import { Box, Dialog, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { FILTER_DATE_FORMAT, formatApiDateTime } from '../../../domain/dateFormats';
import { DESCRIPTION_MAX } from '../../../domain/timeTracking/clock';
import type { WorkOrderLookups } from '../../../domain/workOrders/orders';
import type { JobBody } from '../childrenApi';
import { errorProps, type FieldErrors } from '../../../ui/form/fieldErrors';
import { DialogFormActions } from '../../../ui/form/DialogFormActions';
import { useFormSave } from '../../../ui/form/useFormSave';
import { LookupSelect } from '../form/LookupSelect';

/** Every field of a job, as the dialog holds them. */
const EMPTY: Required<JobBody> = { jobAreaId: null, jobStatusId: null, crewMemberId: null, description: '', scheduledDate: null };

/** Adds a job to the order: area, status, crew member, what to do and when. Full screen on phones. */
export function JobDialog({ open, lookups, onClose, onSave }: { open: boolean; lookups: WorkOrderLookups | null; onClose: () => void; onSave: (job: JobBody) => Promise<void> }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [job, setJob] = useState(EMPTY);
  const [scheduled, setScheduled] = useState<Date | null>(null);
  const { errors, setErrors, saving, submit } = useFormSave();
  const change = (next: Partial<JobBody>) => {
    setJob((current) => ({ ...current, ...next }));
    setErrors({});
  };

  const save = async () => {
    const found: FieldErrors = {};
    if (!job.description.trim()) found.description = 'Description is required.';
    if (scheduled && Number.isNaN(scheduled.getTime())) found.scheduledDate = 'Enter the date as MM/dd/yyyy.';
    await submit(found, async () => {
      await onSave({ ...job, description: job.description.trim(), scheduledDate: scheduled ? formatApiDateTime(scheduled).slice(0, 10) : null });
      setJob(EMPTY);
      setScheduled(null);
    });
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="job-dialog-title">
      <DialogTitle id="job-dialog-title">Add Job</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="job-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 2.5, pt: 1, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        >
          <LookupSelect label="Job Area" options={lookups?.jobAreas} value={job.jobAreaId} onChange={(jobAreaId) => change({ jobAreaId })} error={errors.jobAreaId} />
          <LookupSelect label="Job Status" options={lookups?.jobStatuses} value={job.jobStatusId} onChange={(jobStatusId) => change({ jobStatusId })} error={errors.jobStatusId} />
          <LookupSelect label="Crew Member" options={lookups?.crewMembers} value={job.crewMemberId} onChange={(crewMemberId) => change({ crewMemberId })} error={errors.crewMemberId} />
          <DatePicker
            label="Scheduled Date"
            value={scheduled}
            format={FILTER_DATE_FORMAT}
            onChange={(date) => {
              setScheduled(date);
              setErrors({});
            }}
            slotProps={{ textField: { variant: 'filled', ...errorProps(errors, 'scheduledDate') }, field: { clearable: true } }}
          />
          <TextField
            label="Description"
            required
            multiline
            rows={4}
            value={job.description}
            onChange={(e) => change({ description: e.target.value })}
            {...errorProps(errors, 'description', `${job.description.length} / ${DESCRIPTION_MAX}`)}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
          />
        </Box>
      </DialogContent>
      <DialogFormActions formId="job-form" saving={saving} onCancel={onClose} />
    </Dialog>
  );
}
