/**
 * The signed-in session (spec §2.2): the token is validated on the server, then the user's
 * role permissions are loaded. One check per token; every caller asking for the same token
 * shares it.
 */
import { useSyncExternalStore } from 'react';
import type { PermissionGroup } from '../../domain/access';
import { HttpError } from 'react-admin';
import { http } from '../http/httpClient';
import { tokenUser } from './tokenStore';
import type { CurrentStatus, Session, SignedInUser } from './sessionTypes';

let session: Session | null = null;
let pending: { token: string; promise: Promise<Session> } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const loadPermissions = (userId: number, token: string, handleUnauthorized: boolean) =>
  http.get<PermissionGroup[]>(`account/userRolesPermissions/${userId}`, { token, handleUnauthorized });

class SessionRejectedError extends Error {}

/**
 * True when the server turned the token down, as opposed to the check not getting through
 * (no network, server error, page unloading): only then is the token dropped.
 */
export const isSessionRejected = (error: unknown): boolean =>
  error instanceof SessionRejectedError || (error instanceof HttpError && error.status >= 400 && error.status < 500);

/**
 * The token names its user, so the permissions are asked for beside the validation instead of
 * after it (one round trip less on a slow network); they count only once the server has said
 * the token is valid and for that same user.
 */
async function validate(token: string): Promise<Session> {
  const claimed = tokenUser(token)?.userId;
  const claimedUserId = Number.isInteger(claimed) ? claimed : undefined;
  const [user, claimedGroups] = await Promise.all([
    http.post<SignedInUser>('account/validateUser', undefined, { token, handleUnauthorized: false }),
    claimedUserId === undefined ? undefined : loadPermissions(claimedUserId, token, false),
  ]);
  if (!user?.isValid) throw new SessionRejectedError('The session is not valid.');
  const groups = user.userId === claimedUserId && claimedGroups ? claimedGroups : await loadPermissions(user.userId, token, false);
  return { token, user, subject: { roles: user.userRoles, groups } };
}

/** The session for `token`, validating it on the server unless that was already done. */
export function ensureSession(token: string): Promise<Session> {
  if (session?.token === token) return Promise.resolve(session);
  if (pending?.token === token) return pending.promise;
  const promise = validate(token).then(
    (fresh) => {
      if (pending?.token === token) {
        pending = null;
        session = fresh;
        emit();
      }
      return fresh;
    },
    (error: unknown) => {
      if (pending?.token === token) pending = null;
      throw error;
    },
  );
  pending = { token, promise };
  return promise;
}

export const currentSession = (): Session | null => session;

export function resetSession(): void {
  pending = null;
  if (session) {
    session = null;
    emit();
  }
}

/** A refreshed token belongs to the same session. */
export function adoptToken(token: string): void {
  if (!session) return;
  session = { ...session, token };
  emit();
}

export function updateSessionStatus(status: CurrentStatus): void {
  if (!session) return;
  session = {
    ...session,
    user: {
      ...session.user,
      userStatusId: status.userStatusId,
      userStatus: status.userStatus ?? '',
      statusDescription: status.description,
    },
  };
  emit();
}

/** Reloads the user's permissions (after a change to one of the user's own roles). */
export async function reloadPermissions(): Promise<void> {
  const current = session;
  if (!current) return;
  const groups = await loadPermissions(current.user.userId, current.token, true);
  if (session !== current) return;
  session = { ...current, subject: { ...current.subject, groups } };
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): Session | null => useSyncExternalStore(subscribe, currentSession);
