/**
 * No third-party credential reaches the server's log. A FieldDesk server of this file's own logs
 * at trace into a list; through the HTTP API an admin saves Corrigo and Service Channel
 * credentials with distinctive secrets (first wrong ones the networks refuse, then the right
 * ones), sends bodies that fail validation or are not JSON with the secrets in them, and puts a
 * secret in a query string; technicians then use both emulators through the adapters, through
 * refused sign-ins, expired tokens and faults. Not one captured line may carry a secret, its
 * Basic-authentication form, its sealed form, or the server's own keys.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorAccount } from '../../scripts/emulators/serviceChannel/demoData';
import { startCorrigoEmulator, type CorrigoEmulator } from '../../scripts/emulators/corrigo/index';
import { ownServerApi, type OwnServerApi } from '../support/ownServerApi';
import { clockInOn, clockOutOf, startChannelTestBed, syncUntil, type ChannelTenant, type ChannelTestBed } from './serviceChannelHelpers';
import { AT_HARBOR, C, CORRIGO_CUSTOMERS, DEMO_ORDER_IDS, PASSWORD, seedCorrigoTenant, type CorrigoTenant } from './thirdPartyCorrigoHelpers';

const unique = randomUUID().replace(/-/g, '');
const CORRIGO_CLIENT_ID = 'fielddesk-log-test';
const CORRIGO_SECRET = `corrigo-client-secret-${unique}`;
const CORRIGO_WRONG_SECRET = `corrigo-wrong-secret-${unique}`;
const SC_ACCOUNT: EmulatorAccount = {
  clientId: 'fielddesk-log-test',
  clientSecret: `sc-client-secret-${unique}`,
  userName: 'logtest.provider',
  password: `sc-password-${unique}`,
};
const SC_WRONG_PASSWORD = `sc-wrong-password-${unique}`;

const CORRIGO_CREDENTIALS = '/api/v1/thirdPartySettings/credentials/corrigo';
const SC_SETTINGS = '/api/v1/accountSettings/serviceChannel';

/** Every line the server logged, as written. */
const lines: string[] = [];
let bed: ChannelTestBed;
let scTenant: ChannelTenant;
let corrigo: CorrigoEmulator;
let corrigoTenant: CorrigoTenant;
let corrigoApi: OwnServerApi;

beforeAll(async () => {
  corrigo = await startCorrigoEmulator({ port: 0, clients: { [CORRIGO_CLIENT_ID]: CORRIGO_SECRET } });
  bed = await startChannelTestBed('sclogs', [{ prefix: 'scg', technicians: 3, firstNetworkId: 66000001 }], {
    allowedHosts: [new URL(corrigo.url).host],
    account: SC_ACCOUNT,
    logLevel: 'trace',
    logDestination: { write: (line) => void lines.push(line) },
    // No fault here is slow: a roomy limit keeps a busy machine's late answer to a dropped
    // connection from reading as a timeout (504) instead of the failure it is (502).
    integrationTimeoutMs: 5000,
  });
  [scTenant] = bed.tenants;
  corrigoTenant = await seedCorrigoTenant(bed.server, 'crg');
  corrigoApi = ownServerApi(bed.baseUrl, PASSWORD);
}, 120_000);

afterAll(async () => {
  await corrigo?.close();
  await bed?.close();
});

/** A request whose body is the text given, not JSON.stringify's: a body that is not JSON. */
async function sendRaw(method: string, path: string, token: string, body: string) {
  const response = await fetch(`${bed.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  await response.text();
  return response.status;
}

describe('Corrigo credentials', () => {
  it('saved wrong and right, refused in bodies, and used through sign-ins and faults', async () => {
    const admin = await corrigoApi.tokenFor('crg-admin');
    const tech = await corrigoApi.tokenFor('crg-tech1');
    const harbor = corrigoTenant.orders.get(DEMO_ORDER_IDS.harborCheckedIn)!;
    const settings = () => corrigoApi.call('GET', `${C}/corrigoCustomerSettings/${CORRIGO_CUSTOMERS.harbor}`, { token: tech });
    const pause = () =>
      corrigoApi.call('PUT', `${C}/changeStatus`, { token: tech, body: { workOrderId: harbor, workOrderStatus: 'Paused', comment: 'Waiting for a compressor.', location: AT_HARBOR } });
    const save = (clientSecret: string, version: number) =>
      corrigoApi.call('PUT', CORRIGO_CREDENTIALS, { token: admin, body: { clientId: CORRIGO_CLIENT_ID, clientSecret, apiUrl: corrigo.url, tokenUrl: corrigo.tokenUrl, version } });

    const wrong = await save(CORRIGO_WRONG_SECRET, 0);
    expect(wrong.status, wrong.text).toBe(200);
    const refused = await settings();
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/^Corrigo refused the client id and secret/);

    // Bodies that fail, each carrying the secret.
    const valid = { clientId: CORRIGO_CLIENT_ID, clientSecret: CORRIGO_SECRET, apiUrl: corrigo.url, tokenUrl: corrigo.tokenUrl, version: wrong.body.version };
    const refusedBodies = [
      { ...valid, apiUrl: 'ftp://corrigo.example' },
      { ...valid, clientSecret: CORRIGO_SECRET.repeat(12) },
      // An unknown property is dropped, not refused: this one goes with a version that is not a number.
      { ...valid, version: `${CORRIGO_SECRET}`, [CORRIGO_SECRET]: CORRIGO_SECRET },
    ];
    for (const body of refusedBodies) {
      const answer = await corrigoApi.call('PUT', CORRIGO_CREDENTIALS, { token: admin, body });
      expect(answer.status, answer.text).toBe(400);
    }
    expect(await sendRaw('PUT', CORRIGO_CREDENTIALS, admin, `{"clientId":"${CORRIGO_CLIENT_ID}","clientSecret":"${CORRIGO_SECRET}",`)).toBe(400);
    expect((await corrigoApi.call('PUT', CORRIGO_CREDENTIALS, { token: admin, body: { ...valid, version: valid.version + 5 } })).status).toBe(409);
    expect((await corrigoApi.call('GET', `${CORRIGO_CREDENTIALS}?clientSecret=${CORRIGO_SECRET}&client_secret=${CORRIGO_SECRET}`, { token: admin })).status).toBe(200);

    const right = await save(CORRIGO_SECRET, wrong.body.version);
    expect(right.status, right.text).toBe(200);
    expect((await settings()).status).toBe(200);
    expect((await corrigoApi.call('GET', `${C}/getCorrigoWorkorderProcedure/${harbor}`, { token: tech })).status).toBe(200);

    corrigo.setFault('401'); // the token runs out: the adapter signs in again with the secret
    const paused = await pause();
    expect(paused.status, paused.text).toBe(200);
    expect(corrigo.calls.filter((c) => /oauth\/token/i.test(c.path)).length).toBeGreaterThanOrEqual(2);
    for (const [fault, status] of [['down', 502], ['500', 502], ['malformed', 502]] as const) {
      corrigo.setFault(fault);
      expect((await settings()).status).toBe(status);
    }
    corrigo.setFault(null);
  });
});

describe('Service Channel credentials', () => {
  it('saved wrong and right, refused in bodies, and used by the outbox through refusals and faults', async () => {
    const api = bed.api;
    const admin = await api.tokenFor(scTenant.admin);
    const [first, second, third] = scTenant.orders;
    const delivered = (sync: Awaited<ReturnType<typeof syncUntil>>) => sync.actions.length >= 2 && sync.actions.every((a) => a.state === 'delivered');
    const save = (password: string) =>
      api.call('PUT', SC_SETTINGS, { token: admin, body: { ...SC_ACCOUNT, password, apiUrl: bed.emulator.url, tokenUrl: bed.emulator.tokenUrl } });

    // A wrong password: the check-in fails with Service Channel's refusal of the sign-in.
    expect((await save(SC_WRONG_PASSWORD)).status).toBe(200);
    const firstLabor = await clockInOn(api, first);
    const failed = await syncUntil(api, scTenant, first, (s) => s.actions[0]?.state === 'failed');
    expect(failed.actions[0].lastError).toMatch(/^Service Channel refused the sign-in/);

    const valid = { ...SC_ACCOUNT, apiUrl: bed.emulator.url, tokenUrl: bed.emulator.tokenUrl };
    const refusedBodies = [
      { ...valid, apiUrl: 'not an address' },
      { ...valid, password: SC_ACCOUNT.password.repeat(12), clientSecret: SC_ACCOUNT.clientSecret.repeat(12) },
      { ...valid, userName: [SC_ACCOUNT.password], [SC_ACCOUNT.password]: SC_ACCOUNT.clientSecret },
    ];
    for (const body of refusedBodies) {
      const answer = await api.call('PUT', SC_SETTINGS, { token: admin, body });
      expect(answer.status, answer.text).toBe(400);
    }
    expect(await sendRaw('PUT', SC_SETTINGS, admin, `{"clientId":"x","clientSecret":"${SC_ACCOUNT.clientSecret}","password":"${SC_ACCOUNT.password}"`)).toBe(400);
    expect((await api.call('GET', `${SC_SETTINGS}?password=${SC_ACCOUNT.password}&clientSecret=${SC_ACCOUNT.clientSecret}`, { token: admin })).status).toBe(200);

    // The right password, and the failed check-in sent again.
    expect((await save(SC_ACCOUNT.password)).status).toBe(200);
    expect((await api.call('POST', '/api/v1/serviceChannel/outbox/retry', { token: admin, body: { id: failed.actions[0].id } })).status).toBe(200);
    await clockOutOf(api, first, firstLabor);
    await syncUntil(api, scTenant, first, delivered);

    // Its token refused (401): the outbox signs in again with the password.
    bed.emulator.setFault('401');
    const secondLabor = await clockInOn(api, second);
    await clockOutOf(api, second, secondLabor);
    await syncUntil(api, scTenant, second, delivered);
    expect(bed.emulator.calls.filter((c) => c.path === '/oauth/token').length).toBeGreaterThanOrEqual(3);

    // Faults the outbox retries, each logged as a failed delivery.
    for (const fault of ['500', 'down'] as const) {
      bed.emulator.setFault(fault);
      const laborId = await clockInOn(api, third);
      await syncUntil(api, scTenant, third, (s) => (s.actions.at(-1)?.attempts ?? 0) >= 1 && !!s.actions.at(-1)?.lastError);
      bed.emulator.setFault(null);
      await clockOutOf(api, third, laborId);
      await syncUntil(api, scTenant, third, delivered);
    }
  });
});

describe('the log', () => {
  it('captured the requests, the refusals and the failed deliveries, and not one secret', async () => {
    const records = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string }; res?: { statusCode: number } });
    // The log is there to be read: the saves, the 400s and the outbox's failures are in it.
    expect(records.filter((r) => r.req?.method === 'PUT' && r.req.url === CORRIGO_CREDENTIALS).length).toBeGreaterThanOrEqual(7);
    expect(records.filter((r) => r.req?.method === 'PUT' && r.req.url === SC_SETTINGS).length).toBeGreaterThanOrEqual(7);
    expect(records.filter((r) => r.res?.statusCode === 400).length).toBeGreaterThanOrEqual(8);
    expect(records.filter((r) => r.res?.statusCode === 502).length).toBeGreaterThanOrEqual(4);
    expect(records.filter((r) => r.msg === 'Service Channel outbox: delivery failed').length).toBeGreaterThanOrEqual(3);
    expect(records.some((r) => r.req?.url.startsWith(`${SC_SETTINGS}?password=[redacted]&clientSecret=[redacted]`))).toBe(true);

    const sealed = [
      ...(await bed.db.selectFrom('third_party_credentials').select('client_secret_sealed').execute()).map((r) => r.client_secret_sealed),
      ...(await bed.db.selectFrom('service_channel_credentials').select(['client_secret_sealed', 'password_sealed']).execute()).flatMap((r) => [r.client_secret_sealed, r.password_sealed]),
    ].filter((value): value is string => !!value);
    expect(sealed.length).toBeGreaterThanOrEqual(3);
    const secrets: Record<string, string> = {
      'the Corrigo client secret': CORRIGO_SECRET,
      'the wrong Corrigo client secret': CORRIGO_WRONG_SECRET,
      'the Service Channel client secret': SC_ACCOUNT.clientSecret,
      'the Service Channel password': SC_ACCOUNT.password,
      'the wrong Service Channel password': SC_WRONG_PASSWORD,
      // What a secret travels as: the shared part of each (unique), Basic authentication, sealed at rest.
      'the secrets\' unique part': unique,
      'the Service Channel Basic authentication': Buffer.from(`${SC_ACCOUNT.clientId}:${SC_ACCOUNT.clientSecret}`).toString('base64'),
      'the integrations key': bed.server.app.config.integrationsKey,
      'the token signing secret': bed.server.app.config.jwtSecret,
      ...Object.fromEntries(sealed.map((value, i) => [`sealed value ${i + 1}`, value])),
    };
    for (const [label, secret] of Object.entries(secrets)) {
      const leaking = lines.filter((line) => line.includes(secret));
      expect(leaking, `${label} is in the log`).toEqual([]);
    }
  });
});
