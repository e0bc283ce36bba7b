/**
 * The resources of the signed-in user: loaded from GET /api/v1/meta/resources once the
 * session is known, and again when the user or their permissions change. Menu, routes and
 * Home cards all read it.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { meets } from '../../domain/access';
import { useSession } from '../../ui/session/sessionStore';
import type { Session } from '../../ui/session/sessionTypes';
import { fetchResourceSummaries } from '../meta/metaApi';
import type { ResourceSummary } from '../../domain/resources/meta';
import { buildEntries, type ResourceEntry } from './entries';
import { registeredOverrides } from './overrides';

export type RegistryStatus = 'idle' | 'loading' | 'ready' | 'error';

interface RegistryState {
  owner: object | null;
  status: RegistryStatus;
  summaries: readonly ResourceSummary[];
  error: unknown;
}

let state: RegistryState = { owner: null, status: 'idle', summaries: [], error: null };
const listeners = new Set<() => void>();
const set = (next: RegistryState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Loads the list for this session's permissions unless it is loaded or loading already. */
export function ensureRegistry(session: Session, retry = false): void {
  const owner = session.subject;
  if (state.owner === owner && !(retry && state.status === 'error')) return;
  set({ owner, status: 'loading', summaries: state.owner === owner ? state.summaries : [], error: null });
  fetchResourceSummaries().then(
    (summaries) => state.owner === owner && set({ owner, status: 'ready', summaries, error: null }),
    (error: unknown) => state.owner === owner && set({ owner, status: 'error', summaries: [], error }),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export interface ResourceRegistry {
  status: RegistryStatus;
  entries: ResourceEntry[];
  error: unknown;
  retry: () => void;
}

/** The entries the signed-in user may open, loading them when needed. */
export function useResourceRegistry(): ResourceRegistry {
  const session = useSession();
  const current = useSyncExternalStore(subscribe, snapshot);
  useEffect(() => {
    if (session) ensureRegistry(session);
  }, [session]);
  const subject = session?.subject;
  const ownState = subject && current.owner === subject;
  const entries = useMemo(
    () => (subject && ownState ? buildEntries(current.summaries, registeredOverrides(), (r) => meets(subject, r)) : []),
    [subject, ownState, current.summaries],
  );
  return {
    status: !session ? 'idle' : ownState ? current.status : 'loading',
    entries,
    error: ownState ? current.error : null,
    retry: () => session && ensureRegistry(session, true),
  };
}
