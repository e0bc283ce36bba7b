/**
 * Shared helpers of the sales scheduler API tests (not a test file itself). They work in the
 * Crestline tenant with users and customers each file creates, and read only their own
 * sales persons' actions, so files running side by side never see each other's.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, tokenFor, type ApiAnswer } from '../support/api';
import { OTHER_PASSWORD } from '../support/otherTenant';

export const PATH = '/api/v1/SalesScheduler';

export const crestlineAdmin = () => tokenFor('crestline-superadmin', OTHER_PASSWORD);
export const baysideAdmin = () => tokenFor('bayside-superadmin', OTHER_PASSWORD);

export async function newCustomer(token: string, label: string): Promise<number> {
  const answer = await call('POST', '/api/v1/resources/customers', { token, body: { name: `${label} ${randomUUID().slice(0, 8)}` } });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

export const tasks = (token: string, body: Record<string, unknown>) => call('POST', `${PATH}/getSchedulerTasks`, { token, body });
export const create = (token: string, body: Record<string, unknown>) => call('POST', `${PATH}/createSchedulerTask`, { token, body });
export const update = (token: string, body: Record<string, unknown>) => call('PUT', `${PATH}/updateSchedulerTask`, { token, body });
export const copy = (token: string, body: Record<string, unknown>) => call('POST', `${PATH}/copySchedulerTask`, { token, body });
export const remove = (token: string, body: Record<string, unknown>) => call('DELETE', `${PATH}/deleteSalesTask`, { token, body });
export const start = (token: string, body: Record<string, unknown>) => call('POST', `${PATH}/startSalesTask`, { token, body });
export const stop = (token: string, body: Record<string, unknown>) => call('POST', `${PATH}/stopSalesTask`, { token, body });

/** Creates an action and expects it to work. */
export async function created(token: string, body: Record<string, unknown>) {
  const answer = await create(token, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The actions of some sales persons in a range, expecting 200. */
export async function tasksOf(token: string, salesPersonIds: number[], range: [string, string]) {
  const answer = await tasks(token, { start: range[0], end: range[1], salesPersonIds });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Array<Record<string, any>>;
}

/** A 400 naming exactly `field`. */
export function expectFieldError(answer: ApiAnswer, field: string, message?: RegExp) {
  expect(answer.status, answer.text).toBe(400);
  expect(Object.keys(answer.body.errors ?? {}), answer.text).toEqual([field]);
  if (message) expect(answer.body.errors[field][0]).toMatch(message);
}
