/**
 * A list's column map: for each field a request may filter or sort by, the SQL behind it and
 * its kind, which says how a filter value is read (spec §5 grid filters). One map per list;
 * the grammar itself lives in conditions.ts and order.ts.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * How a filter value is read: `dateTime` is a wall-clock `timestamp` compared as it is;
 * `instant` is a `timestamptz` whose filter values are wall-clock times of the subscriber's
 * zone, turned into the instant they name there.
 */
export type ColumnKind = 'integer' | 'number' | 'text' | 'boolean' | 'date' | 'dateTime' | 'instant';

/** What a plain text value (a key without an operator suffix) means on a text column. */
export type PlainText = 'equals' | 'contains' | 'equalsIgnoringCase';

export interface ListColumn {
  /** The SQL behind the field: a column reference or any expression. */
  sql: Expression<any>;
  kind: ColumnKind;
  /** Text columns only; equality unless the list declares otherwise. */
  plainText: PlainText;
  filterable: boolean;
  sortable: boolean;
  /** The ORDER BY terms when sorting by this field, when the SQL alone does not sort right. */
  sortBy?: (direction: 'asc' | 'desc') => SortTerm[];
}

export interface SortTerm {
  sql: Expression<any>;
  direction: 'asc' | 'desc';
  nullsFirst?: boolean;
}

export type ColumnMap = Readonly<Record<string, ListColumn>>;

/** A filter key that is not a column: `technicianId` of the work-order grids, say. */
export type ExtraFilter = (eb: ExpressionBuilder<any, any>, value: unknown, timeZone: string) => Expression<SqlBool>;

/** What a list offers to the grammar. */
export interface ListSpec {
  /** Names the list in "<label> cannot be filtered by ..." answers. */
  label: string;
  columns: ColumnMap;
  /** The search box, `q` (trimmed, never empty); a list without one refuses `q`. */
  search?: (eb: ExpressionBuilder<any, any>, text: string) => Expression<SqlBool>;
  extraFilters?: Readonly<Record<string, ExtraFilter>>;
  /** Skip filter keys that name no column instead of refusing them (a list whose API always did). */
  ignoresUnknownFilters?: boolean;
}

export type ColumnOptions = Partial<Omit<ListColumn, 'sql' | 'kind'>>;

/** A column of the map, filterable and sortable unless told otherwise; `sql` names a column or is an expression. */
export function listColumn(source: string | Expression<any>, kind: ColumnKind, options: ColumnOptions = {}): ListColumn {
  return {
    sql: typeof source === 'string' ? sql.ref(source) : source,
    kind,
    plainText: 'equals',
    filterable: true,
    sortable: true,
    ...options,
  };
}

/** The fields a list sorts by, for the sort parameter's check. */
export const sortableFields = (columns: ColumnMap): string[] => Object.keys(columns).filter((field) => columns[field].sortable);

/** `%text%` for LIKE, with %, _ and \ matching themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ASCII without capitals: text that lower() leaves as it is, whatever the database's locale. */
const NOTHING_TO_LOWER = /^[\x00-\x40\x5b-\x7f]*$/;

/** Whether lower() may change `text`, so that a pattern made of it is lowered in SQL too. */
export const mayHoldCapitals = (text: string) => !NOTHING_TO_LOWER.test(text);

/**
 * `value` contains `text`, ignoring case: `lower(value) LIKE lower('%text%')`, which is what
 * ILIKE does in a UTF-8 database (it lowers both sides), written out so that it matches the
 * trigram indexes on lower(...) (migration 0006, resources/ddl.ts). A pattern with nothing to
 * lower is sent as it is: the plan a prepared statement keeps for every value would otherwise
 * lower it again for each row it reads.
 */
export function containsText(eb: ExpressionBuilder<any, any>, value: Expression<any>, text: string): Expression<SqlBool> {
  return matchesPattern(eb, value, containsPattern(text), mayHoldCapitals(text));
}

/** containsText with its pattern made beforehand (containsPattern): `lowerPattern` when mayHoldCapitals. */
function matchesPattern(eb: ExpressionBuilder<any, any>, value: Expression<any>, pattern: unknown, lowerPattern: boolean): Expression<SqlBool> {
  const sent = eb.val(pattern);
  return eb(eb.fn('lower', [value]), 'like', lowerPattern ? eb.fn('lower', [sent]) : sent);
}

/** The search box over some text columns of the map, with its pattern made beforehand (matchesPattern). */
export const searchColumnsFor =
  (columns: ColumnMap, fields: readonly string[]) =>
  (eb: ExpressionBuilder<any, any>, pattern: unknown, lowerPattern: boolean): Expression<SqlBool> =>
    fields.length ? eb.or(fields.map((field) => matchesPattern(eb, columns[field].sql, pattern, lowerPattern))) : eb.and([]);

/** The search box over some text columns of the map: any of them contains the text. */
export function searchColumns(columns: ColumnMap, fields: readonly string[]) {
  const search = searchColumnsFor(columns, fields);
  return (eb: ExpressionBuilder<any, any>, text: string): Expression<SqlBool> => search(eb, containsPattern(text), mayHoldCapitals(text));
}
