/**
 * Renders the default role-to-permission mapping as the table of docs/permissions.md, with where
 * each role lands among the pages the app has today, so the documentation cannot drift from the
 * code: `npm run docs:permissions` rewrites it, and a unit test fails when the page is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ROLE_PERMISSIONS, type ModuleGrant } from '../src/domain/permissions/defaultRolePermissions';
import { MODULE_CATALOG } from '../src/domain/permissions/catalog';
import { APP_PATHS } from '../src/app/areas';
import { landingPath } from '../src/domain/landing';
import { ROLES, demoUserNameOf } from '../src/domain/permissions/roles';

export const PERMISSIONS_PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'permissions.md');
const START = '<!-- permissions:start -->';
const END = '<!-- permissions:end -->';

/** "every module ... except X" when the grants are full read/write on all but a few modules. */
function fullExcept(grants: ModuleGrant[]): string | null {
  const full = (g: ModuleGrant) =>
    g.canWrite && MODULE_CATALOG.find((m) => m.name === g.module)?.functionalities.every((f) => g.functionalities.includes(f));
  if (!grants.every(full)) return null;
  const missing = MODULE_CATALOG.filter((m) => !grants.some((g) => g.module === m.name)).map((m) => m.name);
  if (missing.length > 3) return null;
  return `every module read and write with all named permissions${missing.length ? `, except ${missing.join(', ')}` : ''}`;
}

export function renderPermissionsTable(): string {
  const lines = [
    '| role | sign-in | lands on | modules (R read, RW read and write) and named permissions |',
    '|---|---|---|---|',
  ];
  for (const role of ROLES) {
    const grants = DEFAULT_ROLE_PERMISSIONS[role.name];
    const groups = grants.map((g) => ({ permissionDescription: g.module, permissions: [{ permissionDescription: g.module, roleId: role.id, roleName: role.name, canRead: g.canRead, canWrite: g.canWrite, functionalities: g.functionalities }] }));
    const lands = landingPath({ roles: [role.name], groups }, APP_PATHS, 'ID').replace(/ID$/, '{clientAuthenticationId}');
    const modules =
      role.name === 'Super Admin'
        ? 'everything, always (by rule, whatever the mapping says)'
        : fullExcept(grants) ?? grants
            .map((g) => `${g.module} ${g.canWrite ? 'RW' : 'R'}${g.functionalities.length ? ` (${g.functionalities.join(', ')})` : ''}`)
            .join('; ');
    lines.push(`| ${role.name} | \`${demoUserNameOf(role.name)}\` | ${lands} | ${modules} |`);
  }
  return lines.join('\n');
}

export function pageWithTable(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/permissions.md lacks the ${START} ... ${END} markers`);
  return `${page.slice(0, start + START.length)}\n${renderPermissionsTable()}\n${page.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(PERMISSIONS_PAGE, pageWithTable(readFileSync(PERMISSIONS_PAGE, 'utf8')));
  console.log('docs/permissions.md table updated.');
}
