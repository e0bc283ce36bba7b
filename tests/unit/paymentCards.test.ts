import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isValidCardExpiry, isValidCardNumber, parseCardExpiry } from '../../src/domain/paymentCards';
import { eachCase } from '../support/cases';

describe('isValidCardNumber (spec §5)', () => {
  eachCase(isValidCardNumber, [
    // 4-4-4-4 and 4-4-4-3 groups
    ['4111 1111 1111 1111', true],
    ['3782 8224 6310 005', true],
    // all zeros is refused, a single non-zero digit anywhere is enough
    ['0000 0000 0000 0000', false],
    ['0000 0000 0000 000', false],
    ['0000 0000 0000 0001', true],
    ['1000 0000 0000 000', true],
    // other groupings and separators
    ['4111111111111111', false],
    ['4111-1111-1111-1111', false],
    ['4111  1111 1111 1111', false],
    ['4111 1111 1111 11', false],
    ['4111 1111 1111 11111', false],
    ['411 11111 1111 1111', false],
    [' 4111 1111 1111 1111', false],
    ['4111 1111 1111 1111 ', false],
    ['4111 1111 1111 111a', false],
    ['', false],
  ]);
});

describe('card expiry: stored yyyyMM, shown yyyy/MM', () => {
  describe('formatCardExpiry shows the stored value', () => {
    eachCase(formatCardExpiry, [
      ['202712', '2027/12'],
      ['203001', '2030/01'],
      // months 01 to 12 only
      ['202713', null],
      // other shapes
      ['2027/12', null],
      ['27121', null],
      ['2027123', null],
      ['20271a', null],
      ['', null],
    ]);
  });

  describe('parseCardExpiry stores the shown value', () => {
    eachCase(parseCardExpiry, [
      ['2027/12', '202712'],
      [' 2030/01 ', '203001'],
      // months 01 to 12 only
      ['2027/00', null],
      ['2027/13', null],
      // other shapes
      ['27/12', null],
      ['2027/1', null],
      ['2027-12', null],
      ['12/2027', null],
      ['202712', null],
      ['', null],
    ]);
  });

  describe('isValidCardExpiry', () => {
    eachCase(isValidCardExpiry, [
      // months 01 to 12 only
      ['202701', true],
      ['202712', true],
      ['202700', false],
      ['202713', false],
      // other shapes
      ['2027/12', false],
      ['27121', false],
      ['2027123', false],
      ['20271a', false],
      ['', false],
    ]);
  });

  it('round-trips', () => {
    expect(parseCardExpiry(formatCardExpiry('202906') ?? '')).toBe('202906');
    expect(formatCardExpiry(parseCardExpiry('2029/06') ?? '')).toBe('2029/06');
  });
});
