/**
 * The one list grammar of the server (src/server/lists): parsing sort, range and filter, each
 * filter operator over a column map, and the column maps of the lists that use it, run against
 * an in-memory PGlite table.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/errors';
import { containsPattern, listColumn, searchColumns, type ListSpec } from '../../src/server/lists/columns';
import { filterCondition } from '../../src/server/lists/conditions';
import { contentRange, pageOf } from '../../src/server/lists/order';
import { MAX_PAGE_SIZE, parseListQuery } from '../../src/server/lists/parse';
import { resourceListSpec } from '../../src/server/resources/listColumns';
import type { ResourceDefinition } from '../../src/server/resources/definition';
import { USERS_LIST } from '../../src/server/users/listColumns';
import { GRID_COLUMNS } from '../../src/server/workOrders/gridColumns';

const ZONE = 'America/Los_Angeles';

const ITEMS: ListSpec = {
  label: 'Items',
  columns: {
    id: listColumn('id', 'integer'),
    name: listColumn('name', 'text'),
    note: listColumn('note', 'text', { plainText: 'contains' }),
    code: listColumn('code', 'text', { plainText: 'equalsIgnoringCase' }),
    amount: listColumn('amount', 'number'),
    active: listColumn('active', 'boolean'),
    day: listColumn('day', 'date'),
    at: listColumn('at', 'dateTime'),
    changed: listColumn('changed', 'instant'),
    secret: listColumn('secret', 'text', { filterable: false, sortable: false }),
  },
};
ITEMS.search = searchColumns(ITEMS.columns, ['name', 'note']);

let pglite: PGlite;
let db: Kysely<any>;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) });
  await sql`create table items (id int primary key, name text, note text, code text, amount numeric, active boolean,
    day date, at timestamp, changed timestamptz, secret text)`.execute(db);
  await sql`insert into items values
    (1, 'Harbor 50%', 'north side', 'AB', 10.5, true, '2024-06-03', '2024-06-03 08:00', '2024-06-03 15:00+00', 'x'),
    (2, 'Maple', 'south_side', 'ab', 20, false, '2024-06-04', '2024-06-04 23:30', '2024-06-04 06:30+00', 'y'),
    (3, 'Lakeside', null, 'CD', null, true, '2024-06-05', '2024-06-05 00:00', '2024-06-05 07:00+00', 'z')`.execute(db);
}, 120_000);

afterAll(async () => {
  await db.destroy();
});

const idsOf = async (filter: Record<string, unknown>, spec: ListSpec = ITEMS) => {
  const rows = await db.selectFrom('items').select('id').where(filterCondition(spec, filter, ZONE)).orderBy('id').execute();
  return rows.map((row) => row.id);
};

/** The 400 a call answers: its title and field errors. */
async function refusal(run: () => unknown): Promise<{ title: string; errors?: Record<string, string[]> }> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return (error as ApiError).body as { title: string; errors?: Record<string, string[]> };
  }
  throw new Error('expected a 400');
}

describe('parseListQuery', () => {
  const parse = (query: Record<string, string | undefined>) => parseListQuery(query, ITEMS.columns, ['name', 'ASC']);

  it('reads sort, range and filter, with the default sort and the first 25 rows when absent', () => {
    expect(parse({})).toEqual({ sort: { field: 'name', order: 'ASC' }, range: { start: 0, end: 24 }, filter: {} });
    expect(parse({ sort: '["amount","desc"]', range: '[25,49]', filter: '{"q":"x"}' })).toEqual({
      sort: { field: 'amount', order: 'DESC' },
      range: { start: 25, end: 49 },
      filter: { q: 'x' },
    });
  });

  it('answers getMany (ids without a range) with every id, up to the page limit', () => {
    expect(parse({ filter: '{"id":[4,5,6]}' }).range).toEqual({ start: 0, end: 2 });
    const many = JSON.stringify({ id: Array.from({ length: 1500 }, (_, i) => i + 1) });
    expect(parse({ filter: many }).range).toEqual({ start: 0, end: MAX_PAGE_SIZE - 1 });
    expect(parse({ filter: '{"id":[4,5,6]}', range: '[0,0]' }).range).toEqual({ start: 0, end: 0 });
  });

  it.each([
    ['sort', { sort: '["secret","ASC"]' }, 'Not a sortable field or order.'],
    ['sort', { sort: '["toString","ASC"]' }, 'Not a sortable field or order.'],
    ['sort', { sort: '["name","UP"]' }, 'Not a sortable field or order.'],
    ['sort', { sort: 'name' }, 'Not valid JSON.'],
    ['range', { range: '[5,1]' }, 'Not a valid range.'],
    ['range', { range: '[-1,3]' }, 'Not a valid range.'],
    ['range', { range: `[0,${MAX_PAGE_SIZE}]` }, 'Not a valid range.'],
    ['filter', { filter: '[1]' }, 'Not a JSON object.'],
    ['filter', { filter: '{q:' }, 'Not valid JSON.'],
  ])('refuses a malformed %s parameter with a 400 naming it: %j', async (name, query, message) => {
    const answer = await refusal(() => parse(query));
    expect(answer.title).toContain(`The ${name} parameter`);
    expect(answer.errors).toEqual({ [name]: [message] });
  });
});

describe('filter operators', () => {
  it('plain keys compare equal; a list means any of; null means empty; "" is no filter', async () => {
    expect(await idsOf({ id: 2 })).toEqual([2]);
    expect(await idsOf({ id: [1, 3] })).toEqual([1, 3]);
    expect(await idsOf({ id: [] })).toEqual([]);
    expect(await idsOf({ amount: null })).toEqual([3]);
    expect(await idsOf({ active: false })).toEqual([2]);
    expect(await idsOf({ amount: 10.5 })).toEqual([1]);
    expect(await idsOf({ name: '' })).toEqual([1, 2, 3]);
  });

  it('plain text means what the column declares: equality, contains, or equality ignoring case', async () => {
    expect(await idsOf({ name: 'Maple' })).toEqual([2]);
    expect(await idsOf({ name: 'map' })).toEqual([]);
    expect(await idsOf({ note: 'SIDE' })).toEqual([1, 2]);
    expect(await idsOf({ code: 'Ab' })).toEqual([1, 2]);
  });

  it('_gt, _gte, _lt, _lte and _neq compare', async () => {
    expect(await idsOf({ amount_gt: 10.5 })).toEqual([2]);
    expect(await idsOf({ amount_gte: 10.5 })).toEqual([1, 2]);
    expect(await idsOf({ amount_lt: 20 })).toEqual([1]);
    expect(await idsOf({ amount_lte: 20 })).toEqual([1, 2]);
    expect(await idsOf({ id_neq: 2 })).toEqual([1, 3]);
    expect(await idsOf({ day_gte: '2024-06-04' })).toEqual([2, 3]);
  });

  it('_contains ignores case and reads %, _ and \\ as plain characters', async () => {
    expect(await idsOf({ name_contains: 'HARBOR' })).toEqual([1]);
    expect(await idsOf({ name_contains: '%' })).toEqual([1]);
    expect(await idsOf({ note_contains: '_' })).toEqual([2]);
    expect(await idsOf({ name_contains: '\\' })).toEqual([]);
  });

  it('_contains finds what ILIKE finds, letters beyond ASCII too', async () => {
    const words = ['Émile Zola', 'émile', 'STRASSE', 'Straße', 'İstanbul', 'istanbul', 'ΣΊΣΥΦΟΣ', 'σίσυφος', 'ǅemal', 'Ñandú', '50% off', 'a_b', 'back\\slash'];
    await sql`create table words (id int, word text)`.execute(db);
    await db.insertInto('words').values(words.map((word, id) => ({ id, word }))).execute();
    const spec: ListSpec = { label: 'Words', columns: { id: listColumn('id', 'integer'), word: listColumn('word', 'text') } };
    const idsWhere = async (condition: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) =>
      (await db.selectFrom('words').select('id').where(condition).orderBy('id').execute()).map((row) => row.id);
    for (const needle of ['émile', 'ÉMILE', 'straße', 'STRASSE', 'strasse', 'İSTANBUL', 'istanbul', 'σίσυφος', 'ΣΊΣΥΦΟΣ', 'ǆ', 'ñ', '%', '_', '\\']) {
      const ilike = await idsWhere((eb) => eb('word', 'ilike', containsPattern(needle)));
      expect(await idsWhere(filterCondition(spec, { word_contains: needle }, ZONE)), needle).toEqual(ilike);
    }
  });

  it('q searches the declared text columns, trimmed', async () => {
    expect(await idsOf({ q: '  north ' })).toEqual([1]);
    expect(await idsOf({ q: 'SIDE' })).toEqual([1, 2, 3]);
    expect(await idsOf({ q: '   ' })).toEqual([1, 2, 3]);
  });

  it('a wall-clock date-time compares as written; a day alone is that whole day', async () => {
    expect(await idsOf({ at: '2024-06-04' })).toEqual([2]);
    expect(await idsOf({ at_gte: '2024-06-04T23:30:00' })).toEqual([2, 3]);
  });

  it("an instant reads wall-clock times in the subscriber's zone; a day alone is that local day", async () => {
    // 2024-06-04 06:30 UTC is 2024-06-03 23:30 in Los Angeles.
    expect(await idsOf({ changed: '2024-06-03' })).toEqual([1, 2]);
    expect(await idsOf({ changed_lt: '2024-06-03T08:00:00' })).toEqual([]);
    expect(await idsOf({ changed_lte: '2024-06-03T08:00:00' })).toEqual([1]);
  });
});

describe('bad filters answer 400 naming the key, never a 500', () => {
  it.each([
    [{ colour: 'red' }, 'filter.colour', 'Not a filterable field.', 'Items cannot be filtered by "colour".'],
    [{ colour: '' }, 'filter.colour', 'Not a filterable field.', 'Items cannot be filtered by "colour".'],
    [{ toString: null }, 'filter.toString', 'Not a filterable field.', 'Items cannot be filtered by "toString".'],
    [{ secret: 'x' }, 'filter.secret', 'Not a filterable field.', 'Items cannot be filtered by "secret".'],
    [{ colour_gt: 1 }, 'filter.colour_gt', 'Not a filterable field.', 'Items cannot be filtered by "colour_gt".'],
    [{ id: 'one' }, 'filter.id', 'Must be a whole number.', 'The filter id must be a whole number.'],
    [{ id: 2 ** 31 }, 'filter.id', 'Must be a whole number.', 'The filter id must be a whole number.'],
    [{ amount_gt: '5' }, 'filter.amount_gt', 'Must be a number.', 'The filter amount_gt must be a number.'],
    [{ active: 'yes' }, 'filter.active', 'Must be true or false.', 'The filter active must be true or false.'],
    [{ name: 5 }, 'filter.name', 'Must be text of at most 500 characters.', 'The filter name must be text of at most 500 characters.'],
    [{ q: 'x'.repeat(501) }, 'filter.q', 'Must be text of at most 500 characters.', 'The filter q must be text of at most 500 characters.'],
    [{ day: '06/03/2024' }, 'filter.day', 'Must be a date YYYY-MM-DD.', 'The filter day must be a date YYYY-MM-DD.'],
    [{ at: '2024-02-30T10:00:00' }, 'filter.at', 'Must be a date-time YYYY-MM-DDTHH:mm:ss.', 'The filter at must be a date-time YYYY-MM-DDTHH:mm:ss.'],
    [{ changed_gt: 'soon' }, 'filter.changed_gt', 'Must be a date-time YYYY-MM-DDTHH:mm:ss.', 'The filter changed_gt must be a date-time YYYY-MM-DDTHH:mm:ss.'],
    [{ amount_contains: '1' }, 'filter.amount_contains', 'Not a text field.', 'The filter amount_contains works on text fields only.'],
    [{ id: Array.from({ length: 1001 }, (_, i) => i) }, 'filter.id', 'Too many values.', 'The filter id lists too many values.'],
  ])('%#: %s', async (filter, field, message, title) => {
    const answer = await refusal(() => idsOf(filter));
    expect(answer).toEqual({ title, errors: { [field]: [message] } });
  });

  it('a list that ignores unknown keys skips them, but still refuses a bad value of a known one', async () => {
    const lenient = { ...ITEMS, ignoresUnknownFilters: true };
    expect(await idsOf({ subscriberId: 9, colour_gt: 1, id: 2 }, lenient)).toEqual([2]);
    const answer = await refusal(() => idsOf({ id: 'two' }, lenient));
    expect(answer.errors).toEqual({ 'filter.id': ['Must be a whole number.'] });
  });

  it('a list without a search box refuses q as an unknown field', async () => {
    const answer = await refusal(() => idsOf({ q: 'x' }, { ...ITEMS, search: undefined }));
    expect(answer.errors).toEqual({ 'filter.q': ['Not a filterable field.'] });
  });
});

describe('pages', () => {
  it('sorts by the field, then the tie-breakers, and cuts the requested range', async () => {
    const list = parseListQuery({ sort: '["active","DESC"]', range: '[0,1]' }, ITEMS.columns, ['name', 'ASC']);
    const page = await pageOf(db.selectFrom('items').select('id'), ITEMS.columns, list, [{ sql: sql.ref('id'), direction: 'desc' }]).execute();
    expect(page.map((row) => row.id)).toEqual([3, 1]);
    expect(contentRange('items', list, page.length, 3)).toBe('items 0-1/3');
    expect(contentRange('items', { ...list, range: { start: 10, end: 19 } }, 0, '3')).toBe('items 10-10/3');
  });
});

describe('the column maps of the lists', () => {
  const definition = {
    label: 'Regions',
    columns: [
      { property: 'name', column: 'name', kind: 'text' },
      { property: 'settings', column: 'settings', kind: 'json' },
      { property: 'startsOn', column: 'starts_on', kind: 'date' },
      { property: 'visitAt', column: 'visit_at', kind: 'dateTime' },
    ],
  } as unknown as ResourceDefinition;

  it('resources: plain text is equality, JSON neither filters nor sorts, audit dates are instants', () => {
    const { columns } = resourceListSpec(definition);
    expect(columns.name).toMatchObject({ kind: 'text', plainText: 'equals', filterable: true, sortable: true });
    expect(columns.settings).toMatchObject({ filterable: false, sortable: false });
    expect(columns.visitAt.kind).toBe('dateTime');
    expect(columns.createdDate.kind).toBe('instant');
    expect(columns.modifiedDate.kind).toBe('instant');
    expect(Object.keys(columns)).toEqual(['id', 'version', 'createdBy', 'createdDate', 'modifiedBy', 'modifiedDate', 'name', 'settings', 'startsOn', 'visitAt']);
  });

  it('work-order grids: plain text is contains, the dates are instants', () => {
    const text = Object.entries(GRID_COLUMNS).filter(([, column]) => column.kind === 'text');
    expect(text.map(([field]) => field)).toEqual(['displayNumber', 'customerName', 'siteAddress', 'problem', 'status', 'flag', 'technicianNames', 'sitePhone']);
    expect(text.every(([, column]) => column.plainText === 'contains')).toBe(true);
    expect(GRID_COLUMNS.createdDate.kind).toBe('instant');
  });

  it('users: sorts by id, names, e-mail and active; plain text is equality; other keys are ignored', () => {
    expect(Object.keys(USERS_LIST.columns)).toEqual(['id', 'userName', 'firstName', 'lastName', 'email', 'isActive']);
    expect(USERS_LIST.columns.userName.plainText).toBe('equals');
    expect(USERS_LIST.ignoresUnknownFilters).toBe(true);
  });
});
