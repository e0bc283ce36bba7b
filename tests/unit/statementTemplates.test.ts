/** Statements compiled once per shape and sent with each request's values (src/server/db/statementTemplates.ts). */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type DatabaseConnection, type QueryResult } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { statementTemplate } from '../../src/server/db/statementTemplates';

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
});
