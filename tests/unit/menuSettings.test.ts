/**
 * The menu an administrator sees (issue 34): daily work first, customers and office areas next,
 * administration and one Settings entry last; the settings lists gathered on the Settings page
 * in groups, found by its search and by the menu's; every menu label tells its screen apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuRoutesFor } from '../../src/app/areas';
import { menuSections, type MenuEntry } from '../../src/app/layout/menuEntries';
import type { ResourceSummary } from '../../src/domain/resources/meta';
import { SETTINGS_PATH } from '../../src/domain/resources/paths';
import type { RoleName } from '../../src/domain/permissions/roles';
import { buildEntries } from '../../src/resources/registry/entries';
import { isSettingsEntry, settingsGroups } from '../../src/resources/registry/settings';
import { usersOverride } from '../../src/custom/users';
import { defaultSubjectOf } from './subjects';

/** The meta list an administrator gets: every schema of the repository. */
const SUMMARIES: ResourceSummary[] = readdirSync('schemas')
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => JSON.parse(readFileSync(path.join('schemas', file), 'utf8'))['x-resource'])
  .map((r) => ({ name: r.name, path: r.path, label: r.label, group: r.group, module: r.module, singleton: Boolean(r.singleton), createPath: r.createPath ?? `${r.path}/create` }));

const ENTRIES = buildEntries(SUMMARIES, [usersOverride], () => true);
const menuOf = (role: RoleName, term = '') => menuSections(menuRoutesFor(defaultSubjectOf(role)), ENTRIES, term);
const labels = (entries: readonly MenuEntry[]) => entries.map((e) => e.label);

describe('the settings lists', () => {
  it('are the generated lists of the administration tree; customers and the users screen are not', () => {
    const settings = ENTRIES.filter(isSettingsEntry).map((e) => e.label);
    expect(settings).toEqual(expect.arrayContaining(['Work Order Statuses', 'Work Order Flags', 'Regions', 'Base Cities', 'Permit Types', 'Subscriber Settings']));
    expect(settings).not.toContain('Customers');
    expect(settings).not.toContain('Customer Rate Sheets');
    expect(settings).not.toContain('Users');
    expect(settings).toHaveLength(SUMMARIES.filter((s) => s.path.startsWith('/administration/')).length);
  });

  it('are grouped by their schema group in menu-group order, each group by name', () => {
    const groups = settingsGroups(ENTRIES);
    expect(groups.map((g) => g.group.label).slice(0, 5)).toEqual(['Administration', 'Sales', 'Status', 'Flags', 'Job Settings']);
    const status = groups.find((g) => g.group.label === 'Status')!;
    expect(status.entries.map((e) => e.label)).toEqual(['Credit Statuses', 'Fleet Statuses', 'Material Statuses', 'User Statuses', 'Work Order Statuses']);
    expect(groups.flatMap((g) => g.entries)).toHaveLength(ENTRIES.filter(isSettingsEntry).length);
  });

  it('narrow to the lists whose name, or whose group, holds the search', () => {
    const byName = settingsGroups(ENTRIES, ' statuses ');
    expect(byName.map((g) => g.group.label)).toEqual(['Status', 'Job Settings', 'SOP']);
    expect(byName[0].entries).toHaveLength(5);
    const byGroup = settingsGroups(ENTRIES, 'equipment info');
    expect(byGroup.flatMap((g) => g.entries.map((e) => e.label))).toEqual(['Equipment Categories', 'Make Details', 'Makes', 'Refrigerants', 'Voltages']);
    expect(settingsGroups(ENTRIES, 'xyz')).toEqual([]);
  });
});

describe("the administrator's menu", () => {
  it('leads with the daily work, then customers and office areas, then administration, and Settings last', () => {
    const { top, sections, settings } = menuOf('Admin');
    expect(labels(top)).toEqual(['Home']);
    expect(sections.map((s) => s.group.label)).toEqual(['Work Orders', 'Management', 'Sales', 'Customers', 'Third Party', 'Administration']);
    expect(labels(sections[0].entries)).toEqual(['All Work Orders', 'My Work Orders', 'My Route', 'Create Work Order', 'Work Order History']);
    expect(labels(sections[3].entries)).toEqual(['Customer Rate Sheets', 'Customers']);
    expect(labels(sections[4].entries)).toEqual(['Corrigo', 'Service Channel Work Orders', 'Third Party Credentials', 'Service Channel Credentials']);
    expect(labels(sections[5].entries)).toEqual(['Permissions', 'Users']);
    expect(settings).toMatchObject({ path: SETTINGS_PATH, label: 'Settings' });
  });

  it('lists no settings list one by one: one Settings entry opens them', () => {
    const { top, sections } = menuOf('Admin');
    const shown = [...top, ...sections.flatMap((s) => s.entries)];
    expect(shown.length).toBeLessThan(25);
    expect(shown.filter((e) => e.path.startsWith('/administration/') && e.path !== usersOverride.path && !e.path.includes('Credentials'))).toEqual([]);
  });

  it('still finds a settings list by search, in its group, and the Settings entry by its name', () => {
    const regions = menuOf('Admin', 'region');
    expect(regions.sections.map((s) => [s.group.label, labels(s.entries)])).toEqual([['Account Settings', ['Regions']]]);
    expect(regions.settings).toBeNull();
    const settings = menuOf('Admin', 'settings');
    expect(settings.settings?.path).toBe(SETTINGS_PATH);
    expect(settings.sections.flatMap((s) => labels(s.entries))).toContain('Subscriber Settings');
  });

  it('offers no Settings entry to whom no settings list is open', () => {
    expect(menuSections(menuRoutesFor(defaultSubjectOf('Admin')), ENTRIES.filter((e) => !isSettingsEntry(e)), '').settings).toBeNull();
  });

  it('names the three Service Channel screens apart, and every screen once', () => {
    const everything = [...labels(menuRoutesFor(defaultSubjectOf('Super Admin')).map((r) => ({ ...r.menu!, path: r.path }))), ...ENTRIES.map((e) => e.label)];
    const channel = everything.filter((label) => label.includes('Service Channel'));
    expect(channel.sort()).toEqual(['Service Channel Credentials', 'Service Channel Settings', 'Service Channel Work Orders']);
    expect(new Set(everything).size).toBe(everything.length);
  });
});

describe("a field worker's menu", () => {
  it('leads with their own work orders and route', () => {
    const { top, sections, settings } = menuSections(menuRoutesFor(defaultSubjectOf('Technician')), [], '');
    expect(labels(top)).toEqual(['Home']);
    expect(sections.map((s) => [s.group.label, labels(s.entries)])).toEqual([['Work Orders', ['My Work Orders', 'My Route', 'Work Order History']]]);
    expect(settings).toBeNull();
  });
});
