/** How a series ends (spec §4): never, after a number of occurrences, or on an end date. */
import { Box, FormControlLabel, Radio, TextField, Typography } from '@mui/material';
import { defaultEndDate, type RecurrenceRange } from '../../domain/scheduling/recurrence';

const DEFAULT_OCCURRENCES = 10;

export function RecurrenceRangeFields({ range, start, onChange }: { range: RecurrenceRange; start: string; onChange: (range: RecurrenceRange) => void }) {
  const count = range.type === 'AFTER' ? range.numberOfOccurrences : DEFAULT_OCCURRENCES;
  const endDate = range.type === 'END' ? range.endDate : defaultEndDate(start);
  const row = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 } as const;
  return (
    <Box role="radiogroup" aria-label="End of the series" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ flexBasis: '100%' }}>
        Ends
      </Typography>
      <FormControlLabel control={<Radio checked={range.type === 'NEVER'} onChange={() => onChange({ type: 'NEVER' })} />} label="Never" />
      <Box sx={row}>
        <FormControlLabel
          control={<Radio checked={range.type === 'AFTER'} onChange={() => onChange({ type: 'AFTER', numberOfOccurrences: count })} />}
          label="After"
          sx={{ mr: 0 }}
        />
        <TextField
          fullWidth={false}
          size="small"
          type="number"
          label="Occurrences"
          disabled={range.type !== 'AFTER'}
          value={count}
          onChange={(e) => onChange({ type: 'AFTER', numberOfOccurrences: Number(e.target.value) })}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={{ width: 130 }}
        />
      </Box>
      <Box sx={row}>
        <FormControlLabel
          control={<Radio checked={range.type === 'END'} onChange={() => onChange({ type: 'END', endDate })} />}
          label="On"
          sx={{ mr: 0 }}
        />
        <TextField
          fullWidth={false}
          size="small"
          type="date"
          label="End date"
          disabled={range.type !== 'END'}
          value={endDate}
          onChange={(e) => onChange({ type: 'END', endDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 170 }}
        />
      </Box>
    </Box>
  );
}
