/**
 * The search box of the work-order grids (filter.q): besides number, customer, site address
 * and problem it finds the technicians' names, the billing customer's name and the customers'
 * phone numbers, typed with or without hyphens. Reads the demo orders (src/server/seed/demoWork.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../support/api';
import { gridOf } from './workOrdersHelpers';

let token: string;
beforeAll(async () => {
  token = await tokenFor('servicemanager');
});

const search = async (q: string) => {
  const answer = await gridOf(token, { grid: 'woAll', filter: { q }, range: [0, 999] });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Array<{ problem: string; technicianNames: string; customerName: string }>;
};
const problemsOf = (rows: Array<{ problem: string }>) => rows.map((r) => r.problem);

describe('GET workOrders?filter={"q":...}', () => {
  it("finds a technician's orders by name, first, last or whole", async () => {
    for (const q of ['Tyler', 'brooks', 'Tyler Brooks']) {
      const rows = await search(q);
      expect(problemsOf(rows), q).toEqual(expect.arrayContaining(['Walk-in cooler #2 not holding temperature (42°F).', 'Fryer pilot light keeps going out.']));
      for (const row of rows) expect(row.technicianNames, q).toMatch(/Tyler Brooks/);
    }
    expect(problemsOf(await search('Henry Walsh'))).toContain('Classroom 12 thermostat not responding.');
  });

  it("finds orders by the billing customer's name", async () => {
    const rows = await search('Riverside School');
    // Lakeside Elementary School's orders are billed to Riverside School District.
    expect(problemsOf(rows)).toEqual(expect.arrayContaining(['Rooftop unit RTU-3 short cycling.', 'Kitchen sink drain backing up.']));
  });

  it("finds orders by the customer's phone, typed with or without hyphens", async () => {
    for (const q of ['805-555-0100', '8055550100', '(805) 555-0100', '555-0100']) {
      expect(problemsOf(await search(q)), q).toEqual(expect.arrayContaining(['Walk-in cooler #2 not holding temperature (42°F).', 'Rooftop unit RTU-3 short cycling.']));
    }
    expect(await search('805-555-0199')).toEqual([]);
  });

  it('fewer than seven digits do not read phones, so a number fragment does not find every order', async () => {
    expect(problemsOf(await search('0100'))).not.toContain('Walk-in cooler #2 not holding temperature (42°F).');
  });
});
