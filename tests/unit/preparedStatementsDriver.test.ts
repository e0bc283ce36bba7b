/**
 * src/server/db/preparedStatements.ts reaches into node-postgres beyond its typings: its Query's
 * methods (prepare, handleRowDescription, hasBeenParsed, handleError, _getRows, the
 * result's fields and parsers), its connection's messages (bind, close, sync) and statement
 * maps, and its value writer. `pg` and `pg-protocol` are pinned to exact versions in
 * package.json; this test fails when either changes, or when what is used changes shape, so that
 * an upgrade is a decision: check those internals against the new version, then update the
 * versions here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

const require = createRequire(import.meta.url);
const PG = '8.23.1';
const PG_PROTOCOL = '1.16.1';

describe("node-postgres internals that prepared statements use", () => {
  it(`pg ${PG} and pg-protocol ${PG_PROTOCOL}, pinned exactly and installed`, () => {
    expect(packageJson.dependencies.pg).toBe(PG);
    expect((packageJson.dependencies as Record<string, string>)['pg-protocol']).toBe(PG_PROTOCOL);
    expect(require('pg/package.json').version).toBe(PG);
    // The copy pg itself loads, wherever npm put it.
    let folder = path.dirname(createRequire(require.resolve('pg')).resolve('pg-protocol'));
    while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    expect(JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))).toMatchObject({ name: 'pg-protocol', version: PG_PROTOCOL });
  });

  it("the Query's methods and its result's fields", () => {
    const query = pg.Query.prototype as unknown as Record<string, unknown>;
    for (const method of ['prepare', 'handleRowDescription', 'hasBeenParsed', 'handleError', '_getRows', 'handleReadyForQuery']) {
      expect(typeof query[method], method).toBe('function');
    }
    const made = new pg.Query('select $1::int', [1]) as unknown as Record<string, any>;
    expect(Object.keys(made)).toEqual(expect.arrayContaining(['name', 'portal', 'values', 'binary', '_result']));
    made.handleRowDescription({ fields: [{ name: 'int4', dataTypeID: 23, format: 'text' }] });
    expect(made._result.fields).toHaveLength(1);
    expect(made._result._parsers).toHaveLength(1);
    expect(made._result._prebuiltEmptyResultObject).toEqual({ int4: null });
    expect(typeof made._accumulateRows).toBe('boolean');
    // hasBeenParsed reads the connection's two maps.
    expect(made.hasBeenParsed({ parsedStatements: {}, submittedNamedStatements: {} })).toBeFalsy();
    made.name = 'fd1';
    expect(made.hasBeenParsed({ parsedStatements: { fd1: 'select $1::int' }, submittedNamedStatements: {} })).toBeTruthy();
    expect(made.hasBeenParsed({ parsedStatements: {}, submittedNamedStatements: { fd1: 'select $1::int' } })).toBeTruthy();
  });

  it("the connection's messages and statement maps, the value writer and the transaction status", () => {
    const connection = new (pg as unknown as { Connection: new () => Record<string, unknown> }).Connection();
    for (const message of ['bind', 'close', 'sync', 'parse', 'describe', 'execute']) expect(typeof connection[message], message).toBe('function');
    expect(connection.parsedStatements).toEqual({});
    expect(connection.submittedNamedStatements).toEqual({});
    expect(typeof (pg as unknown as { utils: { prepareValue: unknown } }).utils.prepareValue).toBe('function');
    expect(typeof pg.Client.prototype.getTransactionStatus).toBe('function');
  });
});
