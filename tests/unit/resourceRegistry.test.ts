import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { describe, expect, it } from 'vitest';
import { closestPath, menuSections } from '../../src/app/layout/menuEntries';
import { MENU_GROUPS, menuGroupOf, orderedMenuGroups } from '../../src/ui/navigation/menuGroups';
import type { AppRoute } from '../../src/ui/navigation/routeTypes';
import { needs } from '../../src/domain/access';
import type { ResourceSummary } from '../../src/domain/resources/meta';
import { buildEntries, linksOf, routesOf } from '../../src/resources/registry/entries';
import type { ResourceOverride } from '../../src/resources/registry/overrides';

const summary = (name: string, path: string, label: string, group: string, singleton = false, createPath = `${path}/create`): ResourceSummary => ({
  name,
  path,
  label,
  group,
  module: 'Settings',
  singleton,
  createPath,
});

const SUMMARIES = [
  summary('regions', '/administration/accountSettings/regions', 'Regions', 'Account Settings'),
  summary('subscriberSettings', '/administration/accountSettings/subscriberSettings', 'Subscriber Settings', 'Account Settings', true),
  summary('baseCities', '/administration/baseCities', 'Base Cities', 'Administration'),
  summary('workOrderFlags', '/administration/flags', 'Work Order Flags', 'Flags'),
  summary('customerFlags', '/administration/flags/customers', 'Customer Flags', 'Flags'),
  summary('gadgets', '/administration/gadgets', 'Gadgets', 'Gizmos'),
];

const Screen = () => null;
const USERS: ResourceOverride = {
  path: '/administration/users',
  screens: { list: Screen },
  standalone: { name: 'users', label: 'Users', group: 'Administration', requires: needs.read('Users'), icon: PeopleAltOutlined },
};
const CITIES: ResourceOverride = { path: '/administration/baseCities', screens: { edit: Screen } };

describe('resource entries', () => {
  it('come from the meta list, with overrides attached, plus standalone overrides the user meets', () => {
    const entries = buildEntries(SUMMARIES, [USERS, CITIES], () => true);
    expect(entries.map((e) => e.name)).toEqual(['regions', 'subscriberSettings', 'baseCities', 'workOrderFlags', 'customerFlags', 'gadgets', 'users']);
    expect(entries.find((e) => e.name === 'baseCities')?.override).toBe(CITIES);
    expect(entries.find((e) => e.name === 'regions')?.requires).toEqual(needs.read('Settings'));
    expect(buildEntries(SUMMARIES, [USERS], () => false).some((e) => e.name === 'users')).toBe(false);
  });

  it('have list, create and edit routes; a singleton has its edit screen only', () => {
    const [regions, settings] = buildEntries(SUMMARIES, [], () => true);
    expect(routesOf(regions)).toEqual([
      { path: '/administration/accountSettings/regions', screen: 'list' },
      { path: '/administration/accountSettings/regions/create', screen: 'create' },
      { path: '/administration/accountSettings/regions/:id', screen: 'edit' },
    ]);
    expect(routesOf(settings)).toEqual([{ path: '/administration/accountSettings/subscriberSettings', screen: 'edit' }]);
    expect(linksOf(regions).edit(7)).toBe('/administration/accountSettings/regions/7');
  });

  it('create at the path the schema names instead, where the spec names one', () => {
    const [customers] = buildEntries([summary('customers', '/customer', 'Customers', 'Customers', false, '/customer/add')], [], () => true);
    expect(routesOf(customers).map((route) => route.path)).toEqual(['/customer', '/customer/add', '/customer/:id']);
    expect(linksOf(customers).create).toBe('/customer/add');
  });
});

describe('menu groups', () => {
  it('follow the spec’s order; unknown groups come after, by name', () => {
    expect(menuGroupOf('Job Settings').id).toBe('jobSettings');
    expect(menuGroupOf('Gizmos')).toMatchObject({ id: 'group-gizmos', label: 'Gizmos' });
    const ordered = orderedMenuGroups([menuGroupOf('Gizmos'), menuGroupOf('SOP'), menuGroupOf('Administration'), menuGroupOf('Apples'), menuGroupOf('Flags')]);
    expect(ordered.map((g) => g.label)).toEqual(['Administration', 'Flags', 'SOP', 'Apples', 'Gizmos']);
    expect(new Set(MENU_GROUPS.map((g) => g.id)).size).toBe(MENU_GROUPS.length);
  });

  it('hold route-table entries first, then hand-written screens, then generated lists by name; settings lists only to a search', () => {
    const routes = [
      { path: '/home', title: 'Home', component: Screen, menu: { label: 'Home', icon: ListAltOutlined } },
      { path: '/permissions', title: 'Permissions', component: Screen, menu: { label: 'Permissions', icon: ListAltOutlined, group: 'administration' } },
    ] as unknown as AppRoute[];
    const entries = buildEntries(SUMMARIES, [USERS], () => true);
    const shown = menuSections(routes, entries);
    expect(shown.top.map((e) => e.label)).toEqual(['Home']);
    expect(shown.sections.map((s) => [s.group.label, s.entries.map((e) => e.label)])).toEqual([['Administration', ['Permissions', 'Users']]]);
    expect(shown.settings?.label).toBe('Settings');
    const { sections } = menuSections(routes, entries, 's');
    expect(sections.map((s) => [s.group.label, s.entries.map((e) => e.label)])).toEqual([
      ['Administration', ['Permissions', 'Users', 'Base Cities']],
      ['Flags', ['Customer Flags', 'Work Order Flags']],
      ['Account Settings', ['Regions', 'Subscriber Settings']],
      ['Gizmos', ['Gadgets']],
    ]);
    const settings = sections[2].entries[1];
    expect(settings.icon).toBe(TuneOutlined);
    expect(sections[0].entries[1].icon).toBe(PeopleAltOutlined);
  });

  it('narrow to what matches a search', () => {
    const { top, sections } = menuSections([], buildEntries(SUMMARIES, [], () => true), 'FLAG');
    expect(top).toEqual([]);
    expect(sections.flatMap((s) => s.entries.map((e) => e.label))).toEqual(['Customer Flags', 'Work Order Flags']);
  });

  it('mark only the closest entry active', () => {
    const entries = [{ path: '/administration/flags' }, { path: '/administration/flags/customers' }].map((e) => ({ ...e, label: '', icon: ListAltOutlined }));
    expect(closestPath(entries, '/administration/flags/customers/12')).toBe('/administration/flags/customers');
    expect(closestPath(entries, '/administration/flags/3')).toBe('/administration/flags');
    expect(closestPath(entries, '/administration/flagship')).toBeNull();
  });
});
