import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isValidCardExpiry, isValidCardNumber, parseCardExpiry } from '../../src/domain/paymentCards';

describe('isValidCardNumber (spec §5)', () => {
  it('accepts 4-4-4-4 and 4-4-4-3 groups', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('3782 8224 6310 005')).toBe(true);
  });

  it('refuses all zeros but accepts a single non-zero digit anywhere', () => {
    expect(isValidCardNumber('0000 0000 0000 0000')).toBe(false);
    expect(isValidCardNumber('0000 0000 0000 000')).toBe(false);
    expect(isValidCardNumber('0000 0000 0000 0001')).toBe(true);
    expect(isValidCardNumber('1000 0000 0000 000')).toBe(true);
  });

  it('refuses other groupings and separators', () => {
    for (const value of [
      '4111111111111111',
      '4111-1111-1111-1111',
      '4111  1111 1111 1111',
      '4111 1111 1111 11',
      '4111 1111 1111 11111',
      '411 11111 1111 1111',
      ' 4111 1111 1111 1111',
      '4111 1111 1111 1111 ',
      '4111 1111 1111 111a',
      '',
    ]) {
      expect(isValidCardNumber(value), value).toBe(false);
    }
  });
});

describe('card expiry: stored yyyyMM, shown yyyy/MM', () => {
  it('formats the stored value for display', () => {
    expect(formatCardExpiry('202712')).toBe('2027/12');
    expect(formatCardExpiry('203001')).toBe('2030/01');
  });

  it('parses the shown value for storage', () => {
    expect(parseCardExpiry('2027/12')).toBe('202712');
    expect(parseCardExpiry(' 2030/01 ')).toBe('203001');
  });

  it('round-trips', () => {
    expect(parseCardExpiry(formatCardExpiry('202906') ?? '')).toBe('202906');
    expect(formatCardExpiry(parseCardExpiry('2029/06') ?? '')).toBe('2029/06');
  });

  it('accepts months 01 to 12 only', () => {
    expect(isValidCardExpiry('202701')).toBe(true);
    expect(isValidCardExpiry('202712')).toBe(true);
    expect(isValidCardExpiry('202700')).toBe(false);
    expect(isValidCardExpiry('202713')).toBe(false);
    expect(formatCardExpiry('202713')).toBeNull();
    expect(parseCardExpiry('2027/00')).toBeNull();
    expect(parseCardExpiry('2027/13')).toBeNull();
  });

  it('refuses other shapes', () => {
    for (const value of ['27/12', '2027/1', '2027-12', '12/2027', '202712', '']) expect(parseCardExpiry(value), value).toBeNull();
    for (const value of ['2027/12', '27121', '2027123', '20271a', '']) {
      expect(isValidCardExpiry(value), value).toBe(false);
      expect(formatCardExpiry(value), value).toBeNull();
    }
  });
});
