/**
 * Integration credentials cannot be sent elsewhere (issue 33 item 1). A secret is sent to the
 * token address with the client id, so changing an address, the client id (or Service Channel's
 * user name) without entering the secret again is refused, and nothing is changed; changing the
 * credentials takes the Integration Credentials permission, which only Super Admin and Admin hold
 * by default (Accounting keeps its write on Settings, not this); every change is recorded (who,
 * when, which fields, never a secret) and answered for the settings pages. Run in the Crestline
 * tenant of the shared test server, with users of this file's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';

const ECOTRAK = '/api/v1/thirdPartySettings/credentials/ecotrak';
const SC = '/api/v1/accountSettings/serviceChannel';
const changesOf = (network: string) => `/api/v1/thirdPartySettings/credentialChanges/${network}`;
const SECRET = `ecotrak-secret-${process.pid}-${Date.now()}`;
const SC_SECRET = `sc-secret-${process.pid}-${Date.now()}`;
const SC_PASSWORD = `sc-password-${process.pid}-${Date.now()}`;
const CORRIGO_REFUSAL = 'Enter the client secret again: it is sent to the token address, so it must be entered again when the API address, the token address or the client id changes.';
const SC_REFUSAL =
  'Enter the client secret and the password again: they are sent to the token address, so they must be entered again when the API address, the token address, the client id or the user name changes.';

let admin: FreshUser;
let accounting: FreshUser;

beforeAll(async () => {
  [admin, accounting] = await Promise.all([freshUser('credadmin', ['Admin'], 'Ada'), freshUser('credaccounting', ['Accounting'], 'Acton')]);
});

describe('Corrigo and Ecotrak credentials', () => {
  it('refuse a changed address or client id without the secret entered again, and change nothing', async () => {
    const first = await call('PUT', ECOTRAK, {
      token: admin.token,
      body: { clientId: 'client-a', clientSecret: SECRET, apiUrl: 'https://api.ecotrak.com', tokenUrl: 'https://auth.ecotrak.com/oauth2/token', version: 0 },
    });
    expect(first.status, first.text).toBe(200);
    const saved = first.body;
    for (const change of [{ tokenUrl: 'https://collector.example/token' }, { apiUrl: 'https://collector.example/api' }, { clientId: 'client-b' }]) {
      for (const clientSecret of [undefined, null]) {
        const body = { clientId: saved.clientId, apiUrl: saved.apiUrl, tokenUrl: saved.tokenUrl, version: saved.version, ...change, ...(clientSecret === null && { clientSecret }) };
        const answer = await call('PUT', ECOTRAK, { token: admin.token, body });
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.title).toBe(CORRIGO_REFUSAL);
        expect(answer.body.errors.clientSecret).toEqual([CORRIGO_REFUSAL]);
      }
    }
    expect((await call('GET', ECOTRAK, { token: admin.token })).body).toEqual(saved);

    // The same change with the secret entered again is taken; an unchanged address keeps the secret.
    const moved = await call('PUT', ECOTRAK, { token: admin.token, body: { clientId: 'client-a', clientSecret: SECRET, apiUrl: 'https://sandbox.ecotrak.com', tokenUrl: saved.tokenUrl, version: saved.version } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ apiUrl: 'https://sandbox.ecotrak.com', hasClientSecret: true });
    const same = await call('PUT', ECOTRAK, { token: admin.token, body: { clientId: 'client-a', apiUrl: 'https://sandbox.ecotrak.com', tokenUrl: saved.tokenUrl, version: moved.body.version } });
    expect(same.status, same.text).toBe(200);
    expect(same.body.hasClientSecret).toBe(true);
  });

  it('are changed only with the Integration Credentials permission: Accounting, with write on Settings, is refused', async () => {
    const before = await call('GET', ECOTRAK, { token: admin.token });
    expect(before.status).toBe(200);
    const answer = await call('PUT', ECOTRAK, {
      token: accounting.token,
      body: { clientId: before.body.clientId, clientSecret: 'attacker-entered', apiUrl: before.body.apiUrl, tokenUrl: 'https://collector.example/token', version: before.body.version },
    });
    expect(answer.status, answer.text).toBe(403);
    expect((await call('GET', ECOTRAK, { token: admin.token })).body).toEqual(before.body);
  });

  it('record every change: who, when and which fields, never a secret', async () => {
    const answer = await call('GET', changesOf('ecotrak'), { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain(SECRET);
    expect(answer.text).not.toMatch(/v1:[A-Za-z0-9_-]{20,}/);
    // Newest first: the move to the sandbox (the secret entered again), the first save; the save that changed nothing is not a change.
    expect(answer.body.map((c: { fields: string[] }) => c.fields)).toEqual([['clientSecret', 'apiUrl'], ['clientId', 'clientSecret', 'apiUrl', 'tokenUrl']]);
    for (const change of answer.body) {
      expect(change.changedBy).toBe(admin.name);
      expect(change.changedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    }
    expect((await call('GET', changesOf('ecotrak'), { token: (await freshUser('credtech', ['Technician'])).token })).status).toBe(403);
  });
});

describe('Service Channel credentials', () => {
  it('refuse a changed address, client id or user name without both secrets entered again, and change nothing', async () => {
    const first = await call('PUT', SC, {
      token: admin.token,
      body: { clientId: 'sc-client', clientSecret: SC_SECRET, userName: 'provider', password: SC_PASSWORD, apiUrl: 'https://sb2api.servicechannel.com/v3', tokenUrl: 'https://sb2login.servicechannel.com/oauth/token' },
    });
    expect(first.status, first.text).toBe(200);
    const saved = first.body;
    const kept = { clientId: saved.clientId, userName: saved.userName, apiUrl: saved.apiUrl, tokenUrl: saved.tokenUrl };
    for (const change of [
      { tokenUrl: 'https://collector.example/token' },
      { apiUrl: 'https://collector.example/v3' },
      { clientId: 'other-client' },
      { userName: 'other-provider' },
      { tokenUrl: 'https://collector.example/token', clientSecret: SC_SECRET },
      { tokenUrl: 'https://collector.example/token', password: SC_PASSWORD },
    ]) {
      const answer = await call('PUT', SC, { token: admin.token, body: { ...kept, ...change } });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.title).toBe(SC_REFUSAL);
    }
    expect((await call('GET', SC, { token: admin.token })).body).toEqual(saved);
    const moved = await call('PUT', SC, { token: admin.token, body: { ...kept, tokenUrl: 'https://login.servicechannel.com/oauth/token', clientSecret: SC_SECRET, password: SC_PASSWORD } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ tokenUrl: 'https://login.servicechannel.com/oauth/token', hasClientSecret: true, hasPassword: true });
  });

  it('are read and changed only with the Integration Credentials permission', async () => {
    expect((await call('GET', SC, { token: accounting.token })).status).toBe(403);
    const answer = await call('PUT', SC, { token: accounting.token, body: { clientId: 'sc-client', userName: 'provider', tokenUrl: 'https://collector.example/token', clientSecret: 'x', password: 'y' } });
    expect(answer.status, answer.text).toBe(403);
    expect((await call('GET', SC, { token: admin.token })).body.tokenUrl).toBe('https://login.servicechannel.com/oauth/token');
  });

  it('record every change without a secret', async () => {
    const answer = await call('GET', changesOf('serviceChannel'), { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    for (const secret of [SC_SECRET, SC_PASSWORD]) expect(answer.text).not.toContain(secret);
    expect(answer.body.map((c: { fields: string[] }) => c.fields)).toEqual([
      ['clientSecret', 'password', 'tokenUrl'],
      ['clientId', 'clientSecret', 'userName', 'password', 'apiUrl', 'tokenUrl'],
    ]);
    expect(answer.body[0].changedBy).toBe(admin.name);
  });
});
