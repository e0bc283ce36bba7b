import { describe } from 'vitest';
import { formatPhone, isValidPhone, normalisePhone } from '../../src/domain/phone';
import { eachCase } from '../support/cases';

describe('isValidPhone (spec §5)', () => {
  eachCase(isValidPhone, [
    // 3-3-4 digits with hyphens
    ['555-123-4567', true],
    ['100-000-0000', true],
    ['999-999-9999', true],
    // a leading zero
    ['055-123-4567', false],
    ['000-000-0000', false],
    // other shapes
    ['5551234567', false],
    ['555 123 4567', false],
    ['(555) 123-4567', false],
    ['555-1234-567', false],
    ['555-123-456', false],
    ['555-123-45678', false],
    ['+1 555-123-4567', false],
    ['55a-123-4567', false],
    ['', false],
  ]);
});

describe('normalisePhone', () => {
  eachCase(normalisePhone, [
    // hyphens, spaces and parentheses go
    ['555-123-4567', '5551234567'],
    ['(555) 123 4567', '5551234567'],
    // so does a leading +1
    ['+1 (555) 123-4567', '5551234567'],
    ['+15551234567', '5551234567'],
    ['  +1-555-123-4567 ', '5551234567'],
    // a +1 that is not a prefix and a 1 without plus stay
    ['555+1234567', '555+1234567'],
    ['1-555-123-4567', '15551234567'],
    // other characters stay, so wrong input stays wrong
    ['555.123.4567', '555.123.4567'],
    ['+44 20 7946 0958', '+442079460958'],
  ]);
});

describe('formatPhone (mask 000-000-0000)', () => {
  eachCase(formatPhone, [
    // 10 digits
    ['5551234567', '555-123-4567'],
    ['+1 (555) 123-4567', '555-123-4567'],
    // a partial number as far as it goes
    ['', ''],
    ['55', '55'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    // digits past the tenth and anything that is not a digit are dropped
    ['555123456789', '555-123-4567'],
    ['555.123.4567 ext', '555-123-4567'],
  ]);
});

describe('formatPhone gives a valid phone for any 10 digits not starting with 0', () => {
  eachCase((typed: string) => isValidPhone(formatPhone(typed)), [
    ['+1 555 123 4567', true],
    ['0551234567', false],
  ]);
});
