import { describe, expect, it } from 'vitest';
import { cleanCurrencyInput, formatMoney, fromCents, parseCurrencyInput, toCents } from '../../src/domain/money';

describe('toCents', () => {
  it('converts dollars to whole cents', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(1)).toBe(100);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(-12.34)).toBe(-1234);
  });

  it('is exact where multiplying by 100 is not', () => {
    expect(1.005 * 100).not.toBe(100.5);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds half away from zero at the third decimal', () => {
    expect(toCents(2.344)).toBe(234);
    expect(toCents(2.345)).toBe(235);
    expect(toCents(-2.345)).toBe(-235);
    expect(toCents(0.0049)).toBe(0);
  });

  it('handles amounts printed in exponent form', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(Object.is(toCents(-1e-7), 0)).toBe(true);
  });

  it('refuses what cannot be counted in cents exactly', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e20)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it('converts cents to dollars', () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(7)).toBe(0.07);
    expect(fromCents(-1)).toBe(-0.01);
  });

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 99, 100, 101, 123456789, -5]) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('refuses fractions of a cent', () => {
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });
});

describe('formatMoney (2 decimals, thousands separators)', () => {
  it('formats with the dollar sign', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(99999)).toBe('$999.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(123456789012)).toBe('$1,234,567,890.12');
  });

  it('formats without the symbol', () => {
    expect(formatMoney(123450, { symbol: false })).toBe('1,234.50');
    expect(formatMoney(100, { symbol: false })).toBe('1.00');
  });

  it('puts the minus before the symbol and never shows -0', () => {
    expect(formatMoney(-123450)).toBe('-$1,234.50');
    expect(formatMoney(-1, { symbol: false })).toBe('-0.01');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('refuses fractions of a cent (dollars passed by mistake)', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe('cleanCurrencyInput (what the field keeps while typing)', () => {
  it('strips the dollar sign and leading zeros', () => {
    expect(cleanCurrencyInput('$12.50')).toBe('12.50');
    expect(cleanCurrencyInput('007.50')).toBe('7.50');
    expect(cleanCurrencyInput('$ 0012')).toBe('12');
  });

  it('keeps one zero before the decimal point and a lone zero', () => {
    expect(cleanCurrencyInput('00.5')).toBe('0.5');
    expect(cleanCurrencyInput('0.5')).toBe('0.5');
    expect(cleanCurrencyInput('000')).toBe('0');
    expect(cleanCurrencyInput('')).toBe('');
  });

  it('keeps zeros that are not leading', () => {
    expect(cleanCurrencyInput('100.00')).toBe('100.00');
  });
});

describe('parseCurrencyInput', () => {
  it('reads typed amounts into cents', () => {
    expect(parseCurrencyInput('1234.50')).toBe(123450);
    expect(parseCurrencyInput('$1,234.50')).toBe(123450);
    expect(parseCurrencyInput(' $ 12 ')).toBe(1200);
    expect(parseCurrencyInput('0012')).toBe(1200);
    expect(parseCurrencyInput('.5')).toBe(50);
    expect(parseCurrencyInput('12.')).toBe(1200);
    expect(parseCurrencyInput('0')).toBe(0);
  });

  it('rounds more than two decimals half up', () => {
    expect(parseCurrencyInput('1.005')).toBe(101);
    expect(parseCurrencyInput('1.0049')).toBe(100);
  });

  it('refuses empty, negative and non-numeric input', () => {
    for (const text of ['', '$', '.', '-5', '12.3.4', 'abc', '1e3', '12$x']) expect(parseCurrencyInput(text), text).toBeNull();
  });

  it('refuses amounts too large to count in cents exactly', () => {
    expect(parseCurrencyInput('999999999999999999')).toBeNull();
  });
});
