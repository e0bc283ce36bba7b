/**
 * Signing in and out, shared by the sign-in page and the react-admin auth provider. Kept apart
 * from the signed-in app so the sign-in page loads without it.
 */
import { LOGIN_PATH } from '../../domain/landing';
import type { LoginRequest } from '../../domain/account/wire';
import { http } from '../../ui/http/httpClient';
import { forgetKeptViews } from '../../custom/timeTracking/offlineViewData';
import { forgetSavedReads } from '../../ui/offline/savedReads';
import { ensureSession, resetSession } from '../../ui/session/sessionStore';
import type { Session } from '../../ui/session/sessionTypes';
import { clearToken, storeToken } from '../../ui/session/tokenStore';

/** Signs in and answers the session. */
export async function signIn(userName: string, password: string): Promise<Session> {
  const { token } = await http.post<{ token: string }>(
    'account/login',
    { userName, password } satisfies LoginRequest,
    { handleUnauthorized: false, token: '' },
  );
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
  resetSession();
  forgetAnswers();
}

export function signOut(): typeof LOGIN_PATH {
  clearToken();
  forgetSession();
  void forgetSavedReads();
  void forgetKeptViews();
  return LOGIN_PATH;
}
