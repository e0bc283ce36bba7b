/**
 * Clock actions the phone kept while it was offline (README "Working offline"): they arrive
 * later with `actedAt`, the moment the technician acted. Within DELAYED_ACTION_WINDOW_HOURS
 * that moment stands for "now" in every default and rule of the request, so the labor carries
 * the technician's times, not the time of delivery; older, the action is refused. What changed
 * since (the labor closed by a team leader or another device, another labor opened, the order
 * closed) is refused by the clock rules themselves, with messages that say so.
 */
import { DELAYED_ACTION_WINDOW_HOURS, FUTURE_TOLERANCE_MINUTES, TIME_TRACKING_MESSAGES } from '../../domain/timeTracking/clock';
import { wallClock } from '../http/timeZone';
import { throwIfFieldErrors } from './clockTransaction';
import { isInFuture } from './time';

/** ISO 8601 date and time with seconds optional, fractions optional, and a zone (Z or ±hh:mm). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const MS_PER_HOUR = 3_600_000;

export interface ActionMoment {
  /** When the action happened: `actedAt`, or the server's clock for a request sent at once. */
  at: Date;
  /** True when the request came late from the phone's offline queue. */
  delayed: boolean;
}

/** The moment of a clock request; a 400 naming `actedAt` when it is not a date-time, in the future, or out of the window. */
export function actionMoment(actedAt: string | undefined, now: Date, zone: string): ActionMoment {
  if (actedAt === undefined) return { at: now, delayed: false };
  const at = new Date(actedAt);
  if (!ISO_INSTANT.test(actedAt) || Number.isNaN(at.getTime())) throwIfFieldErrors({ actedAt: TIME_TRACKING_MESSAGES.actedAtInvalid });
  if (isInFuture(at, now, FUTURE_TOLERANCE_MINUTES)) throwIfFieldErrors({ actedAt: TIME_TRACKING_MESSAGES.actedAtInFuture });
  if (now.getTime() - at.getTime() > DELAYED_ACTION_WINDOW_HOURS * MS_PER_HOUR) {
    throwIfFieldErrors({ actedAt: TIME_TRACKING_MESSAGES.actedTooLongAgo(wallClock(at, zone).dateTime.replace('T', ' ').slice(0, 16)) });
  }
  // A phone clock a little ahead never records a moment after the server's.
  return { at: at.getTime() > now.getTime() ? now : at, delayed: true };
}
