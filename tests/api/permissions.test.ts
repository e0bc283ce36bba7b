import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions/defaultRolePermissions';
import { MODULE_CATALOG, moduleByName } from '../../src/domain/permissions/catalog';
import { ROLES, ROLE_ID } from '../../src/domain/permissions/roles';
import { loadRegistry } from '../../src/server/resources/registry';
import { SCHEMAS_DIR } from '../support/resourceSamples';
import { call, claimsOf, tokenFor as signIn } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { expectBadRequest, expectFieldError, functionalitiesIn, toPutBody, type ModuleGrantRow } from './helpers';

// The Pinecrest tenant is this file's own (tests/support/ownTenants.ts): no other file sees its mappings change.
const tokenFor = (role: 'superadmin' | 'admin' | 'technician' | 'plumber') => signIn(`pinecrest-${role}`, OTHER_PASSWORD);
const PLUMBER = ROLE_ID.Plumber;
const ADMIN = ROLE_ID.Admin;
const rolePath = (roleId: number | string) => `/api/v1/permissions/roles/${roleId}`;

let admin: string;
let superAdmin: string;
let technician: string;
let plumber: string;
let plumberOriginal: ModuleGrantRow[];

const readRole = async (roleId: number, token = admin) => {
  const answer = await call<ModuleGrantRow[]>('GET', rolePath(roleId), { token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const plumberGroups = async () => {
  const answer = await call('GET', `/api/v1/account/userRolesPermissions/${claimsOf(plumber).unique_name}`, { token: plumber });
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  [admin, superAdmin, technician, plumber] = await Promise.all([
    tokenFor('admin'),
    tokenFor('superadmin'),
    tokenFor('technician'),
    tokenFor('plumber'),
  ]);
  plumberOriginal = await readRole(PLUMBER);
});

afterAll(async () => {
  if (plumberOriginal) await call('PUT', rolePath(PLUMBER), { token: admin, body: toPutBody(plumberOriginal) });
});

describe('GET /api/v1/permissions/catalog', () => {
  it.each(['admin', 'superadmin'] as const)('answers the roles and the modules with their named permissions (%s)', async (userName) => {
    const answer = await call('GET', '/api/v1/permissions/catalog', { token: await tokenFor(userName) });
    expect(answer.status).toBe(200);
    expect(answer.body.roles).toEqual(ROLES.map((r) => ({ id: r.id, name: r.name })));
    expect(answer.body.modules).toEqual(
      MODULE_CATALOG.map((m) => ({ id: m.id, name: m.name, functionalities: m.functionalities, generatedScreens: expect.any(Array) })),
    );
  });

  it("lists each module's generated screens, as the schemas declare them, so the page can mark the modules without one", async () => {
    const answer = await call('GET', '/api/v1/permissions/catalog', { token: admin });
    const resources = loadRegistry(SCHEMAS_DIR).all;
    for (const module of answer.body.modules) {
      const labels = resources.filter((r) => r.module === module.name).map((r) => r.label).sort((a, b) => a.localeCompare(b));
      expect(module.generatedScreens, module.name).toEqual(labels);
    }
    const screensOf = (name: string) => answer.body.modules.find((m: { name: string }) => m.name === name).generatedScreens;
    expect(screensOf('Vendor').length).toBeGreaterThan(0);
    expect(screensOf('Quotes')).toEqual([]);
  });
});

describe('GET /api/v1/permissions/roles/{roleId}', () => {
  it('answers every catalogue module for the role, as the default mapping sets it', async () => {
    const rows = await readRole(PLUMBER, superAdmin);
    expect(rows.map((r) => r.moduleId)).toEqual(MODULE_CATALOG.map((m) => m.id));
    for (const row of rows) {
      const grant = DEFAULT_ROLE_PERMISSIONS.Plumber.find((g) => g.module === row.moduleName);
      expect(row.canRead, row.moduleName).toBe(grant?.canRead ?? false);
      expect(row.canWrite, row.moduleName).toBe(grant?.canWrite ?? false);
      expect([...row.functionalities].sort(), row.moduleName).toEqual([...(grant?.functionalities ?? [])].sort());
      expect((row as any).available).toEqual(moduleByName(row.moduleName)!.functionalities);
    }
  });

  it('shows Super Admin holding everything', async () => {
    const rows = await readRole(ROLE_ID['Super Admin']);
    for (const row of rows) {
      expect(row.canRead && row.canWrite).toBe(true);
      expect(row.functionalities).toEqual(moduleByName(row.moduleName)!.functionalities);
    }
  });

  it('answers 400 for a role that does not exist', async () => {
    for (const roleId of ['0', '21', 'abc']) expectBadRequest(await call('GET', rolePath(roleId), { token: admin }), /roleId/);
  });
});

describe('a user without Permissions access (technician)', () => {
  it('is refused every /api/v1/permissions route, reading and writing (403), and changes nothing', async () => {
    const before = await readRole(PLUMBER);
    const attempts = [
      call('GET', '/api/v1/permissions/catalog', { token: technician }),
      call('GET', rolePath(PLUMBER), { token: technician }),
      call('GET', rolePath(ROLE_ID.Technician), { token: technician }),
      call('PUT', rolePath(PLUMBER), { token: technician, body: { modules: [] } }),
      call('PUT', rolePath(ROLE_ID.Technician), { token: technician, body: toPutBody(before) }),
      call('PUT', rolePath(PLUMBER), { token: technician, body: { not: 'valid' } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    expect(await readRole(PLUMBER)).toEqual(before);
  });
});

describe('PUT /api/v1/permissions/roles/{roleId}', () => {
  it("replaces a role's mapping, and the role's users feel it at once (no new sign-in)", async () => {
    expect(functionalitiesIn(await plumberGroups(), 'Work Orders')).toContain('My WorkOrders');
    expect((await call('GET', '/api/v1/users', { token: plumber })).status).toBe(403);

    const workOrders = moduleByName('Work Orders')!.id;
    const users = moduleByName('Users')!.id;
    const changed = toPutBody(plumberOriginal).modules.map((m) =>
      m.moduleId === workOrders ? { ...m, functionalities: m.functionalities.filter((f) => f !== 'My WorkOrders') } : m,
    );
    changed.push({ moduleId: users, canRead: true, canWrite: false, functionalities: ['All Users'] });
    const saved = await call('PUT', rolePath(PLUMBER), { token: admin, body: { modules: changed } });
    expect(saved.status).toBe(200);

    const groups = await plumberGroups();
    expect(functionalitiesIn(groups, 'Work Orders')).not.toContain('My WorkOrders');
    expect(functionalitiesIn(groups, 'Work Orders')).toContain('WorkOrder History');
    expect(groups.map((g: any) => g.permissionDescription)).toContain('Users');
    const list = await call('GET', '/api/v1/users', { token: plumber });
    expect(list.status).toBe(200);
    expect(list.body.map((u: any) => u.userName).sort()).toEqual(['pinecrest-admin', 'pinecrest-plumber', 'pinecrest-superadmin', 'pinecrest-technician']);

    const rows = await readRole(PLUMBER);
    expect(rows.find((r) => r.moduleId === users)).toMatchObject({ canRead: true, canWrite: false, functionalities: ['All Users'] });
    expect(rows.find((r) => r.moduleId === workOrders)!.functionalities).not.toContain('My WorkOrders');
  });

  it('does not change other roles holding the same module', async () => {
    const technicianGroups = await call('GET', `/api/v1/account/userRolesPermissions/${claimsOf(technician).unique_name}`, { token: technician });
    expect(functionalitiesIn(technicianGroups.body, 'Work Orders')).toContain('My WorkOrders');
  });

  it('restores the mapping it was given back', async () => {
    const saved = await call('PUT', rolePath(PLUMBER), { token: superAdmin, body: toPutBody(plumberOriginal) });
    expect(saved.status).toBe(200);
    expect(await readRole(PLUMBER)).toEqual(plumberOriginal);
    expect(functionalitiesIn(await plumberGroups(), 'Work Orders')).toContain('My WorkOrders');
    expect((await call('GET', '/api/v1/users', { token: plumber })).status).toBe(403);
  });

  it('an empty mapping takes every permission away from the role', async () => {
    expect((await call('PUT', rolePath(PLUMBER), { token: admin, body: { modules: [] } })).status).toBe(200);
    expect(await plumberGroups()).toEqual([]);
    expect((await call('PUT', rolePath(PLUMBER), { token: admin, body: toPutBody(plumberOriginal) })).status).toBe(200);
    expect(functionalitiesIn(await plumberGroups(), 'Work Orders')).toContain('My WorkOrders');
  });

  const workOrders = () => moduleByName('Work Orders')!.id;
  it.each<[string, () => unknown, string]>([
    ['an unknown module', () => [{ moduleId: 999, canRead: true, canWrite: false, functionalities: [] }], 'There is no module with id 999.'],
    ['write without read', () => [{ moduleId: workOrders(), canRead: false, canWrite: true, functionalities: [] }], 'Work Orders: write access needs read access.'],
    ['a named permission of another module', () => [{ moduleId: workOrders(), canRead: true, canWrite: false, functionalities: ['All Users'] }], 'Work Orders has no permission named "All Users".'],
    ['a named permission that does not exist', () => [{ moduleId: workOrders(), canRead: true, canWrite: false, functionalities: ['Launch Rockets'] }], 'Work Orders has no permission named "Launch Rockets".'],
    ['a named permission without read', () => [{ moduleId: workOrders(), canRead: false, canWrite: false, functionalities: ['My WorkOrders'] }], 'Work Orders: named permissions need read access.'],
    ['a module listed twice', () => [
      { moduleId: workOrders(), canRead: true, canWrite: false, functionalities: [] },
      { moduleId: workOrders(), canRead: true, canWrite: true, functionalities: [] },
    ], 'Work Orders is listed more than once.'],
  ])('refuses %s with 400 and field errors, changing nothing', async (_label, modules, message) => {
    const before = await readRole(PLUMBER);
    const body = { modules: [...toPutBody(before).modules.filter((m) => m.moduleId !== workOrders()), ...(modules() as object[])] };
    const answer = await call('PUT', rolePath(PLUMBER), { token: admin, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ title: message, errors: { [`modules.${body.modules.length - 1}`]: [message] } });
    expect(await readRole(PLUMBER)).toEqual(before);
  });

  it.each([
    ['modules missing', {}, 'modules', 'The modules field is required.'],
    ['modules not a list', { modules: 'all' }, 'modules', 'The modules field must be an array.'],
    ['canRead not a boolean', { modules: [{ moduleId: 3, canRead: 'yes', canWrite: false, functionalities: [] }] }, 'modules.0.canRead', 'The modules.0.canRead field must be a boolean.'],
    ['moduleId as text', { modules: [{ moduleId: '3', canRead: true, canWrite: false, functionalities: [] }] }, 'modules.0.moduleId', 'The modules.0.moduleId field must be an integer.'],
  ])('refuses a malformed body (%s) with 400, changing nothing', async (_label, body, field, message) => {
    const before = await readRole(PLUMBER);
    expectFieldError(await call('PUT', rolePath(PLUMBER), { token: admin, body }), field, message);
    expect(await readRole(PLUMBER)).toEqual(before);
  });

  it('names the field of a malformed grant in its 400', async () => {
    const answer = await call('PUT', rolePath(PLUMBER), { token: admin, body: { modules: [{ moduleId: 3, canRead: 'yes', canWrite: false, functionalities: [] }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'modules.0.canRead': ['The modules.0.canRead field must be a boolean.'] });
  });

  it('refuses to change the Super Admin role (400)', async () => {
    const answer = await call('PUT', rolePath(ROLE_ID['Super Admin']), { token: superAdmin, body: { modules: [] } });
    expectBadRequest(answer, /Super Admin/);
    for (const row of await readRole(ROLE_ID['Super Admin'])) expect(row.canWrite).toBe(true);
  });

  it('an admin cannot remove their own write access to Permissions (400), and keeps it', async () => {
    const before = await readRole(ADMIN);
    const permissions = moduleByName('Permissions')!.id;
    const withoutPermissions = toPutBody(before).modules.filter((m) => m.moduleId !== permissions);
    const readOnlyPermissions = toPutBody(before).modules.map((m) => (m.moduleId === permissions ? { ...m, canWrite: false } : m));
    expect(readOnlyPermissions.find((m) => m.moduleId === permissions)).toMatchObject({ canRead: true, canWrite: false });
    for (const modules of [withoutPermissions, readOnlyPermissions]) {
      expectBadRequest(await call('PUT', rolePath(ADMIN), { token: admin, body: { modules } }), /Permissions/);
    }
    expect(await readRole(ADMIN)).toEqual(before);
    expect((await call('GET', '/api/v1/permissions/catalog', { token: admin })).status).toBe(200);
  });

  it('answers 400 for a role that does not exist', async () => {
    expectBadRequest(await call('PUT', rolePath(21), { token: admin, body: { modules: [] } }), /roleId/);
  });
});
