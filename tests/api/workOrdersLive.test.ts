/**
 * Work-order grids stay live (spec §7.4 gridUpdate, issue 9): a change to an order is announced
 * on the FieldDesk hub to those who may read it (whoever sees every order, and the order's own
 * technicians), with the grid contexts to read again, and to nobody else.
 */
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { fieldDeskHubFor } from './fieldDeskHub';
import { dispatcherToken, orderFor } from './schedulingHelpers';

const open: HubConnection[] = [];
let assigned: FreshUser;
let other: FreshUser;
/** A technician who is also a Project Specialist, a role that sees every order. */
let specialist: FreshUser;

async function listen(token: string) {
  const connection = await fieldDeskHubFor(token);
  open.push(connection);
  const heard: Array<[string[], { workOrderIds: number[] }]> = [];
  connection.on('gridUpdate', (contexts, detail) => heard.push([contexts, detail]));
  return heard;
}

beforeAll(async () => {
  [assigned, other, specialist] = await Promise.all([
    freshUser('gridlive', ['Technician']),
    freshUser('gridlive', ['Technician']),
    freshUser('gridlive', ['Technician', 'Project Specialist']),
  ]);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
});

describe('gridUpdate of the work-order grids', () => {
  it('reaches every-order readers and the order\'s technicians, not other technicians', async () => {
    const order = await orderFor([assigned.id]);
    const [office, mine, notMine] = await Promise.all([listen(await dispatcherToken()), listen(assigned.token), listen(other.token)]);
    const leader = await dispatcherToken();
    const changed = await call('PUT', `/api/v1/workOrders/${order.id}`, { token: leader, body: { version: order.version, customerId: order.customerId, problem: `${order.problem} (checked)` } });
    expect(changed.status, changed.text).toBe(200);

    await expect.poll(() => office.some(([, detail]) => detail.workOrderIds.includes(order.id))).toBe(true);
    await expect.poll(() => mine.some(([, detail]) => detail.workOrderIds.includes(order.id))).toBe(true);
    expect(office.find(([, detail]) => detail.workOrderIds.includes(order.id))![0]).toEqual(['woAll', 'woMy', 'hist']);
    // A later announcement the other technician does hear (their own order) arrives after any leak would have.
    const theirs = await orderFor([other.id]);
    await expect.poll(() => notMine.length).toBeGreaterThan(0);
    expect(notMine.flatMap(([, detail]) => detail.workOrderIds)).toEqual([theirs.id]);
  });

  it('reaches a user whom one of their roles lets see every order', async () => {
    const heard = await listen(specialist.token);
    const order = await orderFor([assigned.id]);
    await expect.poll(() => heard.some(([, detail]) => detail.workOrderIds.includes(order.id))).toBe(true);
  });
});
