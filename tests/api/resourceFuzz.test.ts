/**
 * Property-based: thousands of invalid bodies and malformed queries against every resource.
 * Every answer is a 4xx that says what is wrong (never a 5xx), and nothing is written.
 * It runs in the Bayside tenant, whose lists no other test file writes, so the row counts
 * it compares are its own.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { sampleRecord, schemaFiles, type SchemaFile } from '../support/resourceSamples';

const files = schemaFiles();
let token: string;

beforeAll(async () => {
  token = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
});

const baseType = (spec: any): string => (Array.isArray(spec.type) ? spec.type.find((t: string) => t !== 'null') : spec.type);

/** A value of the wrong JSON type for the property. */
const wrongValue = (spec: any): fc.Arbitrary<unknown> => {
  switch (baseType(spec)) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.constant({}));
    case 'integer':
      return fc.oneof(fc.string(), fc.double({ min: 0.1, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)), fc.boolean());
    case 'number':
      return fc.oneof(fc.string(), fc.boolean(), fc.constant([]));
    case 'boolean':
      return fc.oneof(fc.string(), fc.integer(), fc.constant({}));
    default:
      return fc.oneof(fc.string(), fc.integer());
  }
};

/** Bodies that break the schema in one of several ways, each certainly invalid. */
function invalidBody(file: SchemaFile, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const properties = Object.entries(file.properties);
  // A required field with a default is filled in on create, so leaving it out is not invalid.
  const required = (file.required ?? []).filter((name) => file.properties[name]?.default === undefined);
  const breakers: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.string(), fc.integer()),
    fc
      .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('toString', 'constructor', 'valueOf', 'hasOwnProperty'))
      .filter((key) => !Object.hasOwn(file.properties, key) && !['id', 'version', 'createdBy', 'createdDate', 'modifiedBy', 'modifiedDate', '__proto__'].includes(key))
      .map((key) => ({ ...valid, [key]: 'unexpected' })),
    fc.constantFrom(...properties).chain(([name, spec]) => wrongValue(spec).map((value) => ({ ...valid, [name]: value }))),
  ];
  if (required.length) {
    breakers.push(fc.constantFrom(...required).map((name) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name))));
  }
  const bounded = properties.filter(([, spec]) => typeof spec.maxLength === 'number' && baseType(spec) === 'string' && !spec.enum && !spec.format);
  if (bounded.length) {
    breakers.push(fc.constantFrom(...bounded).map(([name, spec]) => ({ ...valid, [name]: 'x'.repeat(spec.maxLength + 1) })));
  }
  return fc.oneof(...breakers);
}

const malformedQuery = fc.record(
  {
    sort: fc.oneof(fc.string(), fc.json(), fc.constant('["no_such_field","ASC"]'), fc.constant('["id","SIDEWAYS"]')),
    range: fc.oneof(fc.string(), fc.json(), fc.constant('[5,1]'), fc.constant('[-1,3]'), fc.constant('[0,1e9]'), fc.constant('[0.5,2]')),
    filter: fc.oneof(
      fc.string(),
      fc.json(),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 1 }))).map((o) => JSON.stringify(o)),
    ),
  },
  { requiredKeys: [] },
);

async function countOf(file: SchemaFile) {
  const answer = await call('GET', `/api/v1/resources/${file['x-resource'].name}?range=[0,0]`, { token });
  return answer.headers.get('content-range');
}

describe('invalid input to every resource', () => {
  it.each(files.map((f) => [f['x-resource'].name, f] as const))('%s: invalid bodies and queries are 4xx and change nothing', async (name, file) => {
    const base = `/api/v1/resources/${name}`;
    const listed = await call('GET', `${base}?range=[0,0]`, { token });
    const existing = listed.body[0];
    const referenceIds: Record<string, number> = {};
    for (const spec of Object.values(file.properties)) {
      const target = spec['x-reference']?.resource;
      if (target) {
        const rows = await call('GET', `/api/v1/resources/${target}?range=[0,0]`, { token });
        if (rows.body[0]) referenceIds[target] = rows.body[0].id;
      }
    }
    let valid: Record<string, unknown>;
    try {
      valid = sampleRecord(file, 1, referenceIds);
    } catch {
      valid = {};
    }
    const before = await countOf(file);

    await fc.assert(
      fc.asyncProperty(invalidBody(file, valid), async (body) => {
        const created = await call('POST', base, { token, body });
        expect(created.status, `POST ${JSON.stringify(body)} -> ${created.text}`).toBe(file['x-resource'].singleton ? 405 : 400);
        if (existing) {
          const updated = await call('PUT', `${base}/${existing.id}`, { token, body: body && typeof body === 'object' && !Array.isArray(body) ? { ...body, version: existing.version } : body });
          expect(updated.status, `PUT ${JSON.stringify(body)} -> ${updated.text}`).toBe(400);
        }
      }),
      { numRuns: Number(process.env.FUZZ_BODY_RUNS ?? 20) },
    );
    await fc.assert(
      fc.asyncProperty(malformedQuery, async (query) => {
        const answer = await call('GET', `${base}?${new URLSearchParams(query as Record<string, string>)}`, { token });
        // Any answer but a 5xx: a very long generated query may even be refused before routing (414/431).
        expect(answer.status, `GET ${JSON.stringify(query)} -> ${answer.text}`).toBeLessThan(500);
        if (answer.status === 400) expect(answer.body.title).toEqual(expect.any(String));
      }),
      { numRuns: Number(process.env.FUZZ_QUERY_RUNS ?? 15) },
    );

    expect(await countOf(file)).toBe(before);
    if (existing) expect((await call('GET', `${base}/${existing.id}`, { token })).body).toEqual(existing);
  });
});
