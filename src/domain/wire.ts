/**
 * Pieces shared by the areas' wire shapes (src/domain/<area>/wire.ts). Each request body, query
 * string and path is one JSON Schema constant: the server validates with it and both sides take
 * their TypeScript type from it (`Wire<typeof schema>`), so the two cannot drift apart.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The TypeScript type of what a wire schema accepts. */
export type Wire<Schema extends JSONSchema> = FromSchema<Schema>;

/** The largest value of an SQL integer column: ids and versions above it are refused as bad input, not sent to SQL. */
export const INT4_MAX = 2_147_483_647;

export const idSchema = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;
export const nullableIdSchema = { type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX } as const;

/**
 * An object of exactly these properties, `required` among them: another property does not
 * compile, and the server's validator drops it.
 */
export const closedObject = <const Required extends readonly string[], const Properties extends Record<string, JSONSchema>>(
  required: Required,
  properties: Properties,
) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** The path `/:id` of one record. */
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

/** A list in ra-data-simple-rest's terms: sort=["field","ASC"], range=[0,24], filter={...} (src/server/lists). */
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } },
} as const;
