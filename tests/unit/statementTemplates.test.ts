/** Statements compiled once per shape and sent with each request's values (src/server/db/statementTemplates.ts). */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type DatabaseConnection, type QueryResult } from 'kysely';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import * as templates from '../../src/server/db/statementTemplates';
import { statementTemplate } from '../../src/server/db/statementTemplates';
import { USERS_LIST } from '../../src/server/users/listColumns';

/** A database that answers nothing and keeps what it was sent. */
function recordingDatabase() {
  const sent: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  class RecordingDriver extends DummyDriver {
    async acquireConnection(): Promise<DatabaseConnection> {
      return {
        executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
          sent.push({ sql: query.sql, parameters: query.parameters });
          return { rows: [] };
        },
        streamQuery: () => {
          throw new Error('not used');
        },
      };
    }
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, sent };
}

const userById = statementTemplate((db, values: { subscriberId: number; userId: number }, { activeOnly }: { activeOnly: boolean }) =>
  db
    .selectFrom('users')
    .select('id')
    .where('subscriber_id', '=', values.subscriberId)
    .where('id', '=', values.userId)
    .$if(activeOnly, (query) => query.where('is_active', '=', true)),
);

describe('statementTemplate', () => {
  it("sends each request's own values, in the order of the parameters, and the constants it wrote", async () => {
    const { db, sent } = recordingDatabase();
    await userById(db, { activeOnly: true }, { subscriberId: 1, userId: 10 });
    await userById(db, { activeOnly: true }, { subscriberId: 2, userId: 20 });
    expect(sent.map((s) => s.parameters)).toEqual([
      [1, 10, true],
      [2, 20, true],
    ]);
    expect(sent[0].sql).toBe(sent[1].sql);
  });

  it('compiles each shape apart', async () => {
    const { db, sent } = recordingDatabase();
    await userById(db, { activeOnly: true }, { subscriberId: 1, userId: 10 });
    await userById(db, { activeOnly: false }, { subscriberId: 1, userId: 11 });
    expect(sent[0].sql).toMatch(/is_active/);
    expect(sent[1].sql).not.toMatch(/is_active/);
    expect(sent[1].parameters).toEqual([1, 11]);
  });

  it('refuses a template that computes with a value or writes an object of its own', async () => {
    const { db } = recordingDatabase();
    const computing = statementTemplate((db, values: { userId: number }) => db.selectFrom('users').select('id').where('id', '=', values.userId + 1));
    await expect(computing(db, {}, { userId: 1 })).rejects.toThrow(/computed with its value "userId"/);
    const dated = statementTemplate((db, values: { userId: number }) =>
      db.updateTable('users').set({ modified_date: new Date() }).where('id', '=', values.userId),
    );
    await expect(dated(db, {}, { userId: 1 })).rejects.toThrow(/is an object/);
  });

  it("refuses a template whose text depends on a value: its truthiness, an equality, ?? or a property read", async () => {
    const { db, sent } = recordingDatabase();
    type Note = { userId: number; note: string | null };
    const dependent = {
      truthiness: statementTemplate((db, values: Note) => db.selectFrom('users').select('id').where('id', '=', values.userId).$if(Boolean(values.note), (q) => q.where('first_name', '=', values.note))),
      equality: statementTemplate((db, values: Note) => db.selectFrom('users').select('id').where('id', '=', values.userId).$if(values.note === null, (q) => q.where('first_name', 'is', null))),
      defaulted: statementTemplate((db, values: Note) => db.selectFrom('users').select('id').where('id', '=', values.userId).where('first_name', '=', values.note ?? 'nobody')),
      propertyRead: statementTemplate((db, values: Note) => db.selectFrom('users').select('id').where('id', '=', values.userId).limit(values.note?.length ?? 1)),
    };
    for (const [name, template] of Object.entries(dependent)) {
      await expect(template(db, {}, { userId: 1, note: 'Ann' }), name).rejects.toThrow(/statement template('s text depends on its values| failed with its values)/);
    }
    expect(sent).toEqual([]);
  });
});

/** The shapes each template of the server is compiled with here, by the module that defines it. */
const LABOR_COLUMNS = ['subscriber_id', 'work_order_id', 'technician_id', 'user_status_id', 'client_request_id', 'start_time', 'modified_date'] as const;
const CLOSING_COLUMNS = ['stop_time', 'stop_request_id', 'stop_user_status_id', 'closed_by', 'modified_by', 'modified_date'] as const;
const CLOCK_CHOICES = ['serviceTechnicianId', 'rateSheetTruckTypeId', 'itemRateTypeId', 'perDiemTypeId', 'workOrderFlagId', 'workOrderStatusId', 'userStatusId'];
const SCOPES = ['all', 'mine', 'none'] as const;
const both = [false, true];
const clockOutShapes = both.flatMap((userStatus) => both.map((orderStatus) => ({ columns: CLOSING_COLUMNS, userStatus, orderStatus })));
const clockInShapes = ([null, 'travel_ended', 'labor_closed'] as const).map((follows) => ({ columns: LABOR_COLUMNS, follows }));
const SHAPES: Record<string, unknown[]> = {
  'account/index.ts': [null],
  'plugins/principals.ts': [{}],
  'timeTracking/labors.ts': SCOPES.map((scope) => ({ scope })),
  'timeTracking/clockOut.ts': SCOPES.flatMap((scope) =>
    both.flatMap((locked) => [[], ['workOrderStatusId'], CLOCK_CHOICES].map((checked) => ({ scope, locked, checked }))),
  ),
  'timeTracking/clockInStatement.ts': clockInShapes,
  'timeTracking/clockOutStatement.ts': clockOutShapes,
  'timeTracking/stopAndStartStatement.ts': clockOutShapes.map((clockOut) => ({ clockOut, clockIn: { columns: LABOR_COLUMNS, follows: 'labor_closed' } })),
  'users/listPage.ts': Object.keys(USERS_LIST.columns).flatMap((field) =>
    (['ASC', 'DESC'] as const).flatMap((order) => both.flatMap((seesAll) => (['none', 'asIs', 'lowered'] as const).map((search) => ({ field, order, seesAll, search })))),
  ),
};

/** The server's modules that define statement templates, from src/server, each with how many. */
function modulesWithTemplates(): Map<string, number> {
  const root = path.resolve('src/server');
  const found = new Map<string, number>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && entry.name !== 'statementTemplates.ts') {
        const count = readFileSync(file, 'utf8').match(/\bstatementTemplate\(/g)?.length ?? 0;
        if (count) found.set(path.relative(root, file).split(path.sep).join('/'), count);
      }
    }
  };
  walk(root);
  return found;
}

describe('every statement template of the server', () => {
  it('compiles to the same SQL text with different sets of values, for each of its shapes', async () => {
    const modules = modulesWithTemplates();
    for (const module of modules.keys()) await import(/* @vite-ignore */ `../../src/server/${module}`);
    // This file's own templates are defined outside src/server.
    const registered = templates.statementTemplateRegistry().filter((template) => template.where !== 'outside src/server');
    const expected = [...modules].flatMap(([module, count]) => Array.from({ length: count }, (_, i) => (i ? `${module}#${i + 1}` : module)));
    expect(registered.map((template) => template.where).sort()).toEqual(expected.sort());
    const { db } = recordingDatabase();
    let compiled = 0;
    for (const template of registered) {
      const shapes = SHAPES[template.where];
      expect(shapes, `shapes to compile ${template.where} with (SHAPES in this file)`).toBeDefined();
      for (const shape of shapes) {
        const texts = template.prove(db, shape);
        expect(texts.length, template.where).toBeGreaterThanOrEqual(2);
        expect(new Set(texts).size, `${template.where} ${JSON.stringify(shape)}`).toBe(1);
        compiled++;
      }
    }
    expect(compiled).toBeGreaterThan(100);
    // It imports every server module that holds a template, which takes seconds on a busy machine.
  }, 60_000);
});
