/**
 * /api/docs/json describes every hand-written operation (all but the generated
 * /api/v1/resources/* ones) completely: summary, tag, what it needs, the schemas of what it
 * reads and of every answer, success and refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  'x-requires'?: unknown;
  parameters?: Array<{ in: string; name: string; schema?: object }>;
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Operations that read no body although their method could carry one. */
const READS_NO_BODY = ['POST /api/v1/account/validateUser', 'POST /api/v1/account/refreshToken', 'POST /hubs/{hub}/negotiate', 'POST /api/v1/workOrders/{id}/labors/{laborId}/restore'];
/** Operations that read their query string. */
const READS_QUERY = [
  'GET /api/v1/users',
  'GET /api/v1/workOrders',
  'GET /api/v1/user/updatestatus/{statusId}',
  'GET /api/v1/WorkOrderJobs/getWorkOrderJobs',
  'GET /hubs/{hub}',
  'GET /api/Files/List',
  'POST /api/Files/Upload',
  'POST /api/Files/delete',
  'GET /api/Files/copyFolder',
  'GET /api/Files/Content',
];
/** Reachable without a session token (api/Files/Content checks the content token of its link itself). */
const PUBLIC = ['GET /api/health', 'POST /api/v1/account/login', 'GET /api/Files/Content'];

let docs: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
let operations: Array<[string, Operation]>;

beforeAll(async () => {
  const answer = await call('GET', '/api/docs/json');
  expect(answer.status).toBe(200);
  docs = answer.body;
  operations = Object.entries(docs.paths)
    .filter(([path]) => !path.startsWith('/api/v1/resources/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
});

/** The schema of an answer: its JSON (or, for a file, its only content type) schema, with a shared $ref resolved. */
function answerSchema(operation: Operation, status: string): Record<string, unknown> | undefined {
  const content = operation.responses[status]?.content;
  const schema = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
  const ref = typeof schema?.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
  return ref ? (docs.components.schemas[ref] as Record<string, unknown>) : schema;
}

/** Each check returns what is missing from one operation. */
const checks: Record<string, (name: string, operation: Operation) => string[]> = {
  'a summary and a tag': (_name, operation) => [
    ...(operation.summary?.trim() ? [] : ['summary']),
    ...(operation.tags?.length ? [] : ['tag']),
  ],
  'what it needs, or that it is public': (name, operation) => {
    const isPublic = PUBLIC.includes(name);
    const missing: string[] = [];
    if (isPublic !== (operation['x-requires'] === 'public')) missing.push(`x-requires ${JSON.stringify(operation['x-requires'])}`);
    if (operation['x-requires'] === undefined) missing.push('x-requires');
    if (!/^(Public: needs no token\.|Needs .+\.)$/m.test(operation.description ?? '')) missing.push('the requirement in the description');
    if (JSON.stringify(operation.security) !== JSON.stringify(isPublic ? [] : [{ bearerAuth: [] }])) missing.push('security');
    return missing;
  },
  'schemas of the path, query and body it reads': (name, operation) => {
    const [method, path] = name.split(' ');
    const parameters = operation.parameters ?? [];
    const missing = [...path.matchAll(/\{(\w+)\}/g)]
      .map(([, param]) => param)
      .filter((param) => !parameters.some((p) => p.in === 'path' && p.name === param && p.schema))
      .map((param) => `path parameter ${param}`);
    if (READS_QUERY.includes(name) && !parameters.some((p) => p.in === 'query' && p.schema)) missing.push('query schema');
    const readsBody = ['POST', 'PUT', 'PATCH'].includes(method) && !READS_NO_BODY.includes(name);
    const body = operation.requestBody?.content['application/json'] ?? operation.requestBody?.content['multipart/form-data'];
    if (readsBody && !body?.schema) missing.push('body schema');
    return missing;
  },
  'the schema of its success answer': (_name, operation) => {
    const success = Object.keys(operation.responses).filter((status) => /^[12]\d\d$/.test(status));
    if (!success.length) return ['a success answer'];
    return success.filter((status) => !answerSchema(operation, status)).map((status) => `${status} schema`);
  },
  'the schemas of its refusals, in the shapes of the error handler': (name, operation) => {
    const isPublic = PUBLIC.includes(name);
    const expected = new Set(Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status)));
    if (!isPublic) expected.add('401');
    if (operation['x-requires'] !== 'public' && operation['x-requires'] !== 'signed in') expected.add('403');
    if (operation.parameters?.length || operation.requestBody) expected.add('400');
    return [...expected].flatMap((status) => {
      const schema = answerSchema(operation, status);
      const field = status === '400' ? 'title' : 'message';
      return (schema?.properties as Record<string, unknown> | undefined)?.[field] ? [] : [`${status} schema with ${field}`];
    });
  },
};

describe('OpenAPI describes every hand-written operation', () => {
  it('lists the hand-written areas', () => {
    const names = operations.map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(50);
    for (const name of ['POST /api/v1/account/login', 'GET /api/v1/meta/resources/{name}', 'POST /hubs/{hub}/negotiate', 'PUT /api/v1/workOrders/{id}']) {
      expect(names).toContain(name);
    }
  });

  for (const [title, check] of Object.entries(checks)) {
    it(`each has ${title}`, () => {
      const missing = operations.flatMap(([name, operation]) => check(name, operation).map((what) => `${name}: ${what}`));
      expect(missing).toEqual([]);
    });
  }

  it('states a named rule with the permissions it needs', () => {
    const deleteLabor = docs.paths['/api/v1/workOrders/{id}/labors/{laborId}'].delete;
    expect(deleteLabor['x-requires']).toEqual({
      rule: 'canDeleteWorkOrderItems',
      all: [
        { module: 'Work Orders', access: 'write' },
        { functionality: 'Delete Labor Standard Items & Equipments', module: 'Work Orders' },
      ],
    });
    expect(deleteLabor.description).toContain(
      'Needs write access to Work Orders and the "Delete Labor Standard Items & Equipments" permission of Work Orders (canDeleteWorkOrderItems).',
    );
    expect(docs.paths['/api/v1/account/validateUser'].post['x-requires']).toBe('signed in');
    expect(docs.paths['/api/v1/users'].get['x-requires']).toHaveLength(2);
  });
});
