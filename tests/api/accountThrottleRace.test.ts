/**
 * The sign-in throttle counts and records in one step, so parallel guesses cannot slip past
 * it. The user is this file's own (Crestline tenant): the demo users stay unlocked.
 */
import { expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

it('100 parallel wrong passwords for one user: exactly 5 are checked (400), the rest get 429', async () => {
  const superAdmin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  const created = await call('POST', '/api/v1/users', {
    token: superAdmin,
    body: { userName: 'throttle.race', firstName: 'Rae', lastName: 'Singh', email: '', roleIds: [ROLE_ID.Technician], password: 'throttle-race-1' },
  });
  expect(created.status, created.text).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, n) => call('POST', '/api/v1/account/login', { body: { userName: 'throttle.race', password: `wrong-${n}` } })),
  );
  const counts = answers.reduce<Record<number, number>>((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {});
  expect(counts).toEqual({ 400: 5, 429: 95 });
  expect((await call('POST', '/api/v1/account/login', { body: { userName: 'throttle.race', password: 'throttle-race-1' } })).status).toBe(429);
});
