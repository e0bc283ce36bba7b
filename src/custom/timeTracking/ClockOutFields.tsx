import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { DESCRIPTION_MAX, type StartStopViewData, type WorkOrderFlagOption } from '../../domain/timeTracking/clock';
import { requiresCompanyDescription } from '../../domain/userStatus/statuses';
import { FieldSection, Wide } from './FieldSection';
import type { FormBinding } from './formBinding';
import { OptionSelect } from './OptionSelect';
import { offersSubWorkOrder } from './startStopForm';

/**
 * What clocking out records (spec §2.3, §4, §5): the work done, the order's flag and status
 * (completing a rate-sheet order may create a sub work order), the technician's next status
 * and, for Company Work, what that work is.
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
  return (
    <FieldSection title="Clock out">
      <DescriptionArea
        label="Description"
        placeholder="What was done on this visit"
        value={form.description}
        onChange={(text) => set('description', text)}
        error={errorOf('description')}
      />
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
      {offersSubWorkOrder(view, form.workOrderStatusId) && (
        <Wide>
          <FormControlLabel
            control={<Checkbox checked={form.createSubWorkOrder} onChange={(event) => set('createSubWorkOrder', event.target.checked)} />}
            label="Create a sub work order for further visits when I clock out"
          />
        </Wide>
      )}
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
        <DescriptionArea
          label="Company Description"
          value={form.cDescription}
          onChange={(text) => set('cDescription', text)}
          error={errorOf('cDescription')}
        />
      )}
    </FieldSection>
  );
}

/** A required 4-row text area of at most DESCRIPTION_MAX characters that shows its count. */
function DescriptionArea({
  label,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
}) {
  return (
    <Wide>
      <TextField
        fullWidth
        multiline
        rows={4}
        size="small"
        label={label}
        required
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={!!error}
        helperText={error ?? `${value.length} / ${DESCRIPTION_MAX}`}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX }, inputLabel: { shrink: true } }}
      />
    </Wide>
  );
}
