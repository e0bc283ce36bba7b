import { useEffect } from 'react';
import { isExpired, needsRefresh } from '../../domain/session';
import { http, isUnauthorizedError } from '../../ui/http/httpClient';
import { toast } from '../../ui/notifications/toastStore';
import { adoptToken } from '../../ui/session/sessionStore';
import { readToken, storeToken, tokenUser } from '../../ui/session/tokenStore';
import { signalUnauthorized } from '../../ui/session/unauthorized';

export const REFRESH_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_FAILED_MESSAGE = 'Something went Wrong!';

let refreshing = false;

async function refreshIfDue(): Promise<void> {
  const token = readToken();
  const user = token ? tokenUser(token) : null;
  // Not renewed in time (the phone was offline, say): the session has ended, and its offline copies go.
  if (token && user && isExpired(user.exp)) return signalUnauthorized();
  if (!token || !user || refreshing || !needsRefresh(user.exp)) return;
  refreshing = true;
  try {
    const answer = await http.post<{ token: string }>('account/refreshToken');
    // Signed out meanwhile: keep it that way.
    if (readToken() !== token) return;
    storeToken(answer.token);
    adoptToken(answer.token);
  } catch (error) {
    if (!isUnauthorizedError(error)) toast.error(REFRESH_FAILED_MESSAGE);
  } finally {
    refreshing = false;
  }
}

/**
 * Renews the token when 30 minutes or less remain: checked at start, then every minute (spec §4,
 * §9). A token found expired ends the session as a 401 would.
 */
export function useTokenRefresh(): void {
  useEffect(() => {
    void refreshIfDue();
    const timer = window.setInterval(() => void refreshIfDue(), REFRESH_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
