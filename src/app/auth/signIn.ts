/**
 * Signing in and out, shared by the sign-in page and the react-admin auth provider. Kept apart
 * from the signed-in app so the sign-in page loads without it.
 */
import { LOGIN_PATH } from '../../domain/landing';
import type { LoginRequest } from '../../domain/account/wire';
import { http } from '../../ui/http/httpClient';
import { forgetKeptViews, keepOnlyKeptViewsOf } from '../../custom/timeTracking/offlineViewData';
import { forgetOfflineCopies, keepOnlyOfflineCopiesOf, registerOfflineCopies } from '../../ui/offline/offlineCopies';
import { leaveCustomerMode } from '../../ui/layout/customerMode';
import { ensureSession, resetSession } from '../../ui/session/sessionStore';
import type { Session } from '../../ui/session/sessionTypes';
import { clearToken, storeToken, tokenUser } from '../../ui/session/tokenStore';

// The Start/Stop dialog's copies go with the saved reads.
registerOfflineCopies({ forgetAll: forgetKeptViews, keepOnlyOf: keepOnlyKeptViewsOf });

/**
 * Signs in and answers the session. Before the session starts, the offline copies another user
 * left on this browser go (the same user's stay); work another user kept offline stays and waits
 * for them (the offline queue never sends it with this user's token).
 */
export async function signIn(userName: string, password: string): Promise<Session> {
  const { token } = await http.post<{ token: string }>(
    'account/login',
    { userName, password } satisfies LoginRequest,
    { handleUnauthorized: false, token: '' },
  );
  const user = tokenUser(token);
  await keepOnlyOfflineCopiesOf(user ? `${user.subscriberId}:${user.userId}` : '');
  storeToken(token);
  forgetSession();
  return ensureSession(token);
}

/** Drops every answer the signed-in app read; nothing to drop until it has loaded (SignedInApp). */
let forgetAnswers = () => {};

export function onForgetAnswers(forget: () => void): void {
  forgetAnswers = forget;
}

/**
 * Drops the session and every answer read under it, so whoever signs in next on this browser
 * never sees the previous user's lists, choices or records, even for a moment.
 */
function forgetSession(): void {
  // A sign-in or sign-out is the technician's: the phone is theirs again.
  leaveCustomerMode();
  resetSession();
  forgetAnswers();
}

export function signOut(): typeof LOGIN_PATH {
  clearToken();
  forgetSession();
  void forgetOfflineCopies();
  return LOGIN_PATH;
}
