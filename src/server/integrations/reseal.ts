/**
 * Seals every stored integration secret again under the current key (issue 33 item 7):
 * `npm run secrets:reseal` after INTEGRATIONS_KEY was rotated (secretBox.ts). Each value is
 * opened under the current or the previous key and sealed under the current one, row by row, a
 * row locked while it is changed, so servers keep working throughout and running it again (a
 * retry, a second operator) loses nothing. The secrets of the settings lists (writeOnly
 * properties of the generated resources, resources/secrets.ts) are sealed again too, each still
 * bound to its row and field. Answers how many values were sealed again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceRegistry } from '../resources/registry';
import { sealResourceSecrets } from '../resources/secrets';
import type { SecretBox } from './secretBox';

export async function resealSecrets(db: Kysely<Database>, box: SecretBox, registry: ResourceRegistry): Promise<number> {
  let count = 0;
  const again = (sealed: string | null) => {
    if (!sealed) return sealed;
    count++;
    return box.seal(box.open(sealed));
  };
  const corrigo = await db.selectFrom('third_party_credentials').select(['subscriber_id', 'network']).where('client_secret_sealed', 'is not', null).execute();
  for (const { subscriber_id, network } of corrigo) {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('third_party_credentials').select('client_secret_sealed').where('subscriber_id', '=', subscriber_id).where('network', '=', network).forUpdate().executeTakeFirst();
      if (!row) return;
      await trx.updateTable('third_party_credentials').set({ client_secret_sealed: again(row.client_secret_sealed) }).where('subscriber_id', '=', subscriber_id).where('network', '=', network).execute();
    });
  }
  const channel = await db.selectFrom('service_channel_credentials').select('subscriber_id').execute();
  for (const { subscriber_id } of channel) {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('service_channel_credentials').select(['client_secret_sealed', 'password_sealed']).where('subscriber_id', '=', subscriber_id).forUpdate().executeTakeFirst();
      if (!row) return;
      await trx
        .updateTable('service_channel_credentials')
        .set({ client_secret_sealed: again(row.client_secret_sealed), password_sealed: again(row.password_sealed) })
        .where('subscriber_id', '=', subscriber_id)
        .execute();
    });
  }
  count += await sealResourceSecrets(db, registry, box, { again: true });
  return count;
}
