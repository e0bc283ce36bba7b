/**
 * Every menu target exists for every role: each entry a demo role's menu shows (under the
 * default role-to-permission mapping) is a page the app registers, openable as it is (no
 * :parameter left to fill) and let through by its own route guard, the check RoutePage makes.
 */
import { describe, expect, it } from 'vitest';
import { APP_PATHS, APP_ROUTES, menuRoutesFor } from '../../src/app/areas';
import { meets } from '../../src/domain/access';
import { isRoutedPath } from '../../src/domain/landing';
import { ROLES, type RoleName } from '../../src/domain/permissions/roles';
import { defaultSubjectOf } from './subjects';

const menuOf = (role: RoleName) => menuRoutesFor(defaultSubjectOf(role));

describe('menu targets of every demo role', () => {
  it.each(ROLES.map((role) => role.name))('%s: every menu entry opens a registered page its guard lets through', (role) => {
    const subject = defaultSubjectOf(role);
    for (const entry of menuOf(role)) {
      expect(entry.path, `${role}: ${entry.menu?.label}`).not.toContain(':');
      expect(isRoutedPath(APP_PATHS, entry.path), `${role}: ${entry.path}`).toBe(true);
      const route = APP_ROUTES.find((r) => r.path === entry.path);
      expect(route && meets(subject, route.requires), `${role}: ${entry.path}`).toBe(true);
    }
  });

  it('each menu entry appears once', () => {
    for (const { name } of ROLES) {
      const paths = menuOf(name).map((entry) => entry.path);
      expect(new Set(paths).size, name).toBe(paths.length);
    }
  });

  it('shows each role the entries its permissions give', () => {
    const paths = (role: RoleName) => menuOf(role).map((entry) => entry.path);
    const everyWorkOrderPage = ['/home', '/workOrder/all', '/workOrder/mine', '/workOrder/history', '/workOrder/create'];
    const schedule = ['/management/schedule', '/techScheduledRoute'];
    const thirdParty = ['/third-party/corrigo', '/third-party/service-channel'];
    const credentials = ['/administration/accountSettings/thirdPartyCredentials', '/administration/accountSettings/serviceChannelCredentials'];
    expect(paths('Super Admin')).toEqual([...everyWorkOrderPage, '/management/teamLeader', ...schedule, ...thirdParty, ...credentials, '/permissions', '/sales/scheduler']);
    expect(paths('Admin')).toEqual([...everyWorkOrderPage, ...schedule, ...thirdParty, ...credentials, '/permissions', '/sales/scheduler']);
    expect(paths('Team Leader')).toEqual([...everyWorkOrderPage, '/management/teamLeader', ...schedule, ...thirdParty]);
    expect(paths('Service Manager')).toEqual(['/home', '/workOrder/all', '/workOrder/history', '/workOrder/create', ...schedule, ...thirdParty]);
    // Accounting writes Settings but holds no Integration Credentials: it reads Corrigo's and Ecotrak's (never a secret), and never Service Channel's page.
    expect(paths('Accounting')).toEqual(['/home', '/workOrder/all', '/workOrder/history', '/administration/accountSettings/thirdPartyCredentials']);
    expect(paths('Technician')).toEqual(['/home', '/workOrder/mine', '/workOrder/history', '/techScheduledRoute']);
    expect(paths('Sales Person')).toEqual(['/home', '/sales/scheduler']);
    expect(paths('Customer')).toEqual(['/home']);
  });
});
