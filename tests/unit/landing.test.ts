import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../src/app/areas';
import { HOME_PATH, LOGIN_PATH, afterSignInPath, isRoutedPath, landingPath as landingAmong, recalledUrlFor, rememberableUrl, rememberedEntry } from '../../src/domain/landing';
import { FUNCTIONALITIES as F, MODULES as M } from '../../src/domain/permissions/catalog';
import type { AccessSubject } from '../../src/domain/access';
import { ROLES, type RoleName } from '../../src/domain/permissions/roles';
import { eachCase } from '../support/cases';
import { defaultSubjectOf, subjectOf, type RecordSpec } from './subjects';

const teamLeader: RecordSpec = { module: M.TEAM_LEADER, read: true };
const cooDashboard: RecordSpec = { module: M.COO_DASHBOARD, read: true };
const myWorkOrders: RecordSpec = { module: M.WORK_ORDERS, read: true, functionalities: [F.MY_WORK_ORDERS] };
const salesScheduler: RecordSpec = { module: M.SALES_SCHEDULER, read: true };
const customerProfile: RecordSpec = { module: M.USERS, read: true, functionalities: [F.CUSTOMER_PROFILE] };

const user = (...records: RecordSpec[]) => subjectOf(['Technician'], records);
const PORTAL_ID = '3f2c9a7e-1111-4222-8333-944455556666';

/** An app in which every landing page of the spec exists. */
const EVERY_TARGET = ['/management/teamLeader', '/management/cooDashboard', '/workOrder/mine', '/sales/scheduler', '/customerPortal/:id', HOME_PATH];
const landingPath = (subject: AccessSubject, portalId?: string | null) => landingAmong(subject, EVERY_TARGET, portalId);

describe('landingPath: the first match of spec §2.2 when every landing page exists', () => {
  it('team leader module readable -> /management/teamLeader', () => {
    expect(landingPath(user(teamLeader))).toBe('/management/teamLeader');
  });

  it('COO dashboard readable -> /management/cooDashboard', () => {
    expect(landingPath(user(cooDashboard))).toBe('/management/cooDashboard');
  });

  it('My Work Orders permission -> /workOrder/mine', () => {
    expect(landingPath(user(myWorkOrders))).toBe('/workOrder/mine');
  });

  it('sales scheduler readable -> /sales/scheduler', () => {
    expect(landingPath(user(salesScheduler))).toBe('/sales/scheduler');
  });

  it('Customer Profile permission in the users module -> the customer portal of the user', () => {
    expect(landingPath(user(customerProfile), PORTAL_ID)).toBe(`/customerPortal/${PORTAL_ID}`);
  });

  it('escapes the portal id in the path', () => {
    expect(landingPath(user(customerProfile), 'a b/c?d')).toBe('/customerPortal/a%20b%2Fc%3Fd');
  });

  it('otherwise /home', () => {
    expect(landingPath(user())).toBe(HOME_PATH);
    expect(HOME_PATH).toBe('/home');
    expect(landingPath(user({ module: M.CUSTOMERS, read: true, write: true }))).toBe('/home');
  });

  it('takes the earlier rule when several match, in the spec order', () => {
    const all = [teamLeader, cooDashboard, myWorkOrders, salesScheduler, customerProfile];
    expect(landingPath(user(...all), PORTAL_ID)).toBe('/management/teamLeader');
    expect(landingPath(user(...all.slice(1)), PORTAL_ID)).toBe('/management/cooDashboard');
    expect(landingPath(user(...all.slice(2)), PORTAL_ID)).toBe('/workOrder/mine');
    expect(landingPath(user(...all.slice(3)), PORTAL_ID)).toBe('/sales/scheduler');
    expect(landingPath(user(...all.slice(4)), PORTAL_ID)).toBe(`/customerPortal/${PORTAL_ID}`);
  });

  it('a module record without read does not land there', () => {
    expect(landingPath(user({ module: M.TEAM_LEADER, read: false }))).toBe('/home');
    expect(landingPath(user({ module: M.COO_DASHBOARD, read: false }))).toBe('/home');
    expect(landingPath(user({ module: M.SALES_SCHEDULER, read: false }))).toBe('/home');
  });

  it('My Work Orders listed on a record with neither read nor write does not count', () => {
    expect(landingPath(user({ module: M.WORK_ORDERS, functionalities: [F.MY_WORK_ORDERS] }))).toBe('/home');
  });

  it('My Work Orders counts in the Work Orders module only', () => {
    expect(landingPath(user({ module: M.FLEET, read: true, functionalities: [F.MY_WORK_ORDERS] }))).toBe('/home');
  });

  it('Customer Profile counts in the users module only, and needs the portal id', () => {
    expect(landingPath(user({ module: M.CUSTOMERS, read: true, functionalities: [F.CUSTOMER_PROFILE] }), PORTAL_ID)).toBe('/home');
    expect(landingPath(user(customerProfile))).toBe('/home');
    expect(landingPath(user(customerProfile), null)).toBe('/home');
    expect(landingPath(user(customerProfile), '')).toBe('/home');
  });

  it('a Super Admin lands on the team leader page (every module is readable)', () => {
    expect(landingPath(subjectOf(['Super Admin'], []))).toBe('/management/teamLeader');
  });

  it('lands each demo role where its default permissions lead', () => {
    expect(landingPath(defaultSubjectOf('Team Leader'))).toBe('/management/teamLeader');
    expect(landingPath(defaultSubjectOf('Service Manager'))).toBe('/management/cooDashboard');
    expect(landingPath(defaultSubjectOf('Technician'))).toBe('/workOrder/mine');
    expect(landingPath(defaultSubjectOf('Responsible Master Plumber'))).toBe('/workOrder/mine');
    expect(landingPath(defaultSubjectOf('Sales Person'))).toBe('/sales/scheduler');
    expect(landingPath(defaultSubjectOf('Customer'), PORTAL_ID)).toBe(`/customerPortal/${PORTAL_ID}`);
    expect(landingPath(defaultSubjectOf('Accounting'))).toBe('/home');
    expect(landingPath(defaultSubjectOf('Admin'))).toBe('/management/cooDashboard');
  });
});

describe('landingPath: only pages that exist', () => {
  const superAdmin = subjectOf(['Super Admin'], []);

  it('falls through to the next match while a landing page is not built', () => {
    const withoutDashboards = EVERY_TARGET.filter((path) => !path.startsWith('/management/'));
    expect(landingAmong(superAdmin, withoutDashboards, PORTAL_ID)).toBe('/workOrder/mine');
    expect(landingAmong(defaultSubjectOf('Service Manager'), withoutDashboards)).toBe('/home');
    expect(landingAmong(defaultSubjectOf('Customer'), ['/home'], PORTAL_ID)).toBe('/home');
  });

  it('while the COO dashboard is not built, lands its readers who see the whole schedule on the dispatch board', () => {
    const cooReader = user(cooDashboard, myWorkOrders, { module: M.WORK_ORDERS, read: true, functionalities: [F.MY_WORK_ORDERS, F.CAN_ACCESS_SCHEDULE_GRID] });
    const withoutCoo = EVERY_TARGET.filter((path) => path !== '/management/cooDashboard');
    expect(landingAmong(cooReader, [...withoutCoo, '/management/schedule'])).toBe('/management/schedule');
    expect(landingAmong(cooReader, [...EVERY_TARGET, '/management/schedule'])).toBe('/management/cooDashboard');
    // Without the whole schedule the dispatch board is not theirs: the order goes on.
    expect(landingAmong(user(cooDashboard, myWorkOrders), [...withoutCoo, '/management/schedule'])).toBe('/workOrder/mine');
    expect(landingAmong(user(cooDashboard), ['/home', '/management/schedule'])).toBe('/home');
  });

  it('lands on a page from the day its route is added', () => {
    expect(landingAmong(defaultSubjectOf('Sales Person'), ['/home'])).toBe('/home');
    expect(landingAmong(defaultSubjectOf('Sales Person'), ['/home', '/sales/scheduler'])).toBe('/sales/scheduler');
    expect(landingAmong(defaultSubjectOf('Customer'), ['/home', '/customerPortal/:clientAuthenticationId'], PORTAL_ID)).toBe(
      `/customerPortal/${PORTAL_ID}`,
    );
  });

  describe('lands every demo role on a page of the app as it is', () => {
    const lands = (role: RoleName) => landingAmong(defaultSubjectOf(role), APP_PATHS, PORTAL_ID);

    eachCase(lands, [
      ['Technician', '/workOrder/mine'],
      ['Team Leader', '/management/teamLeader'],
      ['Super Admin', '/management/teamLeader'],
      ['Admin', '/management/schedule'],
      ['Service Manager', '/management/schedule'],
      ['Regional Manager', '/management/schedule'],
      ['Accounting', '/home'],
      ['Sales Person', '/sales/scheduler'],
      ['Customer', '/home'],
    ]);

    it('each on a routed page', () => {
      for (const { name } of ROLES) expect(isRoutedPath(APP_PATHS, lands(name)), name).toBe(true);
    });
  });
});

describe('rememberableUrl: the intended URL kept before going to sign in', () => {
  it('keeps path, query and hash', () => {
    expect(rememberableUrl('/workOrder/mine')).toBe('/workOrder/mine');
    expect(rememberableUrl('/quotes/Q-1/2/view', '?tab=lines&page=2', '#totals')).toBe('/quotes/Q-1/2/view?tab=lines&page=2#totals');
    expect(rememberableUrl('/notifications', '', '#latest')).toBe('/notifications#latest');
  });

  it('removes a token query parameter, whatever its case, and keeps the others', () => {
    expect(rememberableUrl('/workOrderLaborApprove/abc', '?token=secret&returnUrl=%2Fhome', '#x')).toBe(
      '/workOrderLaborApprove/abc?returnUrl=%2Fhome#x',
    );
    expect(rememberableUrl('/x', '?Token=1&a=1&TOKEN=2&b=2&tOkEn=3')).toBe('/x?a=1&b=2');
  });

  it('removes every token parameter when it is repeated', () => {
    expect(rememberableUrl('/x', '?token=1&token=2&keep=yes')).toBe('/x?keep=yes');
  });

  it('leaves no dangling "?" when the token was the only parameter', () => {
    expect(rememberableUrl('/billing', '?token=abc')).toBe('/billing');
    expect(rememberableUrl('/billing', '?token=abc', '#h')).toBe('/billing#h');
  });

  it('keeps parameters whose name merely contains "token"', () => {
    expect(rememberableUrl('/x', '?tokens=1&accessTokenHint=2')).toBe('/x?tokens=1&accessTokenHint=2');
  });

  it('accepts a query string with or without its leading "?"', () => {
    expect(rememberableUrl('/x', 'a=1&token=2')).toBe('/x?a=1');
  });

  it('never remembers / or /login', () => {
    expect(rememberableUrl('/')).toBeNull();
    expect(rememberableUrl('/', '?a=1')).toBeNull();
    expect(rememberableUrl('/login')).toBeNull();
    expect(rememberableUrl('/login', '?token=1', '#x')).toBeNull();
    expect(LOGIN_PATH).toBe('/login');
  });
});

describe('afterSignInPath', () => {
  const technician = defaultSubjectOf('Technician');

  it('only decides when the user is at / or /login', () => {
    expect(afterSignInPath('/quotes', '/billing', technician, EVERY_TARGET)).toBeNull();
    expect(afterSignInPath('/home', null, technician, EVERY_TARGET)).toBeNull();
  });

  it('goes to the remembered URL when there is one', () => {
    expect(afterSignInPath('/', '/billing?tab=2#x', technician, EVERY_TARGET)).toBe('/billing?tab=2#x');
    expect(afterSignInPath('/login', '/billing', technician, EVERY_TARGET)).toBe('/billing');
  });

  it('otherwise applies the landing rule', () => {
    expect(afterSignInPath('/', null, technician, EVERY_TARGET)).toBe('/workOrder/mine');
    expect(afterSignInPath('/login', '', technician, EVERY_TARGET)).toBe('/workOrder/mine');
    expect(afterSignInPath('/login', null, defaultSubjectOf('Customer'), EVERY_TARGET, PORTAL_ID)).toBe(`/customerPortal/${PORTAL_ID}`);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/login'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'billing'],
    ['a backslash that browsers read as a slash', '/\\evil.example/'],
    ['a tab hidden between the slashes', '/\t/evil.example/'],
  ])('never sends the user off-site: rejects %s', (_label, remembered) => {
    expect(afterSignInPath('/login', remembered, technician, EVERY_TARGET)).toBe('/workOrder/mine');
  });
});

describe('isRoutedPath', () => {
  // literal segments match exactly, a :name segment any one non-empty segment
  eachCase((path: string) => isRoutedPath(['/home', '/workOrder/:key/edit'], path), [
    ['/home', true],
    ['/workOrder/WO-7/edit', true],
    ['/workOrder//edit', false],
    ['/workOrder/WO-7', false],
    ['/home/more', false],
    ['/Home', false],
  ]);
});

describe('the remembered URL belongs to the user who was signed in', () => {
  it('returns the same user to it', () => {
    expect(recalledUrlFor(rememberedEntry('/workOrder/mine?page=2', 7), 7)).toBe('/workOrder/mine?page=2');
  });

  it('sends another user who signs in on the same browser to their own landing page', () => {
    expect(recalledUrlFor(rememberedEntry('/workOrder/mine', 7), 8)).toBeNull();
  });

  it('takes a link opened while nobody was signed in to whoever signs in', () => {
    expect(recalledUrlFor(rememberedEntry('/permissions?role=3#modules', null), 8)).toBe('/permissions?role=3#modules');
  });

  it('keeps a URL remembered with no user known for the user whose session ended before it', () => {
    // A tab found the technician's session ended (401) and dropped the token; the page opened
    // again finds no token, and remembers where it was for nobody it knows.
    const afterTheTab = rememberedEntry('/workOrder/mine?page=1', 7);
    const reopened = rememberedEntry('/workOrder/mine?page=1', null, afterTheTab);
    expect(recalledUrlFor(reopened, 8)).toBeNull();
    expect(recalledUrlFor(reopened, 7)).toBe('/workOrder/mine?page=1');
  });

  it('takes another link opened signed out, after a session ended, to whoever signs in', () => {
    const reopened = rememberedEntry('/workOrder/all', null, rememberedEntry('/home', 7));
    expect(recalledUrlFor(reopened, 8)).toBe('/workOrder/all');
  });

  it('lets a known user replace what was remembered for another', () => {
    expect(recalledUrlFor(rememberedEntry('/notifications', 8, rememberedEntry('/workOrder/mine', 7)), 8)).toBe('/notifications');
  });

  it('reads a URL kept by an earlier version as remembered by nobody, and ignores anything else', () => {
    expect(recalledUrlFor('/notifications', 3)).toBe('/notifications');
    expect(recalledUrlFor(null, 3)).toBeNull();
    expect(recalledUrlFor('{"url":5}', 3)).toBeNull();
    expect(recalledUrlFor('not json', 3)).toBeNull();
  });
});
