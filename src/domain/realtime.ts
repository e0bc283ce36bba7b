/**
 * The real-time hubs (spec §7.4) as both sides name them, which of them a user needs, and the
 * browser's reconnect timing (spec §4, §9).
 */
import { canReadModule, type AccessSubject } from './access';
import { REALTIME_RECONNECT_DELAYS_MS, REALTIME_RECONNECT_FALLBACK_MS } from './constants';
import { MODULES } from './permissions/catalog';

/** hubs/TeamLeaderHub pushes the team leader's map refreshes; hubs/FieldDeskHub the schedule and grid changes. */
export const HUBS = ['TeamLeaderHub', 'FieldDeskHub'] as const;
export type HubName = (typeof HUBS)[number];

/** Every signed-in user listens to FieldDeskHub; those who can read the Team Leader module to TeamLeaderHub too. */
export function hubsFor(subject: AccessSubject): HubName[] {
  return canReadModule(subject, MODULES.TEAM_LEADER) ? ['FieldDeskHub', 'TeamLeaderHub'] : ['FieldDeskHub'];
}

/**
 * The wait before automatic reconnect attempt `previousRetryCount + 1` after a dropped
 * connection: 0, 2, 10 and 30 seconds, then null (the client gives up and the fallback
 * takes over).
 */
export const reconnectDelay = (previousRetryCount: number): number | null => REALTIME_RECONNECT_DELAYS_MS[previousRetryCount] ?? null;

/** The wait before starting again after a failed start, or after the automatic reconnect gave up. */
export const RESTART_AFTER_MS = REALTIME_RECONNECT_FALLBACK_MS;

/** What a screen can tell of a hub connection. */
export type HubState = 'connected' | 'reconnecting' | 'disconnected';
