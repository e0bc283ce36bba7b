/**
 * The phone's offline queue: work the user did without a connection, kept on the device
 * (IndexedDB, through idb-keyval) and sent in the order it was done once the connection
 * returns. Clock actions wait here today; any other kind of work (a photo upload) can wait in
 * the same queue, in the same order.
 *
 * API:
 * - `registerOfflineSender(kind, send)`: how entries of a kind are sent. `send(payload, context)`
 *   resolves with a result (kept for entries that depend on this one, `context.resultOf(id)`)
 *   or throws. A throw is read by `failureOf`: an answer of 4xx (except 401, 408, 429) is a
 *   refusal: the entry turns "refused" with the server's message and the queue goes on with the
 *   next entry; anything else (no answer, 5xx, 401 until the user signs in again) keeps the
 *   entry and the rest of the queue waiting, in order, for the next attempt.
 * - `keepOffline({kind, label, payload, owner, after?})`: adds an entry at the end and tries
 *   to send at once. `label` says what the user did ("Start 10003"), shown while it waits or
 *   when refused. `owner` is the signed-in user ("subscriberId:userId"), kept with their name:
 *   an entry is sent only while its owner is signed in, with their token (`context.token`), and
 *   a flush stops as soon as someone else is signed in. Another user's work waits on the device
 *   for its owner (`othersWaiting` names them for the notice). `after` names an entry this one
 *   needs (a stop needs the start it closes): if that one is refused, this one is refused too.
 * - `startOfflineQueue(signedIn)`: once at app start, with who is signed in now (owner, name,
 *   token; null when nobody is); sends on start, on the browser's
 *   `online` event, when the page is shown again, and every RETRY_EVERY_MS while entries wait
 *   (sooner after a failed attempt: RETRY_SOON_MS).
 * - `flushOfflineQueue()`: send now (one flush at a time, across tabs too when the browser has
 *   Web Locks); `dismissOfflineEntry(id)`: the user has read a refusal; `useOfflineQueue()`:
 *   the entries waiting or refused, for notices.
 * Every entry records `actedAt`, when the user did it: senders pass it on, so the server
 * records the user's time rather than the time of delivery.
 */
import { createStore, del, set, values } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';

export type OfflineEntryState = 'waiting' | 'refused' | 'sent';

export interface OfflineEntry<P = unknown> {
  id: string;
  kind: string;
  label: string;
  payload: P;
  owner: string;
  /** The owner's name as it was when they did it (shown to another user of the device). */
  ownerName?: string;
  /** ISO instant: when the user did it. */
  actedAt: string;
  /** Order of the queue: increasing. */
  seq: number;
  after?: string;
  state: OfflineEntryState;
  /** Why it was refused, in the server's words. */
  reason?: string;
  attempts: number;
  /** The last failure that kept it waiting (no connection, server error). */
  lastError?: string;
  /** What the sender answered, for entries that depend on it. */
  result?: unknown;
}

export interface SendContext {
  entry: OfflineEntry;
  /** The token of the entry's owner, signed in now: the sender sends with it and no other. */
  token: string;
  /** The result of an entry sent earlier (this entry's `after`), or undefined. */
  resultOf: (id: string) => unknown;
}

export type OfflineSender<P> = (payload: P, context: SendContext) => Promise<unknown>;

export const RETRY_EVERY_MS = 30_000;
/** After a failed attempt the queue tries again sooner at first: a connection that just came back often needs a moment. */
export const RETRY_SOON_MS: readonly number[] = [2_000, 5_000, 15_000];
const LOCK_NAME = 'fielddesk-offline-queue';
const store = createStore('fielddesk-offline-queue', 'entries');
const senders = new Map<string, OfflineSender<never>>();

let entries: readonly OfflineEntry[] = [];
let loaded: Promise<void> | null = null;
let flushing: Promise<void> | null = null;
/** Who is signed in on this device now. */
export interface SignedInOwner {
  /** "subscriberId:userId" */
  owner: string;
  name: string;
  token: string;
}

let signedIn: () => SignedInOwner | null = () => null;
let onSent: () => void = () => undefined;
let failuresInARow = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** One more try soon after a failure (RETRY_SOON_MS), then the periodic retry takes over. */
function retrySoon() {
  const delay = RETRY_SOON_MS[failuresInARow++];
  if (delay === undefined || retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOfflineQueue();
  }, delay);
}
const listeners = new Set<() => void>();

function publish(next: readonly OfflineEntry[]) {
  entries = [...next].sort((a, b) => a.seq - b.seq);
  listeners.forEach((listener) => listener());
}

async function reload(): Promise<void> {
  publish(await values<OfflineEntry>(store));
}

const ensureLoaded = () => (loaded ??= reload().catch(() => undefined));

async function save(entry: OfflineEntry): Promise<void> {
  await set(entry.id, entry, store);
  publish([...entries.filter((e) => e.id !== entry.id), entry]);
}

async function remove(id: string): Promise<void> {
  await del(id, store);
  publish(entries.filter((e) => e.id !== id));
}

export function registerOfflineSender<P>(kind: string, send: OfflineSender<P>): void {
  senders.set(kind, send as OfflineSender<never>);
}

export interface NewOfflineEntry<P> {
  kind: string;
  label: string;
  payload: P;
  owner: string;
  /** The owner's name; the signed-in user's when they are the owner and it is left out. */
  ownerName?: string;
  /** ISO instant; now when left out. */
  actedAt?: string;
  after?: string;
  /** The entry's id; a new uuid when left out. */
  id?: string;
}

let lastSeq = 0;
const nextSeq = () => (lastSeq = Math.max(Date.now() * 1000, lastSeq + 1, ...entries.map((e) => e.seq + 1)));

/** Adds work at the end of the queue and tries to send it at once. Answers the entry. */
export async function keepOffline<P>(work: NewOfflineEntry<P>): Promise<OfflineEntry<P>> {
  await ensureLoaded();
  const entry: OfflineEntry<P> = {
    id: work.id ?? crypto.randomUUID(),
    kind: work.kind,
    label: work.label,
    payload: work.payload,
    owner: work.owner,
    ownerName: work.ownerName ?? (signedIn()?.owner === work.owner ? signedIn()?.name : undefined),
    actedAt: work.actedAt ?? new Date().toISOString(),
    seq: nextSeq(),
    after: work.after,
    state: 'waiting',
    attempts: 0,
  };
  await save(entry);
  void flushOfflineQueue();
  return entry;
}

/** How a sender's failure counts: refused (4xx, the server said no) or worth another try later. */
export function failureOf(error: unknown): 'refused' | 'retry' {
  if (!(error instanceof HttpError)) return 'retry';
  const status = error.status;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429 ? 'refused' : 'retry';
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Not sent.');

/** Sends the owner's waiting entries in order; stops at the first that must be tried again. */
async function sendWaiting(): Promise<void> {
  await reload();
  const owner = signedIn()?.owner;
  if (!owner) return;
  let sent = 0;
  try {
    sent = await sendInOrder(owner);
  } finally {
    if (sent) onSent();
  }
  await pruneSent();
}

/** Answers how many entries the server answered (sent or refused). */
async function sendInOrder(owner: string): Promise<number> {
  let sent = 0;
  for (const entry of entries.filter((e) => e.owner === owner && e.state === 'waiting')) {
    // Checked before each entry: once someone else has signed in, the rest waits for its owner.
    const now = signedIn();
    if (now?.owner !== owner) return sent;
    const needed = entry.after ? entries.find((e) => e.id === entry.after) : undefined;
    if (needed?.state === 'refused') {
      await save({ ...entry, state: 'refused', reason: `Not sent: it needed "${needed.label}", which was not sent.` });
      continue;
    }
    const send = senders.get(entry.kind);
    if (!send) return sent; // its area has not registered yet: keep the order
    try {
      const result = await send(entry.payload as never, { entry, token: now.token, resultOf: (id) => entries.find((e) => e.id === id)?.result });
      await save({ ...entry, state: 'sent', result, attempts: entry.attempts + 1, lastError: undefined });
      failuresInARow = 0;
      sent++;
    } catch (error) {
      if (failureOf(error) === 'refused') {
        await save({ ...entry, state: 'refused', reason: messageOf(error), attempts: entry.attempts + 1 });
        sent++; // answered: the pages read anew too
        continue;
      }
      await save({ ...entry, attempts: entry.attempts + 1, lastError: messageOf(error) });
      retrySoon();
      return sent;
    }
  }
  return sent;
}

/** A sent entry stays only while a waiting one may still need its result. */
async function pruneSent(): Promise<void> {
  const needed = new Set(entries.filter((e) => e.state === 'waiting' && e.after).map((e) => e.after));
  for (const entry of entries.filter((e) => e.state === 'sent' && !needed.has(e.id))) await remove(entry.id);
}

let rerun: Promise<void> | null = null;

/**
 * Sends what waits now (one flush at a time, one per browser with Web Locks). Asked while a
 * flush runs, it runs once more after it, so work kept meanwhile is not left behind.
 */
export function flushOfflineQueue(): Promise<void> {
  if (flushing) {
    rerun ??= flushing.then(() => {
      rerun = null;
      return flushOfflineQueue();
    });
    return rerun;
  }
  const run = async () => {
    await ensureLoaded();
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request(LOCK_NAME, () => sendWaiting());
    else await sendWaiting();
  };
  flushing = run()
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/** The user has read a refusal: it goes. */
export async function dismissOfflineEntry(id: string): Promise<void> {
  const entry = entries.find((e) => e.id === id);
  if (entry?.state === 'refused') await remove(id);
}

let started = false;

/**
 * Once at app start: sends on start, when the connection returns, when the page shows again,
 * and periodically. `afterSent` runs after a flush the server answered something in (pages read anew).
 */
export function startOfflineQueue(current: () => SignedInOwner | null, afterSent: () => void = () => undefined): void {
  signedIn = current;
  onSent = afterSent;
  if (started) return;
  started = true;
  const flush = () => void flushOfflineQueue();
  window.addEventListener('online', () => {
    failuresInARow = 0;
    flush();
  });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && flush());
  window.setInterval(() => {
    if (entries.some((e) => e.state === 'waiting')) flush();
  }, RETRY_EVERY_MS);
  flush();
}

/** Test seam: who is signed in during a unit test (an owner alone stands for itself as name and token). */
export function configureOfflineQueueForTest(current: () => SignedInOwner | string | null): void {
  signedIn = () => {
    const now = current();
    return typeof now === 'string' ? { owner: now, name: now, token: `token of ${now}` } : now;
  };
}

/** The signed-in owner the queue sends for ("subscriberId:userId"), or null. */
export const queueOwner = (): string | null => signedIn()?.owner ?? null;

/** Work of another user waiting on this device, per owner in queue order: whose, and how many. */
export interface OthersWork {
  owner: string;
  /** Null for work kept before names were kept with it. */
  name: string | null;
  count: number;
}

/** The work waiting on this device that is not `owner`'s: it waits for its own owner to sign in. */
export function othersWaiting(all: readonly OfflineEntry[], owner: string | null): OthersWork[] {
  const byOwner = new Map<string, OthersWork>();
  for (const entry of all) {
    if (entry.owner === owner || entry.state !== 'waiting') continue;
    const work = byOwner.get(entry.owner) ?? { owner: entry.owner, name: null, count: 0 };
    work.count++;
    work.name = entry.ownerName ?? work.name;
    byOwner.set(entry.owner, work);
  }
  return [...byOwner.values()];
}

const subscribe = (listener: () => void) => {
  void ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => entries;

/** Every entry of the queue (waiting, refused, and sent ones still needed), in order. */
export const useOfflineQueue = (): readonly OfflineEntry[] => useSyncExternalStore(subscribe, snapshot);
export const offlineEntries = (): readonly OfflineEntry[] => entries;
