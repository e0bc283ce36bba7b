import { describe, expect, it } from 'vitest';
import {
  ROLES,
  ROLE_ID,
  demoUserNameOf,
  hasAnyRole,
  isAccounting,
  isAdmin,
  isAreaSalesManager,
  isCustomer,
  isCustomerOnly,
  isMasterPlumber,
  isPayrollManager,
  isPayrollManagerOrSuperAdmin,
  isPlumber,
  isProjectSpecialist,
  isProjectSpecialistOnly,
  isRegionalManager,
  isRegionalVpOfProjects,
  isResponsibleMasterPlumber,
  isSalesManager,
  isSalesOnly,
  isSalesPerson,
  isSalesPersonOnly,
  isServiceManager,
  isSuperAdmin,
  isSuperAdminOrAdmin,
  isTeamLeader,
  isTeamLeaderOnly,
  isTechnician,
  isTechnicianOnly,
  isTerritorySales,
} from '../../src/domain/permissions/roles';

type Check = (roles: readonly string[]) => boolean;

/** Spec §1: the twenty roles ("Administrator (also Admin)" is stored as Admin). */
const SPEC_ROLES = [
  'Accounting',
  'Team Leader',
  'Admin',
  'Technician',
  'Super Admin',
  'Filtration Installer',
  'Sales Person',
  'Sales Manager',
  'Service Manager',
  'Area Sales Manager',
  'Territory Sales',
  'Regional Manager',
  'Payroll Manager',
  'Plumber',
  'Master Plumber',
  'Responsible Master Plumber',
  'Business Development Manager',
  'Customer',
  'Project Specialist',
  'Regional VP Of Projects',
];

/** Every name a token may carry: the twenty roles plus the long spelling of Admin. */
const ALL_NAMES = [...SPEC_ROLES, 'Administrator'];

/** Each single-role check of spec §6 and exactly the role names it accepts. */
const CHECKS: Array<[string, Check, string[]]> = [
  ['isAdmin', isAdmin, ['Admin', 'Administrator']],
  ['isSuperAdmin', isSuperAdmin, ['Super Admin']],
  ['isSuperAdminOrAdmin', isSuperAdminOrAdmin, ['Super Admin', 'Admin', 'Administrator']],
  ['isAccounting', isAccounting, ['Accounting']],
  ['isRegionalVpOfProjects', isRegionalVpOfProjects, ['Regional VP Of Projects']],
  ['isTeamLeader', isTeamLeader, ['Team Leader']],
  ['isTechnician', isTechnician, ['Technician']],
  ['isPlumber', isPlumber, ['Plumber']],
  ['isMasterPlumber', isMasterPlumber, ['Master Plumber']],
  ['isResponsibleMasterPlumber', isResponsibleMasterPlumber, ['Responsible Master Plumber']],
  ['isSalesPerson', isSalesPerson, ['Sales Person']],
  ['isSalesManager', isSalesManager, ['Sales Manager', 'Business Development Manager']],
  ['isServiceManager', isServiceManager, ['Service Manager']],
  ['isTerritorySales', isTerritorySales, ['Territory Sales']],
  ['isAreaSalesManager', isAreaSalesManager, ['Area Sales Manager']],
  ['isRegionalManager', isRegionalManager, ['Regional Manager']],
  ['isPayrollManager', isPayrollManager, ['Payroll Manager']],
  ['isCustomer', isCustomer, ['Customer']],
  ['isProjectSpecialist', isProjectSpecialist, ['Project Specialist']],
  ['isPayrollManagerOrSuperAdmin', isPayrollManagerOrSuperAdmin, ['Payroll Manager', 'Super Admin']],
];

describe('the role list', () => {
  it('has the twenty roles of the spec with stable ids 1..20', () => {
    expect(ROLES.map((r) => r.name)).toEqual(SPEC_ROLES);
    expect(ROLES.map((r) => r.id)).toEqual(SPEC_ROLES.map((_, i) => i + 1));
    expect(ROLE_ID['Super Admin']).toBe(5);
    expect(ROLE_ID.Technician).toBe(4);
  });

  it('names demo users after the role, lower-cased without spaces', () => {
    expect(demoUserNameOf('Responsible Master Plumber')).toBe('responsiblemasterplumber');
    expect(demoUserNameOf('Regional VP Of Projects')).toBe('regionalvpofprojects');
    expect(demoUserNameOf('Admin')).toBe('admin');
  });
});

describe.each(CHECKS)('%s', (_name, check, accepted) => {
  it.each(ALL_NAMES)('answers for a user holding only %s', (role) => {
    expect(check([role])).toBe(accepted.includes(role));
  });

  it('ignores the case and surrounding spaces of role names', () => {
    for (const role of accepted) {
      expect(check([role.toUpperCase()])).toBe(true);
      expect(check([role.toLowerCase()])).toBe(true);
      expect(check([`  ${role} `])).toBe(true);
    }
  });

  it('is true when the role is one of several and false without roles', () => {
    expect(check(['Filtration Installer', accepted[0]])).toBe(true);
    expect(check([])).toBe(false);
  });
});

describe('role names written differently by the spec', () => {
  it('accepts "Regional VP of Projects" (spec §6 spelling) for the Regional VP Of Projects role', () => {
    expect(isRegionalVpOfProjects(['Regional VP of Projects'])).toBe(true);
  });

  it('treats Administrator as Admin, and a Sales Manager is not a Service Manager', () => {
    expect(isAdmin(['administrator'])).toBe(true);
    expect(isServiceManager(['Sales Manager'])).toBe(false);
    expect(isSalesManager(['Service Manager'])).toBe(false);
  });

  it('does not match a role by a part of its name', () => {
    expect(isPlumber(['Master Plumber'])).toBe(false);
    expect(isMasterPlumber(['Responsible Master Plumber'])).toBe(false);
    expect(isSalesManager(['Area Sales Manager'])).toBe(false);
    expect(isAdmin(['Super Admin'])).toBe(false);
    expect(isRegionalManager(['Regional VP Of Projects'])).toBe(false);
  });
});

describe('hasAnyRole', () => {
  it('is true when any held role is any of the wanted names, in any case', () => {
    expect(hasAnyRole(['Accounting', 'Plumber'], 'technician', 'PLUMBER')).toBe(true);
    expect(hasAnyRole(['Accounting'], 'Technician', 'Plumber')).toBe(false);
    expect(hasAnyRole([], 'Technician')).toBe(false);
    expect(hasAnyRole(['Technician'])).toBe(false);
  });
});

describe('derived checks (spec §6)', () => {
  it('customer-only: exactly one role, Customer', () => {
    expect(isCustomerOnly(['Customer'])).toBe(true);
    expect(isCustomerOnly(['customer'])).toBe(true);
    expect(isCustomerOnly(['Customer', 'Technician'])).toBe(false);
    expect(isCustomerOnly(['Customer', 'Customer '])).toBe(false);
    expect(isCustomerOnly(['Technician'])).toBe(false);
    expect(isCustomerOnly([])).toBe(false);
  });

  it.each(['Technician', 'Plumber', 'Master Plumber', 'Responsible Master Plumber'])(
    'technician-only: %s alone is a technician-only user',
    (role) => {
      expect(isTechnicianOnly([role])).toBe(true);
      expect(isTechnicianOnly([role.toUpperCase()])).toBe(true);
      expect(isTechnicianOnly([role, 'Team Leader'])).toBe(false);
    },
  );

  it('technician-only: two field roles together, or any other single role, is not technician-only', () => {
    expect(isTechnicianOnly(['Technician', 'Plumber'])).toBe(false);
    expect(isTechnicianOnly([])).toBe(false);
    for (const role of ALL_NAMES.filter((r) => !['Technician', 'Plumber', 'Master Plumber', 'Responsible Master Plumber'].includes(r))) {
      expect(isTechnicianOnly([role]), role).toBe(false);
    }
  });

  it.each<[string, Check, string]>([
    ['team-leader-only', isTeamLeaderOnly, 'Team Leader'],
    ['sales-person-only', isSalesPersonOnly, 'Sales Person'],
    ['project-specialist-only', isProjectSpecialistOnly, 'Project Specialist'],
  ])('%s: exactly that one role', (_label, check, role) => {
    expect(check([role])).toBe(true);
    expect(check([role.toLowerCase()])).toBe(true);
    expect(check([role, 'Accounting'])).toBe(false);
    expect(check([])).toBe(false);
    for (const other of ALL_NAMES.filter((r) => r !== role)) expect(check([other]), other).toBe(false);
  });

  it('sales-only: sales-person-only or project-specialist-only', () => {
    expect(isSalesOnly(['Sales Person'])).toBe(true);
    expect(isSalesOnly(['Project Specialist'])).toBe(true);
    expect(isSalesOnly(['Sales Person', 'Project Specialist'])).toBe(false);
    expect(isSalesOnly(['Sales Person', 'Technician'])).toBe(false);
    expect(isSalesOnly(['Sales Manager'])).toBe(false);
    expect(isSalesOnly(['Territory Sales'])).toBe(false);
    expect(isSalesOnly([])).toBe(false);
  });

  it('payroll-manager-or-super-admin: either role, alone or with others', () => {
    expect(isPayrollManagerOrSuperAdmin(['Accounting', 'Payroll Manager'])).toBe(true);
    expect(isPayrollManagerOrSuperAdmin(['super admin'])).toBe(true);
    expect(isPayrollManagerOrSuperAdmin(['Admin', 'Accounting'])).toBe(false);
  });
});
