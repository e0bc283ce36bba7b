import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { FieldSection, Wide } from './FieldSection';
import type { FormBinding } from './formBinding';

/**
 * Date, times, overtime and apprentice rate (spec §2.3). Clocking out shows the labor's start
 * read-only and the stop time to change; until it is changed the server's clock stops the labor.
 */
export function TimeFields({
  binding: { form, set, errorOf },
  stopMode,
  onStopMomentEdited,
}: {
  binding: FormBinding;
  stopMode: boolean;
  onStopMomentEdited: () => void;
}) {
  const shrink = { inputLabel: { shrink: true } };
  return (
    <FieldSection title="Time" columns={stopMode ? 3 : 2}>
      <TextField
        type="date"
        size="small"
        label="Date"
        required
        value={form.date}
        onChange={(event) => {
          set('date', event.target.value);
          if (stopMode) onStopMomentEdited();
        }}
        error={!!errorOf('date')}
        helperText={errorOf('date')}
        slotProps={shrink}
      />
      <TextField
        type="time"
        size="small"
        label="Start Time"
        required
        value={form.startTime}
        onChange={(event) => set('startTime', event.target.value)}
        error={!!errorOf('startTime')}
        helperText={errorOf('startTime') ?? (stopMode ? 'When you clocked in' : undefined)}
        slotProps={{ ...shrink, htmlInput: { readOnly: stopMode } }}
      />
      {stopMode && (
        <TextField
          type="time"
          size="small"
          label="Stop Time"
          value={form.stopTime ?? ''}
          onChange={(event) => {
            set('stopTime', event.target.value);
            onStopMomentEdited();
          }}
          error={!!errorOf('stopTime')}
          helperText={errorOf('stopTime') ?? 'Now, unless you change it'}
          slotProps={shrink}
        />
      )}
      <Wide>
        <FormControlLabel
          control={<Checkbox checked={form.isOvertime} onChange={(event) => set('isOvertime', event.target.checked)} />}
          label="Overtime"
        />
        <FormControlLabel
          control={
            <Checkbox checked={form.isApprenticeRateApplied} onChange={(event) => set('isApprenticeRateApplied', event.target.checked)} />
          }
          label="Apprentice Rate Applied"
        />
      </Wide>
    </FieldSection>
  );
}
