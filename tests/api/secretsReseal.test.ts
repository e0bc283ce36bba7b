/**
 * Rotating INTEGRATIONS_KEY without downtime (issue 33 item 7): a server given the new key and
 * the old one as INTEGRATIONS_KEY_PREVIOUS opens values sealed under either, and the reseal
 * command (`npm run secrets:reseal`, resealSecrets) seals every stored integration secret again
 * under the new key, after which the old key opens none of them and the new key alone opens all:
 * the integration credentials and the secrets of the settings lists (the SMTP password, the
 * Dropbox app secret and access token, the Service Channel settings' API password), these still
 * bound to their row and field.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealSecrets } from '../../src/server/integrations/reseal';
import { SecretUnreadableError, secretBox, type SecretBox } from '../../src/server/integrations/secretBox';
import { resourceSecretAad } from '../../src/server/resources/secrets';
import { corrigoSecretAad, serviceChannelSecretAad } from '../../src/server/integrations/boundSecrets';
import { DEMO_ACCOUNT } from '../../scripts/emulators/serviceChannel/index';
import { CLIENT_SECRET, pointAtEmulator, startTestBed, type CorrigoTestBed } from './thirdPartyCorrigoHelpers';

let bed: CorrigoTestBed;
let oldKey: string;
const newKey = randomBytes(32).toString('hex');

beforeAll(async () => {
  bed = await startTestBed();
  oldKey = bed.server.app.config.integrationsKey;
  await pointAtEmulator(bed);
  const admin = await bed.api.tokenFor('corrigo-admin');
  const saved = await bed.api.call('PUT', '/api/v1/accountSettings/serviceChannel', { token: admin, body: { ...DEMO_ACCOUNT, apiUrl: 'https://api.servicechannel.com/v3', tokenUrl: 'https://login.servicechannel.com/oauth/token' } });
  expect(saved.status, saved.text).toBe(200);
  for (const [resource, values] of Object.entries(SETTINGS_SECRETS)) {
    const [settings] = (await bed.api.call('GET', `/api/v1/resources/${resource}`, { token: admin })).body;
    const put = await bed.api.call('PUT', `/api/v1/resources/${resource}/${settings.id}`, { token: admin, body: { ...settings, ...values } });
    expect(put.status, put.text).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await bed?.close();
});

const SETTINGS_SECRETS = {
  emailSettings: { password: 'smtp-rotated-1' },
  dropboxSettings: { appSecret: 'dropbox-secret-rotated-2', accessToken: 'dropbox-token-rotated-3' },
  serviceChannelSettings: { apiPassword: 'channel-password-rotated-4' },
};
/** Table and column of each settings secret, as stored. */
const SETTINGS_COLUMNS = [
  ['email_settings', 'password'],
  ['dropbox_settings', 'app_secret'],
  ['dropbox_settings', 'access_token'],
  ['service_channel_settings', 'api_password'],
] as const;

/** Every stored secret with what it is bound to (its row and field). */
const storedSecrets = async (): Promise<Array<{ value: string; aad?: string }>> => {
  const settings = [];
  for (const [table, column] of SETTINGS_COLUMNS) {
    const row = (await bed.db.selectFrom(table as any).select(['id', column] as any).where('subscriber_id', '=', bed.tenant.subscriberId).executeTakeFirstOrThrow()) as Record<string, any>;
    settings.push({ value: row[column] as string, aad: resourceSecretAad(table, bed.tenant.subscriberId, row.id, column) });
  }
  const [corrigo, channelSecret, channelPassword] = await stored();
  const { subscriberId } = bed.tenant;
  return [
    { value: corrigo, aad: corrigoSecretAad(subscriberId, 'corrigo') },
    { value: channelSecret, aad: serviceChannelSecretAad(subscriberId, 'client_secret_sealed') },
    { value: channelPassword, aad: serviceChannelSecretAad(subscriberId, 'password_sealed') },
    ...settings,
  ];
};
const openAll = async (box: SecretBox) => (await storedSecrets()).map(({ value, aad }) => box.open(value, aad));
const ALL_PLAIN = () => [...PLAIN, ...Object.values(SETTINGS_SECRETS).flatMap((values) => Object.values(values))];

const stored = async () => {
  const corrigo = await bed.db.selectFrom('third_party_credentials').select('client_secret_sealed').where('subscriber_id', '=', bed.tenant.subscriberId).executeTakeFirstOrThrow();
  const channel = await bed.db.selectFrom('service_channel_credentials').select(['client_secret_sealed', 'password_sealed']).where('subscriber_id', '=', bed.tenant.subscriberId).executeTakeFirstOrThrow();
  return [corrigo.client_secret_sealed!, channel.client_secret_sealed!, channel.password_sealed!];
};
const PLAIN = [CLIENT_SECRET, DEMO_ACCOUNT.clientSecret, DEMO_ACCOUNT.password];

describe('INTEGRATIONS_KEY rotation', () => {
  it('opens values sealed under the previous key while the new one seals', async () => {
    const rotating = secretBox(newKey, oldKey);
    expect(await openAll(rotating)).toEqual(ALL_PLAIN());
    expect(() => secretBox(newKey).open(rotating.seal('x'))).not.toThrow();
  });

  it('reseals every stored secret under the new key: the old key then opens none', async () => {
    for (const { value, aad } of await storedSecrets()) expect(() => secretBox(newKey).open(value, aad)).toThrow(SecretUnreadableError);
    const count = await resealSecrets(bed.db, secretBox(newKey, oldKey), bed.server.registry);
    expect(count).toBeGreaterThanOrEqual(7);
    expect(await openAll(secretBox(newKey))).toEqual(ALL_PLAIN());
    for (const { value, aad } of await storedSecrets()) expect(() => secretBox(oldKey).open(value, aad)).toThrow(SecretUnreadableError);
    // Run again (a second process, a retry): nothing is lost.
    await resealSecrets(bed.db, secretBox(newKey, oldKey), bed.server.registry);
    expect(await openAll(secretBox(newKey))).toEqual(ALL_PLAIN());
  });
});
