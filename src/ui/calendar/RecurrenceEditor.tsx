/**
 * The recurrence editor (spec §2.3, §3.8 "Recurrence pattern", §4 "Recurrence range", §9):
 * Never, Daily, Weekly (weekday toggles Monday to Sunday), Monthly (a day of the month, or the
 * first to fourth or last weekday), Yearly (a month and day, or the nth weekday of a month);
 * the interval (default 1); the range (never, after N occurrences, on an end date a year ahead
 * by default); and the plain-language summary. It edits a RecurrencePattern and gives back its
 * RFC 5545 rule text ("" for Never), or null while the pattern cannot be written.
 */
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import {
  describeRecurrence,
  newRecurrencePattern,
  recurrencePatternError,
  toRecurrenceRule,
  type RecurrenceFrequency,
  type RecurrencePattern,
} from '../../domain/scheduling/recurrence';
import { DayInMonthFields, WeekdayToggles } from './RecurrenceDayFields';
import { RecurrenceRangeFields } from './RecurrenceRangeFields';
import { UNIT_LABELS } from './recurrenceLabels';

const FREQUENCIES: readonly RecurrenceFrequency[] = ['Never', 'Daily', 'Weekly', 'Monthly', 'Yearly'];

/** The rule text of a pattern ("" for Never), or null when it cannot be written yet. */
export const ruleTextOf = (pattern: RecurrencePattern): string | null => (recurrencePatternError(pattern) ? null : toRecurrenceRule(pattern));

export interface RecurrenceEditorProps {
  value: RecurrencePattern;
  /** The entry's start "YYYY-MM-DDTHH:mm:ss": the day new patterns fall on and the end date counts from. */
  start: string;
  onChange: (pattern: RecurrencePattern, rule: string | null) => void;
  /** The server's message for the rule, shown under the summary. */
  error?: string;
  disabled?: boolean;
}

export function RecurrenceEditor({ value, start, onChange, error, disabled }: RecurrenceEditorProps) {
  const change = (pattern: RecurrencePattern) => onChange(pattern, ruleTextOf(pattern));
  const chooseType = (type: RecurrenceFrequency) => {
    const fresh = newRecurrencePattern(type, start);
    // The interval and the end carry over from one repeating type to another.
    change(fresh.type !== 'Never' && value.type !== 'Never' ? { ...fresh, interval: value.interval, range: value.range } : fresh);
  };
  const problem = recurrencePatternError(value);
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }} aria-label="Recurrence">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          fullWidth={false}
          size="small"
          select
          label="Repeat"
          value={value.type}
          onChange={(e) => chooseType(e.target.value as RecurrenceFrequency)}
          sx={{ minWidth: 140 }}
        >
          {FREQUENCIES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        {value.type !== 'Never' && (
          <TextField
            fullWidth={false}
            size="small"
            type="number"
            label={`Every (${UNIT_LABELS[value.type]}s)`}
            value={value.interval}
            onChange={(e) => change({ ...value, interval: Number(e.target.value) })}
            slotProps={{ htmlInput: { min: 1 } }}
            sx={{ width: 140 }}
          />
        )}
      </Box>
      {value.type === 'Weekly' && <WeekdayToggles pattern={value} onChange={change} />}
      {(value.type === 'Monthly' || value.type === 'Yearly') && <DayInMonthFields pattern={value} start={start} onChange={change} />}
      {value.type !== 'Never' && <RecurrenceRangeFields range={value.range} start={start} onChange={(range) => change({ ...value, range })} />}
      <Typography variant="body2" data-testid="recurrence-summary" aria-live="polite" sx={{ fontWeight: 600 }}>
        {problem ? '' : describeRecurrence(value)}
      </Typography>
      {(problem || error) && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {problem ?? error}
        </Alert>
      )}
    </Box>
  );
}
