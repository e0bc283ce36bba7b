import { TextField } from '@mui/material';
import { SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN } from '../../domain/constants';
import type { ServiceChannelPrimaryStatus } from '../../domain/timeTracking/clock';
import { FieldSection } from './FieldSection';
import type { FormBinding } from './formBinding';
import { OptionSelect } from './OptionSelect';
import { extendedStatusesOf } from './startStopForm';

/** How many technicians a Service Channel order has on site: at least 1 (spec §5, §9). */
export function ServiceChannelTechsField({ binding: { form, set, errorOf } }: { binding: FormBinding }) {
  return (
    <FieldSection title="Service Channel">
      <TextField
        type="number"
        size="small"
        label="No. of Technicians"
        required
        value={Number.isNaN(form.noOfServiceChannelTechs) ? '' : form.noOfServiceChannelTechs}
        onChange={(event) => set('noOfServiceChannelTechs', event.target.value === '' ? Number.NaN : Number(event.target.value))}
        error={!!errorOf('noOfServiceChannelTechs')}
        helperText={errorOf('noOfServiceChannelTechs')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN, step: 1, inputMode: 'numeric' } }}
      />
    </FieldSection>
  );
}

/**
 * A Service Channel order's statuses at clock-out (spec §2.3, §4): the primary status, IN
 * PROGRESS preselected, and the extended status, hidden when the primary is COMPLETED.
 */
export function ServiceChannelStatusFields({
  binding: { form, set, errorOf },
  primaries,
}: {
  binding: FormBinding;
  primaries: readonly ServiceChannelPrimaryStatus[];
}) {
  const extended = extendedStatusesOf(primaries, form.scPrimaryStatus);
  return (
    <FieldSection title="Service Channel status">
      <OptionSelect
        label="Primary Status"
        required
        value={form.scPrimaryStatus}
        options={primaries.map((p) => ({ value: p.name, label: p.name }))}
        onChange={(value) => {
          set('scPrimaryStatus', value);
          set('scExtendedStatus', null);
        }}
        error={errorOf('scPrimaryStatus')}
      />
      {extended.length > 0 && (
        <OptionSelect
          label="Extended Status"
          value={form.scExtendedStatus}
          options={extended.map((name) => ({ value: name, label: name }))}
          emptyLabel="None"
          onChange={(value) => set('scExtendedStatus', value)}
        />
      )}
    </FieldSection>
  );
}
