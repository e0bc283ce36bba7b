/**
 * The rules of clock-time evidence (src/domain/timeTracking/evidence.ts): how a time was set,
 * and when a typed or late time, or an overtime claim, waits for approval.
 */
import { describe, expect, it } from 'vitest';
import {
  CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES,
  initialReview,
  overtimeReview,
  timeNeedsApproval,
  timeSetBy,
  toleranceOrDefault,
} from '../../src/domain/timeTracking/evidence';

const received = new Date('2026-12-07T15:00:30Z');
const minutesFrom = (minutes: number, from = received) => new Date(from.getTime() + minutes * 60_000);

describe('how a clock time was set', () => {
  it('is late when the phone kept the action, whatever the time', () => {
    expect(timeSetBy({ delayed: true, time: received, moment: received })).toBe('late');
  });
  it("is live when the time is the action's own minute, typed otherwise", () => {
    expect(timeSetBy({ delayed: false, time: new Date('2026-12-07T15:00:00Z'), moment: received })).toBe('live');
    expect(timeSetBy({ delayed: false, time: new Date('2026-12-07T14:59:00Z'), moment: received })).toBe('typed');
    expect(timeSetBy({ delayed: false, time: new Date('2026-12-07T15:01:00Z'), moment: received })).toBe('typed');
  });
});

describe('the tolerance', () => {
  it(`defaults to ${CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES} minutes`, () => {
    expect(CLOCK_TIME_TOLERANCE_DEFAULT_MINUTES).toBe(15);
    expect(toleranceOrDefault(undefined)).toBe(15);
    expect(toleranceOrDefault(null)).toBe(15);
    expect(toleranceOrDefault(-1)).toBe(15);
    expect(toleranceOrDefault(2.5)).toBe(15);
    expect(toleranceOrDefault(0)).toBe(0);
    expect(toleranceOrDefault(60)).toBe(60);
  });

  it('marks a typed or late time further than the tolerance from its receipt, before or after it', () => {
    for (const setBy of ['typed', 'late'] as const) {
      expect(timeNeedsApproval(setBy, minutesFrom(-15), received, 15), `${setBy} 15 before`).toBe(false);
      expect(timeNeedsApproval(setBy, minutesFrom(-15.01), received, 15), `${setBy} just over 15 before`).toBe(true);
      expect(timeNeedsApproval(setBy, minutesFrom(15), received, 15), `${setBy} 15 after`).toBe(false);
      expect(timeNeedsApproval(setBy, minutesFrom(16), received, 15), `${setBy} 16 after`).toBe(true);
      expect(timeNeedsApproval(setBy, minutesFrom(-40), received, 60), `${setBy} 40 before, 60 allowed`).toBe(false);
      expect(timeNeedsApproval(setBy, minutesFrom(-1), received, 0), `${setBy} 1 before, none allowed`).toBe(true);
    }
  });

  it('never marks a live or corrected time', () => {
    expect(timeNeedsApproval('live', minutesFrom(-600), received, 15)).toBe(false);
    expect(timeNeedsApproval('corrected', minutesFrom(-600), received, 15)).toBe(false);
  });

  it('starts a marked time as pending, an unmarked one with no review', () => {
    expect(initialReview('typed', minutesFrom(-30), received, 15)).toBe('pending');
    expect(initialReview('typed', minutesFrom(-5), received, 15)).toBeNull();
  });
});

describe('an overtime claim', () => {
  it('waits for approval, is dropped when withdrawn, and stays decided once decided', () => {
    expect(overtimeReview(true, null)).toBe('pending');
    expect(overtimeReview(false, null)).toBeNull();
    expect(overtimeReview(false, 'pending')).toBeNull();
    expect(overtimeReview(true, 'approved')).toBe('approved');
    expect(overtimeReview(false, 'corrected')).toBe('corrected');
  });
});
