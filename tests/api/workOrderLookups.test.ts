/**
 * GET /api/v1/workOrders/lookups: the choices of the work-order forms, for anyone who reads
 * work orders (the settings lists they come from are gated by Settings).
 */
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

const lookups = async (userName: string, password?: string) =>
  call('GET', '/api/v1/workOrders/lookups', { token: await tokenFor(userName, password) });

describe('GET /api/v1/workOrders/lookups', () => {
  it('answers the active choices to a technician, who cannot read the settings lists', async () => {
    expect((await call('GET', '/api/v1/resources/workOrderStatuses', { token: await tokenFor('plumber') })).status).toBe(403);
    const { status, body } = await lookups('plumber');
    expect(status).toBe(200);
    expect(body.statuses).toEqual(expect.arrayContaining([{ id: 1, name: 'N/A' }, { id: 38, name: 'Completed' }]));
    expect(body.flags.length).toBeGreaterThan(40);
    expect(body.materialStatuses).toContainEqual({ id: 1, name: expect.stringMatching(/warranty/i) });
    expect(body.standardItems).toContainEqual(expect.objectContaining({ name: 'Toll', unitPrice: expect.any(Number) }));
    expect(body.itemRateTypes[0]).toEqual({ id: 1, name: 'Regular' });
    expect(body.technicians).toContainEqual({ id: expect.any(Number), name: expect.stringMatching(/\S/), roles: [expect.any(String)] });
  });

  it.each([
    ['classes', 'workOrderClasses'],
    ['baseCities', 'baseCities'],
    ['jobAreas', 'workOrderJobAreas'],
    ['jobStatuses', 'jobStatuses'],
    ['crewMembers', 'crewMembers'],
  ])('lists the active entries of %s (from %s) and not the inactive ones', async (key, resource) => {
    // In Juniper, whose settings lists no other file changes.
    const superAdmin = await tokenFor('juniper-superadmin', OTHER_PASSWORD);
    const add = async (name: string, isActive: boolean) => {
      const created = await call('POST', `/api/v1/resources/${resource}`, { token: superAdmin, body: { name, isActive } });
      expect(created.status, created.text).toBe(201);
      return { id: created.body.id as number, name };
    };
    const active = await add(`Lookup ${key} active`, true);
    const inactive = await add(`Lookup ${key} inactive`, false);
    const listed = (await lookups('juniper-plumber', OTHER_PASSWORD)).body[key];
    expect(listed).toContainEqual(active);
    expect(listed).not.toContainEqual(inactive);
  });

  it("lists only the caller's subscriber's users", async () => {
    const demo = await lookups('teamleader');
    const other = await lookups('bayside-technician', OTHER_PASSWORD);
    expect(other.status).toBe(200);
    const demoIds = new Set(demo.body.technicians.map((t: { id: number }) => t.id));
    // Bayside has a super admin and a technician: only the technician works on orders.
    expect(other.body.technicians).toEqual([{ id: expect.any(Number), name: 'Ted Shore', roles: ['Technician'] }]);
    expect(other.body.technicians.some((t: { id: number }) => demoIds.has(t.id))).toBe(false);
  });

  it('is refused to a role that does not read work orders', async () => {
    expect((await lookups('payrollmanager')).status).toBe(403);
  });
});
