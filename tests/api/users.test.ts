import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { call, claimsOf, tokenFor } from '../support/api';
import { expectBadRequest, userIdOf } from './helpers';

// Reads the demo tenant's users and changes none (usersUpdate.test.ts changes users of its own).
const TARGET = 'regionalvpofprojects';
const DEMO_USER_COUNT = 20;

let superAdmin: string;
let targetId: number;

const list = (query: Record<string, unknown>, token = superAdmin) => {
  const params = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return call('GET', `/api/v1/users${params ? `?${params}` : ''}`, { token });
};
const getUser = (id: number, token = superAdmin) => call('GET', `/api/v1/users/${id}`, { token });

beforeAll(async () => {
  superAdmin = await tokenFor('superadmin');
  targetId = await userIdOf(TARGET);
});

describe('GET /api/v1/users (ra-data-simple-rest)', () => {
  it('lists the users of the subscriber with Content-Range, sorted by user name by default', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe(`users 0-${DEMO_USER_COUNT - 1}/${DEMO_USER_COUNT}`);
    const names = answer.body.map((u: any) => u.userName);
    expect(names).toHaveLength(DEMO_USER_COUNT);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('technician');
    expect(names).not.toContain('bayside-technician');
    expect(answer.body.find((u: any) => u.userName === 'technician')).toEqual({
      id: expect.any(Number),
      userName: 'technician',
      firstName: 'Tyler',
      lastName: 'Brooks',
      email: 'technician@summit-mechanical.example',
      jobTitleId: null,
      userStatusId: expect.any(Number),
      userStatus: expect.any(String),
      isActive: true,
      version: expect.any(Number),
      roleIds: [ROLE_ID.Technician],
    });
    expect(answer.text).not.toMatch(/password|argon/i);
  });

  it('sorts and pages: sort=["id","DESC"], range=[0,4]', async () => {
    const answer = await list({ sort: ['id', 'DESC'], range: [0, 4] });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe(`users 0-4/${DEMO_USER_COUNT}`);
    const ids = answer.body.map((u: any) => u.id);
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('a descending sort is the ascending one reversed, users of equal value included', async () => {
    const ids = async (order: string) => (await list({ sort: ['isActive', order], range: [0, 99] })).body.map((u: any) => u.id);
    const ascending = await ids('ASC');
    expect(new Set((await list({ range: [0, 99] })).body.map((u: any) => u.isActive)).size).toBeLessThan(ascending.length); // ties exist
    expect(await ids('DESC')).toEqual([...ascending].reverse());
  });

  it('a later page continues the same order', async () => {
    const all = (await list({ sort: ['lastName', 'ASC'], range: [0, 99] })).body.map((u: any) => u.id);
    const page = await list({ sort: ['lastName', 'ASC'], range: [5, 9] });
    expect(page.headers.get('content-range')).toBe(`users 5-9/${DEMO_USER_COUNT}`);
    expect(page.body.map((u: any) => u.id)).toEqual(all.slice(5, 10));
  });

  it('a page past the end is empty but still tells the total', async () => {
    const answer = await list({ range: [100, 124] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(answer.headers.get('content-range')).toMatch(new RegExp(`^users \\d+-\\d+/${DEMO_USER_COUNT}$`));
    const searched = await list({ filter: { q: 'plumber' }, range: [5, 9] });
    expect(searched.body).toEqual([]);
    expect(searched.headers.get('content-range')).toMatch(/^users \d+-\d+\/3$/);
  });

  it('filters with q over user name, names and e-mail, ignoring case', async () => {
    const answer = await list({ filter: { q: 'PLUMBER' }, sort: ['userName', 'ASC'] });
    expect(answer.status).toBe(200);
    expect(answer.body.map((u: any) => u.userName)).toEqual(['masterplumber', 'plumber', 'responsiblemasterplumber']);
    expect(answer.headers.get('content-range')).toBe('users 0-2/3');
    expect((await list({ filter: { q: 'tyler' } })).body.map((u: any) => u.userName)).toEqual(['technician']);
  });

  it('treats % and _ in q as plain characters', async () => {
    for (const q of ['%', '_', 'tech%']) {
      const answer = await list({ filter: { q } });
      expect(answer.status).toBe(200);
      expect(answer.body, q).toEqual([]);
      expect(answer.headers.get('content-range'), q).toMatch(/\/0$/);
    }
  });

  it('narrows by the search box and a column filter together', async () => {
    const both = await list({ filter: { q: 'plumber', userName: 'plumber' } });
    expect(both.body.map((u: any) => u.userName)).toEqual(['plumber']);
    expect(both.headers.get('content-range')).toBe('users 0-0/1');
    const active = await list({ filter: { q: 'PLUMBER', isActive: true }, sort: ['userName', 'DESC'] });
    expect(active.body.map((u: any) => u.userName)).toEqual(['responsiblemasterplumber', 'plumber', 'masterplumber']);
    expect((await list({ filter: { q: 'plumber', isActive: false } })).headers.get('content-range')).toMatch(/\/0$/);
  });

  it.each([
    ['a search that is not text', { q: 5 }],
    ['a search longer than 500 characters', { q: 'x'.repeat(501) }],
  ])('answers 400 for %s', async (_label, filter) => {
    expectBadRequest(await list({ filter }), /filter q/);
  });

  it.each([
    ['an unknown sort field', { sort: ['password_hash', 'ASC'] }, /sort/],
    ['a sort that is not JSON', { sort: 'userName' }, /sort/],
    ['a sort order that is not ASC/DESC', { sort: ['userName', 'UP'] }, /sort/],
    ['a range backwards', { range: [5, 1] }, /range/],
    ['a range over 1000 rows', { range: [0, 5000] }, /range/],
    ['a range of numbers too large', { range: [99999999999999999999, 99999999999999999999] }, /range/],
    ['a negative range', { range: [-1, 3] }, /range/],
    ['a filter that is a list', { filter: [1] }, /filter/],
    ['a filter that is not JSON', { filter: '{q:' }, /filter/],
  ])('answers 400 naming the parameter for %s', async (_label, query, title) => {
    const answer = await list(query);
    expectBadRequest(answer, title);
    expect(Object.keys(answer.body.errors)).toEqual(Object.keys(query));
  });

  it('a user with Users read but without "All Users" reads only themself, and no list (usersListAccess.test.ts)', async () => {
    for (const userName of ['salesmanager', 'customer']) {
      const token = await tokenFor(userName);
      expect((await list({}, token)).status, userName).toBe(403);
      expect((await getUser(Number(claimsOf(token).unique_name), token)).status).toBe(200);
      expect((await getUser(targetId, token)).status).toBe(404);
    }
  });

  it('refuses users without Users read (403), for the list and for one user, even themself', async () => {
    for (const userName of ['salesperson', 'technician', 'accounting']) {
      const token = await tokenFor(userName);
      const answers = [await list({}, token), await getUser(targetId, token), await getUser(Number(claimsOf(token).unique_name), token)];
      for (const answer of answers) {
        expect(answer.status, userName).toBe(403);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
    }
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('answers one user', async () => {
    const answer = await getUser(targetId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: targetId, userName: TARGET, roleIds: [ROLE_ID['Regional VP Of Projects']] });
  });

  it('answers 404 for an unknown id and 400 for one that is not a positive whole number', async () => {
    expect((await getUser(999_999)).status).toBe(404);
    for (const id of ['abc', '0', '2147483648']) expectBadRequest(await call('GET', `/api/v1/users/${id}`, { token: superAdmin }), /id/);
  });
});
