/**
 * The react-admin auth provider over the FieldDesk account API. The login guard itself
 * (remembering the URL, landing) lives in SessionGate and LandingRedirect; these methods
 * serve react-admin's own pages and hooks with the same session.
 */
import type { AuthProvider } from 'react-admin';
import type { AccessSubject } from '../../domain/access';
import { LOGIN_PATH } from '../../domain/landing';
import { ensureSession, isSessionRejected } from '../../ui/session/sessionStore';
import { readToken, rememberUrl } from '../../ui/session/tokenStore';
import { signIn, signOut } from './signIn';

const NO_ACCESS: AccessSubject = { roles: [], groups: [] };

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await signIn(username, password);
    // "/" sends the user on to the remembered URL or the landing page (LandingRedirect).
    return { redirectTo: '/' };
  },
  async logout() {
    return signOut();
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
