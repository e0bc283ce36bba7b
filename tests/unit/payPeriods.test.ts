import { describe, expect, it } from 'vitest';
import { biWeeklyPayPeriod } from '../../src/domain/payPeriods';

describe('biWeeklyPayPeriod (spec §9)', () => {
  it('gives n/2 for an even week', () => {
    expect(biWeeklyPayPeriod(2)).toBe(1);
    expect(biWeeklyPayPeriod(4)).toBe(2);
    expect(biWeeklyPayPeriod(52)).toBe(26);
  });

  it('gives (n+1)/2 for an odd week', () => {
    expect(biWeeklyPayPeriod(1)).toBe(1);
    expect(biWeeklyPayPeriod(3)).toBe(2);
    expect(biWeeklyPayPeriod(51)).toBe(26);
  });

  it('folds week 53 into period 26', () => {
    expect(biWeeklyPayPeriod(53)).toBe(26);
  });

  it('pairs every week of the year into 26 periods', () => {
    const periods = Array.from({ length: 53 }, (_, i) => biWeeklyPayPeriod(i + 1));
    expect(new Set(periods).size).toBe(26);
    expect(Math.max(...periods)).toBe(26);
  });

  it('refuses weeks that do not exist', () => {
    for (const week of [0, -1, 54, 2.5, Number.NaN]) expect(() => biWeeklyPayPeriod(week), String(week)).toThrow(RangeError);
  });
});
