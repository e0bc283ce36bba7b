/**
 * PGlite has no autovacuum: without FieldDesk's own maintenance its tables would keep every dead
 * row of every update (each clock action updates its technician's user row), and the planner's
 * statistics and the visibility map (which lets a count or a page read an index alone) would
 * never be refreshed. On PGlite the server runs `VACUUM (ANALYZE)` once no request has started
 * or ended for a while, at most once an hour: PGlite has one connection, so requests wait while
 * it runs. (A hub's WebSocket stays open for hours; it does not count as activity.) PostgreSQL
 * does this itself (autovacuum).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from './schema';

/** The server has been without requests this long before maintenance starts. */
export const IDLE_BEFORE_MAINTENANCE_MS = 30_000;
/** Maintenance runs at most this often. */
export const MAINTENANCE_EVERY_MS = 60 * 60_000;
const CHECK_EVERY_MS = 10_000;

export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  await sql`vacuum (analyze)`.execute(db);
}

export interface MaintenanceState {
  now: number;
  /** When a request last started or ended. */
  lastRequestAt: number;
  /** When maintenance last ran; null when it has not yet in this process. */
  lastRunAt: number | null;
}

export const maintenanceDue = ({ now, lastRequestAt, lastRunAt }: MaintenanceState): boolean =>
  now - lastRequestAt >= IDLE_BEFORE_MAINTENANCE_MS && (lastRunAt === null || now - lastRunAt >= MAINTENANCE_EVERY_MS);

/** On PGlite: runs vacuumAnalyze whenever maintenanceDue says so, until the server closes. */
export function maintainWhenIdle(app: FastifyInstance, db: Kysely<Database>): void {
  let lastRequestAt = Date.now();
  let lastRunAt: number | null = null;
  let running: Promise<void> | null = null;
  const active = async () => {
    lastRequestAt = Date.now();
  };
  app.addHook('onRequest', active);
  app.addHook('onResponse', active);
  const timer = setInterval(() => {
    const now = Date.now();
    if (running || !maintenanceDue({ now, lastRequestAt, lastRunAt })) return;
    lastRunAt = now;
    running = vacuumAnalyze(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'database maintenance (VACUUM ANALYZE) failed'))
      .finally(() => (running = null));
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
