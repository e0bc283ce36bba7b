import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions/defaultRolePermissions';
import { FUNCTIONALITIES, MODULES, MODULE_CATALOG, moduleByName } from '../../src/domain/permissions/catalog';
import { ROLES } from '../../src/domain/permissions/roles';

/** Spec §3.3, "Named permissions", in the spec's order. */
const SPEC_NAMED_PERMISSIONS = [
  'All Customers',
  'All Fleet Records',
  'All Quotes',
  'All Reports',
  'All Users',
  'All WorkOrders',
  'All Sales Reports',
  'Can Save Without Payroll Info',
  'Can Access Payroll',
  'Create Quote',
  'Can Access Schedule Grid',
  'Can Access Quotes Grid',
  'Change Status',
  'Change SalesPerson',
  'Change Social Media Enabled',
  'Change QB Import Status',
  'Change Commissionable',
  'Customer Profile',
  'Create Work Order',
  'Delete Labor Standard Items & Equipments',
  'Installer WorkOrders',
  'Main Timesheet',
  'Manage Invoice Numbers',
  'Manage Status Filter',
  'Manage PO Numbers',
  'Manage Customer User Access',
  'My Auto',
  'My WorkOrders',
  'Sales Quotes',
  'Sales Reports',
  'Sales Timesheet',
  'Sales WorkOrders',
  'View QB Import List Detail',
  'Apply Credits',
  'WorkOrder History',
  'Lock Timesheet',
  'Status History',
  'Team Leader',
  'Access Customer Credit Limit & OnHold',
  'Change Only Bill To',
  'Inventory Management',
  'Add Inventory',
  'Import Inventory',
  'Add Inventory Without Location',
  'Change Part Class',
  'Can See Total Part Cost',
  'Can Export Inventory',
  'Can Add All Inventory',
  'Can Export Contacts',
  'Change PO After Import',
];

/** Module names of spec §6 and permission areas of §3.3 ("WorkOrders" is spelled "Work Orders", as in §6). */
const SPEC_MODULES = [
  'Team Leader',
  'COO Dashboard',
  'Work Orders',
  'Sales Scheduler',
  'Users',
  'Customers',
  'Quotes',
  'Timesheet',
  'Inventory',
  'Reports',
  'Dashboard',
  'Vendor',
  'PurchaseOrders',
  'Warehouse',
  'Dropbox',
  'EmailSettings',
  'Flags',
  'PTOTypes',
  'LoanTypes',
  'PayRaiseTypes',
  'Adjust Markup',
];

const catalogNames = MODULE_CATALOG.map((m) => m.name);
const modulesHolding = (functionality: string) => MODULE_CATALOG.filter((m) => (m.functionalities as string[]).includes(functionality));

describe('the permission catalogue', () => {
  it('holds all 50 named permissions of spec §3.3, each in exactly one module', () => {
    expect(SPEC_NAMED_PERMISSIONS).toHaveLength(50);
    expect(new Set(SPEC_NAMED_PERMISSIONS).size).toBe(50);
    for (const name of SPEC_NAMED_PERMISSIONS) {
      expect(Object.values(FUNCTIONALITIES), name).toContain(name);
      expect(modulesHolding(name).map((m) => m.name), name).toHaveLength(1);
    }
  });

  it('has no named permission that is not in a module', () => {
    for (const name of Object.values(FUNCTIONALITIES)) expect(modulesHolding(name), name).toHaveLength(1);
  });

  it('puts the permissions the landing rule needs in the modules it looks in', () => {
    expect(modulesHolding('My WorkOrders')[0].name).toBe('Work Orders');
    expect(modulesHolding('Customer Profile')[0].name).toBe('Users');
    expect(modulesHolding('All Users')[0].name).toBe('Users');
  });

  it('has every module the spec names', () => {
    for (const name of SPEC_MODULES) expect(catalogNames, name).toContain(name);
    expect(Object.values(MODULES).sort()).toEqual([...catalogNames].sort());
  });

  it('has unique module ids and names', () => {
    expect(new Set(MODULE_CATALOG.map((m) => m.id)).size).toBe(MODULE_CATALOG.length);
    expect(new Set(catalogNames).size).toBe(MODULE_CATALOG.length);
    for (const module of MODULE_CATALOG) expect(new Set(module.functionalities).size).toBe(module.functionalities.length);
  });

  it('finds a module by its exact name', () => {
    expect(moduleByName('Work Orders')?.functionalities).toContain('My WorkOrders');
    expect(moduleByName('WorkOrders')).toBeUndefined();
    expect(moduleByName('Nope')).toBeUndefined();
  });
});

describe('DEFAULT_ROLE_PERMISSIONS', () => {
  const entries = Object.entries(DEFAULT_ROLE_PERMISSIONS);

  it('covers all 20 roles and nothing else', () => {
    expect(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort()).toEqual(ROLES.map((r) => r.name).sort());
    expect(entries).toHaveLength(20);
  });

  it.each(entries)('%s: names only catalogue modules, each once', (_role, grants) => {
    for (const grant of grants) expect(catalogNames, grant.module).toContain(grant.module);
    expect(new Set(grants.map((g) => g.module)).size).toBe(grants.length);
  });

  it.each(entries)('%s: names only functionalities that belong to their module, each once', (_role, grants) => {
    for (const grant of grants) {
      const module = moduleByName(grant.module)!;
      for (const name of grant.functionalities) expect(module.functionalities, `${grant.module} / ${name}`).toContain(name);
      expect(new Set(grant.functionalities).size).toBe(grant.functionalities.length);
    }
  });

  it.each(entries)('%s: never grants write without read, nor a named permission without read', (_role, grants) => {
    for (const grant of grants) {
      if (grant.canWrite) expect(grant.canRead, grant.module).toBe(true);
      if (grant.functionalities.length) expect(grant.canRead, grant.module).toBe(true);
    }
  });

  it('gives Super Admin every module and every named permission', () => {
    const grants = DEFAULT_ROLE_PERMISSIONS['Super Admin'];
    expect(grants.map((g) => g.module).sort()).toEqual([...catalogNames].sort());
    for (const grant of grants) {
      expect(grant.canRead && grant.canWrite).toBe(true);
      expect([...grant.functionalities].sort()).toEqual([...moduleByName(grant.module)!.functionalities].sort());
    }
  });

  it('lets only Super Admin and Admin change permissions', () => {
    const writers = entries.filter(([, grants]) => grants.some((g) => g.module === 'Permissions' && g.canWrite)).map(([r]) => r);
    expect(writers.sort()).toEqual(['Admin', 'Super Admin']);
  });

  it('lets only Super Admin and Admin change integration credentials (Integration Credentials in Settings)', () => {
    expect(modulesHolding('Integration Credentials').map((m) => m.name)).toEqual(['Settings']);
    const holders = entries.filter(([, grants]) => grants.some((g) => g.module === 'Settings' && g.canWrite && g.functionalities.includes('Integration Credentials'))).map(([r]) => r);
    expect(holders.sort()).toEqual(['Admin', 'Super Admin']);
    expect(DEFAULT_ROLE_PERMISSIONS.Accounting.find((g) => g.module === 'Settings')?.canWrite).toBe(true);
  });

  it.each(['Technician', 'Plumber', 'Master Plumber', 'Responsible Master Plumber'] as const)(
    '%s works its own work orders (My WorkOrders in Work Orders)',
    (role) => {
      const workOrders = DEFAULT_ROLE_PERMISSIONS[role].find((g) => g.module === 'Work Orders');
      expect(workOrders?.canRead).toBe(true);
      expect(workOrders?.functionalities).toContain('My WorkOrders');
      expect(workOrders?.functionalities).not.toContain('All WorkOrders');
    },
  );

  it('gives a Customer only its profile in the users module', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Customer).toEqual([
      { module: 'Users', canRead: true, canWrite: false, functionalities: ['Customer Profile'] },
    ]);
  });
});
