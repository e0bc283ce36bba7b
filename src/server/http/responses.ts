/**
 * The error answers of src/server/errors.ts as shared JSON Schemas (registered once by
 * plugins/errors.ts), and `refusals`, which routes spread into their `response` schemas.
 *
 * Response schemas also serialize (fast-json-stringify): a property missing from a schema is
 * dropped from the answer, so these list every field the error handler writes, and no more.
 */
export const BAD_REQUEST_SCHEMA = {
  $id: 'BadRequest',
  description: 'The request is not valid: `title` says what to fix first; `errors` lists messages by field.',
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

export const REFUSAL_SCHEMA = {
  $id: 'Refusal',
  description: 'Not signed in (401), not allowed (403), not found (404), a conflict (409) or too many attempts (429).',
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: { message: { type: 'string' } },
} as const;

/** `{saved: true}`: a write that answers no record. */
export const SAVED_SCHEMA = { type: 'object', additionalProperties: false, properties: { saved: { type: 'boolean' } } } as const;

export const ERROR_SCHEMAS = [BAD_REQUEST_SCHEMA, REFUSAL_SCHEMA];

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** The shared error schema of each status a route may refuse with: `response: { 200: ..., ...refusals(400, 401) }`. */
export const refusals = (...statuses: RefusalStatus[]): Record<number, { $ref: string }> =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: `${status === 400 ? BAD_REQUEST_SCHEMA.$id : REFUSAL_SCHEMA.$id}#` }]));
