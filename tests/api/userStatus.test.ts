import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, claimsOf } from '../support/api';
import { freshUser } from '../support/freshUsers';
import { expectBadRequest } from './helpers';

const SEEDED: Array<{ id: number; name: string; isDisabled: boolean; isPayable: boolean }> = JSON.parse(
  readFileSync(new URL('../../schemas/userStatuses.schema.json', import.meta.url), 'utf8'),
)['x-seed'];

// Users of this file's own (tests/support/freshUsers.ts): the status it sees is the one it set.
let token: string;
let otherToken: string;
let otherStatusAtFirst: unknown;
beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshUser('status', ['Service Manager']), freshUser('status.other', ['Regional Manager'])]);
  otherStatusAtFirst = (await call('GET', '/api/v1/user/getUserStatus', { token: otherToken })).body;
});

const getStatus = () => call('GET', '/api/v1/user/getUserStatus', { token });
const update = (statusId: number | string, description?: string) =>
  call(
    'GET',
    `/api/v1/user/updatestatus/${statusId}${description === undefined ? '' : `?description=${encodeURIComponent(description)}`}`,
    { token },
  );
const entryExists = (statusId: number) => call('GET', `/api/v1/user/isTimeSheetEntryAlreadyExists/${statusId}`, { token });

describe('GET /api/v1/user/userStatuses', () => {
  it('lists the statuses to choose from, in order, with their flags', async () => {
    const answer = await call('GET', '/api/v1/user/userStatuses', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      SEEDED.map((s) => ({ userStatusId: s.id, userStatus: s.name, isDisabled: s.isDisabled, isPayable: s.isPayable })),
    );
  });
});

describe("the signed-in user's status", () => {
  it('starts as Available with no time-sheet entry today', async () => {
    expect(await getStatus()).toMatchObject({ status: 200, body: { userStatusId: 3, userStatus: 'Available', description: null } });
    expect(await entryExists(6)).toMatchObject({ status: 200, body: false });
  });

  it('updatestatus changes it, and getUserStatus, validateUser and a refreshed token reflect it', async () => {
    const answer = await update(6);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ userStatusId: 6, userStatus: 'Shop', description: null });
    expect((await getStatus()).body).toEqual({ userStatusId: 6, userStatus: 'Shop', description: null });
    const validated = await call('POST', '/api/v1/account/validateUser', { token });
    expect(validated.body).toMatchObject({ userStatusId: 6, userStatus: 'Shop' });
    const refreshed = await call('POST', '/api/v1/account/refreshToken', { token });
    expect(claimsOf(refreshed.body.token)).toMatchObject({ userStatusId: '6', userStatus: 'Shop' });
  });

  it('isTimeSheetEntryAlreadyExists is true for the status chosen today, and only for it', async () => {
    expect(await entryExists(6)).toMatchObject({ status: 200, body: true });
    expect(await entryExists(8)).toMatchObject({ status: 200, body: false });
  });

  it('keeps a description, trimmed', async () => {
    const answer = await update(8, '  Safety course  ');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ userStatusId: 8, userStatus: 'Training', description: 'Safety course' });
    expect(await entryExists(8)).toMatchObject({ body: true });
  });

  it('status 11 (Company Work) without a description is refused and changes nothing', async () => {
    for (const description of [undefined, '', '   ']) {
      const answer = await update(11, description);
      expectBadRequest(answer, /Company Description/);
      expect(answer.body.errors.description).toEqual([expect.any(String)]);
    }
    expect((await getStatus()).body).toMatchObject({ userStatusId: 8, userStatus: 'Training', description: 'Safety course' });
    expect(await entryExists(11)).toMatchObject({ body: false });
  });

  it('a description over 1500 characters is refused (400) naming the field, and changes nothing', async () => {
    const answer = await update(8, 'x'.repeat(1501));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ description: ['The description field must be at most 1500 characters.'] });
    expect((await getStatus()).body).toMatchObject({ userStatusId: 8, userStatus: 'Training', description: 'Safety course' });
  });

  it('status 11 with a description is accepted', async () => {
    const answer = await update(11, 'Cleaning the shop');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ userStatusId: 11, userStatus: 'Company Work', description: 'Cleaning the shop' });
    expect(await entryExists(11)).toMatchObject({ body: true });
  });

  it.each([
    [99, 'This user status does not exist.'],
    [0, 'The statusId field must be at least 1.'],
    ['abc', 'The statusId field must be an integer.'],
    [2_147_483_648, 'The statusId field must be at most 2147483647.'],
  ])('an unknown status (%s) is refused (400) and changes nothing', async (statusId, title) => {
    expectBadRequest(await update(statusId), title);
    expect((await getStatus()).body).toMatchObject({ userStatusId: 11, description: 'Cleaning the shop' });
  });

  it('a description of 1500 characters is kept; 1501 is refused and changes nothing', async () => {
    const longest = 'd'.repeat(1500);
    expect((await update(7, longest)).body).toMatchObject({ userStatusId: 7, description: longest });
    const tooLong = await update(5, 'd'.repeat(1501));
    expectBadRequest(tooLong, /description/);
    expect((await getStatus()).body).toMatchObject({ userStatusId: 7, userStatus: 'Supply House', description: longest });
    expect(await entryExists(5)).toMatchObject({ body: false });
  });

  it("a user's status is their own: another user's status is unchanged", async () => {
    const other = await call('GET', '/api/v1/user/getUserStatus', { token: otherToken });
    expect(other.body).toEqual(otherStatusAtFirst);
    expect((await getStatus()).body).not.toEqual(otherStatusAtFirst);
  });
});
