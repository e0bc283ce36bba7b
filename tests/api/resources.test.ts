/**
 * Walks every resource of schemas/ through the generic API: create, read, list with sort,
 * filter and range, update, stale update, history, delete; singletons through read and update.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { resourceBase as base, resourceRecords } from '../support/resourceRecords';
import { schemaFiles } from '../support/resourceSamples';

const files = schemaFiles();
let token: string;
let records: ReturnType<typeof resourceRecords>;

beforeAll(async () => {
  token = await tokenFor('superadmin');
  records = resourceRecords(token);
});

describe('every resource through the generic API', () => {
  it.each(files.filter((f) => !f['x-resource'].singleton).map((f) => [f['x-resource'].name, f] as const))(
    '%s: create, read, list, update, stale update, history, delete',
    async (name, file) => {
      await records.ensureReferences(file);
      const body = records.sample(file);
      const created = await call('POST', base(file), { token, body });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ ...body, version: 1 });
      const id = created.body.id;

      expect((await call('GET', `${base(file)}/${id}`, { token })).body).toEqual(created.body);

      const sortField = file['x-list']?.sort?.[0] ?? 'id';
      const listed = await call(
        'GET',
        `${base(file)}?sort=${encodeURIComponent(JSON.stringify([sortField, 'DESC']))}&range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`,
        { token },
      );
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.map((r: { id: number }) => r.id)).toEqual([id]);
      expect(listed.headers.get('content-range')).toBe(`${name} 0-0/1`);

      const textField = Object.entries(file.properties).find(([, s]) => s.type === 'string' && !s.format && !s.pattern && !s.enum)?.[0];
      const changes = textField ? { [textField]: `Changed ${records.counter()}`.slice(0, file.properties[textField].maxLength ?? 100) } : {};
      const updated = await call('PUT', `${base(file)}/${id}`, { token, body: { ...created.body, ...changes } });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body).toMatchObject({ ...changes, version: 2 });

      const stale = await call('PUT', `${base(file)}/${id}`, { token, body: { ...created.body } });
      expect(stale.status).toBe(409);
      expect((await call('GET', `${base(file)}/${id}`, { token })).body).toEqual(updated.body);

      const history = await call('GET', `${base(file)}/${id}/history`, { token });
      expect(history.body.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);

      const deleted = await call('DELETE', `${base(file)}/${id}`, { token, rawBody: '', headers: { 'content-type': 'text/plain' } });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body).toEqual(updated.body);
      expect((await call('GET', `${base(file)}/${id}`, { token })).status).toBe(404);
    },
  );

  it.each(files.filter((f) => f['x-resource'].singleton).map((f) => [f['x-resource'].name, f] as const))(
    '%s (singleton): one record to read and update; no create or delete',
    async (name, file) => {
      const listed = await call('GET', base(file), { token });
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(1);
      const record = listed.body[0];
      const updated = await call('PUT', `${base(file)}/${record.id}`, { token, body: record });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.version).toBe(record.version + 1);
      expect((await call('PUT', `${base(file)}/${record.id}`, { token, body: record })).status).toBe(409);
      expect((await call('POST', base(file), { token, body: record })).status).toBe(405);
      // Even a body the server would refuse to read: the method is refused before the body is read.
      expect((await call('POST', base(file), { token, body: JSON.parse('{"":{"__proto__":[]}}') })).status).toBe(405);
      expect((await call('DELETE', `${base(file)}/${record.id}`, { token })).status).toBe(405);
      expect(name).toBe(file['x-resource'].name);
    },
  );
});
