/**
 * Typed clock times: the dialog shows and sends "YYYY-MM-DD" and "HH:mm" in the subscriber's
 * wall clock (http/timeZone.ts turns them into instants); these rules compare the instants.
 */

const MS_PER_MINUTE = 60_000;

/**
 * Typed times have minute precision: one within the same minute as `floor` (a stop typed in
 * the minute the labor started) means `floor` itself. A time in an earlier minute gives null.
 */
export function notBefore(instant: Date, floor: Date): Date | null {
  if (instant.getTime() >= floor.getTime()) return instant;
  return instant.getTime() >= Math.floor(floor.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE ? floor : null;
}

/** Beyond the allowed clock skew ahead of the server's clock. */
export const isInFuture = (instant: Date, now: Date, toleranceMinutes: number) => instant.getTime() > now.getTime() + toleranceMinutes * MS_PER_MINUTE;
