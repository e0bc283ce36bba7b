/**
 * The browser's shared hub connections (src/ui/realtime/hubConnections.ts) over a stand-in for
 * the @microsoft/signalr client: what it is built with, and when it starts, restarts and stops.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => {
  class FakeConnection {
    state = 'Disconnected';
    starts = 0;
    stops = 0;
    failStarts = 0;
    readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();
    readonly closed: ((error?: Error) => void)[] = [];
    readonly reconnecting: (() => void)[] = [];
    readonly reconnected: (() => void)[] = [];
    constructor(
      readonly url: string,
      readonly options: { accessTokenFactory(): string; transport: number; skipNegotiation: boolean },
      readonly policy: { nextRetryDelayInMilliseconds(context: { previousRetryCount: number }): number | null },
    ) {}
    async start() {
      this.starts += 1;
      if (this.failStarts > 0) {
        this.failStarts -= 1;
        throw new Error('Failed to complete negotiation with the server');
      }
      this.state = 'Connected';
    }
    async stop() {
      this.stops += 1;
      this.state = 'Disconnected';
    }
    on(target: string, handler: (...args: unknown[]) => void) {
      this.handlers.set(target, [...(this.handlers.get(target) ?? []), handler]);
    }
    onclose(handler: (error?: Error) => void) {
      this.closed.push(handler);
    }
    onreconnecting(handler: () => void) {
      this.reconnecting.push(handler);
    }
    onreconnected(handler: () => void) {
      this.reconnected.push(handler);
    }
    /** The server pushes `target(...args)`. */
    push(target: string, ...args: unknown[]) {
      this.handlers.get(target)?.forEach((handler) => handler(...args));
    }
  }
  const built: FakeConnection[] = [];
  /** Starts of the next connection that fail. */
  const next = { failStarts: 0 };
  class HubConnectionBuilder {
    private url = '';
    private options!: FakeConnection['options'];
    private policy!: FakeConnection['policy'];
    withUrl(url: string, options: FakeConnection['options']) {
      this.url = url;
      this.options = options;
      return this;
    }
    withAutomaticReconnect(policy: FakeConnection['policy']) {
      this.policy = policy;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const connection = new FakeConnection(this.url, this.options, this.policy);
      connection.failStarts = next.failStarts;
      next.failStarts = 0;
      built.push(connection);
      return connection;
    }
  }
  return { built, next, module: { HubConnectionBuilder, HttpTransportType: { WebSockets: 1 }, LogLevel: { Error: 4 } } };
});

vi.mock('@microsoft/signalr', () => fake.module);
// The session as the connections read it: no validated session yet, a stored token.
vi.mock('../../src/ui/session/sessionStore', () => ({ currentSession: () => null }));
vi.mock('../../src/ui/session/tokenStore', () => ({ readToken: () => 'stored-token' }));

type Connections = typeof import('../../src/ui/realtime/hubConnections');
let hubs: Connections;

/** Lets the connection's promises (loading the client, starting, stopping) run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

beforeEach(async () => {
  vi.useFakeTimers();
  fake.built.length = 0;
  vi.resetModules();
  hubs = await import('../../src/ui/realtime/hubConnections');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hub connections in the browser', () => {
  it('builds one WebSockets connection per hub with negotiate, the current token and the reconnect waits, and starts it', async () => {
    const release = hubs.holdHub('FieldDeskHub', '1:7');
    const alsoHeld = hubs.holdHub('FieldDeskHub', '1:7');
    await settle();
    expect(fake.built).toHaveLength(1);
    const [connection] = fake.built;
    expect(connection.url).toBe('/hubs/FieldDeskHub');
    expect(connection.options).toMatchObject({ transport: 1, skipNegotiation: false });
    expect(connection.options.accessTokenFactory()).toBe('stored-token');
    expect([0, 1, 2, 3, 4].map((n) => connection.policy.nextRetryDelayInMilliseconds({ previousRetryCount: n }))).toEqual([0, 2000, 10_000, 30_000, null]);
    expect(connection.starts).toBe(1);
    expect(hubs.hubState('FieldDeskHub')).toBe('connected');
    expect(hubs.liveUpdatesState()).toBe('connected');
    release();
    alsoHeld();
  });

  it('tries a failed start again 2 minutes later, and again, while the hub is held', async () => {
    fake.next.failStarts = 2;
    const release = hubs.holdHub('TeamLeaderHub', '1:7');
    await settle();
    const [connection] = fake.built;
    expect(connection.starts).toBe(1);
    expect(hubs.hubState('TeamLeaderHub')).toBe('disconnected');
    expect(hubs.liveUpdatesState()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(119_999);
    expect(connection.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(connection.starts).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(connection.starts).toBe(3);
    expect(hubs.hubState('TeamLeaderHub')).toBe('connected');
    release();
  });

  it('shows reconnecting while the client reconnects, and starts again 2 minutes after it gave up', async () => {
    const release = hubs.holdHub('FieldDeskHub', '1:7');
    await settle();
    const [connection] = fake.built;
    connection.state = 'Reconnecting';
    connection.reconnecting.forEach((handler) => handler());
    expect(hubs.hubState('FieldDeskHub')).toBe('reconnecting');
    expect(hubs.liveUpdatesState()).toBe('reconnecting');
    connection.state = 'Connected';
    connection.reconnected.forEach((handler) => handler());
    expect(hubs.hubState('FieldDeskHub')).toBe('connected');

    connection.state = 'Disconnected'; // the waits of 0, 2, 10 and 30 s are spent
    connection.closed.forEach((handler) => handler(new Error('gone')));
    expect(hubs.hubState('FieldDeskHub')).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(119_000);
    expect(connection.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(connection.starts).toBe(2);
    expect(hubs.hubState('FieldDeskHub')).toBe('connected');
    release();
  });

  it('stops the connection when the last hold is let go (sign-out), and tries nothing more', async () => {
    const release = hubs.holdHub('FieldDeskHub', '1:7');
    await settle();
    const [connection] = fake.built;
    release();
    await settle();
    expect(connection.stops).toBe(1);
    expect(hubs.hubState('FieldDeskHub')).toBe('disconnected');
    expect(hubs.liveUpdatesState()).toBe('connected'); // nothing held, nothing missing
    connection.closed.forEach((handler) => handler());
    await vi.advanceTimersByTimeAsync(10 * 120_000);
    expect(connection.starts).toBe(1);
  });

  it('keeps the connection through a hold handed over within one render, and replaces it for another user', async () => {
    const first = hubs.holdHub('FieldDeskHub', '1:7');
    await settle();
    first();
    const second = hubs.holdHub('FieldDeskHub', '1:7');
    await settle();
    expect(fake.built).toHaveLength(1);
    expect(fake.built[0].stops).toBe(0);
    second();
    const other = hubs.holdHub('FieldDeskHub', '2:9');
    await settle();
    expect(fake.built).toHaveLength(2);
    expect(fake.built[0].stops).toBe(1);
    expect(fake.built[1].starts).toBe(1);
    other();
  });

  it('calls the handlers subscribed to a target, before or after the connection exists, until they unsubscribe', async () => {
    const early: unknown[][] = [];
    const late: unknown[][] = [];
    const stopEarly = hubs.onHubEvent('TeamLeaderHub', 'refreshMaps', (...args) => early.push(args));
    const release = hubs.holdHub('TeamLeaderHub', '1:7');
    await settle();
    const stopLate = hubs.onHubEvent('TeamLeaderHub', 'refreshMaps', (...args) => late.push(args));
    const [connection] = fake.built;
    connection.push('refreshMaps', 12);
    stopEarly();
    connection.push('refreshMaps', 13);
    expect(early).toEqual([[12]]);
    expect(late).toEqual([[12], [13]]);
    stopLate();
    release();
  });
});
