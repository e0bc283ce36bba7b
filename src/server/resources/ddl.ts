/**
 * Creates and grows resource tables from their definitions at start. A new property adds a
 * column; nothing is ever dropped: a column whose property was removed stays, and the start
 * log names it so that an operator can drop it deliberately.
 *
 * Every table is keyed (subscriber_id, id): seed rows keep their fixed ids in every
 * subscriber, and a reference is a foreign key on (subscriber_id, <ref>_id), so a row can
 * never point at another subscriber's record.
 */
import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from './definition';

const q = (identifier: string) => `"${identifier}"`;

/**
 * What the schema already holds, read in three queries for every resource table at once: a
 * query per table through information_schema took most of PGlite's start.
 */
export interface Catalog {
  /** Each table's columns, by table name. */
  columns: Map<string, Set<string>>;
  /** Every relation's name in the schema (tables, indexes, sequences): what `if not exists` looks for. */
  relations: Set<string>;
  constraints: Set<string>;
}

export async function readCatalog(db: Kysely<any>): Promise<Catalog> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'v', 'f', 'p') and a.attnum > 0 and not a.attisdropped`.execute(db);
  const relations = await sql<{ relname: string }>`
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema()`.execute(db);
  const constraints = await sql<{ conname: string }>`select distinct conname from pg_constraint`.execute(db);
  const byTable = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns.rows) {
    if (!byTable.has(table_name)) byTable.set(table_name, new Set());
    byTable.get(table_name)!.add(column_name);
  }
  return { columns: byTable, relations: new Set(relations.rows.map((r) => r.relname)), constraints: new Set(constraints.rows.map((r) => r.conname)) };
}

/**
 * The text columns that "contains" filters and the search box read (lower(column) LIKE
 * lower('%text%'), lists/columns.ts), each with a trigram index on lower(column) (pg_trgm,
 * migrations 0005 and 0006; fastupdate off, as there). A singleton holds one row per subscriber,
 * and a secret (writeOnly) is nothing a record is looked up by: neither gets one.
 */
const searchedColumns = (definition: ResourceDefinition) =>
  definition.singleton ? [] : definition.columns.filter((c) => c.kind === 'text' && !c.writeOnly).map((c) => c.column);

const columnSql = (column: ResourceDefinition['columns'][number]) => `${q(column.column)} ${column.sqlType}`;

export async function ensureResourceTable(
  db: Kysely<any>,
  definition: ResourceDefinition,
  registry: Map<string, ResourceDefinition>,
  catalog: Catalog,
): Promise<{ created: boolean; addedColumns: string[]; orphanColumns: string[] }> {
  const table = definition.table;
  const existing = catalog.columns.get(table) ?? null;
  const statements: string[] = [];
  const createIndex = (name: string, statement: string) => {
    if (!catalog.relations.has(name)) statements.push(statement);
  };
  const addedColumns: string[] = [];
  if (!existing) {
    statements.push(`create table ${q(table)} (
      subscriber_id integer not null references subscribers(id) on delete cascade,
      id integer not null,
      ${definition.columns.map(columnSql).join(',\n      ')}${definition.columns.length ? ',' : ''}
      version integer not null default 1,
      created_by integer,
      created_date timestamptz not null default now(),
      modified_by integer,
      modified_date timestamptz not null default now(),
      primary key (subscriber_id, id)
    )`);
    statements.push(`create sequence if not exists ${q(`${table}_id_seq`)} start with ${definition.idStart} owned by ${q(table)}.id`);
  } else {
    for (const column of definition.columns) {
      if (!existing.has(column.column)) {
        statements.push(`alter table ${q(table)} add column ${columnSql(column)}`);
        addedColumns.push(column.column);
      }
    }
  }
  for (const fields of definition.unique) {
    const columns = fields.map((f) => definition.columns.find((c) => c.property === f)!.column);
    const index = `${table}_${columns.join('_')}_key`.slice(0, 63);
    const expressions = columns.map((c) => {
      const col = definition.columns.find((d) => d.column === c)!;
      return col.kind === 'text' ? `lower(${q(c)})` : q(c);
    });
    createIndex(index, `create unique index if not exists ${q(index)} on ${q(table)} (subscriber_id, ${expressions.join(', ')})`);
  }
  for (const column of definition.columns) {
    if (!column.reference) continue;
    const target = registry.get(column.reference.resource)!;
    const constraint = `${table}_${column.column}_fkey`.slice(0, 63);
    const index = `${table}_${column.column}_idx`.slice(0, 63);
    createIndex(index, `create index if not exists ${q(index)} on ${q(table)} (subscriber_id, ${q(column.column)})`);
    if (!catalog.constraints.has(constraint)) {
      statements.push(
        `alter table ${q(table)} add constraint ${q(constraint)} foreign key (subscriber_id, ${q(column.column)}) references ${q(target.table)} (subscriber_id, id)`,
      );
    }
  }
  for (const column of searchedColumns(definition)) {
    const index = `${table}_${column}_trgm_idx`.slice(0, 63);
    createIndex(index, `create index if not exists ${q(index)} on ${q(table)} using gin (lower(${q(column)}) gin_trgm_ops) with (fastupdate = off)`);
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
  const declared = new Set(['subscriber_id', 'id', 'version', 'created_by', 'created_date', 'modified_by', 'modified_date', ...definition.columns.map((c) => c.column)]);
  const orphanColumns = existing ? [...existing].filter((c) => !declared.has(c)) : [];
  return { created: !existing, addedColumns, orphanColumns };
}
