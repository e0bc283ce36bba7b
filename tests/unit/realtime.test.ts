import { describe, expect, it } from 'vitest';
import { REALTIME_RECONNECT_DELAYS_MS, REALTIME_RECONNECT_FALLBACK_MS } from '../../src/domain/constants';
import { MODULES } from '../../src/domain/permissions/catalog';
import { RESTART_AFTER_MS, hubsFor, reconnectDelay } from '../../src/domain/realtime';
import { defaultSubjectOf, subjectOf } from './subjects';

describe('real-time reconnect timing (spec §4, §9)', () => {
  it('waits 0, 2, 10 and 30 seconds before the automatic reconnect attempts, then gives up', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([0, 2000, 10_000, 30_000, null, null]);
    expect(REALTIME_RECONNECT_DELAYS_MS).toEqual([0, 2000, 10_000, 30_000]);
  });

  it('starts again 2 minutes after a failed start or a reconnect that gave up', () => {
    expect(RESTART_AFTER_MS).toBe(120_000);
    expect(REALTIME_RECONNECT_FALLBACK_MS).toBe(RESTART_AFTER_MS);
  });
});

describe('the hubs a user needs', () => {
  it('gives every user FieldDeskHub, and TeamLeaderHub only to those who can read the Team Leader module', () => {
    expect(hubsFor(defaultSubjectOf('Technician'))).toEqual(['FieldDeskHub']);
    expect(hubsFor(defaultSubjectOf('Team Leader'))).toEqual(['FieldDeskHub', 'TeamLeaderHub']);
    expect(hubsFor(subjectOf(['Super Admin'], []))).toEqual(['FieldDeskHub', 'TeamLeaderHub']);
    expect(hubsFor(subjectOf(['Plumber'], [{ module: MODULES.TEAM_LEADER, read: false, write: false }]))).toEqual(['FieldDeskHub']);
    expect(hubsFor(subjectOf(['Plumber'], [{ module: MODULES.TEAM_LEADER, read: true }]))).toEqual(['FieldDeskHub', 'TeamLeaderHub']);
  });
});
