/**
 * The technicians an order may be assigned: active users holding a field role (FIELD_ROLES),
 * offered by GET workOrders/lookups with their roles, and the only ones work-order create and
 * update accept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_ROLES, ROLES } from '../../src/domain/permissions/roles';
import { call, tokenFor } from '../support/api';
import { expectBadRequest, userIdOf } from './helpers';
import { HARBOR, createdOrder, demoCustomerId, newTag } from './workOrdersHelpers';

let teamLeader: string;
beforeAll(async () => {
  teamLeader = await tokenFor('teamleader');
});

const roleName = (id: number) => ROLES.find((r) => r.id === id)!.name as string;

describe('the technicians of GET /api/v1/workOrders/lookups', () => {
  it('are exactly the active users holding a field role, each with those roles', async () => {
    const users = await call('GET', `/api/v1/users?range=${encodeURIComponent('[0,999]')}`, { token: await tokenFor('admin') });
    expect(users.status).toBe(200);
    const fieldRolesOf = (roleIds: number[]) => roleIds.map(roleName).filter((name) => (FIELD_ROLES as readonly string[]).includes(name));
    const expected = users.body
      .filter((u: any) => u.isActive && fieldRolesOf(u.roleIds).length > 0)
      .map((u: any) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, roles: fieldRolesOf(u.roleIds).sort() }));

    const { status, body } = await call('GET', '/api/v1/workOrders/lookups', { token: teamLeader });
    expect(status).toBe(200);
    const listed = body.technicians.map((t: any) => ({ ...t, roles: [...t.roles].sort() }));
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(listed).toHaveLength(expected.length);
    expect(listed).toContainEqual({ id: await userIdOf('technician'), name: 'Tyler Brooks', roles: ['Technician'] });
    expect(listed).toContainEqual({ id: await userIdOf('teamleader'), name: 'Marcus Reed', roles: ['Team Leader'] });
    for (const userName of ['accounting', 'customer', 'admin', 'servicemanager']) {
      expect(listed.map((t: any) => t.id), userName).not.toContain(await userIdOf(userName));
    }
  });
});

describe('assigning technicians', () => {
  it('refuses a user without a field role (400 naming technicianIds) on create and on update', async () => {
    const harborId = await demoCustomerId(HARBOR);
    const accountant = await userIdOf('accounting');
    const problem = `${newTag()} assigned to the accountant`;
    const created = await call('POST', '/api/v1/workOrders', { token: teamLeader, body: { customerId: harborId, problem, technicianIds: [accountant] } });
    expectBadRequest(created, /Alicia Moreno/);
    expect(created.body.errors.technicianIds).toEqual([expect.stringMatching(/Alicia Moreno.*field role/)]);

    const order = await createdOrder(teamLeader, { customerId: harborId, problem, technicianIds: [await userIdOf('plumber')] });
    const updated = await call('PUT', `/api/v1/workOrders/${order.id}`, {
      token: teamLeader,
      body: { customerId: harborId, problem, technicianIds: [await userIdOf('plumber'), accountant], version: order.version },
    });
    expectBadRequest(updated, /Alicia Moreno/);
    expect(updated.body.errors.technicianIds).toEqual([expect.any(String)]);
    const read = await call('GET', `/api/v1/workOrders/${order.id}`, { token: teamLeader });
    expect(read.body.technicians.map((t: any) => t.technicianName)).toEqual(['Luis Ortega']);
  });
});
