/**
 * System rows (schemas/README.md, `x-system-rows`): the seeded statuses, flags and types that
 * FieldDesk's rules find by id cannot be deleted or deactivated; they can be renamed and
 * recoloured, and the rules keep working. Runs in the Crestline tenant, whose statuses no
 * other test relies on.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORK_ORDER_STATUS } from '../../src/domain/workOrders/orders';
import { call, tokenFor } from '../support/api';
import { OTHER_PASSWORD } from './helpers';

const STATUSES = '/api/v1/resources/workOrderStatuses';
let token: string;

const read = async (path: string) => {
  const answer = await call('GET', path, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  token = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
});

describe('system rows', () => {
  it('refuses to delete a seeded work order status and keeps it', async () => {
    const answer = await call('DELETE', `${STATUSES}/23`, { token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      "\"Tesla\" is a system work order status that FieldDesk's rules depend on; it can be renamed or recoloured but not deleted or deactivated.",
    );
    expect((await read(`${STATUSES}/23`)).name).toBe('Tesla');
  });

  it('refuses to deactivate COMPLETED, renames and recolours it, and clocking out with it still works', async () => {
    const completed = await read(`${STATUSES}/${WORK_ORDER_STATUS.COMPLETED}`);
    const deactivated = await call('PUT', `${STATUSES}/38`, { token, body: { ...completed, name: 'Done-ish', isActive: false } });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body.message).toMatch(/^"Completed" is a system work order status .* not deleted or deactivated\.$/);
    expect(await read(`${STATUSES}/38`)).toMatchObject({ name: 'Completed', isActive: true, version: completed.version });

    const renamed = await call('PUT', `${STATUSES}/38`, { token, body: { ...completed, name: 'Done-ish', color: '#2E7D32' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Done-ish', color: '#2E7D32', isActive: true });

    const customer = await call('POST', '/api/v1/resources/customers', { token, body: { name: `System rows ${randomUUID().slice(0, 8)}` } });
    expect(customer.status, customer.text).toBe(201);
    const order = await call('POST', '/api/v1/workOrders', { token, body: { customerId: customer.body.id, problem: 'Walk-in cooler will not hold temperature.' } });
    expect(order.status, order.text).toBe(201);
    const clockIn = await call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
      token,
      body: { clientRequestId: randomUUID(), workOrderId: order.body.id, reachedAtSite: true },
    });
    expect(clockIn.status, clockIn.text).toBe(200);
    const clockOut = await call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
      token,
      body: {
        clientRequestId: randomUUID(),
        workOrderId: order.body.id,
        workOrderLaborId: clockIn.body.workOrderLaborId,
        description: 'Replaced the evaporator fan motor.',
        userStatusId: 3,
        workOrderStatusId: WORK_ORDER_STATUS.COMPLETED,
      },
    });
    expect(clockOut.status, clockOut.text).toBe(200);
    expect((await read(`/api/v1/workOrders/${order.body.id}`)).statusId).toBe(WORK_ORDER_STATUS.COMPLETED);
  });

  it('refuses to disable a seeded user status and to delete the Toll standard item', async () => {
    const onSite = await read('/api/v1/resources/userStatuses/1');
    const disabled = await call('PUT', '/api/v1/resources/userStatuses/1', { token, body: { ...onSite, isDisabled: true } });
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toBe("\"On Site\" is a system user status that FieldDesk's rules depend on; it can be renamed but not deleted or deactivated.");
    const toll = await call('DELETE', '/api/v1/resources/standardItems/1', { token });
    expect(toll.status).toBe(409);
    for (const path of ['/api/v1/resources/workOrderFlags/1', '/api/v1/resources/materialStatuses/17', '/api/v1/resources/itemRateTypes/2', '/api/v1/resources/equipmentCategories/3']) {
      expect((await call('DELETE', path, { token })).status, path).toBe(409);
    }
  });

  it('deletes and deactivates statuses people added, and tells the browser which rows are system rows', async () => {
    const added = await call('POST', STATUSES, { token, body: { name: `Waiting On Crane ${randomUUID().slice(0, 6)}` } });
    expect(added.status, added.text).toBe(201);
    const deactivated = await call('PUT', `${STATUSES}/${added.body.id}`, { token, body: { ...added.body, isActive: false } });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect((await call('DELETE', `${STATUSES}/${added.body.id}`, { token })).status).toBe(200);

    const meta = await read('/api/v1/meta/resources/workOrderStatuses');
    expect(meta.systemRows.fixed).toEqual(['isActive']);
    expect(meta.systemRows.ids).toContain(38);
    expect(meta.systemRows.ids).not.toContain(added.body.id);
    expect((await read('/api/v1/meta/resources/regions')).systemRows).toBeNull();
  });
});
