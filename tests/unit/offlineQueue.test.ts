/**
 * The phone's offline queue (src/ui/offline/offlineQueue.ts) on an in-memory IndexedDB: order,
 * retry of what got no answer, refusals that let the rest go on, work that needs a refused
 * entry, and owners. Plus the clock actions' queued state and the offline dialog's clock.
 */
import 'fake-indexeddb/auto';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  configureOfflineQueueForTest,
  dismissOfflineEntry,
  failureOf,
  flushOfflineQueue,
  keepOffline,
  offlineEntries,
  othersWaiting,
  registerOfflineSender,
  type SendContext,
} from '../../src/ui/offline/offlineQueue';
import { savedAgo } from '../../src/ui/offline/savedAgo';
import type { ClockPayload } from '../../src/custom/timeTracking/offlineClock';
import { waitingClockActions } from '../../src/custom/timeTracking/shownClock';
import { queuedClock } from '../../src/domain/timeTracking/queuedClock';
import { wallClockAt, zoneOffsetOf } from '../../src/custom/timeTracking/offlineViewData';

const OWNER = '7:42';
/** What the fake server does with each payload, in order of arrival. */
let server: { received: string[]; answer: (payload: string) => unknown };

registerOfflineSender<string>('test', async (payload, { entry, resultOf }) => {
  server.received.push(entry.after ? `${payload}<-${String(resultOf(entry.after))}` : payload);
  return server.answer(payload);
});

const noAnswer = () => new HttpError('You are offline', 0);
const refusal = (message: string) => new HttpError(message, 409);

async function clearQueue() {
  await flushOfflineQueue();
  for (const entry of offlineEntries()) {
    if (entry.state === 'refused') await dismissOfflineEntry(entry.id);
  }
}

const keep = (payload: string, after?: string) => keepOffline({ kind: 'test', label: payload, payload, owner: OWNER, after });
const states = () => offlineEntries().map((e) => `${e.payload}:${e.state}`);

describe('the offline queue', () => {
  beforeEach(async () => {
    configureOfflineQueueForTest(() => OWNER);
    server = { received: [], answer: (p) => `ok ${p}` };
    await clearQueue();
    server.received = [];
  });

  it('keeps work while there is no answer and sends it in order, once, when the connection returns', async () => {
    server.answer = () => {
      throw noAnswer();
    };
    await keep('start');
    await keep('stop');
    await flushOfflineQueue();
    // The first got no answer: it and everything after it wait, in order.
    expect(server.received.length).toBeGreaterThan(0);
    expect(new Set(server.received)).toEqual(new Set(['start']));
    expect(states()).toEqual(['start:waiting', 'stop:waiting']);
    expect(offlineEntries()[0].lastError).toBe('You are offline');

    server.answer = (p) => `ok ${p}`;
    server.received = [];
    await flushOfflineQueue();
    expect(server.received).toEqual(['start', 'stop']);
    expect(states()).toEqual([]);
    await flushOfflineQueue();
    expect(server.received).toHaveLength(2);
  });

  it('a refusal turns that entry "refused" with the reason and the rest goes on; dismissing removes it', async () => {
    server.answer = (p) => {
      if (p === 'stop') throw refusal('This labor was already clocked out at 2026-11-26 10:12:00 by Tina Lead.');
      return `ok ${p}`;
    };
    await keepOfflineSilently(['stop', 'start other']);
    await flushOfflineQueue();
    expect(server.received).toEqual(['stop', 'start other']);
    expect(states()).toEqual(['stop:refused']);
    expect(offlineEntries()[0].reason).toBe('This labor was already clocked out at 2026-11-26 10:12:00 by Tina Lead.');
    await dismissOfflineEntry(offlineEntries()[0].id);
    expect(states()).toEqual([]);
  });

  it('work that needs an earlier entry gets its result, and is refused with it', async () => {
    server.answer = () => {
      throw noAnswer();
    };
    const start = await keep('start');
    await keep('stop', start.id);
    server.answer = (p) => (p === 'start' ? 1234 : 'ok');
    server.received = [];
    await flushOfflineQueue();
    expect(server.received).toEqual(['start', 'stop<-1234']);
    expect(states()).toEqual([]);

    server.answer = () => {
      throw noAnswer();
    };
    const refusedStart = await keep('start again');
    await keep('stop again', refusedStart.id);
    server.answer = (p) => {
      if (p === 'start again') throw refusal('Work order 10003 was closed (Completed) after your start at 2026-11-26 09:15; the start was not recorded.');
      return 'ok';
    };
    server.received = [];
    await flushOfflineQueue();
    expect(server.received).toEqual(['start again']);
    expect(states()).toEqual(['start again:refused', 'stop again:refused']);
    expect(offlineEntries()[1].reason).toBe('Not sent: it needed "start again", which was not sent.');
  });

  it("sends only the signed-in owner's work", async () => {
    server.answer = () => {
      throw noAnswer();
    };
    await keepOffline({ kind: 'test', label: 'theirs', payload: 'theirs', owner: '7:99' });
    configureOfflineQueueForTest(() => null);
    server.answer = () => 'ok';
    server.received = [];
    await flushOfflineQueue();
    expect(server.received).toEqual([]);
    configureOfflineQueueForTest(() => OWNER);
    await flushOfflineQueue();
    expect(server.received).toEqual([]);
    configureOfflineQueueForTest(() => '7:99');
    await flushOfflineQueue();
    expect(server.received).toEqual(['theirs']);
  });

  it("another user's work waits for its owner: never sent while someone else is signed in, then sent with its owner's own token", async () => {
    const tokens: Array<string | undefined> = [];
    registerOfflineSender<string>('test-token', async (payload, context: SendContext) => {
      server.received.push(payload);
      tokens.push(context.token);
      return 'ok';
    });
    configureOfflineQueueForTest(() => ({ owner: '7:99', name: 'Alex Tech', token: 'token-of-alex' }));
    server.answer = () => {
      throw noAnswer();
    };
    // Alex keeps a start offline, then Alex's session ends and Blair signs in on the same phone.
    await keepOffline({ kind: 'test-token', label: 'Start 10003 at 09:15', payload: 'alex start', owner: '7:99' });
    configureOfflineQueueForTest(() => ({ owner: '7:43', name: 'Blair Tech', token: 'token-of-blair' }));
    server.received = [];
    await flushOfflineQueue();
    expect(server.received).toEqual([]);
    expect(tokens).toEqual([]);
    expect(othersWaiting(offlineEntries(), '7:43')).toEqual([{ owner: '7:99', name: 'Alex Tech', count: 1 }]);
    // Alex signs in again: Alex's work goes, with Alex's token.
    configureOfflineQueueForTest(() => ({ owner: '7:99', name: 'Alex Tech', token: 'token-of-alex-2' }));
    await flushOfflineQueue();
    expect(server.received).toEqual(['alex start']);
    expect(tokens).toEqual(['token-of-alex-2']);
    expect(othersWaiting(offlineEntries(), '7:43')).toEqual([]);
  });

  it('a flush under way stops at once when another user signs in: the rest of the first user\'s work is not sent with the new token', async () => {
    let signedIn = '7:99';
    configureOfflineQueueForTest(() => signedIn);
    server.answer = () => {
      throw noAnswer();
    };
    await keepOffline({ kind: 'test', label: 'first', payload: 'first', owner: '7:99' });
    await keepOffline({ kind: 'test', label: 'second', payload: 'second', owner: '7:99' });
    // While the first is under way, Alex's session ends and Blair signs in.
    server.answer = (p) => {
      if (p === 'first') signedIn = '7:43';
      return 'ok';
    };
    server.received = [];
    await flushOfflineQueue();
    expect(server.received).toEqual(['first']);
    expect(states()).toEqual(['second:waiting']);
    signedIn = '7:99';
    await flushOfflineQueue();
    expect(server.received).toEqual(['first', 'second']);
    expect(states()).toEqual([]);
  });

  it("keeps the owner's name with the work, for the notice another user sees", async () => {
    configureOfflineQueueForTest(() => ({ owner: '7:99', name: 'Alex Tech', token: 'token-of-alex' }));
    server.answer = () => {
      throw noAnswer();
    };
    const kept = await keepOffline({ kind: 'test', label: 'Stop 10003 at 10:40', payload: 'alex stop', owner: '7:99' });
    expect(kept.ownerName).toBe('Alex Tech');
    await keepOffline({ kind: 'test', label: 'Start 10004 at 10:41', payload: 'alex start', owner: '7:99' });
    // Work kept before owners' names were kept names nobody in particular.
    await keepOffline({ kind: 'test', label: 'old', payload: 'old', owner: '7:98' });
    expect(othersWaiting(offlineEntries(), '7:43')).toEqual([
      { owner: '7:99', name: 'Alex Tech', count: 2 },
      { owner: '7:98', name: null, count: 1 },
    ]);
    expect(othersWaiting(offlineEntries(), '7:99')).toEqual([{ owner: '7:98', name: null, count: 1 }]);
    configureOfflineQueueForTest(() => ({ owner: '7:98', name: 'Old Owner', token: 't' }));
    server.answer = () => 'ok';
    await flushOfflineQueue();
    configureOfflineQueueForTest(() => ({ owner: '7:99', name: 'Alex Tech', token: 't' }));
    await flushOfflineQueue();
  });

  it('reads a 4xx as a refusal, and no answer, 5xx, 401, 408 and 429 as worth another try', () => {
    expect(failureOf(new HttpError('no', 400))).toBe('refused');
    expect(failureOf(new HttpError('no', 404))).toBe('refused');
    expect(failureOf(new HttpError('no', 409))).toBe('refused');
    for (const status of [0, 401, 408, 429, 500, 503]) expect(failureOf(new HttpError('later', status))).toBe('retry');
    expect(failureOf(new Error('boom'))).toBe('retry');
  });
});

async function keepOfflineSilently(payloads: string[]) {
  const answer = server.answer;
  server.answer = () => {
    throw noAnswer();
  };
  for (const payload of payloads) await keep(payload);
  server.answer = answer;
  server.received = [];
}

describe('the clock actions waiting on the phone', () => {
  const entry = (id: string, action: ClockPayload, state: 'waiting' | 'refused' = 'waiting', owner = OWNER) => ({
    id,
    kind: 'clock',
    label: id,
    payload: action,
    owner,
    actedAt: '2026-11-26T14:00:00.000Z',
    seq: Number(id.slice(1)),
    state,
    attempts: 0,
  });
  const start = (workOrderId: number, startTime = '09:15'): ClockPayload => ({
    endpoint: 'clockIn',
    body: { clientRequestId: 'a', workOrderId, startTime },
    workOrderNumber: String(workOrderId),
  });
  const stop = (workOrderId: number): ClockPayload => ({ endpoint: 'clockOut', body: { clientRequestId: 'b', workOrderId, workOrderLaborId: 0 }, workOrderNumber: '' });

  it('an order reads as clocked in after a waiting start, out after a waiting stop; refused or others\' entries do not count', () => {
    const waiting = waitingClockActions(
      [
        entry('e1', start(10)),
        entry('e2', stop(10)),
        entry('e3', start(11, '10:40')),
        entry('e4', start(12), 'refused'),
        entry('e5', start(13), 'waiting', '7:99'),
        entry('e6', {
          endpoint: 'clockOutAndStart',
          body: { clientRequestId: 'c', newClientRequestId: 'd', workOrderId: 14, workOrderLaborId: 5, newWorkOrderId: 15 },
          workOrderNumber: '',
        }),
      ],
      OWNER,
    );
    const states = queuedClock(waiting).orders;
    expect(states.get(10)).toMatchObject({ clockedIn: false, startEntryId: null, startTime: null });
    expect(states.get(11)).toMatchObject({ clockedIn: true, startEntryId: 'e3', startTime: '10:40' });
    expect(states.has(12)).toBe(false);
    expect(states.has(13)).toBe(false);
    expect(states.get(14)?.clockedIn).toBe(false);
    expect(states.get(15)).toMatchObject({ clockedIn: true, startEntryId: 'e6', startTime: null });
  });

  it("the offline dialog's clock: the subscriber's wall clock learnt from the last view data, to the quarter hour", () => {
    const readAt = Date.parse('2026-11-26T14:03:20Z');
    // New York in winter: 09:03 on the view data read at 14:03 UTC.
    expect(zoneOffsetOf({ date: '2026-11-26', startTime: '09:03' }, readAt)).toBe(-300);
    expect(zoneOffsetOf({ date: '2026-11-26', startTime: '19:33' }, readAt)).toBe(330);
    expect(wallClockAt(Date.parse('2026-11-26T16:45:10Z'), -300)).toEqual({ date: '2026-11-26', time: '11:45' });
    expect(wallClockAt(Date.parse('2026-11-27T02:00:00Z'), -300)).toEqual({ date: '2026-11-26', time: '21:00' });
  });

  it('says how old a saved copy is', () => {
    const now = Date.parse('2026-11-26T14:00:00Z');
    expect(savedAgo(now - 20_000, now)).toBe('Saved just now');
    expect(savedAgo(now - 5 * 60_000, now)).toBe('Saved 5 min ago');
    expect(savedAgo(now - 125 * 60_000, now)).toBe('Saved 2 h ago');
    expect(savedAgo(now - 3 * 24 * 3_600_000, now)).toBe('Saved 3 days ago');
  });
});
