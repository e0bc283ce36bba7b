/**
 * `npm start` runs this after making sure the browser app is built: one server process, or with
 * WORKERS above 1 that many on one port (workers.ts), each of which runs this file again.
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { startPglite } from './db/pgliteThread';

function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) {
  const { runWorkers } = await import('./workers');
  await runWorkers(config);
} else {
  await serve(config);
}

/**
 * PGlite opens its database on its own thread while this one loads the rest of the server: the
 * server's modules are imported here, after, not at the top. One after the other, the first
 * answer waited for both (docs/performance.md, warm start).
 */
async function serve(config: ServerConfig) {
  const pglite = config.databaseUrl ? undefined : startPglite(config.dataDir);
  const { createServer } = await import('./server');
  const server = await createServer(config, { pglite }).catch(refusedToStart);
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info({ db: server.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'FieldDesk is running');

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      server.app.log.info({ signal }, 'shutting down');
      await server.close();
      process.exit(0);
    });
  }
}

/** A refusal that names its cause and its cure is said as it is, without a stack trace; anything else is thrown. */
async function refusedToStart(error: unknown): Promise<never> {
  const { NoticesNotHeard } = await import('./hubs/broker');
  if (!(error instanceof NoticesNotHeard)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
