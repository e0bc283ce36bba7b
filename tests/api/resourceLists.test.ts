/**
 * The generic list's "contains" filters and search box on a resource, and the total its
 * Content-Range carries: case is ignored, %, _ and \ are plain characters, the total counts every
 * matching row of the caller's subscriber only, also on a page past the last row.
 */
import { beforeAll, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

const tag = `Lists${Date.now().toString(36)}`;
const NAMES = [`${tag} 50% Off Supply`, `${tag} 50 Percent Parts`, `${tag} North_Side Metals`, `${tag} NorthXSide Metals`, `${tag} Back\\Slash Tools`];
let token: string;

const list = (filter: Record<string, unknown>, range = [0, 24], as = token) =>
  call(
    'GET',
    `/api/v1/resources/vendors?${new URLSearchParams({ sort: '["name","ASC"]', range: JSON.stringify(range), filter: JSON.stringify(filter) })}`,
    { token: as },
  );

const namesOf = async (filter: Record<string, unknown>) => {
  const answer = await list(filter);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.map((vendor: { name: string }) => vendor.name);
};

beforeAll(async () => {
  token = await tokenFor('superadmin');
  for (const name of NAMES) {
    const created = await call('POST', '/api/v1/resources/vendors', { token, body: { name, isActive: true } });
    expect(created.status, created.text).toBe(201);
  }
  const outsider = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
  const theirs = await call('POST', '/api/v1/resources/vendors', { token: outsider, body: { name: `${tag} Bayside Vendor`, isActive: true } });
  expect(theirs.status, theirs.text).toBe(201);
});

it('"contains" ignores case and reads %, _ and \\ as the characters themselves', async () => {
  expect(await namesOf({ name_contains: `${tag} 50%`.toUpperCase() })).toEqual([`${tag} 50% Off Supply`]);
  expect(await namesOf({ name_contains: 'north_side' })).toEqual([`${tag} North_Side Metals`]);
  expect(await namesOf({ name_contains: 'k\\s' })).toEqual([`${tag} Back\\Slash Tools`]);
  expect(await namesOf({ name_contains: `${tag} 50` })).toEqual([`${tag} 50 Percent Parts`, `${tag} 50% Off Supply`]);
});

it('the search box finds the same, and the total counts every match of the caller\'s subscriber', async () => {
  const page = await list({ q: tag.toLowerCase() }, [0, 1]);
  expect(page.body).toHaveLength(2);
  expect(page.headers.get('content-range')).toBe(`vendors 0-1/${NAMES.length}`);
  const rest = await list({ q: tag }, [2, 24]);
  expect(rest.headers.get('content-range')).toBe(`vendors 2-4/${NAMES.length}`);
  expect([...page.body, ...rest.body].map((vendor: { name: string }) => vendor.name).sort()).toEqual([...NAMES].sort());
});

it('a page past the last row is empty and still carries the total; no match at all counts 0', async () => {
  const past = await list({ name_contains: tag }, [25, 49]);
  expect(past.status, past.text).toBe(200);
  expect(past.body).toEqual([]);
  expect(past.headers.get('content-range')).toBe(`vendors 25-25/${NAMES.length}`);
  const none = await list({ name_contains: `${tag} nothing like it` });
  expect(none.body).toEqual([]);
  expect(none.headers.get('content-range')).toBe('vendors 0-0/0');
});

it('pages sorted by name, either way, follow on from one another: every row once, descending the exact reverse', async () => {
  const sortTag = `Order${Date.now().toString(36)}`;
  const names = ['beta', 'Carol', 'béta', 'Alpha', 'alpine', 'Émile', 'emily', 'a b', 'ab', 'a-b', '10', '9', 'Ørsted', 'Orsted'].map((name) => `${sortTag} ${name}`);
  for (const name of names) {
    const created = await call('POST', '/api/v1/resources/vendors', { token, body: { name, isActive: true } });
    expect(created.status, created.text).toBe(201);
  }
  const pagesOf3 = async (order: 'ASC' | 'DESC') => {
    const seen: string[] = [];
    for (let start = 0; start < names.length; start += 3) {
      const query = new URLSearchParams({ sort: JSON.stringify(['name', order]), range: JSON.stringify([start, start + 2]), filter: JSON.stringify({ name_contains: sortTag }) });
      const page = await call('GET', `/api/v1/resources/vendors?${query}`, { token });
      expect(page.headers.get('content-range')).toBe(`vendors ${start}-${Math.min(start + 2, names.length - 1)}/${names.length}`);
      seen.push(...page.body.map((vendor: { name: string }) => vendor.name));
    }
    return seen;
  };
  const ascending = await pagesOf3('ASC');
  expect([...ascending].sort()).toEqual([...names].sort());
  expect(await pagesOf3('DESC')).toEqual([...ascending].reverse());
});
