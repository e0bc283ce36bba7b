import { updateSessionStatus } from '../../ui/session/sessionStore';
import type { CurrentStatus } from '../../ui/session/sessionTypes';
import { http } from '../../ui/http/httpClient';

/**
 * Re-reads the signed-in user's status after something other than the status selector changed
 * it (clocking in or out, spec §4); the app bar follows the session.
 */
export async function refreshUserStatus(): Promise<void> {
  try {
    updateSessionStatus(await http.get<CurrentStatus>('user/getUserStatus'));
  } catch {
    // The clock action itself succeeded; the app bar catches up at the next status change.
  }
}
