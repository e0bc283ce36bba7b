/**
 * Which modules of the Permissions page have no screen yet: read from what the app's pages
 * need (the areas' routes and the overrides' own entries) and the generated screens the
 * server lists per module, never from a list kept by hand.
 */
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, registerAreaOverrides } from '../../src/app/areas';
import { modulesOf, namedRules, needs } from '../../src/domain/access';
import { FUNCTIONALITIES as F, MODULES as M, MODULE_CATALOG } from '../../src/domain/permissions/catalog';
import { modulesWithoutScreens, pageRequirements } from '../../src/custom/permissions/moduleScreens';
import { registeredOverrides } from '../../src/resources/registry/overrides';

const catalog = (generated: Partial<Record<string, string[]>> = {}) =>
  MODULE_CATALOG.map((m) => ({ id: m.id, name: m.name, functionalities: m.functionalities, generatedScreens: generated[m.name] ?? [] }));

registerAreaOverrides();
const appPages = () => pageRequirements(APP_ROUTES, registeredOverrides());

describe('modulesOf', () => {
  it('names the module of each kind of requirement, once', () => {
    expect(modulesOf(undefined)).toEqual([]);
    expect(modulesOf(needs.read(M.QUOTES))).toEqual([M.QUOTES]);
    expect(modulesOf(needs.functionality(F.MY_AUTO, M.FLEET))).toEqual([M.FLEET]);
    // A named permission given without its module belongs to the module that offers it.
    expect(modulesOf(needs.functionality(F.LOCK_TIMESHEET))).toEqual([M.TIMESHEET]);
    expect(modulesOf([needs.write(M.WORK_ORDERS), needs.read(M.WORK_ORDERS), needs.read(M.SOP)])).toEqual([M.WORK_ORDERS, M.SOP]);
    const { rule } = namedRules({ rule: [needs.write(M.SETTINGS), needs.functionality(F.APPROVE_CLOCK_TIMES, M.TIMESHEET)] });
    expect(modulesOf(rule)).toEqual([M.SETTINGS, M.TIMESHEET]);
  });
});

describe('modules without a screen yet', () => {
  it('leave out every module a page of the app needs, and the modules of generated screens', () => {
    const without = modulesWithoutScreens(catalog({ [M.VENDOR]: ['Vendors'] }), appPages());
    const withScreens = new Set(appPages().flatMap(modulesOf));
    expect([...withScreens]).toEqual(expect.arrayContaining([M.WORK_ORDERS, M.TEAM_LEADER, M.SALES_SCHEDULER, M.PERMISSIONS, M.SETTINGS, M.USERS]));
    for (const module of withScreens) expect(without.has(module), module).toBe(false);
    expect(without.has(M.VENDOR)).toBe(false);
    expect(without.has(M.QUOTES)).toBe(true);
    expect(without.size).toBe(MODULE_CATALOG.length - withScreens.size - 1);
  });

  it('follow a module that gains a page or a generated screen', () => {
    expect(modulesWithoutScreens(catalog(), appPages()).has(M.QUOTES)).toBe(true);
    const quotesPage = { requires: [needs.functionality(F.ALL_QUOTES, M.QUOTES)] };
    expect(modulesWithoutScreens(catalog(), pageRequirements([...APP_ROUTES, quotesPage], [])).has(M.QUOTES)).toBe(false);
    expect(modulesWithoutScreens(catalog({ [M.QUOTES]: ['Quote Templates'] }), appPages()).has(M.QUOTES)).toBe(false);
  });

  it("count an override's own entry as a page of its module", () => {
    const fleet = { path: '/fleet', screens: {}, standalone: { name: 'fleet', label: 'Fleet', group: 'Fleet', requires: needs.read(M.FLEET) } };
    expect(modulesWithoutScreens(catalog(), pageRequirements([], [fleet])).has(M.FLEET)).toBe(false);
    expect(modulesWithoutScreens(catalog(), pageRequirements([], [{ ...fleet, standalone: undefined }])).has(M.FLEET)).toBe(true);
  });
});
