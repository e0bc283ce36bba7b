/**
 * Which days a series falls on: the weekday toggles of a weekly series, and for a monthly or
 * yearly one a day of the month or the nth weekday (with the month of a yearly one).
 */
import { Box, FormControlLabel, MenuItem, Radio, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  WEEKDAYS,
  WEEK_INDEXES,
  isoWeekdayOf,
  type DayInMonth,
  type IsoWeekday,
  type RecurrencePattern,
  type WeekIndex,
} from '../../domain/scheduling/recurrence';
import { MONTH_LABELS, WEEKDAY_LABELS, WEEK_INDEX_LABELS } from './recurrenceLabels';

type Weekly = Extract<RecurrencePattern, { type: 'Weekly' }>;
type InMonth = Extract<RecurrencePattern, { type: 'Monthly' | 'Yearly' }>;

const small = { size: 'small' as const };

/** The week of the month the start's weekday falls in: first to fourth, or last for a fifth. */
function weekIndexOf(start: string): WeekIndex {
  const week = Math.ceil(Number(start.slice(8, 10)) / 7);
  return (week > 4 ? -1 : week) as WeekIndex;
}

export function WeekdayToggles({ pattern, onChange }: { pattern: Weekly; onChange: (pattern: Weekly) => void }) {
  return (
    <ToggleButtonGroup
      {...small}
      color="primary"
      value={pattern.weekdays}
      aria-label="Repeat on"
      onChange={(_, days: IsoWeekday[]) => onChange({ ...pattern, weekdays: [...days].sort((a, b) => a - b) })}
      sx={{ flexWrap: 'wrap' }}
    >
      {WEEKDAYS.map((day) => (
        <ToggleButton key={day} value={day} aria-label={WEEKDAY_LABELS[day].name} sx={{ px: 1.25 }}>
          {WEEKDAY_LABELS[day].short}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function MonthSelect({ value, onChange }: { value: number; onChange: (month: number) => void }) {
  return (
    <TextField fullWidth={false} {...small} select label="Month" value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 130 }}>
      {MONTH_LABELS.map((name, index) => (
        <MenuItem key={name} value={index + 1}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day of the month, or the nth weekday, for a monthly or yearly series starting at `start`. */
export function DayInMonthFields({ pattern, start, onChange }: { pattern: InMonth; start: string; onChange: (pattern: InMonth) => void }) {
  const month = pattern.type === 'Yearly' ? (pattern.month ?? Number(start.slice(5, 7))) : undefined;
  const withMonth = (next: DayInMonth, nextMonth = month): InMonth =>
    pattern.type === 'Yearly' ? { type: 'Yearly', interval: pattern.interval, range: pattern.range, month: nextMonth, ...next } : { type: 'Monthly', interval: pattern.interval, range: pattern.range, ...next };
  const absolute: DayInMonth = {
    recurrenceType: 'absolute',
    dayOfMonth: pattern.recurrenceType === 'absolute' ? (pattern.dayOfMonth ?? Number(start.slice(8, 10))) : Number(start.slice(8, 10)),
  };
  const relative: Extract<DayInMonth, { recurrenceType: 'relative' }> =
    pattern.recurrenceType === 'relative' ? pattern : { recurrenceType: 'relative', weekIndex: weekIndexOf(start), weekday: isoWeekdayOf(start) };
  const isAbsolute = pattern.recurrenceType === 'absolute';
  const monthSelect = month !== undefined && <MonthSelect value={month} onChange={(m) => onChange(withMonth(isAbsolute ? absolute : relative, m))} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} role="radiogroup" aria-label="Day of the series">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel control={<Radio checked={isAbsolute} onChange={() => onChange(withMonth(absolute))} />} label="On day" sx={{ mr: 0 }} />
        {isAbsolute && monthSelect}
        <TextField
          fullWidth={false}
          {...small}
          type="number"
          label="Day"
          disabled={!isAbsolute}
          value={absolute.dayOfMonth}
          onChange={(e) => onChange(withMonth({ recurrenceType: 'absolute', dayOfMonth: Number(e.target.value) }))}
          slotProps={{ htmlInput: { min: 1, max: 31 } }}
          sx={{ width: 90 }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel control={<Radio checked={!isAbsolute} onChange={() => onChange(withMonth(relative))} />} label="On the" sx={{ mr: 0 }} />
        <TextField
          fullWidth={false}
          {...small}
          select
          label="Week"
          disabled={isAbsolute}
          value={relative.weekIndex}
          onChange={(e) => onChange(withMonth({ ...relative, weekIndex: Number(e.target.value) as WeekIndex }))}
          sx={{ minWidth: 110 }}
        >
          {WEEK_INDEXES.map((index) => (
            <MenuItem key={index} value={index}>
              {WEEK_INDEX_LABELS[index]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth={false}
          {...small}
          select
          label="Weekday"
          disabled={isAbsolute}
          value={relative.weekday}
          onChange={(e) => onChange(withMonth({ ...relative, weekday: Number(e.target.value) as IsoWeekday }))}
          sx={{ minWidth: 130 }}
        >
          {WEEKDAYS.map((day) => (
            <MenuItem key={day} value={day}>
              {WEEKDAY_LABELS[day].name}
            </MenuItem>
          ))}
        </TextField>
        {!isAbsolute && monthSelect}
      </Box>
    </Box>
  );
}
