/**
 * Open calendars stay live (spec §7.4): a change to the schedule is announced on the FieldDesk
 * hub to those who may read it (whoever sees the whole schedule, judged from their roles where
 * the event is delivered, and the visit's technicians), and to nobody else.
 */
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { fieldDeskHubFor } from './fieldDeskHub';
import { createdEntry, dispatcherToken, orderFor, testDay } from './schedulingHelpers';

const open: HubConnection[] = [];
let office: FreshUser;
let assigned: FreshUser;
let other: FreshUser;

async function listen(token: string) {
  const connection = await fieldDeskHubFor(token);
  open.push(connection);
  const heard: number[] = [];
  connection.on('upsert', (entry: { schedulerId: number }) => heard.push(entry.schedulerId));
  return heard;
}

const visitFor = async (technicianId: number) => {
  const order = await orderFor([technicianId]);
  const day = testDay();
  return createdEntry(await dispatcherToken(), { task: 'Live calendar check', workOrderId: order.id, start: `${day}T09:00:00`, end: `${day}T10:00:00`, technicianIds: [technicianId] });
};

beforeAll(async () => {
  [office, assigned, other] = await Promise.all([freshUser('calendarlive', ['Admin']), freshUser('calendarlive', ['Technician']), freshUser('calendarlive', ['Technician'])]);
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
});

describe('upsert of the calendars', () => {
  it("reaches whoever sees the whole schedule and the visit's technician, not other technicians", async () => {
    const [whole, mine, notMine] = await Promise.all([listen(office.token), listen(assigned.token), listen(other.token)]);
    const visit = await visitFor(assigned.id);
    await expect.poll(() => whole.includes(visit.schedulerId)).toBe(true);
    await expect.poll(() => mine.includes(visit.schedulerId)).toBe(true);
    // A later visit the other technician does hear (their own) arrives after any leak would have.
    const theirs = await visitFor(other.id);
    await expect.poll(() => notMine.length).toBeGreaterThan(0);
    expect(notMine).toEqual([theirs.schedulerId]);
  });
});
