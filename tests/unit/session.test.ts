import { describe, expect, it } from 'vitest';
import {
  REFRESH_WINDOW_SECONDS,
  isExpired,
  needsRefresh,
  secondsLeft,
  sessionUserFromClaims,
  type TokenClaims,
} from '../../src/domain/session';

const claims: TokenClaims = {
  subscriberId: '7',
  unique_name: '42',
  userName: 'technician',
  roleIds: '4,14',
  roles: 'Technician,Plumber',
  userStatusId: '3',
  userStatus: 'Available',
  email: 'technician@example.test',
  jobTitleId: '12',
  Flags: '{"hasCustomer":true,"hasRateSheetSetUp":false}',
  exp: 1_900_003_600,
  iat: 1_900_000_000,
  nbf: 1_900_000_000,
};

describe('sessionUserFromClaims (spec §3.1)', () => {
  it('decodes every claim into the session user', () => {
    expect(sessionUserFromClaims(claims)).toEqual({
      name: 'technician',
      email: 'technician@example.test',
      subscriberId: 7,
      userId: 42,
      userName: 'technician',
      userRoleId: [4, 14],
      userRoles: ['Technician', 'Plumber'],
      userStatusId: 3,
      userStatus: 'Available',
      jobTitleId: 12,
      flags: { hasCustomer: true, hasRateSheetSetUp: false },
      exp: 1_900_003_600,
      iat: 1_900_000_000,
      nbf: 1_900_000_000,
    });
  });

  it('splits comma-separated role ids and roles, trimming blanks and dropping empties', () => {
    const user = sessionUserFromClaims({ ...claims, roleIds: ' 4, 14 ,,', roles: 'Technician , Master Plumber,' });
    expect(user.userRoleId).toEqual([4, 14]);
    expect(user.userRoles).toEqual(['Technician', 'Master Plumber']);
  });

  it('drops role ids that are not numbers', () => {
    expect(sessionUserFromClaims({ ...claims, roleIds: '4,x,5' }).userRoleId).toEqual([4, 5]);
  });

  it('reads a user with a single role, no status and no job title', () => {
    const user = sessionUserFromClaims({ ...claims, roleIds: '18', roles: 'Customer', userStatusId: '', userStatus: '', jobTitleId: '' });
    expect(user.userRoleId).toEqual([18]);
    expect(user.userRoles).toEqual(['Customer']);
    expect(user.userStatusId).toBeNull();
    expect(user.jobTitleId).toBeNull();
  });

  it('gives empty values, not errors, for missing claims', () => {
    const user = sessionUserFromClaims({ subscriberId: '1', unique_name: '2' });
    expect(user).toMatchObject({
      name: '',
      email: '',
      userName: '',
      subscriberId: 1,
      userId: 2,
      userRoleId: [],
      userRoles: [],
      userStatusId: null,
      userStatus: '',
      jobTitleId: null,
      flags: {},
    });
  });

  it('gives no flags when the Flags claim is not a JSON object', () => {
    expect(sessionUserFromClaims({ ...claims, Flags: 'oops' }).flags).toEqual({});
  });

  it('gives a null status for a status claim that is not a number', () => {
    expect(sessionUserFromClaims({ ...claims, userStatusId: 'abc' }).userStatusId).toBeNull();
  });
});

describe('token timing: refresh when 30 minutes or less remain (spec §4, §9)', () => {
  const now = 1_900_000_000_000; // ms
  const nowSeconds = now / 1000;

  it('the window is 30 minutes', () => {
    expect(REFRESH_WINDOW_SECONDS).toBe(1800);
  });

  it('counts whole seconds left until exp', () => {
    expect(secondsLeft(nowSeconds + 90, now)).toBe(90);
    expect(secondsLeft(nowSeconds + 90, now + 999)).toBe(90);
    expect(secondsLeft(nowSeconds + 90, now + 1000)).toBe(89);
  });

  it('does not refresh with more than 30 minutes left', () => {
    expect(needsRefresh(nowSeconds + 1801, now)).toBe(false);
    expect(needsRefresh(nowSeconds + 8 * 3600, now)).toBe(false);
  });

  it('refreshes with exactly 30 minutes left and with less', () => {
    expect(needsRefresh(nowSeconds + 1800, now)).toBe(true);
    expect(needsRefresh(nowSeconds + 1799, now)).toBe(true);
    expect(needsRefresh(nowSeconds + 1, now)).toBe(true);
  });

  it('an expired token is expired, not refreshed', () => {
    expect(isExpired(nowSeconds, now)).toBe(true);
    expect(isExpired(nowSeconds - 60, now)).toBe(true);
    expect(needsRefresh(nowSeconds, now)).toBe(false);
    expect(needsRefresh(nowSeconds - 60, now)).toBe(false);
  });

  it('a token with time left is not expired', () => {
    expect(isExpired(nowSeconds + 1, now)).toBe(false);
    expect(isExpired(nowSeconds + 1801, now)).toBe(false);
  });

  it('uses the current time when none is given', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(needsRefresh(inAnHour)).toBe(false);
    expect(isExpired(inAnHour)).toBe(false);
    expect(needsRefresh(Math.floor(Date.now() / 1000) + 600)).toBe(true);
  });
});
