/**
 * The generated Kysely table types (src/generated/tables.ts) describe the tables as
 * src/server/resources/ddl.ts really creates them and as the database drivers really read them:
 * the tables are created from every schema in a scratch PGlite database and compared, column
 * for column, with the generated interfaces.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../scripts/codegen';
import { generateTableTypes, tableInterfaceName } from '../../scripts/codegen/tableTypes';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { ResourceDefinition } from '../../src/server/resources/definition';
import { prepareResources } from '../../src/server/resources/engine';
import type { ResourceRegistry } from '../../src/server/resources/registry';

interface SqlColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** Each generated interface's properties, in order, with their type as written. */
function interfacesOf(source: string): Map<string, Array<[string, string]>> {
  const file = ts.createSourceFile('tables.ts', source, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, Array<[string, string]>>();
  file.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node)) return;
    const members = node.members.filter(ts.isPropertySignature).map((m): [string, string] => [m.name.getText(file), m.type!.getText(file)]);
    interfaces.set(node.name.text, members);
  });
  return interfaces;
}

/** What a generated column type says: the value read, whether it may be null, whether an insert may leave it out. */
function readColumnType(type: string): { read: string; nullable: boolean; defaulted: boolean } {
  const generated = /^Generated<(.+)>$/.exec(type);
  if (generated) return { ...readColumnType(generated[1]), defaulted: true };
  if (type === 'CreatedAt' || type === 'ModifiedAt') return { read: 'Date', nullable: false, defaulted: true };
  if (type.startsWith('Nullable')) return { read: type.slice('Nullable'.length), nullable: true, defaulted: false };
  const parts = type.split(' | ');
  return { read: parts.filter((p) => p !== 'null').join(' | '), nullable: parts.includes('null'), defaulted: false };
}

/** How the drivers read each SQL type (src/server/db/database.ts): the generated type to expect and the JavaScript type of a value. */
const READ_AS: Record<string, { type: string; value: string }> = {
  text: { type: 'string', value: 'string' },
  integer: { type: 'number', value: 'number' },
  numeric: { type: 'Numeric', value: 'number' },
  boolean: { type: 'boolean', value: 'boolean' },
  date: { type: 'string', value: 'string' },
  'timestamp without time zone': { type: 'string', value: 'string' },
  'timestamp with time zone': { type: 'Date', value: 'Date' },
};

const valueType = (value: unknown) => (value instanceof Date ? 'Date' : typeof value);

describe('the generated table types', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let registry: ResourceRegistry;
  let columns: SqlColumn[];
  let interfaces: Map<string, Array<[string, string]>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-codegen-'));
    handle = await openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(handle.db);
    await handle.db.insertInto('subscribers').values({ name: 'Table types', setup_flags: '{}' }).execute();
    registry = await prepareResources(handle.db, SCHEMAS_DIR);
    const { rows } = await sql<SqlColumn>`
      select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(handle.db);
    columns = rows;
    interfaces = interfacesOf(generateTableTypes([...registry.byName.values()]));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sqlColumnsOf = (definition: ResourceDefinition) => columns.filter((c) => c.table_name === definition.table);

  it('list every schema-owned table by its table name', () => {
    const tables = interfaces.get('ResourceTables')!;
    expect(tables).toEqual([...registry.byName.values()].map((d) => [d.table, tableInterfaceName(d)]));
    expect(tables.length).toBe(97);
  });

  it('have the columns ddl.ts creates, in its order', () => {
    for (const definition of registry.byName.values()) {
      const generated = interfaces.get(tableInterfaceName(definition))!.map(([name]) => name);
      expect(generated, definition.table).toEqual(sqlColumnsOf(definition).map((c) => c.column_name));
    }
  });

  it('read each SQL type as the drivers do, and leave out on insert exactly the columns with a default', () => {
    for (const definition of registry.byName.values()) {
      const generated = new Map(interfaces.get(tableInterfaceName(definition)));
      const properties = definition.schema.properties as Record<string, { enum?: string[] }>;
      for (const column of sqlColumnsOf(definition)) {
        const where = `${definition.table}.${column.column_name}`;
        const type = readColumnType(generated.get(column.column_name)!);
        const property = definition.columns.find((c) => c.column === column.column_name);
        const choices = property && properties[property.property].enum;
        const expected = choices ? choices.map((v) => JSON.stringify(v)).join(' | ') : READ_AS[column.data_type]?.type;
        expect(type.read, where).toBe(expected);
        // Property columns are filled by the engine from the body and the defaults, never by SQL.
        expect(type.defaulted, where).toBe(!property && column.column_default !== null);
      }
    }
  });

  it('allow null where SQL does and the schema lets a record leave it empty', () => {
    for (const definition of registry.byName.values()) {
      const generated = new Map(interfaces.get(tableInterfaceName(definition)));
      const schema = definition.schema as { required?: string[]; properties: Record<string, { type?: string | string[]; default?: unknown }> };
      for (const column of sqlColumnsOf(definition)) {
        const where = `${definition.table}.${column.column_name}`;
        const { nullable } = readColumnType(generated.get(column.column_name)!);
        const property = definition.columns.find((c) => c.column === column.column_name)?.property;
        if (column.is_nullable === 'NO') expect(nullable, where).toBe(false);
        else if (!property) expect(nullable, where).toBe(true);
        else {
          const spec = schema.properties[property];
          const leftEmpty = [spec.type].flat().includes('null') || (!schema.required?.includes(property) && spec.default === undefined);
          expect(nullable, where).toBe(leftEmpty);
        }
      }
    }
  });

  it('type the values read back from seeded rows', async () => {
    let checked = 0;
    for (const definition of registry.byName.values()) {
      const rows = await handle.db.selectFrom(definition.table as never).selectAll().execute();
      const generated = new Map(interfaces.get(tableInterfaceName(definition)));
      for (const row of rows as Array<Record<string, unknown>>) {
        for (const column of sqlColumnsOf(definition)) {
          const value = row[column.column_name];
          const where = `${definition.table}.${column.column_name} = ${JSON.stringify(value)}`;
          if (value === null) {
            expect(readColumnType(generated.get(column.column_name)!).nullable, where).toBe(true);
            continue;
          }
          expect(valueType(value), where).toBe(READ_AS[column.data_type].value);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 60_000);
});
