/**
 * The subscriber's clock in the browser. Every "today" and "now" FieldDesk shows is the
 * subscriber's (the time zone of its settings, which validateUser answers), never the
 * browser's: a dispatcher whose browser runs on UTC sees the office's day, as the server does
 * (src/server/http/timeZone.ts).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options = { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "YYYY-MM-DDTHH:mm:ss" on the zone's wall clock at the instant. */
export function wallClockIn(timeZone: string, instant: Date = new Date()): string {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The zone's date "YYYY-MM-DD" at the instant. */
export const todayIn = (timeZone: string, instant: Date = new Date()): string => wallClockIn(timeZone, instant).slice(0, 10);

/** The calendar day `days` after "YYYY-MM-DD" (before, when negative): calendar arithmetic, no zone. */
export const shiftDay = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
