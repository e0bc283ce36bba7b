import { describe, expect, it } from 'vitest';
import { KILOMETRES_PER_MILE } from '../../src/domain/constants';
import { milesToKilometres } from '../../src/domain/distance';

describe('milesToKilometres (spec §9)', () => {
  it('uses 1.609344 km per mile', () => {
    expect(KILOMETRES_PER_MILE).toBe(1.609344);
    expect(milesToKilometres(1)).toBe(1.609344);
    expect(milesToKilometres(0)).toBe(0);
    expect(milesToKilometres(100)).toBeCloseTo(160.9344, 10);
    expect(milesToKilometres(26.2)).toBeCloseTo(42.1648128, 10);
  });
});
