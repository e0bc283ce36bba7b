/**
 * Carries hub events to every server process. On PostgreSQL events travel through
 * LISTEN/NOTIFY, so N processes behind a load balancer all deliver them; PGlite is a single
 * embedded process, so events stay in it.
 *
 * A NOTIFY payload holds less than 8000 bytes. A bigger event is stored as a row of
 * hub_event_payloads and only its reference `{"ref": id}` is notified; every process reads
 * the row back and delivers the whole event. Events reach listeners in the order they were
 * notified, stored or not. Rows older than PAYLOAD_ROWS_KEPT_MS are deleted by publishers.
 *
 * `publishAll` sends several events in one statement: small ones travel together as a JSON
 * array in one notification, so a burst of changes (500 technicians clocking in at 7:00) costs
 * one commit instead of one per event.
 *
 * The same listening connection hears other channels for the process (`listen`): notices the
 * database itself sends, such as a changed principal (plugins/principalCache.ts). `caughtUp`
 * tells when every notice committed before a moment has been handed over, which is what lets a
 * process keep something in memory that another process may change.
 *
 * A listening connection is trusted only once it has heard the process's own probe: a NOTIFY
 * with a random payload on a channel of the process's own, sent through the pool, heard within
 * PROBE_WITHIN_MS. Behind a connection pooler in transaction mode (PgBouncer's
 * pool_mode=transaction, for one) LISTEN succeeds and queries are answered, yet nothing is ever
 * heard: events would not reach the other processes and a deactivated user would keep access
 * there. So at start a broker that cannot hear its probe refuses to start (the server does not
 * start, and says why); when a later listening connection cannot hear it, the broker stays
 * "not listening" (caughtUp rejects, so every principal is read from the database), says why in
 * the log, and tries again.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { HubDatabase } from '../db/hubTables';
import type { HubAudience } from './audience';

/**
 * One push to the connected clients of `hub`: `target(...arguments)`.
 * - Only users of `subscriberId` receive it, always.
 * - `audience` narrows it further to the users who may read what changed (audience.ts);
 *   without it every connected user of the subscriber receives it.
 */
export interface HubEvent {
  hub: string;
  subscriberId: number;
  target: string;
  arguments: unknown[];
  audience?: HubAudience;
}

/** Hears one channel of database notifications. */
export interface ChannelListener {
  notified(payload: string): void;
  /** Some notifications may have been lost (the listening connection dropped). */
  missed(): void;
}

export interface HubBroker {
  publish(event: HubEvent): Promise<void>;
  /** The events in order, every one delivered (none merged with an equal one). */
  publishAll(events: readonly HubEvent[]): Promise<void>;
  subscribe(listener: (event: HubEvent) => void): () => void;
  /** Hands every notification on `channel` to `listener`, at once and in order. */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handed to its channel
   * listener; rejects when that cannot be known (the listening connection is down or slow).
   */
  caughtUp(): Promise<void>;
  /**
   * Whether a trusted connection is listening now. While it is, an event the broker hands over
   * comes after every notice committed before the event: they arrive on one connection, in
   * commit order, and each notice is handed to its channel listener as it is read.
   */
  isListening(): boolean;
  close(): Promise<void>;
}

/** How a single-process database (PGlite) hands over its notifications: at commit, before the commit returns. */
export interface InProcessNotifications {
  listen(channel: string, onPayload: (payload: string) => void): Promise<unknown>;
}

const CHANNEL = 'fielddesk_hub_events';
/** NOTIFY payloads must stay under 8000 bytes; events above this size travel as a stored row. */
export const MAX_NOTIFY_BYTES = 7900;
/** How long a stored event is kept: long enough for every process to read it back. */
export const PAYLOAD_ROWS_KEPT_MS = 5 * 60_000;
/** A process deletes old stored events at most this often (on publish of a big event). */
const PURGE_EVERY_MS = 60_000;
/** The wait before listening again on a new connection when the database dropped the last one. */
const LISTEN_AGAIN_AFTER_MS = 1000;
/** A round trip on the listening connection slower than this counts as not caught up. */
const CAUGHT_UP_WITHIN_MS = 2000;
/** A listening connection that has not heard the process's own probe within this time is not trusted. */
export const PROBE_WITHIN_MS = 5000;

/** Why a listening connection is not trusted: it did not hear the process's own notice. */
export class NoticesNotHeard extends Error {
  constructor(withinMs: number) {
    super(
      `FieldDesk cannot hear its own database notices: a NOTIFY sent through DATABASE_URL did not reach its LISTEN connection within ${withinMs} ms. ` +
        'A connection pooler in transaction mode (PgBouncer pool_mode=transaction, for one) swallows them, and then hub events would not reach the ' +
        'other server processes and a change to a user (deactivated, password, roles) would not reach their cached sessions there. ' +
        'Point DATABASE_URL at PostgreSQL itself or at a pool in session mode.',
    );
    this.name = 'NoticesNotHeard';
  }
}

/** The broker of a single process; `notifications` carries its database's notices, if it has any. */
export function localBroker(notifications?: InProcessNotifications): HubBroker {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publishAll = async (events: readonly HubEvent[]) => {
    for (const event of events) emitter.emit('event', event);
  };
  return {
    publish: (event) => publishAll([event]),
    publishAll,
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async listen(channel, listener) {
      if (!notifications) throw new Error(`This broker hears no database notifications, so it cannot listen on ${channel}.`);
      await notifications.listen(channel, (payload) => listener.notified(payload));
    },
    caughtUp: () => Promise.resolve(),
    isListening: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** What a notification carries: the event itself, several events, or the id of a stored event's row. */
type Notified = HubEvent | HubEvent[] | { ref: string };
const isReference = (value: Notified): value is { ref: string } => !Array.isArray(value) && 'ref' in value && !('target' in value);

/** The events' JSON texts grouped into notification payloads, each under MAX_NOTIFY_BYTES; an event too big for one travels alone. */
export function packedPayloads(texts: readonly string[]): { payload: string; fits: boolean }[] {
  const packs: { payload: string; fits: boolean }[] = [];
  let pack: string[] = [];
  let bytes = 2;
  const flush = () => {
    if (pack.length) packs.push({ payload: pack.length === 1 ? pack[0] : `[${pack.join(',')}]`, fits: true });
    pack = [];
    bytes = 2;
  };
  for (const text of texts) {
    const size = Buffer.byteLength(text);
    if (size > MAX_NOTIFY_BYTES) {
      flush();
      packs.push({ payload: text, fits: false });
      continue;
    }
    if (bytes + size + 1 > MAX_NOTIFY_BYTES) flush();
    pack.push(text);
    bytes += size + 1;
  }
  flush();
  return packs;
}

export async function postgresBroker(
  db: Kysely<any>,
  databaseUrl: string,
  onError: (error: unknown) => void,
  options: { probeWithinMs?: number } = {},
): Promise<HubBroker> {
  const probeWithinMs = options.probeWithinMs ?? PROBE_WITHIN_MS;
  const hubDb = db as Kysely<HubDatabase>;
  /** The process's own channel: only its probes are sent there. */
  const probeChannel = `fielddesk_probe_${randomUUID().replaceAll('-', '')}`;
  /** The payload of the probe under way, and what to do when the listening connection hears it. */
  let probe: { payload: string; heard: () => void } | null = null;
  const local = localBroker();
  let lastPurge = 0;
  // Reading a stored event back is asynchronous: deliveries are chained so that no event
  // overtakes one notified before it.
  let delivery: Promise<void> = Promise.resolve();

  const read = async (notified: Notified): Promise<HubEvent[]> => {
    if (Array.isArray(notified)) return notified;
    if (!isReference(notified)) return [notified];
    const row = await hubDb.selectFrom('hub_event_payloads').select('payload').where('id', '=', String(notified.ref)).executeTakeFirst();
    if (!row) throw new Error(`Hub event ${notified.ref} is no longer stored; it was not delivered.`);
    return [JSON.parse(row.payload) as HubEvent];
  };

  const channels = new Map<string, ChannelListener>();

  const onNotification = (message: pg.Notification) => {
    if (message.channel === probeChannel) {
      if (probe && message.payload === probe.payload) probe.heard();
      return;
    }
    const heard = channels.get(message.channel);
    if (heard) return heard.notified(message.payload ?? '');
    if (message.channel !== CHANNEL || !message.payload) return;
    let notified: Notified;
    try {
      notified = JSON.parse(message.payload) as Notified;
    } catch (error) {
      onError(error);
      return;
    }
    delivery = delivery
      .then(() => read(notified))
      .then((events) => local.publishAll(events))
      .catch(onError);
  };

  // The listening connection: when the database drops it (a restart, a failover, an
  // administrator), another is opened a second later; events notified in between are lost.
  let listener: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'fielddesk-hub-listener' });
    const lost = (error?: unknown) => {
      if (listener !== client || closing) return;
      const reason = error instanceof Error ? error.message : 'connection ended';
      onError(new Error(`Hub events: the listening database connection was lost (${reason}); listening again in ${LISTEN_AGAIN_AFTER_MS} ms.`, { cause: error }));
      listener = null;
      for (const heard of channels.values()) heard.missed();
      void client.end().catch(() => undefined);
      listenAgainSoon();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      for (const channel of channels.keys()) await client.query(`listen ${client.escapeIdentifier(channel)}`);
      await client.query(`listen ${probeChannel}`);
      await heardOwnProbe();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
  };
  /** Sends the process's own probe through the pool; resolves once the listening connection has heard it. */
  const heardOwnProbe = async () => {
    const payload = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      probe = { payload, heard: resolve };
      timer = setTimeout(() => reject(new NoticesNotHeard(probeWithinMs)), probeWithinMs);
    });
    heard.catch(() => undefined); // awaited below; a notify slower than the bound must not leave it unhandled
    try {
      await sql`select pg_notify(${probeChannel}, ${payload})`.execute(db);
      await heard;
    } finally {
      clearTimeout(timer);
      probe = null;
    }
  };
  const listenAgainSoon = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        onError(error);
        listenAgainSoon();
      });
    }, LISTEN_AGAIN_AFTER_MS);
    retry.unref();
  };
  await listen();

  // A round trip on the listening connection: PostgreSQL sends every notification committed
  // before the query arrived ahead of its answer, and they are handed over as they are read.
  // Callers arriving while one is under way share the next one, which starts after they came.
  let roundTrip: Promise<void> | null = null;
  let nextRoundTrip: Promise<void> | null = null;
  const startRoundTrip = () => {
    const client = listener;
    const trip = client
      ? new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`The listening connection did not answer within ${CAUGHT_UP_WITHIN_MS} ms.`)), CAUGHT_UP_WITHIN_MS);
          client.query('').then(
            () => (clearTimeout(timer), resolve()),
            (error: unknown) => (clearTimeout(timer), reject(error)),
          );
        })
      : Promise.reject(new Error('Not listening: the listening connection is down.'));
    roundTrip = trip;
    const done = () => {
      if (roundTrip === trip) roundTrip = null;
    };
    trip.then(done, done);
    return trip;
  };
  const caughtUp = (): Promise<void> => {
    if (nextRoundTrip) return nextRoundTrip;
    if (!roundTrip) return startRoundTrip();
    const next = roundTrip.catch(() => undefined).then(() => {
      nextRoundTrip = null;
      return startRoundTrip();
    });
    nextRoundTrip = next;
    return next;
  };

  const purgeOldRows = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await hubDb
      .deleteFrom('hub_event_payloads')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${PAYLOAD_ROWS_KEPT_MS / 1000})`)
      .execute();
  };

  /**
   * One statement for all the events: pg_notify runs once per payload, in array order.
   * PostgreSQL delivers equal payloads of one transaction only once, so a payload equal to an
   * earlier one (the same event sent twice on its own) travels as a stored row instead.
   */
  const publishAll = async (events: readonly HubEvent[]) => {
    if (!events.length) return;
    const payloads: string[] = [];
    for (const { payload, fits } of packedPayloads(events.map((event) => JSON.stringify(event)))) {
      if (fits && !payloads.includes(payload)) {
        payloads.push(payload);
        continue;
      }
      const stored = await hubDb.insertInto('hub_event_payloads').values({ payload }).returning('id').executeTakeFirstOrThrow();
      payloads.push(JSON.stringify({ ref: String(stored.id) }));
      purgeOldRows().catch(onError);
    }
    await sql`select pg_notify(${CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(db);
  };

  return {
    publish: (event) => publishAll([event]),
    publishAll,
    subscribe: local.subscribe,
    async listen(channel, heard) {
      channels.set(channel, heard);
      await listener?.query(`listen ${listener.escapeIdentifier(channel)}`);
    },
    caughtUp,
    isListening: () => listener !== null,
    async close() {
      closing = true;
      clearTimeout(retry);
      await local.close();
      await listener?.end();
      await delivery;
    },
  };
}
