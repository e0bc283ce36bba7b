/**
 * `npm run secrets:reseal`: seals every stored integration secret and every secret of the
 * settings lists (SMTP password, Dropbox secret and token, Service Channel API password) again under INTEGRATIONS_KEY
 * (src/server/integrations/reseal.ts), opening each under it or INTEGRATIONS_KEY_PREVIOUS. Run
 * it once after starting the servers with the new key and the previous one; servers keep
 * serving while it runs. Reads the same environment as the server (DATABASE_URL or DATA_DIR).
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { resealSecrets } from '../src/server/integrations/reseal';
import { configuredBox } from '../src/server/integrations/secretBox';
import { loadRegistry } from '../src/server/resources/registry';

async function main() {
  const config = loadConfig(process.env);
  if (!config.integrationsKeyPrevious) console.warn('INTEGRATIONS_KEY_PREVIOUS is not set: values sealed under an older key cannot be opened.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const count = await resealSecrets(database.db, configuredBox(config), loadRegistry(config.schemasDir));
    console.log(`Sealed ${count} secret${count === 1 ? '' : 's'} (integration credentials and settings) again under INTEGRATIONS_KEY. INTEGRATIONS_KEY_PREVIOUS may now be removed.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
