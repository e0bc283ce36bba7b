import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration } from '../../src/domain/durations';

describe('durationParts', () => {
  it('splits minutes into days of 24 hours, hours and minutes', () => {
    expect(durationParts(0)).toEqual({ days: 0, hours: 0, mins: 0 });
    expect(durationParts(59)).toEqual({ days: 0, hours: 0, mins: 59 });
    expect(durationParts(60)).toEqual({ days: 0, hours: 1, mins: 0 });
    expect(durationParts(1439)).toEqual({ days: 0, hours: 23, mins: 59 });
    expect(durationParts(1440)).toEqual({ days: 1, hours: 0, mins: 0 });
    expect(durationParts(1565)).toEqual({ days: 1, hours: 2, mins: 5 });
  });

  it('rounds to the nearest minute first', () => {
    expect(durationParts(59.5)).toEqual({ days: 0, hours: 1, mins: 0 });
    expect(durationParts(0.4)).toEqual({ days: 0, hours: 0, mins: 0 });
  });

  it('gives negative parts for a negative duration and never -0', () => {
    expect(durationParts(-61)).toEqual({ days: 0, hours: -1, mins: -1 });
    const tiny = durationParts(-0.2);
    expect(Object.is(tiny.mins, 0) && Object.is(tiny.hours, 0) && Object.is(tiny.days, 0)).toBe(true);
  });
});

describe('formatDuration (spec §9: Days, Hours, Mins)', () => {
  it('shows every non-zero unit', () => {
    expect(formatDuration(1565)).toBe('1 Day 2 Hours 5 Mins');
    expect(formatDuration(2 * 1440 + 3 * 60 + 45)).toBe('2 Days 3 Hours 45 Mins');
  });

  it('is singular for exactly 1 and plural otherwise', () => {
    expect(formatDuration(1)).toBe('1 Min');
    expect(formatDuration(2)).toBe('2 Mins');
    expect(formatDuration(60)).toBe('1 Hour');
    expect(formatDuration(120)).toBe('2 Hours');
    expect(formatDuration(1440)).toBe('1 Day');
    expect(formatDuration(1440 + 60 + 1)).toBe('1 Day 1 Hour 1 Min');
  });

  it('leaves out zero units', () => {
    expect(formatDuration(1440 + 5)).toBe('1 Day 5 Mins');
    expect(formatDuration(1440 + 120)).toBe('1 Day 2 Hours');
    expect(formatDuration(65)).toBe('1 Hour 5 Mins');
  });

  it('reads "0 Mins" for no time at all', () => {
    expect(formatDuration(0)).toBe('0 Mins');
    expect(formatDuration(0.3)).toBe('0 Mins');
    expect(formatDuration(-0.3)).toBe('0 Mins');
  });

  it('puts a minus before a negative duration', () => {
    expect(formatDuration(-65)).toBe('-1 Hour 5 Mins');
  });

  it('gives "" for a value that is not a number', () => {
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});
