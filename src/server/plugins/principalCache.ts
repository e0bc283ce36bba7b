/**
 * The principals of recent requests, kept in this process's memory so that an authenticated
 * request reads nothing from the database, and never stale:
 * - the database announces every change to what a principal is read from (users, their roles,
 *   the role mapping, the catalogue, subscriber settings): a trigger notifies
 *   `fielddesk_principals` in the writing transaction, whatever wrote it (migration
 *   areaMigrations/0010_principal_change_notices.ts), and the notice drops the entries it names;
 * - before a kept principal is used, the broker must have caught up: every notice committed
 *   before the request arrived, by any server process, has been heard. On PGlite (one process)
 *   notices arrive at commit, before the writer answers; on PostgreSQL this costs one round trip
 *   on the listening connection, shared by the requests that arrive meanwhile;
 * - a principal read while a notice arrived is used once and not kept, as it may predate the
 *   change; when notices may have been lost (the listening connection dropped) everything kept
 *   is dropped, and until the broker catches up again principals are read from the database.
 *   A listening connection counts only once it has heard the process's own probe notice
 *   (hubs/broker.ts): behind a pooler that swallows notices the server does not start, and
 *   while a new listening connection cannot hear them every principal is read from the database.
 * The token itself (signature, expiry, claims, `tokens_valid_from`) is still checked on every
 * request.
 */
import type { Kysely } from 'kysely';
import { issuedBeforeEnd } from '../account/tokens';
import type { Database } from '../db/schema';
import type { HubBroker } from '../hubs/broker';
import { loadAccount, type Principal, type TokenSession } from './principals';

/** The channel the triggers of areaMigrations/0010_principal_change_notices.ts notify. */
export const PRINCIPAL_CHANNEL = 'fielddesk_principals';
/** Users kept at most; beyond it the longest kept is dropped. */
const MAX_KEPT = 10_000;

interface Kept {
  principal: Principal;
  tokensValidFrom: Date | null;
}

/** What a notice says changed: one user, every user of a subscriber, or anyone. */
export type PrincipalChange = { scope: 'user'; id: number } | { scope: 'subscriber'; id: number } | { scope: 'all' };

export interface PrincipalCache {
  /** The active user behind a verified token's session, or null (401). */
  principalOf(session: TokenSession): Promise<Principal | null>;
  /**
   * The same, for a hub event the broker has just handed over: every notice committed before the
   * event has then been heard (HubBroker.isListening), so a kept principal is used without the
   * round trip on the listening connection that principalOf waits for.
   */
  principalForEvent(session: TokenSession): Promise<Principal | null>;
  /**
   * Calls `listener` after every notice of a change, once the cache has dropped what it names
   * (with `all` when notices may have been lost): the hubs judge their connections again then.
   */
  onChange(listener: (change: PrincipalChange) => void): () => void;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** How a principal is read from the database (tests pass their own to hold a read under way). */
export type AccountLoader = (subscriberId: number, userId: number) => ReturnType<typeof loadAccount>;

export async function principalCache(
  db: Kysely<Database>,
  broker: HubBroker,
  loadFrom: AccountLoader = (subscriberId, userId) => loadAccount(db, subscriberId, userId),
): Promise<PrincipalCache> {
  /** By user id; a kept principal also says its subscriber. */
  const kept = new Map<number, Kept>();
  /** Moves on at every notice: a read that saw it move may predate the change and is not kept. */
  let generation = 0;

  const listeners = new Set<(change: PrincipalChange) => void>();
  const forget = (payload: string) => {
    generation++;
    const [scope, id] = payload.split(':');
    let change: PrincipalChange = { scope: 'all' };
    if (scope === 'user') {
      kept.delete(Number(id));
      change = { scope, id: Number(id) };
    } else if (scope === 'subscriber') {
      for (const [userId, entry] of kept) if (entry.principal.subscriberId === Number(id)) kept.delete(userId);
      change = { scope, id: Number(id) };
    } else kept.clear();
    for (const listener of listeners) listener(change);
  };
  await broker.listen(PRINCIPAL_CHANNEL, { notified: forget, missed: () => forget('all') });

  const keep = (userId: number, entry: Kept) => {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(userId, entry);
  };

  /** Reads under way that may be kept, by subscriber and user, with the generation they started in. */
  const reading = new Map<string, { generation: number; entry: Promise<Kept | null> }>();

  const load = async (session: TokenSession, mayKeep: boolean): Promise<Kept | null> => {
    const before = generation;
    const account = await loadFrom(session.subscriberId, session.userId);
    if (!account) return null;
    const entry = { principal: deepFreeze(account.principal), tokensValidFrom: account.tokensValidFrom };
    if (mayKeep && generation === before) keep(session.userId, entry);
    return entry;
  };

  /**
   * A user's requests that arrive together (a phone's retry beside the first try) share one
   * read, but only while no notice has arrived since it started: a read that may predate a
   * change is never handed to a request that came after it.
   */
  const read = (session: TokenSession, mayKeep: boolean): Promise<Kept | null> => {
    if (!mayKeep) return load(session, false);
    const key = `${session.subscriberId}:${session.userId}`;
    const shared = reading.get(key);
    if (shared && shared.generation === generation) return shared.entry;
    const entry = load(session, true);
    reading.set(key, { generation, entry });
    const done = () => {
      if (reading.get(key)?.entry === entry) reading.delete(key);
    };
    entry.then(done, done);
    return entry;
  };

  const stillValid = (session: TokenSession, entry: Kept | null) =>
    entry && !issuedBeforeEnd(session.issuedAt, entry.tokensValidFrom) ? entry.principal : null;
  const keptFor = (session: TokenSession) => {
    const found = kept.get(session.userId);
    return found?.principal.subscriberId === session.subscriberId ? found : undefined;
  };
  const principalOf = async (session: TokenSession) => {
    const caughtUp = await broker.caughtUp().then(
      () => true,
      () => false,
    );
    return stillValid(session, (caughtUp ? keptFor(session) : undefined) ?? (await read(session, caughtUp)));
  };

  return {
    principalOf,
    async principalForEvent(session) {
      const found = broker.isListening() ? keptFor(session) : undefined;
      return found ? stillValid(session, found) : principalOf(session);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
