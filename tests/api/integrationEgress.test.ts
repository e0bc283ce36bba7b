/**
 * Integration calls go only where they may (issue 33 item 2). A tenant's admin types the
 * networks' addresses, so the server must not call its own loopback services, the cloud's
 * metadata address or the private network on their word: outside the allow-list (here exactly
 * the Corrigo emulator and a test server of this file) only https hosts that resolve to public
 * addresses are called, checked when the connection is made; redirects are not followed; an
 * address cannot hide a path behind `#` or `?`; and an error a user sees names the network and
 * the status, never the body a foreign server answered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C, CLIENT_ID, CLIENT_SECRET, CORRIGO_CUSTOMERS, startTestBed, type CorrigoTestBed } from './thirdPartyCorrigoHelpers';

const CREDENTIALS = '/api/v1/thirdPartySettings/credentials/corrigo';
const BODY_MARKER = 'foreign-body-text-7f3a';

/** An http server that counts every connection made to it; `answer` decides what each request gets. */
async function listening(answer: (path: string, reply: (status: number, body: unknown, headers?: Record<string, string>) => void) => void) {
  let connections = 0;
  const server: Server = createServer((request, response) => {
    answer(request.url ?? '/', (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  server.on('connection', () => void connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, connections: () => connections, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let bed: CorrigoTestBed;
let admin: string;
let tech: string;
let version = 0;
let collector: Awaited<ReturnType<typeof listening>>;
let foreign: Awaited<ReturnType<typeof listening>>;

beforeAll(async () => {
  collector = await listening((_path, reply) => reply(200, { access_token: 'collected', expires_in: 3600 }));
  // Allowed by the test bed: a server whose answers are hostile.
  foreign = await listening((path, reply) => {
    if (path.startsWith('/good-token')) return reply(200, { access_token: 'foreign-token', expires_in: 3600 });
    if (path.startsWith('/redirect-loopback')) return reply(307, {}, { location: `http://127.0.0.1:${collector.port}/token` });
    if (path.startsWith('/redirect')) return reply(302, {}, { location: `http://169.254.169.254/latest/meta-data/` });
    if (path.includes('/fail')) return reply(500, { Message: BODY_MARKER, ValidationErrors: [{ Message: BODY_MARKER }] });
    reply(400, { Message: BODY_MARKER, Code: 3001, ValidationErrors: [{ Message: BODY_MARKER }] });
  });
  bed = await startTestBed({ allowedHosts: [`127.0.0.1:${foreign.port}`] });
  admin = await bed.api.tokenFor('corrigo-admin');
  tech = await bed.api.tokenFor('corrigo-tech1');
}, 120_000);

afterAll(async () => {
  await bed?.close();
  await collector?.close();
  await foreign?.close();
});

async function pointAt(addresses: { apiUrl: string; tokenUrl: string }) {
  const answer = await bed.api.call('PUT', CREDENTIALS, { token: admin, body: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...addresses, version } });
  if (answer.status === 200) version = answer.body.version;
  return answer;
}

const customerSettings = () => bed.api.call('GET', `${C}/corrigoCustomerSettings/${CORRIGO_CUSTOMERS.harbor}`, { token: tech });

describe('addresses outside the allow-list', () => {
  it.each([
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/token', /169\.254\.169\.254.*not a public internet address/],
    ['a private network address', 'https://10.20.30.40/token', /10\.20\.30\.40.*not a public internet address/],
    ['loopback over http on a port not allowed', 'http://127.0.0.1:{collector}/token', /must start with https:\/\//],
    ['loopback over https', 'https://127.0.0.1:{collector}/token', /127\.0\.0\.1.*not a public internet address/],
    ['loopback written as one number', 'https://2130706433:{collector}/token', /127\.0\.0\.1.*not a public internet address/],
    ['loopback as an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]:{collector}/token', /not a public internet address/],
    ['a name that resolves to loopback, checked when connecting', 'https://localhost:{collector}/token', /localhost resolves to .*not a public internet address/],
  ])('refuses %s and never connects to it', async (_case, tokenUrl, why) => {
    const before = collector.connections();
    const saved = await pointAt({ apiUrl: bed.emulator.url, tokenUrl: tokenUrl.replace('{collector}', String(collector.port)) });
    expect(saved.status, saved.text).toBe(200);
    const answer = await customerSettings();
    expect(answer.status, answer.text).toBe(502);
    expect(answer.body.message).toMatch(/^Corrigo cannot be called: /);
    expect(answer.body.message).toMatch(why);
    expect(collector.connections()).toBe(before);
  });
});

describe('addresses on the allow-list', () => {
  it('calls the emulator named in the allow-list over http', async () => {
    expect((await pointAt({ apiUrl: bed.emulator.url, tokenUrl: bed.emulator.tokenUrl })).status).toBe(200);
    const answer = await customerSettings();
    expect(answer.status, answer.text).toBe(200);
  });

  it('does not follow a redirect, to the metadata address or to loopback', async () => {
    for (const path of ['/redirect', '/redirect-loopback']) {
      const before = collector.connections();
      expect((await pointAt({ apiUrl: bed.emulator.url, tokenUrl: `http://127.0.0.1:${foreign.port}${path}` })).status).toBe(200);
      const answer = await customerSettings();
      expect(answer.status, answer.text).toBe(502);
      expect(answer.body.message).toMatch(/^Corrigo cannot be called: it answered with a redirect \(HTTP 30[27]\), which FieldDesk does not follow/);
      expect(collector.connections()).toBe(before);
    }
  });

  it('shows the network and the status of a refusal or a failure, never the body it answered', async () => {
    expect((await pointAt({ apiUrl: `http://127.0.0.1:${foreign.port}/api`, tokenUrl: `http://127.0.0.1:${foreign.port}/good-token` })).status).toBe(200);
    const refused = await customerSettings();
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toMatch(/^Corrigo refused the call \(HTTP 400, Corrigo code 3001\)/);
    expect(refused.text).not.toContain(BODY_MARKER);
    expect((await pointAt({ apiUrl: `http://127.0.0.1:${foreign.port}/fail`, tokenUrl: `http://127.0.0.1:${foreign.port}/good-token` })).status).toBe(200);
    const failed = await customerSettings();
    expect(failed.status, failed.text).toBe(502);
    expect(failed.body.message).toMatch(/^Corrigo failed \(HTTP 500\)/);
    expect(failed.text).not.toContain(BODY_MARKER);
  });
});

describe('saving an address', () => {
  it.each([
    ['apiUrl', 'a # that would make the path a fragment', 'https://collector.example/#'],
    ['apiUrl', 'a query the path would be appended to', 'https://collector.example/steal?to='],
    ['tokenUrl', 'a user name and password', 'https://user:pass@auth.example/token'],
    ['tokenUrl', 'a #', 'https://auth.example/token#x'],
  ])('refuses an %s with %s (400, nothing saved)', async (field, _case, address) => {
    const before = await bed.api.call('GET', CREDENTIALS, { token: admin });
    const body = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, apiUrl: before.body.apiUrl, tokenUrl: before.body.tokenUrl, version: before.body.version, [field]: address };
    const answer = await bed.api.call('PUT', CREDENTIALS, { token: admin, body });
    expect(answer.status, answer.text).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect((await bed.api.call('GET', CREDENTIALS, { token: admin })).body).toEqual(before.body);
  });
});
