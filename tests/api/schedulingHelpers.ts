/**
 * Shared helpers of the schedule tests (not a test file itself). They work in the Crestline
 * tenant, whose users tests may add freely (the demo tenant's user list is fixed): each file
 * makes its own technicians and orders there and dispatches as its super admin.
 */
import { expect } from 'vitest';
import { call, tokenFor, type ApiAnswer } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { createdOrder, newTag } from './workOrdersHelpers';

export const dispatcherToken = () => tokenFor('crestline-superadmin', OTHER_PASSWORD);

let customerId: Promise<number> | undefined;

/** A customer of this file in the Crestline tenant. */
function crestlineCustomer(): Promise<number> {
  customerId ??= dispatcherToken().then(async (token) => {
    const answer = await call('POST', '/api/v1/resources/customers', { token, body: { name: `Schedule test site ${newTag()}`, siteAddress: '12 Test Way', city: 'Ventura' } });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.id as number;
  });
  return customerId;
}

/** A new order of the file's customer assigned to the technicians, tagged so it is this test's own. */
export async function orderFor(technicianIds: number[]) {
  return createdOrder(await dispatcherToken(), { customerId: await crestlineCustomer(), problem: `Walk-in cooler warm ${newTag()}`, technicianIds });
}

export const entries = (token: string, query: Record<string, string | number>): Promise<ApiAnswer> =>
  call('GET', `/api/v1/scheduler/entries?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

export const createEntry = (token: string, body: Record<string, unknown>) => call('POST', '/api/v1/scheduler/entries', { token, body });
export const updateEntry = (token: string, id: number, body: Record<string, unknown>) => call('PUT', `/api/v1/scheduler/entries/${id}`, { token, body });
export const moveEntry = (token: string, id: number, body: Record<string, unknown>) => call('PATCH', `/api/v1/scheduler/entries/${id}/move`, { token, body });
export const deleteEntry = (token: string, id: number, body: Record<string, unknown>) => call('DELETE', `/api/v1/scheduler/entries/${id}`, { token, body });

/** Creates an entry and expects it to work. */
export async function createdEntry(token: string, body: Record<string, unknown>) {
  const answer = await createEntry(token, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The subscriber's time zone, from its Subscriber Settings, read with `token` (a super admin's). */
export async function subscriberTimeZone(token: string): Promise<string> {
  const answer = await call('GET', '/api/v1/resources/subscriberSettings', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.timeZone as string;
}

/** Today as the subscriber's staff see it: the date on the wall clock of its time zone (not UTC's date). */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** A day far from today, ten days after the last call's, so no two tests' entries (a five-day series among them) meet. */
let dayOffset = 0;
export function testDay(): string {
  const base = Date.UTC(2031, 0, 6) + (process.pid % 500) * 7 * 86_400_000;
  return new Date(base + dayOffset++ * 10 * 86_400_000).toISOString().slice(0, 10);
}
