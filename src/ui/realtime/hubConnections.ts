/**
 * One shared connection per hub (spec §7.4), built with the official @microsoft/signalr
 * client, which is loaded only when a hub is first needed so that it stays out of the first
 * screen's code.
 *
 * A hub is connected while someone holds it (`holdHub`, the signed-in shell does): a dropped
 * connection reconnects after 0, 2, 10 and 30 seconds; when that gives up, or a start fails,
 * another start is tried 2 minutes later, and again, for as long as the hub is held (spec §4,
 * §9). Letting go of it (signing out) stops the connection. Screens subscribe to a hub's
 * events with `onHubEvent` whether or not it is connected yet.
 */
import type { HubConnection } from '@microsoft/signalr';
import { HUBS, RESTART_AFTER_MS, reconnectDelay, type HubName, type HubState } from '../../domain/realtime';
import { currentSession } from '../session/sessionStore';
import { readToken } from '../session/tokenStore';

// Hub events carry whatever their target defines; each subscriber reads its own arguments.
export type HubHandler = (...args: any[]) => void;

interface HubEntry {
  name: HubName;
  /** How many hold the hub, and for whom (the signed-in user's key): a new user gets a new connection. */
  holders: number;
  owner: string | null;
  connection: HubConnection | null;
  connectionOwner: string | null;
  state: HubState;
  restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Every change of connection goes through this chain, one at a time. */
  chain: Promise<void>;
  handlers: Map<string, Set<HubHandler>>;
  /** Targets with a dispatcher on the current connection. */
  bound: Set<string>;
  listeners: Set<() => void>;
}

const entries = new Map<HubName, HubEntry>(
  HUBS.map((name) => [
    name,
    {
      name,
      holders: 0,
      owner: null,
      connection: null,
      connectionOwner: null,
      state: 'disconnected',
      restartTimer: undefined,
      chain: Promise.resolve(),
      handlers: new Map(),
      bound: new Set(),
      listeners: new Set(),
    },
  ]),
);
const stateListeners = new Set<() => void>();

const entryOf = (hub: HubName): HubEntry => entries.get(hub)!;

function setState(entry: HubEntry, state: HubState) {
  if (entry.state === state) return;
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
  stateListeners.forEach((listener) => listener());
}

const accessToken = () => currentSession()?.token ?? readToken() ?? '';

function bind(entry: HubEntry, target: string) {
  if (!entry.connection || entry.bound.has(target)) return;
  entry.bound.add(target);
  entry.connection.on(target, (...args: unknown[]) => {
    for (const handler of [...(entry.handlers.get(target) ?? [])]) {
      try {
        handler(...args);
      } catch (error) {
        console.error(`A handler of ${entry.name}.${target} failed`, error);
      }
    }
  });
}

async function build(entry: HubEntry): Promise<HubConnection> {
  const signalR = await import('@microsoft/signalr');
  const connection = new signalR.HubConnectionBuilder()
    .withUrl(`/hubs/${entry.name}`, {
      accessTokenFactory: accessToken,
      transport: signalR.HttpTransportType.WebSockets,
      skipNegotiation: false,
    })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (context) => reconnectDelay(context.previousRetryCount) })
    // Warnings would name every event no screen on this page listens to.
    .configureLogging(signalR.LogLevel.Error)
    .build();
  connection.onreconnecting(() => entry.connection === connection && setState(entry, 'reconnecting'));
  connection.onreconnected(() => entry.connection === connection && setState(entry, 'connected'));
  connection.onclose(() => {
    if (entry.connection !== connection) return;
    setState(entry, 'disconnected');
    // The automatic reconnect gave up, or the server closed the connection for good.
    scheduleRestart(entry);
  });
  return connection;
}

function scheduleRestart(entry: HubEntry) {
  clearTimeout(entry.restartTimer);
  if (!entry.holders) return;
  entry.restartTimer = setTimeout(() => reconcile(entry), RESTART_AFTER_MS);
}

/** Brings the hub's connection in line with who holds it: started, stopped or replaced. */
function reconcile(entry: HubEntry): Promise<void> {
  entry.chain = entry.chain.then(async () => {
    clearTimeout(entry.restartTimer);
    const wanted = entry.holders > 0 ? entry.owner : null;
    if (entry.connection && entry.connectionOwner !== wanted) {
      const stopping = entry.connection;
      entry.connection = null;
      entry.connectionOwner = null;
      entry.bound.clear();
      setState(entry, 'disconnected');
      await stopping.stop().catch(() => undefined);
    }
    if (!wanted) return;
    if (!entry.connection) {
      entry.connection = await build(entry);
      entry.connectionOwner = wanted;
      for (const target of entry.handlers.keys()) bind(entry, target);
    }
    const connection = entry.connection;
    if (connection.state !== 'Disconnected') return; // connected, or reconnecting on its own
    setState(entry, 'reconnecting');
    try {
      await connection.start();
      if (entry.connection === connection) setState(entry, 'connected');
    } catch {
      if (entry.connection !== connection) return;
      setState(entry, 'disconnected');
      scheduleRestart(entry);
    }
  });
  return entry.chain;
}

/**
 * Keeps `hub` connected for `owner` (the signed-in user's key) until the returned function is
 * called. Holds are counted; a hold for another owner replaces the connection.
 */
export function holdHub(hub: HubName, owner: string): () => void {
  const entry = entryOf(hub);
  entry.holders += 1;
  entry.owner = owner;
  void reconcile(entry);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    entry.holders -= 1;
    // Let go within the same render (a hold handed from one effect to the next) keeps the connection.
    queueMicrotask(() => void reconcile(entry));
  };
}

/** Calls `handler(...args)` for every `target` event of `hub` until the returned function is called. */
export function onHubEvent(hub: HubName, target: string, handler: HubHandler): () => void {
  const entry = entryOf(hub);
  let handlers = entry.handlers.get(target);
  if (!handlers) entry.handlers.set(target, (handlers = new Set()));
  handlers.add(handler);
  bind(entry, target);
  return () => {
    handlers.delete(handler);
  };
}

export const hubState = (hub: HubName): HubState => entryOf(hub).state;

export function subscribeHubState(hub: HubName, listener: () => void): () => void {
  const entry = entryOf(hub);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/**
 * The state of live updates as a whole: connected when every held hub is (or none is held),
 * reconnecting while any is trying, else disconnected.
 */
export function liveUpdatesState(): HubState {
  const held = [...entries.values()].filter((entry) => entry.holders > 0);
  if (held.every((entry) => entry.state === 'connected')) return 'connected';
  return held.some((entry) => entry.state === 'reconnecting') ? 'reconnecting' : 'disconnected';
}

export function subscribeLiveUpdatesState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
