/**
 * Shared helpers of the work-order API tests (not a test file itself). They create their own
 * orders, with the demo users teamleader, servicemanager, admin and projectspecialist writing
 * and masterplumber or responsiblemasterplumber assigned, and tell them apart from every other
 * order by a tag in the problem text.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, tokenFor, type ApiAnswer } from '../support/api';

/** A text no other order's problem contains. */
export const newTag = () => `tag-${randomUUID().slice(0, 8)}`;

const customerIds = new Map<string, Promise<number>>();

/** The id of a demo customer by its exact name. */
export function demoCustomerId(name: string): Promise<number> {
  if (!customerIds.has(name)) {
    customerIds.set(
      name,
      tokenFor('admin').then(async (token) => {
        const answer = await call('GET', `/api/v1/resources/customers?filter=${encodeURIComponent(JSON.stringify({ name_contains: name }))}`, { token });
        expect(answer.status, answer.text).toBe(200);
        const customer = answer.body.find((c: { name: string }) => c.name === name);
        if (!customer) throw new Error(`No demo customer ${name}`);
        return customer.id as number;
      }),
    );
  }
  return customerIds.get(name)!;
}

export const HARBOR = 'Harbor Fresh Market';
export const DINER = 'Maple Street Diner';
export const SCHOOL = 'Lakeside Elementary School';
export const DISTRICT = 'Riverside School District';
export const NORTHGATE = 'Northgate Medical Center';

/** Creates an order and expects it to work; answers the WorkOrder. */
export async function createdOrder(token: string, body: Record<string, unknown>) {
  const answer = await call('POST', '/api/v1/workOrders', { token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

export interface GridParams {
  grid?: string;
  filter?: Record<string, unknown>;
  sort?: [string, string];
  range?: [number, number];
}

/** GET workOrders with the query ra-data-simple-rest sends. */
export function gridOf(token: string, params: GridParams = {}): Promise<ApiAnswer> {
  const query = new URLSearchParams();
  if (params.grid) query.set('grid', params.grid);
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  if (params.range) query.set('range', JSON.stringify(params.range));
  return call('GET', `/api/v1/workOrders?${query}`, { token });
}

/** The rows of a grid answer, expecting 200. */
export async function rowsOf(token: string, params: GridParams = {}): Promise<any[]> {
  const answer = await gridOf(token, params);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}
