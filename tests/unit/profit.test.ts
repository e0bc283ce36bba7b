import { describe, expect, it } from 'vitest';
import { minimumProfitFactor } from '../../src/domain/profit';

const dollars = (amount: number) => Math.round(amount * 100);

describe('minimumProfitFactor (spec §9), value in cents', () => {
  it('has no minimum up to and including $1,000', () => {
    expect(minimumProfitFactor(0)).toBeNull();
    expect(minimumProfitFactor(dollars(999.99))).toBeNull();
    expect(minimumProfitFactor(dollars(1000))).toBeNull();
    expect(minimumProfitFactor(-dollars(5000))).toBeNull();
  });

  it('is 33.33 over $1,000 up to and including $10,000', () => {
    expect(minimumProfitFactor(dollars(1000.01))).toBe(33.33);
    expect(minimumProfitFactor(dollars(5000))).toBe(33.33);
    expect(minimumProfitFactor(dollars(10000))).toBe(33.33);
  });

  it('is 25 over $10,000', () => {
    expect(minimumProfitFactor(dollars(10000.01))).toBe(25);
    expect(minimumProfitFactor(dollars(1_000_000))).toBe(25);
  });

  it('has no minimum for a value that is not a number', () => {
    expect(minimumProfitFactor(Number.NaN)).toBeNull();
    expect(minimumProfitFactor(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
