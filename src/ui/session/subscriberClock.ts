/**
 * The signed-in subscriber's clock (src/domain/subscriberClock.ts): its zone from the session
 * (validateUser), the browser's own only before a session answered one.
 */
import { todayIn, wallClockIn } from '../../domain/subscriberClock';
import { currentSession } from './sessionStore';

export const subscriberTimeZone = (): string => currentSession()?.user.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "YYYY-MM-DDTHH:mm:ss" on the subscriber's wall clock now (or at `instant`). */
export const subscriberNow = (instant: Date = new Date()): string => wallClockIn(subscriberTimeZone(), instant);

/** The subscriber's date "YYYY-MM-DD" now (or at `instant`). */
export const subscriberToday = (instant: Date = new Date()): string => todayIn(subscriberTimeZone(), instant);
