import { describe } from 'vitest';
import { isValidEmail } from '../../src/domain/email';
import { eachCase } from '../support/cases';

describe('isValidEmail (spec §5)', () => {
  eachCase(isValidEmail, [
    // ordinary addresses
    ['technician@example.test', true],
    ['first.last@sub.example.co.uk', true],
    ["o'brien+jobs@example.com", true],
    ['UPPER@EXAMPLE.COM', true],
    ['a@b.io', true],
    ['user_name-1@my-company.example', true],
    // malformed addresses
    ['', false],
    ['plainaddress', false],
    ['@example.com', false],
    ['user@', false],
    ['user@localhost', false],
    ['user@@example.com', false],
    ['user@example..com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user name@example.com', false],
    ['user@-example.com', false],
    ['user@example-.com', false],
    [' user@example.com', false],
    ['user@example.com ', false],
    ['a@b@c.com', false],
  ]);
});
