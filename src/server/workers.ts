/**
 * WORKERS=n (n > 1, PostgreSQL only): n server processes on one port through node:cluster, so
 * `npm start` uses every core without a load balancer in front. This first process brings the
 * database up to date once, so that the workers do not race over the same tables, then starts
 * the workers and hands each new connection to the next (round-robin); it serves nothing itself.
 *
 * Nothing a request needs lives in one worker: access tokens and the hubs' connection tokens are
 * signed with the one secret every worker reads (JWT_SECRET, or DATA_DIR/jwt-secret, written
 * here before they start), so a hub's negotiate and its WebSocket may land on different workers;
 * hub events cross through PostgreSQL LISTEN/NOTIFY; the Service Channel outbox is claimed row
 * by row; files live under the one DATA_DIR.
 *
 * A worker that stops after it was serving is replaced; one that stops before it ever listened
 * (a port taken, a database unreachable) stops the whole server, as a single process would.
 */
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './server';

export async function runWorkers(config: ServerConfig): Promise<void> {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }

  const serving = new Set<number>();
  let stopping = false;
  const fork = () => cluster.fork().once('listening', function (this: Worker) {
    serving.add(this.id);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!serving.has(worker.id)) {
      log.fatal({ pid: worker.process.pid, code, signal }, 'a server process stopped before it was serving');
      void stop(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process stopped; starting another');
    fork();
  });
  cluster.on('listening', (worker, address) => log.debug({ pid: worker.process.pid, port: address.port }, 'server process listening'));

  async function stop(exitCode: number) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

  for (let i = 0; i < config.workers; i++) fork();
  log.info({ workers: config.workers, port: config.port }, 'FieldDesk is starting its server processes');
}
