/**
 * The fuzz properties of tests/support/fuzz.ts prove something: against a small local list
 * server that checks its input they hold, and against the same server with one defect (a 500
 * on some input) they fail.
 */
import Ajv from 'ajv';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertInvalidBodiesRefused, assertMalformedQueriesRefused, type Send } from '../support/fuzz';
import type { SchemaFile } from '../support/resourceSamples';

const file: SchemaFile = {
  required: ['name', 'count'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 20 },
    count: { type: 'integer', minimum: 0 },
    active: { type: 'boolean', default: true },
    notes: { type: ['string', 'null'], maxLength: 40 },
  },
  'x-resource': { name: 'widgets', path: '/widgets', label: 'Widgets', group: 'Test', module: 'Test' },
};
const valid = { name: 'Widget', count: 2, active: true, notes: null };
const existing = { id: 1, version: 1 };
const base = '/widgets';
const FIELDS = ['id', 'name', 'count'];

const validBody = new Ajv().compile({
  type: 'object',
  additionalProperties: false,
  required: file.required,
  properties: { ...file.properties, version: { type: 'integer' } },
});

class Refused extends Error {}
const refuse = (title: string): never => {
  throw new Refused(title);
};

function readJson(name: string, raw: string | null): unknown {
  if (raw === null || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return refuse(`The ${name} parameter is not valid JSON.`);
  }
}

/** The list grammar of the real server, in short: every malformed parameter is a 400 naming it. */
function checkQuery(params: URLSearchParams) {
  const sort = readJson('sort', params.get('sort'));
  if (sort !== undefined && !(Array.isArray(sort) && sort.length === 2 && FIELDS.includes(sort[0]) && ['ASC', 'DESC'].includes(sort[1]))) {
    refuse('The sort parameter must be ["field","ASC|DESC"].');
  }
  const range = readJson('range', params.get('range'));
  const rangeOk = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[0] <= range[1] && range[1] - range[0] < 1000;
  if (range !== undefined && !rangeOk) refuse('The range parameter must be [start,end].');
  const filter = readJson('filter', params.get('filter'));
  if (filter !== undefined && filter !== null && (typeof filter !== 'object' || Array.isArray(filter))) refuse('The filter parameter must be a JSON object.');
  for (const key of Object.keys(filter ?? {})) if (!FIELDS.includes(key)) refuse(`Widgets cannot be filtered by "${key}".`);
}

type Defect = (method: string, url: URL, body: unknown) => boolean;

/** A list server on a free port; `defect` says on which input it fails with a 500. */
async function listServer(defect: Defect = () => false) {
  const writes: unknown[] = [];
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const body = request.method === 'GET' ? undefined : await read(request);
    const answer = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (defect(request.method!, url, body)) return answer(500, { message: 'Error Occurred.' });
    try {
      if (request.method === 'GET') checkQuery(url.searchParams);
      else if (!validBody(body)) refuse('The record is not valid.');
      if (request.method !== 'GET') writes.push(body);
      answer(request.method === 'POST' ? 201 : 200, {});
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      answer(400, { title: error.message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send: Send = async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  };
  return { server, send, writes };
}

const runs = { numRuns: 200, seed: 8 };
const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));
const started = async (defect?: Defect) => {
  const target = await listServer(defect);
  servers.push(target.server);
  return target;
};

describe('the fuzz properties against a list server that checks its input', () => {
  let target: Awaited<ReturnType<typeof listServer>>;
  beforeAll(async () => {
    target = await started();
  });

  it('hold for bodies, and none of the generated bodies is written', async () => {
    await assertInvalidBodiesRefused(target.send, { base, file, valid, existing }, runs);
    expect(target.writes).toEqual([]);
  });

  it('hold for queries', async () => {
    await assertMalformedQueriesRefused(target.send, base, runs);
  });

  it('start from a body the server accepts, so each generated body breaks one rule of a valid record', async () => {
    expect((await target.send('POST', base, valid)).status).toBe(201);
  });
});

describe('the fuzz properties against a list server with a defect', () => {
  it('fail when a body with an unknown field makes the server answer 500', async () => {
    const known = new Set([...Object.keys(file.properties), 'version']);
    const target = await started((method, _url, body) => method !== 'GET' && typeof body === 'object' && body !== null && Object.keys(body).some((key) => !known.has(key)));
    await expect(assertInvalidBodiesRefused(target.send, { base, file, valid, existing }, runs)).rejects.toThrow(/answered 500, not 400/);
  });

  it('fail when a range that is not JSON makes the server answer 500', async () => {
    const target = await started((method, url) => {
      const range = url.searchParams.get('range');
      if (method !== 'GET' || !range) return false;
      try {
        JSON.parse(range);
        return false;
      } catch {
        return true;
      }
    });
    await expect(assertMalformedQueriesRefused(target.send, base, runs)).rejects.toThrow(/answered 500, not 400/);
  });

  it('fail when the server refuses a query with a 400 that does not say which parameter is wrong', async () => {
    const target = await started();
    const vague: Send = async (method, path, body) => {
      const answer = await target.send(method, path, body);
      return answer.status === 400 ? { status: 400, text: JSON.stringify({ title: 'Bad request.' }) } : answer;
    };
    await expect(assertMalformedQueriesRefused(vague, base, runs)).rejects.toThrow(/without naming sort, range or filter/);
  });

  it('fail when a malformed body is written instead of refused', async () => {
    const target = await started();
    const lenient: Send = async (method, path, body) => (method === 'PUT' ? { status: 200, text: '{}' } : target.send(method, path, body));
    await expect(assertInvalidBodiesRefused(lenient, { base, file, valid, existing }, runs)).rejects.toThrow(/PUT .* answered 200, not 400/);
  });
});
