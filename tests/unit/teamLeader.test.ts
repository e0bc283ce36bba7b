import { describe, expect, it } from 'vitest';
import { boardSummary, elapsedText, elapsedMinutes, statusGroupOf, teamLeaderGridUpdate } from '../../src/domain/teamLeader/board';
import { USER_STATUS } from '../../src/domain/userStatus/statuses';

const tech = (userStatusId: number | null, clockedIn: number | null = null, visitsDone = 0, visitsLeft = 0) => ({
  userStatusId,
  clockedIn: clockedIn === null ? null : { userStatusId: clockedIn },
  visitsDone,
  visitsLeft,
});

describe('team leader board rules', () => {
  it('groups a technician by open labor first, then by status; no status is off', () => {
    expect(statusGroupOf(tech(USER_STATUS.AVAILABLE, USER_STATUS.ON_SITE))).toBe('onSite');
    expect(statusGroupOf(tech(USER_STATUS.EN_ROUTE, USER_STATUS.EN_ROUTE))).toBe('enRoute');
    expect(statusGroupOf(tech(USER_STATUS.ON_SITE))).toBe('onSite');
    expect(statusGroupOf(tech(USER_STATUS.LUNCH))).toBe('onBreak');
    expect(statusGroupOf(tech(USER_STATUS.BREAK))).toBe('onBreak');
    for (const off of [USER_STATUS.OFF_DUTY, USER_STATUS.SICK, USER_STATUS.VACATION, null]) expect(statusGroupOf(tech(off))).toBe('off');
    for (const elsewhere of [USER_STATUS.AVAILABLE, USER_STATUS.SHOP, USER_STATUS.SUPPLY_HOUSE, USER_STATUS.TRAINING, USER_STATUS.COMPANY_WORK, 99]) {
      expect(statusGroupOf(tech(elsewhere))).toBe('elsewhere');
    }
  });

  it('sums the day', () => {
    const summary = boardSummary([tech(1, 1, 1, 2), tech(2, 2, 0, 1), tech(4), tech(null), tech(3, null, 2, 0)], { rateSheetMissing: 1, overNte: 1, flagged: 2, unassigned: 0, conflict: 3 });
    expect(summary).toEqual({ technicians: 5, onSite: 1, enRoute: 1, onBreak: 1, off: 1, elsewhere: 1, visitsDone: 3, visitsLeft: 3, attention: 7 });
  });

  it('says how long in minutes, hours and days', () => {
    expect([0, 1, 59, 60, 72, 120, 1439, 1440, 1500, 2880].map(elapsedText)).toEqual(['0 min', '1 min', '59 min', '1 h', '1 h 12 min', '2 h', '23 h 59 min', '1 d', '1 d 1 h', '2 d']);
    expect(elapsedText(-5)).toBe('0 min');
    expect(elapsedMinutes('2026-03-01T08:00:00', '2026-03-01T09:12:59')).toBe(72);
    // Counting on after the board was read: 2 minutes later.
    expect(elapsedMinutes('2026-03-01T08:00:00', '2026-03-01T09:12:59', 120_000)).toBe(74);
    expect(elapsedMinutes('2026-03-01T23:50:00', '2026-03-02T00:10:00')).toBe(20);
    expect(elapsedMinutes('bad', '2026-03-01T09:12:59')).toBe(0);
  });

  it("names the board's grid context in its hub event", () => {
    expect(teamLeaderGridUpdate(12)).toEqual(['tl', { technicianId: 12 }]);
  });
});
