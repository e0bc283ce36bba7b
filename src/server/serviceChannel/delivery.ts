/**
 * The outbox worker, one in each server process. It claims due rows in a short transaction
 * (FOR UPDATE SKIP LOCKED, then a lease), so several processes share the outbox and never
 * deliver a row at the same time; it sends them with no transaction open (PGlite has a single
 * session: a transaction held across a network call would stall every clock write).
 *
 * - In order per work order: a row is due only when every earlier row of its order is
 *   delivered, so a check-out never overtakes its check-in, and a failed row holds back the
 *   rows after it until an office user sends it again.
 * - Exactly once as the network sees it: each row carries its idempotency key on every
 *   attempt; a process that dies mid-call leaves a lease that runs out, and the next attempt
 *   gets the network's first answer back.
 * - Closing the server cuts the calls in flight short; their rows stay pending.
 * - Retries: unreachable, too slow, 5xx, 429 and unreadable answers wait retryBaseMs, doubling
 *   each time (at most an hour) and fail after MAX_ATTEMPTS; a refusal (Service Channel's
 *   rules, wrong credentials, Service Channel not set up) fails at once with the network's
 *   message.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { OutboxAction } from '../db/serviceChannelTables';
import { NetworkError } from '../integrations/network';
import type { Egress } from '../integrations/egress';
import { SecretUnreadableError, type SecretBox } from '../integrations/secretBox';
import { serviceChannelClient } from '../integrations/serviceChannel/client';
import type { CheckInAction, CheckOutAction } from '../integrations/serviceChannel/wire';
import { credentialsOf } from './settings';
import { offOutboxWake, onOutboxWake } from './outbox';

export const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 3_600_000;
const BATCH = 10;
export const NOT_SET_UP = 'Service Channel is not set up for this subscriber: enter its credentials in Account Settings > Service Channel, then retry.';

export interface OutboxDeliveryOptions {
  db: Kysely<Database>;
  box: SecretBox;
  timeoutMs: number;
  /** Where Service Channel may be called (integrations/egress.ts). */
  egress: Egress;
  retryBaseMs: number;
  pollMs: number;
  log: FastifyBaseLogger;
}

interface ClaimedRow {
  id: string;
  subscriber_id: number;
  action: OutboxAction;
  network_work_order_id: string;
  payload: Record<string, unknown> | string;
  idempotency_key: string;
  attempts: number;
}

export const backoffMs = (retryBaseMs: number, attempts: number) => Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export interface OutboxWorker {
  wake(): void;
  stop(): Promise<void>;
}

export function startOutboxDelivery(options: OutboxDeliveryOptions): OutboxWorker {
  const { db, log } = options;
  // A row is leased for as long as its delivery can take: two sign-ins and two calls.
  const leaseSeconds = Math.ceil((4 * options.timeoutMs + 5000) / 1000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let stopped = false;
  // Closing the server cuts the calls in flight: their rows stay pending for another process or the next start.
  const stopping = new AbortController();

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  async function tick() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = (async () => {
      try {
        while (!stopped && (await deliverDue()) > 0);
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'Service Channel outbox: delivery round failed');
      }
    })();
    await running;
    running = null;
    const again = wokenWhileRunning;
    wokenWhileRunning = false;
    schedule(again ? 0 : options.pollMs);
  }

  async function claim(): Promise<ClaimedRow[]> {
    const { rows } = await sql<ClaimedRow>`
      update service_channel_outbox o
      set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
      where o.id in (
        select c.id from service_channel_outbox c
        where c.state = 'pending' and c.next_attempt_at <= now()
          and (c.lease_until is null or c.lease_until < now())
          and not exists (
            select 1 from service_channel_outbox e
            where e.work_order_id = c.work_order_id and e.id < c.id and e.state <> 'delivered')
        order by c.id
        limit ${BATCH}
        for update skip locked)
      returning o.id, o.subscriber_id, o.action, o.network_work_order_id, o.payload, o.idempotency_key, o.attempts`.execute(db);
    return rows;
  }

  async function deliverDue(): Promise<number> {
    const rows = await claim();
    // One row per work order at most (the earliest not delivered), so they may go side by side.
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    const id = String(row.id);
    try {
      const credentials = await credentialsOf(db, options.box, row.subscriber_id);
      if (!credentials) return await finish(id, { state: 'failed', error: NOT_SET_UP });
      const client = serviceChannelClient(credentials, { timeoutMs: options.timeoutMs, egress: options.egress, stop: stopping.signal });
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as CheckOutAction;
      const { reference } =
        row.action === 'checkIn'
          ? await client.checkIn(row.network_work_order_id, payload as CheckInAction, row.idempotency_key)
          : await client.checkOut(row.network_work_order_id, payload, row.idempotency_key);
      await finish(id, { state: 'delivered', reference });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = error instanceof NetworkError ? error.failure !== 'refused' : !(error instanceof SecretUnreadableError);
      if (retryable && row.attempts < MAX_ATTEMPTS) {
        await finish(id, { state: 'pending', error: message, retryInMs: backoffMs(options.retryBaseMs, row.attempts) });
      } else {
        await finish(id, { state: 'failed', error: retryable ? `${message} (gave up after ${row.attempts} attempts)` : message });
      }
      log.warn({ outboxId: id, action: row.action, attempts: row.attempts, reason: message }, 'Service Channel outbox: delivery failed');
    }
  }

  type Outcome = { state: 'delivered'; reference: string } | { state: 'failed'; error: string } | { state: 'pending'; error: string; retryInMs: number };

  async function finish(id: string, outcome: Outcome): Promise<void> {
    const query = db.updateTable('service_channel_outbox').where('id', '=', id as never).where('state', '=', 'pending');
    if (outcome.state === 'delivered') {
      await query.set({ state: 'delivered', delivered_at: sql<Date>`now()`, network_reference: outcome.reference, last_error: null, lease_until: null }).execute();
    } else if (outcome.state === 'failed') {
      await query.set({ state: 'failed', last_error: outcome.error, lease_until: null }).execute();
    } else {
      await query
        .set({ last_error: outcome.error, lease_until: null, next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.retryInMs / 1000})` })
        .execute();
    }
  }

  onOutboxWake(db, () => schedule(0));
  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      offOutboxWake(db);
      await running;
    },
  };
}
