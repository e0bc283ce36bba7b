/**
 * A change of a sales action is announced on the FieldDesk hub (`upsert` / `delete`, entity
 * "salesAction") to the subscriber's users who may read the scheduler, and to no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRawHub, type RawHubClient, type RawHubMessage } from '../../scripts/support/rawHubClient';
import { baseUrl, call } from '../support/api';
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
    // Positive controls, published after the events that must not reach them: a connection hears its
    // events in the order they were published, so once each has heard its own later event, an
    // earlier one sent to it would have arrived first.
    const visit = await call('POST', '/api/v1/scheduler/entries', {
      token: await crestlineAdmin(),
      body: { workOrderId: 0, task: 'Supply house', technicianIds: [technician.id], start: '2031-05-05T07:00:00', end: '2031-05-05T08:00:00' },
    });
    expect(visit.status, visit.text).toBe(200);
    await tech.next((message) => message.target === 'upsert' && (message.arguments?.[0] as { schedulerId?: number })?.schedulerId === visit.body.schedulerId);
    const bayside = await baysideAdmin();
    const theirs = await created(bayside, { title: 'Their own', customerId: await newCustomer(bayside, 'Sales events elsewhere'), start: '2031-05-05T09:00:00' });
    await elsewhere.next(about(theirs.id, 'upsert'));

    expect(tech.received.filter((message) => about(action.id, 'upsert')(message) || about(action.id, 'delete')(message))).toEqual([]);
    // Another subscriber hears nothing of this action (its own users' changes, made by other test files meanwhile, it may hear).
    expect(elsewhere.received.filter((message) => about(action.id, 'upsert')(message) || about(action.id, 'delete')(message))).toEqual([]);
  });
});
