import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../src/domain/email';

describe('isValidEmail (spec §5)', () => {
  it('accepts ordinary addresses', () => {
    for (const address of [
      'technician@example.test',
      'first.last@sub.example.co.uk',
      'o\'brien+jobs@example.com',
      'UPPER@EXAMPLE.COM',
      'a@b.io',
      'user_name-1@my-company.example',
    ]) {
      expect(isValidEmail(address), address).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const address of [
      '',
      'plainaddress',
      '@example.com',
      'user@',
      'user@localhost',
      'user@@example.com',
      'user@example..com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user name@example.com',
      'user@-example.com',
      'user@example-.com',
      ' user@example.com',
      'user@example.com ',
      'a@b@c.com',
    ]) {
      expect(isValidEmail(address), address).toBe(false);
    }
  });
});
