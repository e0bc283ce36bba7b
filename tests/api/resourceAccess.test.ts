/**
 * Who sees and changes which resource: the meta list follows module permissions, the
 * generic endpoints refuse what the meta list hides, and tenants never meet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { canReadModule, canWriteModule } from '../../src/domain/access';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { schemaFiles } from '../support/resourceSamples';

const files = schemaFiles();
let superAdmin: string;
let technician: string;

beforeAll(async () => {
  [superAdmin, technician] = await Promise.all([tokenFor('superadmin'), tokenFor('technician')]);
});

describe('GET /api/v1/meta/resources', () => {
  it('lists every resource for a super admin', async () => {
    const answer = await call('GET', '/api/v1/meta/resources', { token: superAdmin });
    expect(answer.status).toBe(200);
    expect(answer.body.map((r: { name: string }) => r.name).sort()).toEqual(files.map((f) => f['x-resource'].name).sort());
    expect(answer.body[0]).toEqual({
      name: expect.any(String),
      path: expect.stringMatching(/^\/administration\//),
      label: expect.any(String),
      group: expect.any(String),
      module: expect.any(String),
      singleton: expect.any(Boolean),
      createPath: `${answer.body[0].path}/create`,
    });
    // Spec §2.1: new customers are created at /customer/add.
    expect(answer.body.find((r: { name: string }) => r.name === 'customers')).toMatchObject({ path: '/customer', createPath: '/customer/add' });
  });

  it("lists exactly the resources whose module each role may read", async () => {
    for (const userName of ['technician', 'payrollmanager', 'accounting', 'salesmanager', 'customer']) {
      const token = await tokenFor(userName);
      const validated = await call('POST', '/api/v1/account/validateUser', { token });
      const groups = (await call('GET', `/api/v1/account/userRolesPermissions/${validated.body.userId}`, { token })).body;
      const subject = { roles: validated.body.userRoles, groups };
      const expected = files.filter((f) => canReadModule(subject, f['x-resource'].module)).map((f) => f['x-resource'].name).sort();
      const answer = await call('GET', '/api/v1/meta/resources', { token });
      expect(answer.body.map((r: { name: string }) => r.name).sort(), userName).toEqual(expected);
    }
  });

  it('describes one resource with its schema and whether the caller may change it', async () => {
    const answer = await call('GET', '/api/v1/meta/resources/baseCities', { token: superAdmin });
    expect(answer.body).toMatchObject({
      name: 'baseCities',
      canWrite: true,
      references: { regionId: { resource: 'regions', label: 'name' } },
      schema: { type: 'object', properties: { name: expect.any(Object) } },
    });
    expect(answer.body.schema['x-storage']).toBeUndefined();
    expect((await call('GET', '/api/v1/meta/resources/noSuchThing', { token: superAdmin })).status).toBe(404);
    expect((await call('GET', '/api/v1/meta/resources/baseCities', { token: technician })).status).toBe(403);
  });
});

describe('the generic endpoints enforce the module permission', () => {
  it('a technician gets 403 reading or changing any list outside their modules', async () => {
    const validated = await call('POST', '/api/v1/account/validateUser', { token: technician });
    const groups = (await call('GET', `/api/v1/account/userRolesPermissions/${validated.body.userId}`, { token: technician })).body;
    const subject = { roles: validated.body.userRoles, groups };
    for (const file of files) {
      const name = file['x-resource'].name;
      const base = `/api/v1/resources/${name}`;
      const read = await call('GET', base, { token: technician });
      expect(read.status, `GET ${name}`).toBe(canReadModule(subject, file['x-resource'].module) ? 200 : 403);
      if (!canWriteModule(subject, file['x-resource'].module)) {
        expect((await call('POST', base, { token: technician, body: {} })).status, `POST ${name}`).toBe(403);
        expect((await call('PUT', `${base}/1`, { token: technician, body: {} })).status, `PUT ${name}`).toBe(403);
        expect((await call('DELETE', `${base}/1`, { token: technician })).status, `DELETE ${name}`).toBe(403);
      }
    }
  });
});

describe('a resource that does not exist', () => {
  it('answers 404 naming the path to every method, for any signed-in user, and 401 without a token', async () => {
    for (const [method, path] of [['GET', '/api/v1/resources/noSuchThing'], ['GET', '/api/v1/resources/noSuchThing/1'], ['GET', '/api/v1/resources/noSuchThing/1/history'], ['POST', '/api/v1/resources/noSuchThing'], ['PUT', '/api/v1/resources/noSuchThing/1'], ['DELETE', '/api/v1/resources/noSuchThing/1']] as const) {
      for (const token of [superAdmin, technician]) {
        const answer = await call(method, path, { token, body: method === 'POST' || method === 'PUT' ? {} : undefined });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).toEqual({ message: `Nothing is at ${method} ${path}.` });
      }
      expect((await call(method, path)).status, `${method} ${path} without a token`).toBe(401);
    }
  });
});

describe('the API description', () => {
  it("lists each resource's operations, each with what it needs and, for a write, the record it takes", async () => {
    const docs = (await call('GET', '/api/docs/json')).body;
    for (const file of files) {
      const { name, module, group } = file['x-resource'];
      const base = `/api/v1/resources/${name}`;
      const operations = [
        ['get', base, 'read'],
        ['post', base, 'write'],
        ['get', `${base}/{id}`, 'read'],
        ['put', `${base}/{id}`, 'write'],
        ['delete', `${base}/{id}`, 'write'],
        ['get', `${base}/{id}/history`, 'read'],
      ] as const;
      for (const [method, path, access] of operations) {
        const operation = docs.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toMatchObject({ tags: [`resources: ${group}`], 'x-requires': { module, access }, security: [{ bearerAuth: [] }] });
        expect(operation.description).toBe(`Needs ${access} access to ${module}.`);
        if (method === 'post' || method === 'put') {
          expect(Object.keys(operation.requestBody.content['application/json'].schema.properties), `${method} ${path}`).toEqual(expect.arrayContaining(['id', 'version', ...Object.keys(file.properties)]));
        }
      }
    }
    expect(Object.keys(docs.paths).filter((path) => path.includes(':resource') || path.includes('{resource}'))).toEqual([]);
  });
});

describe('tenancy of generic resources', () => {
  it("another subscriber's record answers 404 to read, change and delete, and stays as it was", async () => {
    const created = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: 'Gulf Coast (tenancy)' } });
    expect(created.status).toBe(201);
    const outsider = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
    const path = `/api/v1/resources/regions/${created.body.id}`;
    expect((await call('GET', path, { token: outsider })).status).toBe(404);
    expect((await call('PUT', path, { token: outsider, body: { ...created.body, name: 'Taken' } })).status).toBe(404);
    expect((await call('DELETE', path, { token: outsider })).status).toBe(404);
    expect((await call('GET', path, { token: superAdmin })).body).toEqual(created.body);
    const theirs = await call('GET', `/api/v1/resources/regions?filter=${encodeURIComponent(JSON.stringify({ q: 'tenancy' }))}`, { token: outsider });
    expect(theirs.body).toEqual([]);
  });

  it("a reference to another subscriber's record is refused (400) because the foreign key includes the subscriber", async () => {
    const region = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: 'Panhandle (tenancy)' } });
    const outsider = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
    const answer = await call('POST', '/api/v1/resources/baseCities', { token: outsider, body: { name: 'Pensacola', regionId: region.body.id } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.regionId).toEqual([expect.stringContaining('no Region')]);
  });
});

describe('errors that name what is wrong', () => {
  it('a unique clash is 409 naming the field; nothing is written', async () => {
    const first = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: 'Lakeland (unique)' } });
    expect(first.status).toBe(201);
    const clash = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: 'LAKELAND (unique)' } });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ message: 'Another Region already has this Name.', field: 'name' });
  });

  it('deleting a referenced record is 409 naming what refers to it; it stays', async () => {
    const region = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: 'Big Bend (referenced)' } });
    await call('POST', '/api/v1/resources/baseCities', { token: superAdmin, body: { name: 'Tallahassee (referenced)', regionId: region.body.id } });
    const answer = await call('DELETE', `/api/v1/resources/regions/${region.body.id}`, { token: superAdmin });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/used by Base Cities/);
    expect((await call('GET', `/api/v1/resources/regions/${region.body.id}`, { token: superAdmin })).status).toBe(200);
  });

  it('validation errors are 400 {title, errors} with field labels; unknown fields are refused', async () => {
    const answer = await call('POST', '/api/v1/resources/baseCities', {
      token: superAdmin,
      body: { name: '', phone: '055-123-4567', colour: 'red' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      name: ['The Name field is required.'],
      phone: ['The Office Phone field must be a phone number like 555-555-0100.'],
      colour: ['The colour field is not allowed.'],
    });
  });
});

describe('secrets (writeOnly properties)', () => {
  it('are stored but never answered, not even in the history', async () => {
    const base = '/api/v1/resources/emailSettings';
    const [settings] = (await call('GET', base, { token: superAdmin })).body;
    expect(settings.password).toBeNull();
    const saved = await call('PUT', `${base}/${settings.id}`, { token: superAdmin, body: { ...settings, password: 'smtp-secret-9' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.password).toBeNull();
    expect(saved.text).not.toContain('smtp-secret-9');
    const history = await call('GET', `${base}/${settings.id}/history`, { token: superAdmin });
    expect(history.text).not.toContain('smtp-secret-9');
    const again = await call('PUT', `${base}/${settings.id}`, { token: superAdmin, body: { ...saved.body, smtpHost: 'smtp.summit.example' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ smtpHost: 'smtp.summit.example', password: null });
  });

  it('cannot be probed through a list: they neither filter nor sort, and the search box does not read them', async () => {
    const base = '/api/v1/resources/emailSettings';
    const [settings] = (await call('GET', base, { token: superAdmin })).body;
    const saved = await call('PUT', `${base}/${settings.id}`, { token: superAdmin, body: { ...settings, password: 'probe-me-42' } });
    expect(saved.status, saved.text).toBe(200);
    const list = (query: Record<string, string>) => call('GET', `${base}?${new URLSearchParams(query)}`, { token: superAdmin });

    const filtered = await list({ filter: JSON.stringify({ password_contains: 'probe' }) });
    expect(filtered.status).toBe(400);
    expect(filtered.text).toMatch(/password/i);
    const sorted = await list({ sort: JSON.stringify(['password', 'ASC']) });
    expect(sorted.status).toBe(400);
    const searched = await list({ filter: JSON.stringify({ q: 'probe-me' }) });
    expect(searched.status, searched.text).toBe(200);
    expect(searched.body).toEqual([]);
  });
});

describe('values the database refuses', () => {
  it('text with a NUL character is a 400 in a body and in a filter, never a 500', async () => {
    const created = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: 'Nul\u0000Region' } });
    expect(created.status).toBe(400);
    expect(created.body.title).toMatch(/NUL/);
    const filtered = await call('GET', `/api/v1/resources/regions?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))}`, { token: superAdmin });
    expect(filtered.status).toBe(400);
  });
});

describe('getMany', () => {
  it('answers every listed id when no range is sent, not only a first page', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 30; n++) {
      const created = await call('POST', '/api/v1/resources/pmFrequencies', { token: superAdmin, body: { name: `Every ${n + 2} weeks (getMany)` } });
      if (created.status !== 201) throw new Error(created.text);
      ids.push(created.body.id);
    }
    const answer = await call('GET', `/api/v1/resources/pmFrequencies?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, { token: superAdmin });
    expect(answer.status).toBe(200);
    expect(answer.body.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());
  });
});

describe('names that objects inherit', () => {
  it('a filter or a field named like a built-in ("toString", "constructor") is refused as unknown, not a crash', async () => {
    for (const key of ['toString', 'constructor', 'hasOwnProperty']) {
      const filtered = await call('GET', `/api/v1/resources/regions?filter=${encodeURIComponent(JSON.stringify({ [key]: null }))}`, { token: superAdmin });
      expect(filtered.status, key).toBe(400);
      const created = await call('POST', '/api/v1/resources/regions', { token: superAdmin, body: { name: `Built-in ${key}`, [key]: 'x' } });
      expect(created.status, key).toBe(400);
      expect(created.body.errors[key]).toEqual([`The ${key} field is not allowed.`]);
    }
  });
});
