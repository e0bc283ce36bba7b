/**
 * The data provider's resource-to-URL map: generated resources under /api/v1/resources, area
 * resources where their area registered them, with the total read from Content-Range.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, registerAreaResources } from '../../src/ui/http/dataProvider';
import { gridStateFromUrl, hasListParams, withListParams } from '../../src/ui/list/gridUrlState';
import { defaultGridState } from '../../src/ui/list/gridState';

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('localStorage', { getItem: () => 'token-1' });
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(decodeURIComponent(url));
    return new Response('[{"id":7}]', { status: 200, headers: { 'Content-Range': 'items 0-0/319', 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const listParams = { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const }, filter: { q: 'x' } };

describe('dataProvider', () => {
  it('reads a generated resource at /api/v1/resources/<name>, the total from Content-Range', async () => {
    const answer = await dataProvider.getList('regions', listParams);
    expect(answer).toEqual({ data: [{ id: 7 }], total: 319 });
    expect(requested).toEqual(['/api/v1/resources/regions?filter={"q":"x"}&range=[25,49]&sort=["name","ASC"]']);
  });

  it('reads an area resource at its own path, with the query its area registered', async () => {
    registerAreaResources({ 'orders.open': { path: 'orders', query: { grid: 'open' } }, people: { path: 'people' } });
    await dataProvider.getList('orders.open', listParams);
    await dataProvider.getOne('people', { id: 3 });
    await dataProvider.getMany('people', { ids: [1, 2] });
    expect(requested).toEqual([
      '/api/v1/orders?filter={"q":"x"}&range=[25,49]&sort=["name","ASC"]&grid=open',
      '/api/v1/people/3',
      '/api/v1/people?filter={"id":[1,2]}',
    ]);
  });
});

describe('grid state in the URL', () => {
  const fields = ['name', 'amount'];
  const stored = { ...defaultGridState({ field: 'name', order: 'ASC' }), columnOrder: ['amount', 'name'] };

  it('writes page, page size, sort, search and filter cells, and reads them back over the stored layout', () => {
    const state = { ...stored, q: 'north', perPage: 50, sort: { field: 'amount', order: 'DESC' as const }, filters: { amount: { operator: 'gt' as const, value: '5' } } };
    const params = withListParams(new URLSearchParams('tab=2'), state, 3);
    expect(Object.fromEntries(params)).toEqual({ tab: '2', page: '3', perPage: '50', sort: 'amount', order: 'DESC', q: 'north', filter: '{"amount":{"operator":"gt","value":"5"}}' });
    expect(gridStateFromUrl(params, stored, fields)).toEqual({ state, page: 3 });
  });

  it('keeps the stored state when the URL names none, and drops what it cannot read', () => {
    expect(hasListParams(new URLSearchParams('tab=2'))).toBe(false);
    expect(gridStateFromUrl(new URLSearchParams(), stored, fields)).toEqual({ state: stored, page: 1 });
    const bad = new URLSearchParams('page=-4&perPage=7&sort=secret&order=UP&filter={oops');
    expect(gridStateFromUrl(bad, stored, fields)).toEqual({ state: { ...stored, filters: {} }, page: 1 });
  });
});
