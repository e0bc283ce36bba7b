import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE_ID } from '../../src/domain/permissions/roles';
import { call, claimsOf, tokenFor } from '../support/api';
import { OTHER_PASSWORD, expectUnauthorized, functionalitiesIn, nowSeconds, signWithServerSecret, toPutBody, userIdOf, type ModuleGrantRow } from './helpers';

// This file alone changes businessdevelopmentmanager (demo tenant) and the Bayside tenant's
// Technician mapping; it restores the mapping.
const DEMO_TARGET = 'businessdevelopmentmanager';

let demoSuperAdmin: string;
let demoTechnician: string;
let baysideSuperAdmin: string;
let baysideTechnician: string;
let demoTargetId: number;
let baysideTechnicianId: number;
let demoSubscriberId: string;
let baysideTechnicianMapping: ModuleGrantRow[];

const other = () => inject('otherTenant');
const userBody = (user: any, changes: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roleIds: user.roleIds,
  isActive: user.isActive,
  version: user.version,
  ...changes,
});
const ownPermissions = (token: string) =>
  call('GET', `/api/v1/account/userRolesPermissions/${claimsOf(token).unique_name}`, { token }).then((a) => a.body);

beforeAll(async () => {
  [demoSuperAdmin, demoTechnician, baysideSuperAdmin, baysideTechnician] = await Promise.all([
    tokenFor('superadmin'),
    tokenFor('technician'),
    tokenFor('bayside-superadmin', OTHER_PASSWORD),
    tokenFor('bayside-technician', OTHER_PASSWORD),
  ]);
  demoTargetId = await userIdOf(DEMO_TARGET);
  baysideTechnicianId = other().userIds['bayside-technician'];
  demoSubscriberId = claimsOf(demoSuperAdmin).subscriberId;
  baysideTechnicianMapping = (await call('GET', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: baysideSuperAdmin })).body;
});

afterAll(async () => {
  if (baysideTechnicianMapping) {
    await call('PUT', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: baysideSuperAdmin, body: toPutBody(baysideTechnicianMapping) });
  }
});

describe('the two tenants', () => {
  it('are different subscribers, decided by the token', () => {
    expect(claimsOf(baysideSuperAdmin).subscriberId).toBe(String(other().subscriberId));
    expect(demoSubscriberId).not.toBe(String(other().subscriberId));
    expect(claimsOf(baysideTechnician).unique_name).toBe(String(baysideTechnicianId));
  });

  it("each lists only its own users, even for a Super Admin", async () => {
    const bayside = await call('GET', '/api/v1/users?range=[0,99]', { token: baysideSuperAdmin });
    expect(bayside.status).toBe(200);
    expect(bayside.body.map((u: any) => u.userName).sort()).toEqual(['bayside-superadmin', 'bayside-technician']);
    expect(bayside.headers.get('content-range')).toBe('users 0-1/2');
    const demo = await call('GET', '/api/v1/users?range=[0,99]', { token: demoSuperAdmin });
    expect(demo.body.map((u: any) => u.userName)).not.toContain('bayside-technician');
    expect(demo.body.map((u: any) => u.userName)).toContain(DEMO_TARGET);
  });
});

describe('a user of one tenant cannot reach a user of the other', () => {
  it('cannot read (404)', async () => {
    for (const [token, id] of [
      [baysideSuperAdmin, demoTargetId],
      [demoSuperAdmin, baysideTechnicianId],
    ] as const) {
      const answer = await call('GET', `/api/v1/users/${id}`, { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.text).not.toMatch(/bayside|businessdevelopment/i);
    }
  });

  it("cannot read the other's permissions (404)", async () => {
    expect((await call('GET', `/api/v1/account/userRolesPermissions/${demoTargetId}`, { token: baysideSuperAdmin })).status).toBe(404);
    expect((await call('GET', `/api/v1/account/userRolesPermissions/${baysideTechnicianId}`, { token: demoSuperAdmin })).status).toBe(404);
  });

  it('bayside cannot change a demo user (404), and the demo tenant reads it unchanged', async () => {
    const before = (await call('GET', `/api/v1/users/${demoTargetId}`, { token: demoSuperAdmin })).body;
    const answer = await call('PUT', `/api/v1/users/${demoTargetId}`, {
      token: baysideSuperAdmin,
      body: userBody(before, { firstName: 'Hijacked', isActive: false, roleIds: [ROLE_ID['Super Admin']] }),
    });
    expect(answer.status).toBe(404);
    expect((await call('GET', `/api/v1/users/${demoTargetId}`, { token: demoSuperAdmin })).body).toEqual(before);
    expect((await call('POST', '/api/v1/account/login', { body: { userName: DEMO_TARGET, password: 'fielddesk-demo' } })).status).toBe(200);
  });

  it('the demo tenant cannot change a bayside user (404), and bayside reads it unchanged', async () => {
    const before = (await call('GET', `/api/v1/users/${baysideTechnicianId}`, { token: baysideSuperAdmin })).body;
    expect(before.userName).toBe('bayside-technician');
    const answer = await call('PUT', `/api/v1/users/${baysideTechnicianId}`, {
      token: demoSuperAdmin,
      body: userBody(before, { lastName: 'Hijacked', isActive: false }),
    });
    expect(answer.status).toBe(404);
    expect((await call('GET', `/api/v1/users/${baysideTechnicianId}`, { token: baysideSuperAdmin })).body).toEqual(before);
    expect((await call('POST', '/api/v1/account/validateUser', { token: baysideTechnician })).status).toBe(200);
  });

  it('a token naming a user of one subscriber with the id of the other is refused (401)', async () => {
    const forged = signWithServerSecret({
      ...claimsOf(baysideTechnician),
      subscriberId: demoSubscriberId,
      iat: nowSeconds(),
      nbf: nowSeconds(),
      exp: nowSeconds() + 600,
    });
    expectUnauthorized(await call('POST', '/api/v1/account/validateUser', { token: forged }));
    expectUnauthorized(await call('GET', '/api/v1/users', { token: forged }));
  });
});

describe('a subscriberId sent by the client is ignored: the token decides', () => {
  it('in the query string', async () => {
    const query = `subscriberId=${other().subscriberId}&filter=${encodeURIComponent(JSON.stringify({ subscriberId: other().subscriberId }))}&range=[0,99]`;
    const demo = await call('GET', `/api/v1/users?${query}`, { token: demoSuperAdmin });
    expect(demo.status).toBe(200);
    expect(demo.body.map((u: any) => u.userName)).not.toContain('bayside-technician');
    expect(demo.body.map((u: any) => u.userName)).toContain(DEMO_TARGET);
  });

  it('in the body of a change', async () => {
    const before = (await call('GET', `/api/v1/users/${demoTargetId}`, { token: demoSuperAdmin })).body;
    const answer = await call('PUT', `/api/v1/users/${demoTargetId}`, {
      token: demoSuperAdmin,
      body: { ...userBody(before, { firstName: 'Kev' }), subscriberId: other().subscriberId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.firstName).toBe('Kev');
    expect((await call('GET', `/api/v1/users/${demoTargetId}`, { token: baysideSuperAdmin })).status).toBe(404);
    expect((await call('GET', '/api/v1/users?range=[0,99]', { token: baysideSuperAdmin })).headers.get('content-range')).toBe('users 0-1/2');
    const signedIn = await call('POST', '/api/v1/account/login', { body: { userName: DEMO_TARGET, password: 'fielddesk-demo' } });
    expect(claimsOf(signedIn.body.token).subscriberId).toBe(demoSubscriberId);
  });

  it('in the body of a permission change', async () => {
    const demoBefore = (await call('GET', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: demoSuperAdmin })).body;
    const answer = await call('PUT', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, {
      token: baysideSuperAdmin,
      body: { ...toPutBody(baysideTechnicianMapping), subscriberId: Number(demoSubscriberId) },
    });
    expect(answer.status).toBe(200);
    expect((await call('GET', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: demoSuperAdmin })).body).toEqual(demoBefore);
  });
});

describe('permission mappings are per tenant', () => {
  it("a change in bayside's Technician mapping reaches bayside's technician only", async () => {
    const demoBefore = (await call('GET', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: demoSuperAdmin })).body;
    expect(functionalitiesIn(await ownPermissions(baysideTechnician), 'Work Orders')).toContain('My WorkOrders');

    const modules = toPutBody(baysideTechnicianMapping).modules.map((m) =>
      m.functionalities.includes('My WorkOrders') ? { ...m, functionalities: m.functionalities.filter((f) => f !== 'My WorkOrders') } : m,
    );
    const saved = await call('PUT', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: baysideSuperAdmin, body: { modules } });
    expect(saved.status).toBe(200);

    expect(functionalitiesIn(await ownPermissions(baysideTechnician), 'Work Orders')).not.toContain('My WorkOrders');
    expect(functionalitiesIn(await ownPermissions(demoTechnician), 'Work Orders')).toContain('My WorkOrders');
    expect((await call('GET', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, { token: demoSuperAdmin })).body).toEqual(demoBefore);

    const restored = await call('PUT', `/api/v1/permissions/roles/${ROLE_ID.Technician}`, {
      token: baysideSuperAdmin,
      body: toPutBody(baysideTechnicianMapping),
    });
    expect(restored.status).toBe(200);
    expect(functionalitiesIn(await ownPermissions(baysideTechnician), 'Work Orders')).toContain('My WorkOrders');
  });
});
