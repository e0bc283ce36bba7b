/**
 * The benchmark's rows. Each area adds its own: a name, how many requests and how many at
 * once, and one request (which must throw when the answer is not the expected one).
 */
import type { ListQuery } from '../../src/server/lists/parse';
import { BENCH_ADMIN, BENCH_PASSWORD } from './dataSet';
import { expectStatus, leanRequest } from './leanClient';

export interface BenchContext {
  baseUrl: string;
  token: string;
}

export interface Scenario {
  name: string;
  requests: number;
  concurrency: number;
  run(context: BenchContext, index: number): Promise<void>;
}

/** The index-th users list request: sorted by last name, a page of 25 within the first 1,000, every third one searched. */
export function usersListQuery(index: number): ListQuery {
  const start = (index % 40) * 25;
  return {
    sort: { field: 'lastName', order: index % 2 ? 'ASC' : 'DESC' },
    range: { start, end: start + 24 },
    filter: index % 3 ? {} : { q: `Last${index % 97}` },
  };
}

/** The users list as an office user pages and searches it: 25 of the bench tenant's users, 8 at once. */
export const usersListScenario: Scenario = {
  name: 'GET users (25 of 5000, sorted, searched)',
  requests: 1000,
  concurrency: 8,
  async run(context, index) {
    const list = usersListQuery(index);
    const query = new URLSearchParams({
      sort: JSON.stringify([list.sort.field, list.sort.order]),
      range: JSON.stringify([list.range.start, list.range.end]),
      filter: JSON.stringify(list.filter),
    });
    expectStatus(await leanRequest(`${context.baseUrl}/api/v1/users?${query}`, { token: context.token }), 200, 'users list');
  },
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'POST account/login',
    requests: 60,
    concurrency: 4,
    async run({ baseUrl }) {
      const body = { userName: BENCH_ADMIN, password: BENCH_PASSWORD };
      expectStatus(await leanRequest(`${baseUrl}/api/v1/account/login`, { method: 'POST', body }), 200, 'login');
    },
  },
  {
    name: 'POST account/validateUser',
    requests: 1000,
    concurrency: 8,
    async run(context) {
      const answer = await leanRequest(`${context.baseUrl}/api/v1/account/validateUser`, { method: 'POST', token: context.token });
      expectStatus(answer, 200, 'validateUser');
    },
  },
  usersListScenario,
  {
    name: 'GET account/userRolesPermissions',
    requests: 1000,
    concurrency: 8,
    async run(context) {
      const userId = JSON.parse(Buffer.from(context.token.split('.')[1], 'base64url').toString()).unique_name;
      const answer = await leanRequest(`${context.baseUrl}/api/v1/account/userRolesPermissions/${userId}`, { token: context.token });
      expectStatus(answer, 200, 'userRolesPermissions');
    },
  },
];
