import { TextField } from '@mui/material';
import { DESCRIPTION_MAX, type StartStopViewData, type WorkOrderFlagOption } from '../../domain/timeTracking';
import { requiresCompanyDescription } from '../../domain/userStatuses';
import { FieldSection, Wide } from './FieldSection';
import type { FormBinding } from './formBinding';
import { OptionSelect } from './OptionSelect';

/**
 * What clocking out records (spec §2.3, §4, §5): the work done, the order's flag and status,
 * the technician's next status and, for Company Work, what that work is.
 */
export function ClockOutFields({
  binding: { form, set, errorOf },
  view,
  flags,
  onWorkOrderStatusChange,
}: {
  binding: FormBinding;
  view: StartStopViewData;
  flags: readonly WorkOrderFlagOption[];
  onWorkOrderStatusChange: (statusId: number | null) => void;
}) {
  const descriptionError = errorOf('description');
  const companyError = errorOf('cDescription');
  return (
    <FieldSection title="Clock out">
      <Wide>
        <TextField
          fullWidth
          multiline
          rows={4}
          size="small"
          label="Description"
          required
          placeholder="What was done on this visit"
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
          error={!!descriptionError}
          helperText={descriptionError ?? `${form.description.length} / ${DESCRIPTION_MAX}`}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX }, inputLabel: { shrink: true } }}
        />
      </Wide>
      <OptionSelect
        label="Work Order Flag"
        value={form.workOrderFlagId}
        options={flags.map((f) => ({ value: f.workOrderFlagId, label: f.workOrderFlagName }))}
        emptyLabel="No flag"
        onChange={(value) => set('workOrderFlagId', value)}
      />
      <OptionSelect
        label="Work Order Status"
        required={view.isWorkOrderStatusFieldRequired}
        value={form.workOrderStatusId}
        options={view.workOrderStatuses.map((s) => ({ value: s.workOrderStatusId, label: s.workOrderStatus, disabled: s.disabled }))}
        emptyLabel={view.isWorkOrderStatusFieldRequired ? 'Select work order status' : 'Leave unchanged'}
        onChange={onWorkOrderStatusChange}
        error={errorOf('workOrderStatusId')}
        helperText={view.isWorkOrderStatusFieldRequired ? 'You are the last technician clocked in on this order.' : undefined}
      />
      <OptionSelect
        label="User Status"
        required
        value={form.userStatusId}
        options={view.userStatuses.map((s) => ({ value: s.userStatusId, label: s.name }))}
        emptyLabel="Select your next status"
        onChange={(value) => set('userStatusId', value)}
        error={errorOf('userStatusId')}
      />
      {requiresCompanyDescription(form.userStatusId) && (
        <Wide>
          <TextField
            fullWidth
            multiline
            rows={4}
            size="small"
            label="Company Description"
            required
            value={form.cDescription}
            onChange={(event) => set('cDescription', event.target.value)}
            error={!!companyError}
            helperText={companyError ?? `${form.cDescription.length} / ${DESCRIPTION_MAX}`}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX }, inputLabel: { shrink: true } }}
          />
        </Wide>
      )}
    </FieldSection>
  );
}
