/** The action dialog's fields: title, customer, sales person, times, duration, all-day and appointment. */
import { Autocomplete, Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import type { SchedulerChoices } from '../../domain/salesScheduler/actions';
import { SALES_COLOR_HEX, type SalesColor } from '../../domain/salesScheduler/colors';
import { errorProps, type FieldErrors } from '../../ui/form/fieldErrors';
import { withTimes, type ActionForm } from './actionForm';

interface Props {
  form: ActionForm;
  choices: SchedulerChoices | undefined;
  errors: FieldErrors;
  onChange: (form: ActionForm) => void;
  /** The caller may give the action to another sales person. */
  mayChooseSalesPerson: boolean;
}

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const shrink = { inputLabel: { shrink: true } } as const;

export function ActionFields({ form, choices, errors, onChange, mayChooseSalesPerson }: Props) {
  const customers = choices?.customers ?? [];
  const customer = customers.find((each) => each.id === form.customerId) ?? null;
  const set = (change: Partial<ActionForm>) => onChange({ ...form, ...change });
  const times = (change: Parameters<typeof withTimes>[1]) => onChange(withTimes(form, change));
  return (
    <>
      <TextField label="Title" required autoFocus value={form.title} onChange={(e) => set({ title: e.target.value })} {...errorProps(errors, 'title')} />
      <Box sx={row}>
        <Autocomplete
          options={customers}
          value={customer}
          loading={!choices}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="No Options"
          loadingText="Loading..."
          onChange={(_, chosen) => set({ customerId: chosen?.id ?? null })}
          renderInput={(params) => <TextField {...params} label="Customer" required {...errorProps(errors, 'customerId')} />}
        />
        <TextField
          select
          label="Sales Person"
          value={form.salesPersonId ?? ''}
          disabled={!mayChooseSalesPerson}
          onChange={(e) => set({ salesPersonId: Number(e.target.value) })}
          {...errorProps(errors, 'salesPersonId')}
        >
          {(choices?.salesPersons ?? []).map((person) => (
            <MenuItem key={person.id} value={person.id}>
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: SALES_COLOR_HEX[person.color as SalesColor], mr: 1, display: 'inline-block' }} />
              {person.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={row}>
        <TextField label="Start" type="datetime-local" required value={form.start} onChange={(e) => times({ start: e.target.value })} slotProps={shrink} {...errorProps(errors, 'start')} />
        <TextField label="End" type="datetime-local" required value={form.end} onChange={(e) => times({ end: e.target.value })} slotProps={shrink} {...errorProps(errors, 'endDate')} />
      </Box>
      <Box sx={row}>
        <TextField label="Due" type="datetime-local" value={form.due} onChange={(e) => set({ due: e.target.value })} slotProps={shrink} {...errorProps(errors, 'due')} />
        <TextField
          label="Duration (hours)"
          type="number"
          value={form.durationHours}
          onChange={(e) => times({ durationHours: e.target.value })}
          slotProps={{ htmlInput: { min: 0.25, step: 0.25 } }}
          {...errorProps(errors, 'durationHours')}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel control={<Checkbox checked={form.isAllDay} onChange={(e) => times({ isAllDay: e.target.checked })} />} label="All day" />
        <FormControlLabel control={<Checkbox checked={form.isAppointment} onChange={(e) => set({ isAppointment: e.target.checked })} />} label="Appointment" />
      </Box>
    </>
  );
}
