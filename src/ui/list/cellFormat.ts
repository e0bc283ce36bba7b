/**
 * How a value reads in a list cell, a phone card, the export and the history: Yes/No,
 * money with $ and 2 decimals, dates MM/DD/YYYY, date-times "MM/DD/YYYY, h:mm A",
 * references and enum choices by their label.
 */
import { formatDisplayDateTime, formatMonthFirstDate, localDate, parseApiDateTime } from '../../domain/dateFormats';
import { formatMoney, toCents } from '../../domain/money';
import type { ColumnKind } from './columns';

/** "YYYY-MM-DD" (or the date part of a date-time) as a local date, or null. */
export function parseApiDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? localDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export function formatCell(kind: ColumnKind, value: unknown, referenceLabel?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'money': {
      const amount = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(amount) ? formatMoney(toCents(amount)) : String(value);
    }
    case 'date': {
      const date = typeof value === 'string' ? parseApiDate(value) : null;
      return date ? formatMonthFirstDate(date) : String(value);
    }
    case 'dateTime': {
      const date = typeof value === 'string' ? (parseApiDateTime(value.slice(0, 19)) ?? null) : null;
      return date ? formatDisplayDateTime(date) : String(value);
    }
    case 'reference':
      return referenceLabel ?? `#${String(value)}`;
    case 'enum':
      return referenceLabel ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
