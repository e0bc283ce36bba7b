/**
 * Rotating INTEGRATIONS_KEY without downtime (issue 33 item 7): a server given the new key and
 * the old one as INTEGRATIONS_KEY_PREVIOUS opens values sealed under either, and the reseal
 * command (`npm run secrets:reseal`, resealSecrets) seals every stored integration secret again
 * under the new key, after which the old key opens none of them and the new key alone opens all.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealSecrets } from '../../src/server/integrations/reseal';
import { SecretUnreadableError, secretBox } from '../../src/server/integrations/secretBox';
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
}, 120_000);

afterAll(async () => {
  await bed?.close();
});

const stored = async () => {
  const corrigo = await bed.db.selectFrom('third_party_credentials').select('client_secret_sealed').where('subscriber_id', '=', bed.tenant.subscriberId).executeTakeFirstOrThrow();
  const channel = await bed.db.selectFrom('service_channel_credentials').select(['client_secret_sealed', 'password_sealed']).where('subscriber_id', '=', bed.tenant.subscriberId).executeTakeFirstOrThrow();
  return [corrigo.client_secret_sealed!, channel.client_secret_sealed!, channel.password_sealed!];
};
const PLAIN = [CLIENT_SECRET, DEMO_ACCOUNT.clientSecret, DEMO_ACCOUNT.password];

describe('INTEGRATIONS_KEY rotation', () => {
  it('opens values sealed under the previous key while the new one seals', async () => {
    const rotating = secretBox(newKey, oldKey);
    expect((await stored()).map((value) => rotating.open(value))).toEqual(PLAIN);
    expect(() => secretBox(newKey).open(rotating.seal('x'))).not.toThrow();
  });

  it('reseals every stored secret under the new key: the old key then opens none', async () => {
    const before = await stored();
    expect(() => secretBox(newKey).open(before[0])).toThrow(SecretUnreadableError);
    const count = await resealSecrets(bed.db, secretBox(newKey, oldKey));
    expect(count).toBeGreaterThanOrEqual(3);
    const after = await stored();
    expect(after.map((value) => secretBox(newKey).open(value))).toEqual(PLAIN);
    for (const value of after) expect(() => secretBox(oldKey).open(value)).toThrow(SecretUnreadableError);
    // Run again (a second process, a retry): nothing is lost.
    await resealSecrets(bed.db, secretBox(newKey, oldKey));
    expect((await stored()).map((value) => secretBox(newKey).open(value))).toEqual(PLAIN);
  });
});
