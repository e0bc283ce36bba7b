/**
 * Records of the generic resource lists for API tests: valid bodies built from the schema files,
 * with a record of every list they refer to, found or created in the caller's tenant.
 */
import { call } from './api';
import { sampleRecord, schemaFiles, type SchemaFile } from './resourceSamples';

export const resourceBase = (file: SchemaFile) => `/api/v1/resources/${file['x-resource'].name}`;

export function resourceRecords(token: string) {
  const byName = new Map(schemaFiles().map((f) => [f['x-resource'].name, f]));
  const referenceIds: Record<string, number> = {};
  let counter = 0;

  /** A valid body for `file` (its references must exist: see ensureReferences). */
  const sample = (file: SchemaFile) => sampleRecord(file, ++counter, referenceIds);

  /** Creates a record of `file`, failing with the list's name and the server's answer. */
  async function create(file: SchemaFile) {
    await ensureReferences(file);
    const created = await call('POST', resourceBase(file), { token, body: sample(file) });
    if (created.status !== 201) throw new Error(`${file['x-resource'].name}: creating a sample record answered ${created.status}: ${created.text}`);
    return created.body;
  }

  /** An id of a record of `name`, creating one (and what it refers to) when the list is empty. */
  async function anyRecordOf(name: string): Promise<number> {
    if (referenceIds[name] !== undefined) return referenceIds[name];
    const file = byName.get(name);
    if (!file) throw new Error(`No schema file for the list ${name}`);
    const listed = await call('GET', `${resourceBase(file)}?range=[0,0]`, { token });
    referenceIds[name] = listed.body.length ? listed.body[0].id : (await create(file)).id;
    return referenceIds[name];
  }

  async function ensureReferences(file: SchemaFile) {
    for (const spec of Object.values(file.properties)) {
      const target = spec['x-reference']?.resource;
      if (target && target !== file['x-resource'].name) await anyRecordOf(target);
    }
  }

  return { sample, create, anyRecordOf, ensureReferences, counter: () => counter };
}
