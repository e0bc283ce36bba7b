/**
 * The generic list's volume row: a page of 50 vendors sorted and filtered out of 100,000,
 * through the HTTP API, and the same SQL straight through the database driver.
 */
import type { DatabaseHandle } from '../../src/server/db/database';
import type { ListQuery } from '../../src/server/lists/parse';
import { FALLBACK_TIME_ZONE } from '../../src/server/http/timeZone';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { listQueries } from '../../src/server/resources/store';
import { BENCH_STATES } from './dataSet';
import type { Scenario } from './scenarios';

export const VENDOR_PAGE_REQUESTS = 200;

/** The i-th list request: one of ten states, active only, sorted by name, a page within the first 20. */
export function vendorListQuery(i: number): ListQuery {
  const start = ((i * 7) % 20) * 50;
  return {
    sort: { field: 'name', order: i % 2 ? 'DESC' : 'ASC' },
    range: { start, end: start + 49 },
    filter: { state: BENCH_STATES[i % BENCH_STATES.length], isActive: true },
  };
}

export const vendorListScenario: Scenario = {
  name: 'GET vendors page of 50 (100,000 rows, sorted + filtered)',
  requests: VENDOR_PAGE_REQUESTS,
  concurrency: 1,
  async run({ baseUrl, token }, i) {
    const query = vendorListQuery(i);
    const params = new URLSearchParams({
      sort: JSON.stringify([query.sort.field, query.sort.order]),
      range: JSON.stringify([query.range.start, query.range.end]),
      filter: JSON.stringify(query.filter),
    });
    const response = await fetch(`${baseUrl}/api/v1/resources/vendors?${params}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`vendors list answered ${response.status}: ${await response.text()}`);
    const rows = (await response.json()) as unknown[];
    if (rows.length !== 50) throw new Error(`vendors list gave ${rows.length} rows, not 50`);
  },
};

/** The same count and page SQL the route runs, timed straight through the driver. */
export async function measureDirectSql(handle: DatabaseHandle, registry: ResourceRegistry, subscriberId: number): Promise<number[]> {
  const definition = registry.byName.get('vendors')!;
  const latencies: number[] = [];
  for (let i = -20; i < VENDOR_PAGE_REQUESTS; i++) {
    const { count, page } = listQueries(handle.db, definition, subscriberId, FALLBACK_TIME_ZONE, vendorListQuery(Math.abs(i)));
    const [countSql, pageSql] = [count.compile(), page.compile()];
    const t0 = performance.now();
    const [, rows] = await Promise.all([handle.rawQuery(countSql.sql, countSql.parameters), handle.rawQuery(pageSql.sql, pageSql.parameters)]);
    if (i >= 0) latencies.push(performance.now() - t0);
    if (rows.length !== 50) throw new Error(`direct SQL gave ${rows.length} rows, not 50`);
  }
  return latencies;
}
