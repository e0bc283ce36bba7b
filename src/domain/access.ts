/**
 * "May this user read / write this module, use this functionality?" (spec §6).
 * One rule for both sides: the browser hides what it answers no to, the server refuses it.
 *
 * Permissions arrive as the account/userRolesPermissions answer: groups keyed by the module
 * name (permissionDescription), each holding one record per role of the user.
 */
import { MODULE_CATALOG } from './permissions/catalog';
import { isSuperAdmin } from './permissions/roles';

export interface ModulePermission {
  permissionDescription: string;
  roleId: number;
  roleName: string;
  canRead: boolean;
  canWrite: boolean;
  functionalities: string[];
}

export interface PermissionGroup {
  permissionDescription: string;
  permissions: ModulePermission[];
}

export interface AccessSubject {
  roles: readonly string[];
  groups: readonly PermissionGroup[];
}

const recordsOf = (subject: AccessSubject, module: string): ModulePermission[] =>
  subject.groups.find((g) => g.permissionDescription === module)?.permissions ?? [];

/** Readable if the user is Super Admin or any record of the module allows read. */
export const canReadModule = (subject: AccessSubject, module: string): boolean =>
  isSuperAdmin(subject.roles) || recordsOf(subject, module).some((p) => p.canRead);

/** Editable if the user is Super Admin or any record of the module allows write. */
export const canWriteModule = (subject: AccessSubject, module: string): boolean =>
  isSuperAdmin(subject.roles) || recordsOf(subject, module).some((p) => p.canWrite);

/**
 * A functionality is allowed when a record of the module allows read or write and lists it.
 * Without a module the functionality may come from any module.
 */
export function hasFunctionality(subject: AccessSubject, functionality: string, module?: string): boolean {
  if (isSuperAdmin(subject.roles)) return true;
  const records = module ? recordsOf(subject, module) : subject.groups.flatMap((g) => g.permissions);
  return records.some((p) => (p.canRead || p.canWrite) && p.functionalities.includes(functionality));
}

/** What a route, a menu entry or a button needs. `any` of several requirements is enough. */
export type Requirement =
  | { module: string; access: 'read' | 'write' }
  | { functionality: string; module?: string };

/**
 * A rule that needs several permissions at once (write on a module and a named permission of
 * it, say), named after the domain function that applies it, so that a route can declare it
 * and the API description can cite it.
 */
export interface NamedRule {
  rule: string;
  all: Requirement[];
}

/** What a route needs: one requirement, any one of several, or a named rule. */
export type RouteRequirement = Requirement | Requirement[] | NamedRule;

/** Named rules from their requirements, each named after its key. */
export const namedRules = <Name extends string>(rules: Record<Name, Requirement[]>): Record<Name, NamedRule> =>
  Object.fromEntries(Object.entries<Requirement[]>(rules).map(([rule, all]) => [rule, { rule, all }])) as Record<Name, NamedRule>;

export function meets(subject: AccessSubject, requirement: RouteRequirement | undefined): boolean {
  if (!requirement) return true;
  if (Array.isArray(requirement)) return requirement.length === 0 || requirement.some((r) => meets(subject, r));
  if ('all' in requirement) return requirement.all.every((r) => meets(subject, r));
  if ('functionality' in requirement) return hasFunctionality(subject, requirement.functionality, requirement.module);
  return requirement.access === 'write'
    ? canWriteModule(subject, requirement.module)
    : canReadModule(subject, requirement.module);
}

/** Shorthands for declaring requirements. */
export const needs = {
  read: (module: string): Requirement => ({ module, access: 'read' }),
  write: (module: string): Requirement => ({ module, access: 'write' }),
  functionality: (functionality: string, module?: string): Requirement => ({ functionality, module }),
};

/**
 * The modules a requirement names, once each: a named permission given without its module
 * counts for the module that offers it.
 */
export function modulesOf(requirement: RouteRequirement | undefined): string[] {
  if (!requirement) return [];
  const parts = Array.isArray(requirement) ? requirement : 'all' in requirement ? requirement.all : [requirement];
  const modules = parts.map((part) =>
    'functionality' in part
      ? (part.module ?? MODULE_CATALOG.find((m) => (m.functionalities as readonly string[]).includes(part.functionality))?.name)
      : part.module,
  );
  return [...new Set(modules.filter((m): m is string => m !== undefined))];
}
