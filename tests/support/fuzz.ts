/**
 * Property-based checks of a list endpoint of the generic resource API: bodies that break the
 * list's schema and queries that break the list grammar (sort, range, filter). Every one of them
 * must be refused with a 400, and none may write. The target is any `send` function, so the
 * generator itself is tested against small local servers (tests/unit/fuzz.test.ts).
 */
import fc from 'fast-check';
import type { SchemaFile } from './resourceSamples';

export interface FuzzAnswer {
  status: number;
  text: string;
}

export type Send = (method: string, path: string, body?: unknown) => Promise<FuzzAnswer>;

export interface FuzzRuns {
  numRuns: number;
  /** A fixed seed replays the same inputs. */
  seed?: number;
}

const SYSTEM_FIELDS = ['id', 'version', 'createdBy', 'createdDate', 'modifiedBy', 'modifiedDate', '__proto__'];

const baseType = (spec: any): string => (Array.isArray(spec.type) ? spec.type.find((t: string) => t !== 'null') : spec.type);

/** A value of the wrong JSON type for the property. */
function wrongValue(spec: any): fc.Arbitrary<unknown> {
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
}

/** Bodies that break the schema in one of several ways, each certainly invalid. */
export function invalidBody(file: SchemaFile, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const properties = Object.entries(file.properties);
  // A required field with a default is filled in on create, so leaving it out is not invalid.
  const required = (file.required ?? []).filter((name) => file.properties[name]?.default === undefined);
  const breakers: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.string(), fc.integer()),
    fc
      .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('toString', 'constructor', 'valueOf', 'hasOwnProperty'))
      .filter((key) => !Object.hasOwn(file.properties, key) && !SYSTEM_FIELDS.includes(key))
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

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Text that is not JSON at all (an empty parameter means "absent", so it is never empty). */
const notJson = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !parsesAsJson(text));
/** JSON of a kind the parameter never takes: a number, a text, true or false. */
const scalarJson = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }), fc.boolean()).map((value) => JSON.stringify(value));

/**
 * Queries of which every parameter given is malformed (at least one is given): a list answers
 * each with a 400 naming the parameter.
 */
export const malformedQuery: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      sort: fc.oneof(notJson, scalarJson, fc.constantFrom('["no_such_field","ASC"]', '["id","SIDEWAYS"]', '["id"]', '{}')),
      range: fc.oneof(notJson, scalarJson, fc.constantFrom('[5,1]', '[-1,3]', '[0,1e9]', '[0.5,2]', '[0]', '{}')),
      filter: fc.oneof(
        notJson,
        scalarJson,
        fc.array(fc.integer(), { maxLength: 3 }).map((values) => JSON.stringify(values)),
        fc
          .tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null)))
          .map(([key, value]) => JSON.stringify({ [`no_such_field${key}`]: value })),
      ),
    },
    { requiredKeys: [] },
  )
  .filter((query) => Object.keys(query).length > 0);

/** Every invalid body is refused with 400 by POST (405 on a singleton) and by PUT on `existing`. */
export async function assertInvalidBodiesRefused(
  send: Send,
  options: { base: string; file: SchemaFile; valid: Record<string, unknown>; existing: { id: number; version: number } },
  runs: FuzzRuns,
) {
  const { base, file, valid, existing } = options;
  await fc.assert(
    fc.asyncProperty(invalidBody(file, valid), async (body) => {
      const created = await send('POST', base, body);
      const expected = file['x-resource'].singleton ? 405 : 400;
      if (created.status !== expected) throw new Error(`POST ${JSON.stringify(body)} answered ${created.status}, not ${expected}: ${created.text}`);
      const asUpdate = body && typeof body === 'object' && !Array.isArray(body) ? { ...body, version: existing.version } : body;
      const updated = await send('PUT', `${base}/${existing.id}`, asUpdate);
      if (updated.status !== 400) throw new Error(`PUT ${JSON.stringify(asUpdate)} answered ${updated.status}, not 400: ${updated.text}`);
    }),
    { ...runs, includeErrorInReport: true },
  );
}

const titleOf = (answer: FuzzAnswer): string => {
  try {
    return String(JSON.parse(answer.text).title ?? '');
  } catch {
    return '';
  }
};

/** Every malformed list query is refused with a 400 whose title names a parameter given. */
export async function assertMalformedQueriesRefused(send: Send, base: string, runs: FuzzRuns) {
  await fc.assert(
    fc.asyncProperty(malformedQuery, async (query) => {
      const answer = await send('GET', `${base}?${new URLSearchParams(query)}`);
      if (answer.status !== 400) throw new Error(`GET ${JSON.stringify(query)} answered ${answer.status}, not 400: ${answer.text}`);
      if (!Object.keys(query).some((name) => titleOf(answer).includes(name))) {
        throw new Error(`GET ${JSON.stringify(query)} answered 400 without naming sort, range or filter: ${answer.text}`);
      }
    }),
    { ...runs, includeErrorInReport: true },
  );
}
