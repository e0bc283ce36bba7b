/**
 * Adding a list is adding one file: a server started on a schemas directory with one more
 * schema gets its table, its endpoints, its meta entry and its seeds, with no other change.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { createServer, type RunningServer } from '../../src/server/server';
import { schemasWithAddition } from '../support/schemasWithAddition';

let schemasDir: string;
let database: ScratchDatabase;
let server: RunningServer;
let baseUrl: string;
let token: string;

const api = async (method: string, url: string, body?: unknown) => {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  schemasDir = schemasWithAddition();
  database = await createScratchDatabase('schemadir');
  server = await createServer(
    loadConfig(process.env, {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      jwtSecret: 'schema-directory-test',
      schemasDir,
      appDir: null,
      logLevel: 'silent',
      seedDemo: true,
    }),
  );
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'superadmin', password: 'fielddesk-demo' }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  rmSync(schemasDir, { recursive: true, force: true });
});

describe('a new schema file', () => {
  it('is listed, seeded, served and validated like every other resource', async () => {
    const meta = await api('GET', '/api/v1/meta/resources');
    expect(meta.body).toContainEqual({
      name: 'truckTires',
      path: '/administration/truckTires',
      label: 'Truck Tires',
      group: 'Administration',
      module: 'Settings',
      singleton: false,
      createPath: '/administration/truckTires/create',
    });
    const seeded = await api('GET', '/api/v1/resources/truckTires');
    expect(seeded.body).toMatchObject([{ id: 1, name: 'Spare', size: '245/75R16' }]);
    const created = await api('POST', '/api/v1/resources/truckTires', { name: 'Front left', size: '245/75R16', treadDepth: 9.5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 1000, treadDepth: 9.5, version: 1 });
    const invalid = await api('POST', '/api/v1/resources/truckTires', { name: 'Too deep', size: 'x', treadDepth: 40 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.treadDepth).toEqual(['The Tread Depth (32nds) field must be at most 32.']);
    const badReference = await api('POST', '/api/v1/resources/truckTires', { name: 'Lost', size: 'x', baseCityId: 424242 });
    expect(badReference.status).toBe(400);
    expect(badReference.body.errors.baseCityId).toEqual(['There is no Base City with id 424242.']);
  });

  it('gets a table with its columns, a unique index and a foreign key', async () => {
    const { rows } = await (await import('kysely')).sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'truck_tires' order by ordinal_position`.execute(server.database.db);
    expect(rows.map((r) => r.column_name)).toEqual(
      expect.arrayContaining(['subscriber_id', 'id', 'name', 'size', 'tread_depth', 'base_city_id', 'version', 'created_by']),
    );
    const clash = await api('POST', '/api/v1/resources/truckTires', { name: 'FRONT LEFT', size: 'x' });
    expect(clash.status).toBe(409);
  });
});
