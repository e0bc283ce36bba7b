/**
 * The react-admin auth provider over the FieldDesk account API. The login guard itself
 * (remembering the URL, landing) lives in SessionGate and LandingRedirect; these methods
 * serve react-admin's own pages and hooks with the same session.
 */
import type { AuthProvider } from 'react-admin';
import type { AccessSubject } from '../../domain/access';
import { LOGIN_PATH, afterSignInPath } from '../../domain/landing';
import { http } from '../../ui/http/httpClient';
import { queryClient } from '../../ui/http/queryClient';
import { forgetSavedReads } from '../../ui/offline';
import { forgetKeptViews } from '../../custom/timeTracking/offlineViewData';
import { ensureSession, isSessionRejected, resetSession } from '../../ui/session/sessionStore';
import { clearToken, forgetUrl, readToken, recallUrl, rememberUrl, storeToken } from '../../ui/session/tokenStore';
import type { LoginRequest } from '../../domain/account/wire';
import { APP_PATHS } from '../areas';

const NO_ACCESS: AccessSubject = { roles: [], groups: [] };

/** Signs in and answers where to go next: the remembered URL, else the landing page. */
export async function signIn(userName: string, password: string): Promise<string> {
  const { token } = await http.post<{ token: string }>(
    'account/login',
    { userName, password } satisfies LoginRequest,
    { handleUnauthorized: false, token: '' },
  );
  storeToken(token);
  forgetSession();
  const session = await ensureSession(token);
  const target = afterSignInPath(LOGIN_PATH, recallUrl(session.user.userId), session.subject, APP_PATHS, session.user.clientAuthenticationId) ?? '/';
  forgetUrl();
  return target;
}

/**
 * Drops the session and every answer read under it, so whoever signs in next on this browser
 * never sees the previous user's lists, choices or records, even for a moment.
 */
function forgetSession(): void {
  resetSession();
  queryClient.clear();
}

export function signOut(): void {
  clearToken();
  forgetSession();
  void forgetSavedReads();
  void forgetKeptViews();
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    return { redirectTo: await signIn(username, password) };
  },
  async logout() {
    signOut();
    return LOGIN_PATH;
  },
  async checkAuth() {
    const token = readToken();
    if (!token) {
      rememberUrl();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
    try {
      await ensureSession(token);
    } catch (error) {
      // A check that did not get through keeps the user signed in; the page's calls will say why.
      if (!isSessionRejected(error)) return;
      rememberUrl();
      signOut();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },
  // A 401 already opened the Unauthorized Access dialog (http client); nothing else to do.
  async checkError() {},
  async getPermissions() {
    const token = readToken();
    if (!token) return NO_ACCESS;
    return (await ensureSession(token)).subject;
  },
  async getIdentity() {
    const token = readToken();
    if (!token) throw new Error('Not signed in.');
    const { user } = await ensureSession(token);
    return { id: user.userId, fullName: user.name };
  },
};
