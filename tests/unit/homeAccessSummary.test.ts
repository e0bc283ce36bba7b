/**
 * What a customer and a technician are shown: the Users screen needs "All Users" or Users
 * write, the status picker is for those who clock in, and Home's "Your access" lists only the
 * modules of screens the user may open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { meets, type AccessSubject } from '../../src/domain/access';
import { USERS_LIST_REQUIRES } from '../../src/domain/users/list';
import { canWorkOnWorkOrders } from '../../src/domain/workOrders/access';
import { menuRoutesFor, registerAreaOverrides } from '../../src/app/areas';
import { accessSummary } from '../../src/custom/home/accessSummary';
import { buildEntries } from '../../src/resources/registry/entries';
import { registeredOverrides } from '../../src/resources/registry/overrides';
import { defaultSubjectOf } from './subjects';

beforeAll(registerAreaOverrides);

/** The menu's hand-written entries and the requirements of every screen the user may open (no settings lists). */
function shownTo(subject: AccessSubject) {
  const routes = menuRoutesFor(subject);
  const entries = buildEntries([], registeredOverrides(), (requirement) => meets(subject, requirement));
  return {
    menu: [...routes.map((r) => r.menu!.label), ...entries.map((e) => e.label)],
    screens: [...routes.map((r) => r.requires), ...entries.map((e) => e.requires)],
  };
}

describe('the customer', () => {
  const customer = defaultSubjectOf('Customer');

  it('has no Users entry, no status picker and nothing listed under "Your access"', () => {
    const { menu, screens } = shownTo(customer);
    expect(menu).not.toContain('Users');
    expect(meets(customer, USERS_LIST_REQUIRES)).toBe(false);
    expect(canWorkOnWorkOrders(customer)).toBe(false);
    expect(accessSummary(customer, screens)).toEqual([]);
  });
});

describe('"Your access"', () => {
  it("lists a technician's Work Orders, not the modules without a screen (Timesheet, Fleet, SOP...)", () => {
    const technician = defaultSubjectOf('Technician');
    const { screens } = shownTo(technician);
    expect(accessSummary(technician, screens).map((m) => m.name)).toEqual(['Work Orders']);
    expect(canWorkOnWorkOrders(technician)).toBe(true);
  });

  it('keeps Users for those who manage users, with the Users screen', () => {
    const payroll = defaultSubjectOf('Payroll Manager');
    const { menu, screens } = shownTo(payroll);
    expect(menu).toContain('Users');
    expect(accessSummary(payroll, screens).map((m) => m.name)).toContain('Users');
  });
});
