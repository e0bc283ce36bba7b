/**
 * The twenty roles of FieldDesk (spec §1) and the role checks of spec §6.
 * Role ids are stable: tokens carry them as "1,5" and the database keys on them.
 * Checks take the role *names* as the token carries them.
 */
export const ROLES = [
  { id: 1, name: 'Accounting' },
  { id: 2, name: 'Team Leader' },
  { id: 3, name: 'Admin' },
  { id: 4, name: 'Technician' },
  { id: 5, name: 'Super Admin' },
  { id: 6, name: 'Filtration Installer' },
  { id: 7, name: 'Sales Person' },
  { id: 8, name: 'Sales Manager' },
  { id: 9, name: 'Service Manager' },
  { id: 10, name: 'Area Sales Manager' },
  { id: 11, name: 'Territory Sales' },
  { id: 12, name: 'Regional Manager' },
  { id: 13, name: 'Payroll Manager' },
  { id: 14, name: 'Plumber' },
  { id: 15, name: 'Master Plumber' },
  { id: 16, name: 'Responsible Master Plumber' },
  { id: 17, name: 'Business Development Manager' },
  { id: 18, name: 'Customer' },
  { id: 19, name: 'Project Specialist' },
  { id: 20, name: 'Regional VP Of Projects' },
] as const;

export type RoleName = (typeof ROLES)[number]['name'];

export const ROLE_ID = Object.fromEntries(ROLES.map((r) => [r.name, r.id])) as Record<RoleName, number>;

/**
 * The roles that work on site: only active users holding one are offered as an order's
 * technicians, and only they may be assigned to orders.
 */
export const FIELD_ROLES = [
  'Technician',
  'Plumber',
  'Master Plumber',
  'Responsible Master Plumber',
  'Filtration Installer',
  'Team Leader',
] as const satisfies readonly RoleName[];

export const FIELD_ROLE_IDS: readonly number[] = FIELD_ROLES.map((name) => ROLE_ID[name]);

/** A technician as the pickers show them: "Tyler Brooks — Technician". */
export const technicianLabel = (technician: { name: string; roles: readonly string[] }) =>
  technician.roles.length ? `${technician.name} — ${technician.roles.join(', ')}` : technician.name;

/** The demo user name of a role: the role name lower-cased with spaces removed. */
export const demoUserNameOf = (role: string): string => role.toLowerCase().replace(/\s+/g, '');

const norm = (name: string) => name.trim().toLowerCase();

/** True when any of the user's roles is one of `names` (case-insensitive). */
export function hasAnyRole(roles: readonly string[], ...names: string[]): boolean {
  const wanted = new Set(names.map(norm));
  return roles.some((r) => wanted.has(norm(r)));
}

/** True when the user holds exactly one role and it is one of `names`. */
function isOnly(roles: readonly string[], ...names: string[]): boolean {
  return roles.length === 1 && hasAnyRole(roles, ...names);
}

const TECHNICIAN_ROLES = ['Technician', 'Plumber', 'Master Plumber', 'Responsible Master Plumber'];

export const isAdmin = (roles: readonly string[]) => hasAnyRole(roles, 'Admin', 'Administrator');
export const isSuperAdmin = (roles: readonly string[]) => hasAnyRole(roles, 'Super Admin');
export const isSuperAdminOrAdmin = (roles: readonly string[]) => isSuperAdmin(roles) || isAdmin(roles);
export const isAccounting = (roles: readonly string[]) => hasAnyRole(roles, 'Accounting');
export const isRegionalVpOfProjects = (roles: readonly string[]) => hasAnyRole(roles, 'Regional VP Of Projects');
export const isTeamLeader = (roles: readonly string[]) => hasAnyRole(roles, 'Team Leader');
export const isTechnician = (roles: readonly string[]) => hasAnyRole(roles, 'Technician');
export const isPlumber = (roles: readonly string[]) => hasAnyRole(roles, 'Plumber');
export const isMasterPlumber = (roles: readonly string[]) => hasAnyRole(roles, 'Master Plumber');
export const isResponsibleMasterPlumber = (roles: readonly string[]) =>
  hasAnyRole(roles, 'Responsible Master Plumber');
export const isSalesPerson = (roles: readonly string[]) => hasAnyRole(roles, 'Sales Person');
/** Spec §6: the Sales Manager check also accepts Business Development Manager. */
export const isSalesManager = (roles: readonly string[]) =>
  hasAnyRole(roles, 'Sales Manager', 'Business Development Manager');
/**
 * Spec §6 lists "Service Manager (Sales Manager)": the old product's check looked at the
 * Sales Manager role. FieldDesk checks the role the name says, so a Sales Manager is not
 * treated as a Service Manager; use isSalesManager for the sales side.
 */
export const isServiceManager = (roles: readonly string[]) => hasAnyRole(roles, 'Service Manager');
export const isTerritorySales = (roles: readonly string[]) => hasAnyRole(roles, 'Territory Sales');
export const isAreaSalesManager = (roles: readonly string[]) => hasAnyRole(roles, 'Area Sales Manager');
export const isRegionalManager = (roles: readonly string[]) => hasAnyRole(roles, 'Regional Manager');
export const isPayrollManager = (roles: readonly string[]) => hasAnyRole(roles, 'Payroll Manager');
export const isCustomer = (roles: readonly string[]) => hasAnyRole(roles, 'Customer');
export const isProjectSpecialist = (roles: readonly string[]) => hasAnyRole(roles, 'Project Specialist');

// Derived checks (spec §6).
export const isCustomerOnly = (roles: readonly string[]) => isOnly(roles, 'Customer');
export const isTechnicianOnly = (roles: readonly string[]) => isOnly(roles, ...TECHNICIAN_ROLES);
export const isTeamLeaderOnly = (roles: readonly string[]) => isOnly(roles, 'Team Leader');
export const isSalesPersonOnly = (roles: readonly string[]) => isOnly(roles, 'Sales Person');
export const isProjectSpecialistOnly = (roles: readonly string[]) => isOnly(roles, 'Project Specialist');
export const isSalesOnly = (roles: readonly string[]) => isSalesPersonOnly(roles) || isProjectSpecialistOnly(roles);
export const isPayrollManagerOrSuperAdmin = (roles: readonly string[]) =>
  isPayrollManager(roles) || isSuperAdmin(roles);
