/**
 * A user's requests that arrive together share one read of their principal, but a request that
 * arrives after a change was announced never gets a read that started before it.
 */
import { describe, expect, it } from 'vitest';
import { localBroker } from '../../src/server/hubs/broker';
import { PRINCIPAL_CHANNEL, principalCache, type AccountLoader } from '../../src/server/plugins/principalCache';
import type { Principal } from '../../src/server/plugins/principals';

const session = { subscriberId: 1, userId: 7, issuedAt: Math.floor(Date.now() / 1000), startedAt: Math.floor(Date.now() / 1000) };

/** A database stand-in whose reads wait until the test lets them answer with the name of the moment. */
function heldReads() {
  let name = 'Before';
  const pending: (() => void)[] = [];
  let reads = 0;
  const loadFrom: AccountLoader = async () => {
    reads++;
    const seen = name;
    await new Promise<void>((resolve) => pending.push(resolve));
    return { principal: { userId: 7, subscriberId: 1, name: seen } as unknown as Principal, tokensValidFrom: null };
  };
  return {
    loadFrom,
    rename: (next: string) => (name = next),
    answerAll: () => pending.splice(0).forEach((resolve) => resolve()),
    reads: () => reads,
  };
}

async function cacheWith(database: ReturnType<typeof heldReads>) {
  const listeners: ((payload: string) => void)[] = [];
  const broker = localBroker({ listen: async (channel, onPayload) => channel === PRINCIPAL_CHANNEL && listeners.push(onPayload) });
  const cache = await principalCache(null as never, broker, database.loadFrom);
  return { cache, notify: (payload: string) => listeners.forEach((listener) => listener(payload)) };
}

const nameOf = (principal: Principal | null) => (principal as unknown as { name: string } | null)?.name;

describe('the principal cache under concurrent requests', () => {
  it('requests of one user arriving together share one read', async () => {
    const database = heldReads();
    const { cache } = await cacheWith(database);
    const answers = Promise.all([cache.principalOf(session), cache.principalOf(session), cache.principalOf(session)]);
    await new Promise((resolve) => setImmediate(resolve));
    database.answerAll();
    expect((await answers).map(nameOf)).toEqual(['Before', 'Before', 'Before']);
    expect(database.reads()).toBe(1);
  });

  it('a request arriving after a change was announced reads again, not the read under way', async () => {
    const database = heldReads();
    const { cache, notify } = await cacheWith(database);
    const early = cache.principalOf(session);
    await new Promise((resolve) => setImmediate(resolve));
    database.rename('After');
    notify('user:7');
    const late = cache.principalOf(session);
    await new Promise((resolve) => setImmediate(resolve));
    database.answerAll();
    expect([nameOf(await early), nameOf(await late)]).toEqual(['Before', 'After']);
    expect(nameOf(await cache.principalOf(session))).toBe('After');
  });
});
