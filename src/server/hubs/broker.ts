/**
 * Carries hub events to every server process. On PostgreSQL events travel through
 * LISTEN/NOTIFY, so N processes behind a load balancer all deliver them; PGlite is a single
 * embedded process, so events stay in it.
 */
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

export interface HubEvent {
  hub: string;
  subscriberId: number;
  target: string;
  arguments: unknown[];
}

export interface HubBroker {
  publish(event: HubEvent): Promise<void>;
  subscribe(listener: (event: HubEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'fielddesk_hub_events';
/** NOTIFY payloads are limited to 8000 bytes; bigger events are refused with a clear error. */
export const MAX_EVENT_BYTES = 7900;

export function localBroker(): HubBroker {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function postgresBroker(db: Kysely<any>, databaseUrl: string, onError: (error: unknown) => void): Promise<HubBroker> {
  const local = localBroker();
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', onError);
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      void local.publish(JSON.parse(message.payload) as HubEvent);
    } catch (error) {
      onError(error);
    }
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) {
        throw new Error(`Hub event ${event.target} is ${Buffer.byteLength(payload)} bytes; at most ${MAX_EVENT_BYTES} travel between processes.`);
      }
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await listener.end();
    },
  };
}
