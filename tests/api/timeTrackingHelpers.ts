/**
 * Shared helpers of the time-tracking API tests (not a test file itself). They work in the
 * "Clockwork Test Co" tenant (tests/support/clockTenant.ts); each test file takes its
 * technicians from its own range so files running side by side never share one.
 */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { ClockTechnician, SecondOrderKind } from '../support/clockTenant';
import { call, type ApiAnswer } from '../support/api';
import { nowSeconds, signWithServerSecret } from './helpers';

export const tenant = () => inject('clockTenant');
/** The tenant's time zone: the subscriber settings' default. */
export const ZONE = 'America/New_York';

/** A token for a user of the clock tenant, signed as sign-in would (the server reloads the user on every request). */
export function tokenOf(userId: number, userName = `user-${userId}`): string {
  const now = nowSeconds();
  return signWithServerSecret({ subscriberId: String(tenant().subscriberId), unique_name: String(userId), userName, iat: now, nbf: now - 5, exp: now + 3600 });
}

/** The n-th technician (0-based) of a second-order kind, e.g. technicianOf('plain', 12). */
export function technicianOf(kind: SecondOrderKind, n: number): ClockTechnician & { token: string } {
  const technician = tenant().technicians.filter((t) => t.secondKind === kind)[n];
  if (!technician) throw new Error(`There is no ${kind} technician number ${n}`);
  return { ...technician, token: tokenOf(technician.userId, technician.userName) };
}

export const uuid = () => randomUUID();

const post = <T = any>(path: string, token: string, body: unknown): Promise<ApiAnswer<T>> => call<T>('POST', `/api/v1/WOStartStop/${path}`, { token, body });

export const startViewData = (token: string, workOrderId: number) => post('getStartWOViewData', token, { workOrderId });
export const stopViewData = (token: string, workOrderId: number) => post('getStopWOViewData', token, { workOrderId });
export const clockIn = (token: string, body: Record<string, unknown>) => post('clockInWorkOrder', token, { clientRequestId: uuid(), ...body });
export const clockOut = (token: string, body: Record<string, unknown>) => post('clockOutWorkOrder', token, { clientRequestId: uuid(), ...body });
export const clockOutAndStart = (token: string, body: Record<string, unknown>) =>
  post('clockOutAndStartWorkOrder', token, { clientRequestId: uuid(), newClientRequestId: uuid(), ...body });

/** A clock-out body that passes every rule of the stop form, for overriding. */
export const validStop = (workOrderId: number, workOrderLaborId: number) => ({
  workOrderId,
  workOrderLaborId,
  description: 'Replaced the contactor and tested the unit.',
  userStatusId: 3,
  // To Be Continued: a status technicians set (To Do is the office's).
  workOrderStatusId: 26,
});

/** Clocks in and expects it to work; answers the labor id. */
export async function clockedIn(token: string, body: Record<string, unknown>): Promise<number> {
  const answer = await clockIn(token, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.workOrderLaborId;
}

/** The id of the caller's open labor on an order, or null when they are not clocked in on it. */
export async function openLaborOn(token: string, workOrderId: number): Promise<number | null> {
  const answer = await stopViewData(token, workOrderId);
  if (answer.status === 409) return null;
  expect(answer.status, answer.text).toBe(200);
  return answer.body.workOrderLaborId;
}

/** The order's labor rows (GET workOrders/{id}/labors), newest first. */
export const laborsOf = async (token: string, workOrderId: number) => {
  const answer = await call('GET', `/api/v1/workOrders/${workOrderId}/labors`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Array<{ workOrderLaborId: number; technicianId: number; stopTime: string | null; flag: string | null; status: string | null }>;
};

export const workOrderOf = async (token: string, workOrderId: number) => {
  const answer = await call('GET', `/api/v1/workOrders/${workOrderId}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

export const userStatusOf = async (token: string) => (await call('GET', '/api/v1/user/getUserStatus', { token })).body;

/** Wall-clock date and time of an instant in the tenant's zone: { date: YYYY-MM-DD, time: HH:mm }. */
export function wallClockOf(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export const minutesFromNow = (minutes: number) => wallClockOf(new Date(Date.now() + minutes * 60_000));

export const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** What a 400 of the start/stop form answers: the first message as title, and that field's error. */
/** A 400 that names exactly one field, with one message matching `message` (the whole text when a string). */
export function expectFieldError(answer: ApiAnswer, field: string, message: string | RegExp) {
  expect(answer.status, answer.text).toBe(400);
  expect(Object.keys(answer.body.errors ?? {}), answer.text).toEqual([field]);
  expect(answer.body.errors[field], answer.text).toHaveLength(1);
  if (typeof message === 'string') expect(answer.body.errors[field][0]).toBe(message);
  else expect(answer.body.errors[field][0]).toMatch(message);
}
