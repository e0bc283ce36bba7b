/**
 * The demo tenant's credentials for the third-party networks: Corrigo and Service Channel
 * pointed at the local emulators (`npm run emulators`) where they listen by default, with the
 * demo accounts the emulators know (src/server/integrations/emulators.ts). The secrets are
 * sealed with the server's integrations key, as the settings routes seal what an admin saves.
 * Written with the demo work (seedDemoWork), once; nothing is called: without the emulators
 * running, a call to either network fails as it would with the network down.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { emulatorAddresses, emulatorPlaces, CORRIGO_DEMO_CLIENT, SERVICE_CHANNEL_DEMO_ACCOUNT, type EmulatorAddresses } from '../integrations/emulators';
import type { SecretBox } from '../integrations/secretBox';
import { corrigoSecretAad, serviceChannelSecretAad } from '../integrations/boundSecrets';

export interface DemoNetworks {
  /** The server's box (secretBox(config.integrationsKey)). */
  box: SecretBox;
  addresses: EmulatorAddresses;
}

/** The emulators' addresses as `npm run emulators` starts them in this environment (EMULATOR_HOST, *_EMULATOR_PORT). */
export function demoNetworks(box: SecretBox, env: Record<string, string | undefined>): DemoNetworks {
  return { box, addresses: emulatorAddresses(emulatorPlaces(env)) };
}

export async function insertDemoNetworkCredentials(db: Kysely<Database>, subscriberId: number, userId: number, { box, addresses }: DemoNetworks): Promise<void> {
  const audit = { subscriber_id: subscriberId, modified_by: userId, modified_date: new Date() };
  await db
    .insertInto('third_party_credentials')
    .values({
      ...audit,
      network: 'corrigo',
      client_id: CORRIGO_DEMO_CLIENT.clientId,
      client_secret_sealed: box.seal(CORRIGO_DEMO_CLIENT.clientSecret, corrigoSecretAad(subscriberId, 'corrigo')),
      api_url: addresses.corrigo.apiUrl,
      token_url: addresses.corrigo.tokenUrl,
    })
    .execute();
  await db
    .insertInto('service_channel_credentials')
    .values({
      ...audit,
      client_id: SERVICE_CHANNEL_DEMO_ACCOUNT.clientId,
      client_secret_sealed: box.seal(SERVICE_CHANNEL_DEMO_ACCOUNT.clientSecret, serviceChannelSecretAad(subscriberId, 'client_secret_sealed')),
      user_name: SERVICE_CHANNEL_DEMO_ACCOUNT.userName,
      password_sealed: box.seal(SERVICE_CHANNEL_DEMO_ACCOUNT.password, serviceChannelSecretAad(subscriberId, 'password_sealed')),
      api_url: addresses.serviceChannel.apiUrl,
      token_url: addresses.serviceChannel.tokenUrl,
    })
    .execute();
}
