import { describe, expect, it } from 'vitest';
import { formatCell, parseApiDate } from '../../src/ui/list/cellFormat';
import { columnsOf, filterTypeOf, kindOf } from '../../src/ui/list/columns';
import { apiFilterOf, apiFilterOfCell, filterCellsOfAddress } from '../../src/ui/list/filterModel';
import { defaultGridState, gridStateKey, sanitizeGridState } from '../../src/ui/list/gridState';
import { pageCountOf, pageWindow, rangeLabel } from '../../src/ui/list/pageButtons';
import { visibleColumns } from '../../src/ui/list/visibleColumns';
import type { ResourceMeta } from '../../src/domain/resources/meta';
import { eachCase } from '../support/cases';

const meta: Pick<ResourceMeta, 'listColumns' | 'filters' | 'references' | 'schema' | 'sort'> = {
  listColumns: ['name', 'regionId', 'rate', 'count', 'isActive', 'startDate', 'visitAt', 'kind', 'color'],
  filters: ['name', 'regionId', 'rate', 'count', 'isActive', 'startDate', 'visitAt', 'kind'],
  references: { regionId: { resource: 'regions', label: 'name' } },
  sort: { field: 'name', order: 'ASC' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      regionId: { type: ['integer', 'null'], title: 'Region', 'x-reference': { resource: 'regions', label: 'name' } },
      rate: { type: 'number', title: 'Rate', 'x-ui': { widget: 'currency' } },
      count: { type: 'integer', title: 'Count', minimum: 0 },
      isActive: { type: 'boolean', title: 'Active' },
      startDate: { type: ['string', 'null'], format: 'date', title: 'Starts' },
      visitAt: { type: ['string', 'null'], format: 'date-time', title: 'Visit' },
      kind: { type: 'string', title: 'Kind', enum: ['Call', 'Letter'] },
      color: { type: ['string', 'null'], title: 'Color', 'x-ui': { widget: 'color' } },
    },
  },
};
const columns = columnsOf(meta);
const column = (field: string) => columns.find((c) => c.field === field)!;

describe('list columns', () => {
  it('reads each property kind from the schema', () => {
    expect(columns.map((c) => c.kind)).toEqual(['text', 'reference', 'money', 'integer', 'boolean', 'date', 'dateTime', 'enum', 'color']);
    expect(column('color').filterable).toBe(false);
    expect(column('kind').options).toEqual([
      { value: 'Call', label: 'Call' },
      { value: 'Letter', label: 'Letter' },
    ]);
    expect(kindOf({ type: 'string', oneOf: [{ const: 'a', title: 'A' }] })).toBe('enum');
  });

  describe('gives each kind the filter of spec §5', () => {
    eachCase(filterTypeOf, [
      ['text', 'text'],
      ['money', 'number'],
      ['dateTime', 'date'],
      ['boolean', 'boolean'],
      ['reference', 'select'],
    ]);
  });
});

describe('the filter sent to the API', () => {
  it('maps text to _contains, numbers to integers with their operator, yes/no and references to equality', () => {
    const filter = apiFilterOf(
      columns,
      {
        name: { operator: 'contains', value: ' north ' },
        count: { operator: 'gt', value: '12.7' },
        rate: { operator: 'lt', value: '100' },
        isActive: { operator: 'eq', value: false },
        regionId: { operator: 'eq', value: 1002 },
        kind: { operator: 'eq', value: 'Call' },
      },
      '  den ',
    );
    expect(filter).toEqual({ q: 'den', name_contains: 'north', count_gt: 12, rate_lt: 100, isActive: false, regionId: 1002, kind: 'Call' });
  });

  it('compares dates at midnight; a date-time column matches its whole day', () => {
    expect(apiFilterOfCell(column('startDate'), { operator: 'eq', value: '03/05/2024' })).toEqual({ startDate: '2024-03-05' });
    expect(apiFilterOfCell(column('visitAt'), { operator: 'eq', value: '12/31/2024' })).toEqual({
      visitAt_gte: '2024-12-31T00:00:00',
      visitAt_lt: '2025-01-01T00:00:00',
    });
  });

  it('leaves out what cannot filter: empty or unreadable values, wrong operators', () => {
    expect(apiFilterOfCell(column('count'), { operator: 'eq', value: '12abc' })).toEqual({});
    expect(apiFilterOfCell(column('name'), { operator: 'gt', value: 'x' })).toEqual({});
    expect(apiFilterOfCell(column('startDate'), { operator: 'eq', value: '2024-13-01' })).toEqual({});
    expect(apiFilterOfCell(column('regionId'), { operator: 'eq', value: null })).toEqual({});
    expect(apiFilterOf(columns, {}, '   ')).toEqual({});
  });

  it('a link names the records to show: ?filter={"regionId":7} sets that filter cell, nothing else', () => {
    const cells = filterCellsOfAddress(columns, JSON.stringify({ regionId: 7, kind: 'Call' }));
    expect(cells).toEqual({ regionId: { operator: 'eq', value: 7 }, kind: { operator: 'eq', value: 'Call' } });
    expect(apiFilterOf(columns, cells!, '')).toEqual({ regionId: 7, kind: 'Call' });
    // Columns that are not filters, values that are not plain, and text that is not JSON ask for nothing.
    expect(filterCellsOfAddress(columns, JSON.stringify({ color: '#fff', regionId: { id: 7 } }))).toBeNull();
    expect(filterCellsOfAddress(columns, 'regionId=7')).toBeNull();
    expect(filterCellsOfAddress(columns, null)).toBeNull();
  });
});

describe('cells', () => {
  it('read as spec §5 shows them', () => {
    expect(formatCell('boolean', true)).toBe('Yes');
    expect(formatCell('boolean', false)).toBe('No');
    expect(formatCell('money', 1234.5)).toBe('$1,234.50');
    expect(formatCell('date', '2024-03-05')).toBe('03/05/2024');
    expect(formatCell('dateTime', '2024-03-05T14:30:00')).toBe('03/05/2024, 2:30 PM');
    expect(formatCell('reference', 7, 'North')).toBe('North');
    expect(formatCell('reference', 7)).toBe('#7');
    expect(formatCell('text', null)).toBe('');
    expect(parseApiDate('2024-02-30')).toBeNull();
  });
});

describe('the pager', () => {
  it('shows pages in blocks of ten with jumps to the neighbouring blocks', () => {
    expect(pageWindow(1, 3)).toEqual({ pages: [1, 2, 3], previousBlock: null, nextBlock: null });
    expect(pageWindow(12, 35)).toEqual({ pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], previousBlock: 10, nextBlock: 21 });
    expect(pageWindow(35, 35).pages).toEqual([31, 32, 33, 34, 35]);
    expect(pageWindow(99, 4).pages).toEqual([1, 2, 3, 4]);
  });

  it('counts pages and items', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(101, 50)).toBe(3);
    expect(rangeLabel(2, 25, 319)).toBe('26 - 50 of 319 items');
    expect(rangeLabel(1, 25, 1)).toBe('1 - 1 of 1 item');
    expect(rangeLabel(1, 25, 0)).toBe('No items');
  });
});

describe('the remembered list state', () => {
  const fields = columns.map((c) => c.field);
  const fallback = defaultGridState(meta.sort);

  it('is kept per subscriber and resource', () => {
    expect(gridStateKey(4, 'baseCities')).toBe('fielddesk.grid.4.baseCities');
  });

  it('keeps what still fits the columns and drops the rest', () => {
    const state = sanitizeGridState(
      {
        columnOrder: ['mrt-row-select', 'rate', 'name'],
        columnSizing: { name: 300, gone: 200, rate: 5 },
        columnVisibility: { color: false, gone: false },
        grouping: ['kind', 'gone'],
        filters: { name: { operator: 'contains', value: 'a' }, count: { operator: 'between', value: 1 }, gone: { operator: 'eq', value: 1 } },
        q: 'x',
        sort: { field: 'sortOrder', order: 'DESC' },
        perPage: 50,
      },
      fields,
      fallback,
      [...fields, 'sortOrder'],
    );
    expect(state).toEqual({
      columnOrder: ['mrt-row-select', 'rate', 'name'],
      columnSizing: { name: 300 },
      columnVisibility: { color: false },
      grouping: ['kind'],
      filters: { name: { operator: 'contains', value: 'a' } },
      q: 'x',
      sort: { field: 'sortOrder', order: 'DESC' },
      perPage: 50,
    });
  });

  it('falls back for anything unreadable', () => {
    expect(sanitizeGridState('nonsense', fields, fallback)).toBe(fallback);
    expect(sanitizeGridState({ perPage: 30, sort: { field: 'name', order: 'UP' } }, fields, fallback)).toMatchObject({ perPage: 25, sort: { field: 'name', order: 'ASC' } });
  });

  it('lists the visible columns in the arranged order', () => {
    const shown = visibleColumns(columns, { columnOrder: ['mrt-row-select', 'rate', 'name'], columnVisibility: { color: false, kind: false } });
    expect(shown.map((c) => c.field)).toEqual(['rate', 'name', 'regionId', 'count', 'isActive', 'startDate', 'visitAt']);
  });
});
