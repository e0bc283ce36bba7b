import { describe, expect, it } from 'vitest';
import { cleanCurrencyInput, formatMoney, fromCents, parseCurrencyInput, toCents } from '../../src/domain/money';
import { eachCase } from '../support/cases';

describe('toCents', () => {
  eachCase(toCents, [
    // dollars to whole cents
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [0.07, 7],
    [-12.34, -1234],
    // exact where multiplying by 100 is not
    [1.005, 101],
    [0.29, 29],
    [4.35, 435],
    [1.15, 115],
    [0.1 + 0.2, 30],
    // half away from zero at the third decimal
    [2.344, 234],
    [2.345, 235],
    [-2.345, -235],
    [0.0049, 0],
    // amounts printed in exponent form, never -0
    [1e-7, 0],
    [-1e-7, 0],
  ]);

  it('is needed because multiplying by 100 is not exact', () => {
    expect(1.005 * 100).not.toBe(100.5);
  });

  it('refuses what cannot be counted in cents exactly', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e20)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  eachCase(fromCents, [
    [123450, 1234.5],
    [7, 0.07],
    [-1, -0.01],
  ]);

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 99, 100, 101, 123456789, -5]) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('refuses fractions of a cent', () => {
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });
});

describe('formatMoney (2 decimals, thousands separators)', () => {
  describe('with the dollar sign, the minus before it and never -0', () => {
    eachCase(formatMoney, [
      [123450, '$1,234.50'],
      [0, '$0.00'],
      [5, '$0.05'],
      [99999, '$999.99'],
      [100000, '$1,000.00'],
      [123456789012, '$1,234,567,890.12'],
      [-123450, '-$1,234.50'],
      [-0, '$0.00'],
    ]);
  });

  describe('without the symbol', () => {
    eachCase((cents: number) => formatMoney(cents, { symbol: false }), [
      [123450, '1,234.50'],
      [100, '1.00'],
      [-1, '-0.01'],
    ]);
  });

  it('refuses fractions of a cent (dollars passed by mistake)', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe('cleanCurrencyInput (what the field keeps while typing)', () => {
  eachCase(cleanCurrencyInput, [
    // the dollar sign and leading zeros go
    ['$12.50', '12.50'],
    ['007.50', '7.50'],
    ['$ 0012', '12'],
    // one zero before the decimal point and a lone zero stay
    ['00.5', '0.5'],
    ['0.5', '0.5'],
    ['000', '0'],
    ['', ''],
    // so do zeros that are not leading
    ['100.00', '100.00'],
  ]);
});

describe('parseCurrencyInput', () => {
  eachCase(parseCurrencyInput, [
    // typed amounts, read into cents
    ['1234.50', 123450],
    ['$1,234.50', 123450],
    [' $ 12 ', 1200],
    ['0012', 1200],
    ['.5', 50],
    ['12.', 1200],
    ['0', 0],
    // more than two decimals round half up
    ['1.005', 101],
    ['1.0049', 100],
  ]);

  it('refuses empty, negative and non-numeric input', () => {
    for (const text of ['', '$', '.', '-5', '12.3.4', 'abc', '1e3', '12$x']) expect(parseCurrencyInput(text), text).toBeNull();
  });

  it('refuses amounts too large to count in cents exactly', () => {
    expect(parseCurrencyInput('999999999999999999')).toBeNull();
  });
});
