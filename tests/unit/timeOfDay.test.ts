import { describe, expect, it } from 'vitest';
import { isStartBeforeEnd, parseTimeOfDay } from '../../src/domain/timeOfDay';

describe('parseTimeOfDay', () => {
  it('gives minutes since midnight', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('09:05')).toBe(545);
    expect(parseTimeOfDay('23:59')).toBe(1439);
  });

  it('refuses anything but HH:mm', () => {
    for (const text of ['24:00', '12:60', '9:05', '09:5', '0905', '09:05:00', '', 'noon']) expect(parseTimeOfDay(text), text).toBeNull();
  });
});

describe('isStartBeforeEnd (spec §5: strictly before by time of day)', () => {
  it('compares HH:mm strings', () => {
    expect(isStartBeforeEnd('08:00', '17:00')).toBe(true);
    expect(isStartBeforeEnd('08:00', '08:01')).toBe(true);
    expect(isStartBeforeEnd('17:00', '08:00')).toBe(false);
  });

  it('refuses equal times', () => {
    expect(isStartBeforeEnd('08:00', '08:00')).toBe(false);
    expect(isStartBeforeEnd(new Date(2024, 0, 1, 8, 0), new Date(2024, 0, 1, 8, 0))).toBe(false);
  });

  it('compares Dates by clock only, ignoring the calendar date', () => {
    expect(isStartBeforeEnd(new Date(2024, 5, 9, 8, 0), new Date(2024, 0, 1, 9, 0))).toBe(true);
    expect(isStartBeforeEnd(new Date(2024, 0, 1, 22, 0), new Date(2024, 0, 2, 2, 0))).toBe(false);
  });

  it('compares to the minute: seconds do not make a start earlier', () => {
    expect(isStartBeforeEnd(new Date(2024, 0, 1, 8, 0, 10), new Date(2024, 0, 1, 8, 0, 50))).toBe(false);
    expect(isStartBeforeEnd(new Date(2024, 0, 1, 8, 0, 59), new Date(2024, 0, 1, 8, 1, 0))).toBe(true);
  });

  it('mixes strings and Dates', () => {
    expect(isStartBeforeEnd('08:00', new Date(2024, 0, 1, 8, 30))).toBe(true);
    expect(isStartBeforeEnd(new Date(2024, 0, 1, 8, 30), '08:30')).toBe(false);
  });

  it('is false for anything unreadable', () => {
    expect(isStartBeforeEnd('', '10:00')).toBe(false);
    expect(isStartBeforeEnd('08:00', '25:00')).toBe(false);
    expect(isStartBeforeEnd(new Date(Number.NaN), '10:00')).toBe(false);
  });
});
