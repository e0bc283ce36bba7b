/**
 * Secrets of the settings lists at rest (issue 33 item 7): the SMTP password, the Dropbox app
 * secret and access token and the Service Channel settings' API password are sealed with the
 * integrations key, each bound to its table, subscriber, row and field, so the database holds no
 * plain text and a sealed value copied to another row or field does not open. The API never
 * answers them; values stored in plain text before are sealed when a server starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/server';
import { SecretUnreadableError, configuredBox } from '../../src/server/integrations/secretBox';
import { resourceSecretAad } from '../../src/server/resources/secrets';
import { corrigoSecretAad, serviceChannelSecretAad } from '../../src/server/integrations/boundSecrets';
import { DEMO_ACCOUNT } from '../../scripts/emulators/serviceChannel/index';
import { CLIENT_SECRET, pointAtEmulator, startTestBed, type CorrigoTestBed } from './thirdPartyCorrigoHelpers';

let bed: CorrigoTestBed;
let admin: string;

beforeAll(async () => {
  bed = await startTestBed();
  admin = await bed.api.tokenFor('corrigo-admin');
}, 120_000);

afterAll(async () => {
  await bed?.close();
});

const box = () => configuredBox(bed.server.app.config);
const rawColumn = async (table: string, column: string, subscriberId = bed.tenant.subscriberId) =>
  (await bed.db.selectFrom(table as any).select(['id', column] as any).where('subscriber_id', '=', subscriberId).executeTakeFirstOrThrow()) as Record<string, any>;

async function saveSettings(resource: string, values: Record<string, unknown>) {
  const base = `/api/v1/resources/${resource}`;
  const list = await bed.api.call('GET', base, { token: admin });
  expect(list.status, list.text).toBe(200);
  const saved = await bed.api.call('PUT', `${base}/${list.body[0].id}`, { token: admin, body: { ...list.body[0], ...values } });
  expect(saved.status, saved.text).toBe(200);
  return saved;
}

describe('the SMTP password saved through PUT /api/v1/resources/emailSettings', () => {
  const PASSWORD = 'smtp-plain-secret-7731';

  it('is stored sealed: the raw column holds no plain text and opens, with its own row and field, to what was saved', async () => {
    const saved = await saveSettings('emailSettings', { password: PASSWORD });
    const row = await rawColumn('email_settings', 'password');
    expect(row.password).toBeTruthy();
    expect(row.password).not.toContain(PASSWORD);
    expect(row.password).toMatch(/^v1:/);
    expect(box().open(row.password, resourceSecretAad('email_settings', bed.tenant.subscriberId, row.id, 'password'))).toBe(PASSWORD);
    expect(saved.text).not.toContain(PASSWORD);
  });

  it('does not open as another field, another row or another subscriber\'s row, nor without its binding', async () => {
    const row = await rawColumn('email_settings', 'password');
    const { subscriberId } = bed.tenant;
    for (const aad of [
      resourceSecretAad('email_settings', subscriberId, row.id, 'user_name'),
      resourceSecretAad('email_settings', subscriberId, row.id + 1, 'password'),
      resourceSecretAad('email_settings', subscriberId + 1, row.id, 'password'),
      resourceSecretAad('dropbox_settings', subscriberId, row.id, 'password'),
    ]) {
      expect(() => box().open(row.password, aad)).toThrow(SecretUnreadableError);
    }
    expect(() => box().open(row.password)).toThrow(SecretUnreadableError);
  });

  it('is never answered: not by GET, the list nor the history; saving it empty keeps the stored one', async () => {
    const base = '/api/v1/resources/emailSettings';
    const list = await bed.api.call('GET', base, { token: admin });
    const id = list.body[0].id;
    const one = await bed.api.call('GET', `${base}/${id}`, { token: admin });
    const history = await bed.api.call('GET', `${base}/${id}/history`, { token: admin });
    const sealed = (await rawColumn('email_settings', 'password')).password as string;
    for (const answer of [list, one, history]) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.text).not.toContain(PASSWORD);
      expect(answer.text).not.toContain(sealed);
    }
    expect(one.body.password).toBeNull();
    const again = await bed.api.call('PUT', `${base}/${id}`, { token: admin, body: { ...one.body, password: '', smtpHost: 'smtp.sealed.example' } });
    expect(again.status, again.text).toBe(200);
    const kept = (await rawColumn('email_settings', 'password')).password as string;
    expect(box().open(kept, resourceSecretAad('email_settings', bed.tenant.subscriberId, id, 'password'))).toBe(PASSWORD);
  });
});

describe('the Dropbox secret and token and the Service Channel settings password', () => {
  it('are stored sealed, each bound to its own field', async () => {
    await saveSettings('dropboxSettings', { appSecret: 'dropbox-app-secret-55', accessToken: 'dropbox-token-66' });
    await saveSettings('serviceChannelSettings', { apiPassword: 'channel-password-77' });
    const { subscriberId } = bed.tenant;
    const dropbox = await rawColumn('dropbox_settings', 'app_secret');
    const token = await rawColumn('dropbox_settings', 'access_token');
    const channel = await rawColumn('service_channel_settings', 'api_password');
    expect([dropbox.app_secret, token.access_token, channel.api_password].join(' ')).not.toMatch(/dropbox-app-secret|dropbox-token|channel-password/);
    expect(box().open(dropbox.app_secret, resourceSecretAad('dropbox_settings', subscriberId, dropbox.id, 'app_secret'))).toBe('dropbox-app-secret-55');
    expect(box().open(token.access_token, resourceSecretAad('dropbox_settings', subscriberId, token.id, 'access_token'))).toBe('dropbox-token-66');
    expect(box().open(channel.api_password, resourceSecretAad('service_channel_settings', subscriberId, channel.id, 'api_password'))).toBe('channel-password-77');
    // The secret copied into the token's field does not open there.
    expect(() => box().open(dropbox.app_secret, resourceSecretAad('dropbox_settings', subscriberId, dropbox.id, 'access_token'))).toThrow(SecretUnreadableError);
  });
});

describe('values stored in plain text before', () => {
  it('are sealed when a server starts, and then answered by nobody', async () => {
    const other = bed.tenant.subscriberId;
    await bed.db.updateTable('email_settings' as any).set({ password: 'left-plain-before-88' } as any).where('subscriber_id', '=', other).execute();
    // What every start runs: migrations, the schemas' tables, then the sealing of what is left plain.
    await prepareDatabase(bed.server.database, bed.server.app.config);
    const row = await rawColumn('email_settings', 'password');
    expect(row.password).not.toContain('left-plain-before-88');
    expect(box().open(row.password, resourceSecretAad('email_settings', other, row.id, 'password'))).toBe('left-plain-before-88');
  });
});

describe('integration credentials', () => {
  const channelRow = () => bed.db.selectFrom('service_channel_credentials').select(['client_secret_sealed', 'password_sealed']).where('subscriber_id', '=', bed.tenant.subscriberId).executeTakeFirstOrThrow();
  const corrigoRow = () => bed.db.selectFrom('third_party_credentials').select('client_secret_sealed').where('subscriber_id', '=', bed.tenant.subscriberId).where('network', '=', 'corrigo').executeTakeFirstOrThrow();

  beforeAll(async () => {
    await pointAtEmulator(bed);
    const saved = await bed.api.call('PUT', '/api/v1/accountSettings/serviceChannel', { token: admin, body: { ...DEMO_ACCOUNT, apiUrl: 'https://api.servicechannel.com/v3', tokenUrl: 'https://login.servicechannel.com/oauth/token' } });
    expect(saved.status, saved.text).toBe(200);
  });

  it('are bound to their subscriber, network and field: moved elsewhere they do not open', async () => {
    const { subscriberId } = bed.tenant;
    const corrigo = (await corrigoRow()).client_secret_sealed!;
    const channel = await channelRow();
    expect(box().open(corrigo, corrigoSecretAad(subscriberId, 'corrigo'))).toBe(CLIENT_SECRET);
    expect(box().open(channel.client_secret_sealed!, serviceChannelSecretAad(subscriberId, 'client_secret_sealed'))).toBe(DEMO_ACCOUNT.clientSecret);
    expect(box().open(channel.password_sealed!, serviceChannelSecretAad(subscriberId, 'password_sealed'))).toBe(DEMO_ACCOUNT.password);
    for (const [value, aad] of [
      [corrigo, corrigoSecretAad(subscriberId + 1, 'corrigo')],
      [corrigo, corrigoSecretAad(subscriberId, 'ecotrak')],
      [corrigo, undefined],
      [channel.password_sealed!, serviceChannelSecretAad(subscriberId, 'client_secret_sealed')],
      [channel.client_secret_sealed!, serviceChannelSecretAad(subscriberId + 1, 'client_secret_sealed')],
    ] as const) {
      expect(() => box().open(value, aad)).toThrow(SecretUnreadableError);
    }
  });

  it('sealed before they were bound are bound when a server starts', async () => {
    const { subscriberId } = bed.tenant;
    await bed.db.updateTable('third_party_credentials').set({ client_secret_sealed: box().seal(CLIENT_SECRET) }).where('subscriber_id', '=', subscriberId).where('network', '=', 'corrigo').execute();
    await bed.db.updateTable('service_channel_credentials').set({ password_sealed: box().seal(DEMO_ACCOUNT.password) }).where('subscriber_id', '=', subscriberId).execute();
    await prepareDatabase(bed.server.database, bed.server.app.config);
    expect(box().open((await corrigoRow()).client_secret_sealed!, corrigoSecretAad(subscriberId, 'corrigo'))).toBe(CLIENT_SECRET);
    expect(box().open((await channelRow()).password_sealed!, serviceChannelSecretAad(subscriberId, 'password_sealed'))).toBe(DEMO_ACCOUNT.password);
    const bound = (await corrigoRow()).client_secret_sealed!;
    expect(() => box().open(bound)).toThrow(SecretUnreadableError);
  });
});
