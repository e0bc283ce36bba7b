/**
 * The access token and the URL to return to after signing in, both kept in local storage
 * (spec §9 "Storage").
 */
import { jwtDecode } from 'jwt-decode';
import { recalledUrlFor, rememberableUrl, rememberedEntry } from '../../domain/landing';
import { sessionUserFromClaims, type SessionUser, type TokenClaims } from '../../domain/session';

export const TOKEN_KEY = 'fielddesk.token';
export const INTENDED_URL_KEY = 'fielddesk.intendedUrl';

/** The user of the last token this page read, kept for when the token has gone from storage. */
let lastToken: string | null = null;
let lastUserId: number | null = null;

export function readToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY) || null;
  if (token && token !== lastToken) {
    lastToken = token;
    lastUserId = tokenUser(token)?.userId ?? null;
  }
  return token;
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  readToken();
}

/**
 * Drops the token. Its user stays known to this page (as for a token removed in another tab): a
 * URL remembered after the token is gone, by a check or a call that was already under way, is
 * remembered for that user and never sends the next user who signs in to it.
 */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  lastToken = null;
}

/** The session user carried by a token, or null when it cannot be decoded. */
export function tokenUser(token: string): SessionUser | null {
  try {
    return sessionUserFromClaims(jwtDecode<Partial<TokenClaims>>(token));
  } catch {
    return null;
  }
}

/** Remembers where the user was going (without any token query parameter), and who that user was. */
export function rememberUrl(location: { pathname: string; search?: string; hash?: string } = window.location): void {
  const url = rememberableUrl(location.pathname, location.search, location.hash);
  if (!url) return;
  readToken();
  localStorage.setItem(INTENDED_URL_KEY, rememberedEntry(url, lastUserId, localStorage.getItem(INTENDED_URL_KEY)));
}

/** The remembered URL, when it was remembered for `userId` or for nobody in particular. */
export const recallUrl = (userId: number): string | null => recalledUrlFor(localStorage.getItem(INTENDED_URL_KEY), userId);
export const forgetUrl = (): void => localStorage.removeItem(INTENDED_URL_KEY);
