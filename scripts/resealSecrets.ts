/**
 * `npm run secrets:reseal`: seals every stored integration secret again under INTEGRATIONS_KEY
 * (src/server/integrations/reseal.ts), opening each under it or INTEGRATIONS_KEY_PREVIOUS. Run
 * it once after starting the servers with the new key and the previous one; servers keep
 * serving while it runs. Reads the same environment as the server (DATABASE_URL or DATA_DIR).
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { resealSecrets } from '../src/server/integrations/reseal';
import { configuredBox } from '../src/server/integrations/secretBox';

async function main() {
  const config = loadConfig(process.env);
  if (!config.integrationsKeyPrevious) console.warn('INTEGRATIONS_KEY_PREVIOUS is not set: values sealed under an older key cannot be opened.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const count = await resealSecrets(database.db, configuredBox(config));
    console.log(`Sealed ${count} integration secret${count === 1 ? '' : 's'} again under INTEGRATIONS_KEY. INTEGRATIONS_KEY_PREVIOUS may now be removed.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
