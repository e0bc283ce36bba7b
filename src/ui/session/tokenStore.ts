/**
 * The access token and the URL to return to after signing in, both kept in local storage
 * (spec §9 "Storage").
 */
import { jwtDecode } from 'jwt-decode';
import { rememberableUrl } from '../../domain/landing';
import { sessionUserFromClaims, type SessionUser, type TokenClaims } from '../../domain/session';

export const TOKEN_KEY = 'fielddesk.token';
export const INTENDED_URL_KEY = 'fielddesk.intendedUrl';

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY) || null;
export const storeToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

/** The session user carried by a token, or null when it cannot be decoded. */
export function tokenUser(token: string): SessionUser | null {
  try {
    return sessionUserFromClaims(jwtDecode<Partial<TokenClaims>>(token));
  } catch {
    return null;
  }
}

/** Remembers where the user was going (without any token query parameter). */
export function rememberUrl(location: { pathname: string; search?: string; hash?: string } = window.location): void {
  const url = rememberableUrl(location.pathname, location.search, location.hash);
  if (url) localStorage.setItem(INTENDED_URL_KEY, url);
}

export const recallUrl = (): string | null => localStorage.getItem(INTENDED_URL_KEY) || null;
export const forgetUrl = (): void => localStorage.removeItem(INTENDED_URL_KEY);
