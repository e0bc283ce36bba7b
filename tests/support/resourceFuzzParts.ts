/**
 * Property-based: invalid bodies and malformed queries against every resource (generators in
 * tests/support/fuzz.ts). Each list gets a valid sample record first, so bodies break one rule
 * of a record that is otherwise valid, and PUT is fuzzed on every list. Every answer is a 400
 * (405 for POST on a singleton), and nothing is written.
 *
 * The lists are fuzzed in three parts by the first letter of their names (tests/api/resourceFuzz*
 * .test.ts), so the two API workers share them. Each part runs in a tenant of its own
 * (ownTenants.ts): the records one part creates as references of its lists never change the row
 * counts another part compares.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from './api';
import { assertInvalidBodiesRefused, assertMalformedQueriesRefused, type Send } from './fuzz';
import { OTHER_PASSWORD } from './otherTenant';
import { FUZZ_TENANT_PREFIXES } from './ownTenants';
import { resourceBase, resourceRecords } from './resourceRecords';
import { schemaFiles, type SchemaFile } from './resourceSamples';

/** The first letters of the list names of each part; together they hold every list once. */
export const FUZZ_PARTS = [
  { from: 'a', to: 'h' },
  { from: 'i', to: 'q' },
  { from: 'r', to: 'z' },
] as const;

const partIndexOf = (name: string) => FUZZ_PARTS.findIndex(({ from, to }) => name[0] >= from && name[0] <= to);

/** Fuzzes the lists of FUZZ_PARTS[part] as that part's tenant's super admin. */
export function fuzzResourcesOfPart(part: number) {
  const files = schemaFiles();
  const unplaced = files.map((f) => f['x-resource'].name).filter((name) => partIndexOf(name) === -1);
  if (unplaced.length) throw new Error(`No fuzz part holds the lists ${unplaced.join(', ')}`);
  const own = files.filter((f) => partIndexOf(f['x-resource'].name) === part);
  let token: string;
  let records: ReturnType<typeof resourceRecords>;
  const send: Send = (method, path, body) => call(method, path, { token, body });

  beforeAll(async () => {
    token = await tokenFor(`${FUZZ_TENANT_PREFIXES[part]}-superadmin`, OTHER_PASSWORD);
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

  describe(`invalid input to every resource from ${FUZZ_PARTS[part].from} to ${FUZZ_PARTS[part].to}`, () => {
    it.each(own.map((f) => [f['x-resource'].name, f] as const))('%s: invalid bodies and malformed queries are 400 and change nothing', async (name, file) => {
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
}
