/**
 * A change of a sales action is announced on the FieldDesk hub (`upsert` / `delete`, entity
 * "salesAction") to the subscriber's users who may read the scheduler, and to no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRawHub, type RawHubClient, type RawHubMessage } from '../../scripts/support/rawHubClient';
import { baseUrl } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { baysideAdmin, crestlineAdmin, created, newCustomer, remove, update } from './salesSchedulerHelpers';

let seller: FreshUser;
let colleague: FreshUser;
let technician: FreshUser;
let customerId: number;
const clients: RawHubClient[] = [];

const connect = async (token: string) => {
  const client = await connectRawHub(baseUrl(), 'FieldDeskHub', token);
  clients.push(client);
  return client;
};
const about = (id: number, target: string) => (message: RawHubMessage) =>
  message.target === target && (message.arguments?.[0] as { entity?: string; id?: number })?.entity === 'salesAction' && (message.arguments?.[0] as { id?: number }).id === id;

beforeAll(async () => {
  [seller, colleague, technician] = await Promise.all([
    freshUser('ss-events-seller', ['Sales Person']),
    freshUser('ss-events-colleague', ['Sales Manager']),
    freshUser('ss-events-tech', ['Technician']),
  ]);
  customerId = await newCustomer(await crestlineAdmin(), 'Sales events');
});
afterAll(() => clients.forEach((client) => client.close()));

describe('sales scheduler events', () => {
  it('tells readers of the scheduler about every change, small, and nobody else', async () => {
    const [watcher, tech, elsewhere] = await Promise.all([connect(colleague.token), connect(technician.token), connect(await baysideAdmin())]);
    const action = await created(seller.token, { title: 'Announced', customerId, start: '2031-05-05T09:00:00' });
    const upsert = await watcher.next(about(action.id, 'upsert'));
    expect(upsert.arguments).toEqual([{ entity: 'salesAction', id: action.id, recurrenceId: null, version: 1 }]);
    expect((await update(seller.token, { id: action.id, version: 1, title: 'Announced again' })).status).toBe(200);
    expect((await watcher.next(about(action.id, 'upsert'))).arguments).toEqual([{ entity: 'salesAction', id: action.id, recurrenceId: null, version: 2 }]);
    expect((await remove(seller.token, { id: action.id, version: 2 })).status).toBe(200);
    expect((await watcher.next(about(action.id, 'delete'))).arguments).toEqual([{ entity: 'salesAction', id: action.id, occurrenceStart: null, version: null }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tech.received.filter(about(action.id, 'upsert'))).toEqual([]);
    // Another subscriber hears nothing of this action (its own users' changes, made by other test files meanwhile, it may hear).
    expect(elsewhere.received.filter((message) => about(action.id, 'upsert')(message) || about(action.id, 'delete')(message))).toEqual([]);
  });
});
