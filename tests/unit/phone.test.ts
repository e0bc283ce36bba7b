import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalisePhone } from '../../src/domain/phone';

describe('isValidPhone (spec §5)', () => {
  it('accepts 3-3-4 digits with hyphens', () => {
    expect(isValidPhone('555-123-4567')).toBe(true);
    expect(isValidPhone('100-000-0000')).toBe(true);
    expect(isValidPhone('999-999-9999')).toBe(true);
  });

  it('refuses a leading zero', () => {
    expect(isValidPhone('055-123-4567')).toBe(false);
    expect(isValidPhone('000-000-0000')).toBe(false);
  });

  it('refuses other shapes', () => {
    for (const value of ['5551234567', '555 123 4567', '(555) 123-4567', '555-1234-567', '555-123-456', '555-123-45678', '+1 555-123-4567', '55a-123-4567', '']) {
      expect(isValidPhone(value), value).toBe(false);
    }
  });
});

describe('normalisePhone', () => {
  it('removes hyphens, spaces and parentheses', () => {
    expect(normalisePhone('555-123-4567')).toBe('5551234567');
    expect(normalisePhone('(555) 123 4567')).toBe('5551234567');
  });

  it('removes a leading +1', () => {
    expect(normalisePhone('+1 (555) 123-4567')).toBe('5551234567');
    expect(normalisePhone('+15551234567')).toBe('5551234567');
    expect(normalisePhone('  +1-555-123-4567 ')).toBe('5551234567');
  });

  it('keeps a +1 that is not a prefix and a 1 without plus', () => {
    expect(normalisePhone('555+1234567')).toBe('555+1234567');
    expect(normalisePhone('1-555-123-4567')).toBe('15551234567');
  });

  it('keeps other characters so wrong input stays wrong', () => {
    expect(normalisePhone('555.123.4567')).toBe('555.123.4567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });
});

describe('formatPhone (mask 000-000-0000)', () => {
  it('masks 10 digits', () => {
    expect(formatPhone('5551234567')).toBe('555-123-4567');
    expect(formatPhone('+1 (555) 123-4567')).toBe('555-123-4567');
  });

  it('masks a partial number as far as it goes', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('55')).toBe('55');
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('5551')).toBe('555-1');
    expect(formatPhone('555123')).toBe('555-123');
    expect(formatPhone('5551234')).toBe('555-123-4');
  });

  it('drops digits past the tenth and anything that is not a digit', () => {
    expect(formatPhone('555123456789')).toBe('555-123-4567');
    expect(formatPhone('555.123.4567 ext')).toBe('555-123-4567');
  });

  it('gives a valid phone for any 10 digits not starting with 0', () => {
    expect(isValidPhone(formatPhone('+1 555 123 4567'))).toBe(true);
    expect(isValidPhone(formatPhone('0551234567'))).toBe(false);
  });
});
