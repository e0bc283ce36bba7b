/**
 * Runs a test body in another local time zone, to show that a date rule does not
 * depend on where the computer is (daylight-saving days are 23 or 25 hours long).
 */
export function inTimeZone<T>(timeZone: string, body: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return body();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}
