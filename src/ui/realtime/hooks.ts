/**
 * React's side of the hubs: hold them for the signed-in user, subscribe to their events for a
 * component's life, read their state.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { hubsFor, type HubName, type HubState } from '../../domain/realtime';
import { useSession } from '../session/sessionStore';
import {
  holdHub,
  hubState,
  liveUpdatesState,
  onHubEvent,
  subscribeHubState,
  subscribeLiveUpdatesState,
  type HubHandler,
} from './hubConnections';

/**
 * Connects the hubs the signed-in user needs (FieldDeskHub always, TeamLeaderHub when they can
 * read the Team Leader module) and disconnects them on sign-out or when another user signs in.
 */
export function useLiveUpdates(): void {
  const session = useSession();
  const owner = session ? `${session.user.subscriberId}:${session.user.userId}` : null;
  const hubs = session ? hubsFor(session.subject).join(',') : '';
  useEffect(() => {
    if (!owner || !hubs) return;
    const releases = (hubs.split(',') as HubName[]).map((hub) => holdHub(hub, owner));
    return () => releases.forEach((release) => release());
  }, [owner, hubs]);
}

/**
 * Calls `handler(...args)` for each `target` event of `hub` while the component is mounted.
 * The latest handler is called, so it may read the component's current state.
 */
export function useHubEvent(hub: HubName, target: string, handler: HubHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onHubEvent(hub, target, (...args) => latest.current(...args)), [hub, target]);
}

/** 'connected', 'reconnecting' or 'disconnected' (also when the hub is not held). */
export function useHubState(hub: HubName): HubState {
  return useSyncExternalStore(
    (listener) => subscribeHubState(hub, listener),
    () => hubState(hub),
  );
}

/** The state of every hub the user holds, taken together (hubConnections.ts `liveUpdatesState`). */
export function useLiveUpdatesState(): HubState {
  return useSyncExternalStore(subscribeLiveUpdatesState, liveUpdatesState);
}
