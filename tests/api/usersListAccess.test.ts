/**
 * GET /api/v1/users is the Users screen's list: it needs "All Users" or write on Users, as the
 * menu entry does (USERS_LIST_REQUIRES). Users read alone, such as the customer's "Customer
 * Profile", opens no list; reading one's own user stays allowed.
 */
import { describe, expect, it } from 'vitest';
import { call, claimsOf, tokenFor } from '../support/api';

const list = (token: string) => call('GET', '/api/v1/users', { token });

describe('GET /api/v1/users', () => {
  it('is refused (403) to the customer and to Users read without "All Users"', async () => {
    for (const userName of ['customer', 'salesmanager']) {
      const token = await tokenFor(userName);
      const answer = await list(token);
      expect(answer.status, userName).toBe(403);
      expect(answer.body).toEqual({ message: expect.any(String) });
      const own = await call('GET', `/api/v1/users/${claimsOf(token).unique_name}`, { token });
      expect(own.status, userName).toBe(200);
      expect(own.body.userName).toBe(userName);
    }
  });

  it('answers those with "All Users" (team leader) or write on Users (payroll manager)', async () => {
    for (const userName of ['teamleader', 'payrollmanager']) {
      const answer = await list(await tokenFor(userName));
      expect(answer.status, userName).toBe(200);
      expect(answer.body.length, userName).toBeGreaterThan(1);
    }
  });
});
