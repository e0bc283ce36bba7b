/**
 * PGlite runs on a thread of its own (src/server/db/pgliteThread.ts): while it runs a query,
 * the server's thread goes on with other requests; a process with PGlite open and idle ends
 * when its work is done, and one awaiting an answer from it does not end before the answer.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';

const root = path.resolve(import.meta.dirname, '../..');

describe('PGlite on its own thread', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase('pglitethread', null);
    database = await openDatabase({ databaseUrl: null, dataDir: scratch.dataDir });
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it("keeps the server's thread running while a long query runs", async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 5);
    const started = performance.now();
    try {
      const { rows } = await sql<{ total: string }>`select count(*) as total from generate_series(1, 3000000)`.execute(database.db);
      expect(rows).toEqual([{ total: '3000000' }]);
    } finally {
      clearInterval(ticking);
    }
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(100); // long enough that a blocked thread could not tick
    // A timer every 5 ms fires at least once every 20 ms even on a busy machine.
    expect(ticks).toBeGreaterThan(elapsed / 20);
  });

  it('answers an error of the database as node-postgres does, and goes on answering', async () => {
    await expect(sql`select * from no_such_table`.execute(database.db)).rejects.toThrow('relation "no_such_table" does not exist');
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(database.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('lets a script end when its work is done, after it closed the database or without closing it', () => {
    for (const close of [true, false]) {
      const script = path.join(scratch.dataDir, `script-${close}.mts`);
      writeFileSync(
        script,
        `import { openDatabase } from ${JSON.stringify(path.join(root, 'src/server/db/database.ts'))};
        const database = await openDatabase({ databaseUrl: null, dataDir: ${JSON.stringify(path.join(scratch.dataDir, 'script'))} });
        const [row] = await database.rawQuery('select 41 + 1 as answer', []);
        console.log('answer', row.answer);
        ${close ? "await database.close(); console.log('closed');" : ''}`,
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
      expect({ status: run.status, stdout: run.stdout.trim(), stderr: run.stderr }).toEqual({ status: 0, stdout: close ? 'answer 42\nclosed' : 'answer 42', stderr: '' });
    }
  });
});
