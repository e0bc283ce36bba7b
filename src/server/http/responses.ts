/**
 * The error answers of src/server/errors.ts as shared JSON Schemas (registered once by
 * plugins/errors.ts); `withStandardRefusals`, which gives every route the refusals that follow
 * from how it is declared; and `refusals`, which a route spreads into its `response` schema for
 * the others it may answer (404, 409, 429).
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

type RouteDeclaration = {
  schema?: { response?: unknown; body?: unknown; params?: unknown; querystring?: unknown };
  config?: { public?: boolean; requires?: unknown };
};

/**
 * Adds to a route's answers the refusals its declaration implies, so no route can forget one:
 * 401 unless it is public, 403 when it needs a permission (`config.requires`), 400 when it
 * reads a path, query or body. Added as an onRoute hook before every route (server/app.ts); a
 * route without a response schema (the generated resource routes) is left as it is.
 */
export function withStandardRefusals(route: RouteDeclaration): void {
  const schema = route.schema;
  if (!schema?.response) return;
  const implied: RefusalStatus[] = [];
  if (schema.body || schema.params || schema.querystring) implied.push(400);
  if (!route.config?.public) implied.push(401);
  if (route.config?.requires) implied.push(403);
  route.schema = { ...schema, response: { ...refusals(...implied), ...(schema.response as object) } };
}
