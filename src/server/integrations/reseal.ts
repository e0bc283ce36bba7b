/**
 * Seals every stored secret again under the current key (issue 33 item 7): `npm run
 * secrets:reseal` after INTEGRATIONS_KEY was rotated (secretBox.ts). Each value is opened under
 * the current or the previous key and sealed under the current one, bound to its row and field:
 * the integration credentials (boundSecrets.ts; one sealed before binding existed is bound now)
 * and the secrets of the settings lists (writeOnly properties of the generated resources,
 * resources/secrets.ts). A value is replaced only if it is still the one read (compare and set),
 * so servers keep working throughout, a user's save meanwhile is never overwritten, and running
 * it again (a retry, a second operator) loses nothing. Answers how many values were sealed again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceRegistry } from '../resources/registry';
import { sealResourceSecrets } from '../resources/secrets';
import { resealIntegrationSecrets } from './boundSecrets';
import type { SecretBox } from './secretBox';

export async function resealSecrets(db: Kysely<Database>, box: SecretBox, registry: ResourceRegistry): Promise<number> {
  const integrations = await resealIntegrationSecrets(db, box);
  return integrations + (await sealResourceSecrets(db, registry, box, { again: true }));
}
