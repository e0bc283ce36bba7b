/**
 * Property-based: invalid bodies and malformed queries against every resource (generators in
 * tests/support/fuzz.ts). Each list gets a valid sample record first, so bodies break one rule
 * of a record that is otherwise valid, and PUT is fuzzed on every list. Every answer is a 400
 * (405 for POST on a singleton), and nothing is written. It runs in the Bayside tenant, whose
 * lists no other test file writes, so the row counts it compares are its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { assertInvalidBodiesRefused, assertMalformedQueriesRefused, type Send } from '../support/fuzz';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { resourceBase, resourceRecords } from '../support/resourceRecords';
import { schemaFiles, type SchemaFile } from '../support/resourceSamples';

const files = schemaFiles();
let token: string;
let records: ReturnType<typeof resourceRecords>;
const send: Send = (method, path, body) => call(method, path, { token, body });

beforeAll(async () => {
  token = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
  records = resourceRecords(token);
});

async function countOf(file: SchemaFile) {
  const answer = await call('GET', `${resourceBase(file)}?range=[0,0]`, { token });
  return answer.headers.get('content-range');
}

/** The singleton's one record, or a new record of the list. */
async function recordToUpdate(file: SchemaFile) {
  if (!file['x-resource'].singleton) return records.create(file);
  const listed = await call('GET', resourceBase(file), { token });
  expect(listed.body, `${file['x-resource'].name} has its one record`).toHaveLength(1);
  return listed.body[0];
}

describe('invalid input to every resource', () => {
  it.each(files.map((f) => [f['x-resource'].name, f] as const))('%s: invalid bodies and malformed queries are 400 and change nothing', async (name, file) => {
    const base = resourceBase(file);
    const existing = await recordToUpdate(file);
    await records.ensureReferences(file);
    const valid = records.sample(file);
    const before = await countOf(file);

    await assertInvalidBodiesRefused(send, { base, file, valid, existing }, { numRuns: Number(process.env.FUZZ_BODY_RUNS ?? 20) });
    await assertMalformedQueriesRefused(send, base, { numRuns: Number(process.env.FUZZ_QUERY_RUNS ?? 15) });

    expect(await countOf(file)).toBe(before);
    expect((await call('GET', `${base}/${existing.id}`, { token })).body, name).toEqual(existing);
  });
});
