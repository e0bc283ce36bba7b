/**
 * The names a list shows for the records it references (GET /api/v1/resources/{name}/labels/{field}):
 * whoever may read a list may read the names its rows reference, and nothing more. Customer Rate
 * Sheets references employee types (module Settings), which the team leader and the sales,
 * service, regional and project roles may not read: they see the names through the rate sheets.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { freshUser } from '../support/freshUsers';
import { OTHER_PASSWORD } from '../support/otherTenant';

const RATE_SHEETS = '/api/v1/resources/customerRateSheetItems';
const labels = (token: string, field: string, ids: number[]) => call('GET', `${RATE_SHEETS}/labels/${field}?ids=${ids.join(',')}`, { token });

describe('names a list references', () => {
  let demoNames: Map<number, string>;
  let referenced: number[];

  beforeAll(async () => {
    const superAdmin = await tokenFor('superadmin');
    const types = await call('GET', `/api/v1/resources/employeeTypeRates?range=${encodeURIComponent('[0,99]')}`, { token: superAdmin });
    expect(types.status, types.text).toBe(200);
    demoNames = new Map(types.body.map((t: { id: number; name: string }) => [t.id, t.name]));
    const items = await call('GET', `${RATE_SHEETS}?range=${encodeURIComponent('[0,199]')}`, { token: superAdmin });
    referenced = [...new Set<number>(items.body.flatMap((i: { employeeTypeRateId: number | null }) => (i.employeeTypeRateId ? [i.employeeTypeRateId] : [])))];
    expect(referenced.length).toBeGreaterThan(0);
  });

  it('answers every role that may read Customer Rate Sheets the employee type names, while employee types stay closed to them', async () => {
    for (const userName of ['teamleader', 'salesperson', 'salesmanager', 'servicemanager', 'regionalmanager', 'regionalvpofprojects', 'projectspecialist']) {
      const token = await tokenFor(userName);
      expect((await call('GET', RATE_SHEETS, { token })).status, userName).toBe(200);
      expect((await call('GET', '/api/v1/resources/employeeTypeRates', { token })).status, userName).toBe(403);
      const answer = await labels(token, 'employeeTypeRateId', referenced);
      expect(answer.status, `${userName}: ${answer.text}`).toBe(200);
      expect(answer.body, userName).toEqual(expect.arrayContaining(referenced.map((id) => ({ id, label: demoNames.get(id) }))));
      expect(answer.body).toHaveLength(referenced.length);
    }
  });

  it('refuses whoever may not read the list, a field that references nothing, and no token', async () => {
    expect((await labels(await tokenFor('technician'), 'employeeTypeRateId', referenced)).status).toBe(403);
    expect((await labels(await tokenFor('teamleader'), 'name', referenced)).status).toBe(404);
    expect((await labels(await tokenFor('teamleader'), 'noSuchField', referenced)).status).toBe(404);
    expect((await call('GET', `${RATE_SHEETS}/labels/employeeTypeRateId?ids=${referenced[0]}`)).status).toBe(401);
    expect((await labels(await tokenFor('teamleader'), 'employeeTypeRateId', [])).status).toBe(400);
  });

  it('names only records the rows reference, of the caller\'s subscriber', async () => {
    const admin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
    const tag = randomUUID().slice(0, 8);
    const type = async (name: string) => {
      const answer = await call('POST', '/api/v1/resources/employeeTypeRates', { token: admin, body: { name } });
      expect(answer.status, answer.text).toBe(201);
      return answer.body.id as number;
    };
    const [used, unused] = [await type(`Lead ${tag}`), await type(`Unused ${tag}`)];
    const customer = await call('POST', '/api/v1/resources/customers', { token: admin, body: { name: `Rated ${tag}`, billByRateSheet: true } });
    expect(customer.status, customer.text).toBe(201);
    const item = await call('POST', RATE_SHEETS, { token: admin, body: { customerId: customer.body.id, kind: 'Labor', name: 'Lead technician', employeeTypeRateId: used } });
    expect(item.status, item.text).toBe(201);

    const leader = await freshUser('labels', ['Team Leader']);
    const answer = await labels(leader.token, 'employeeTypeRateId', [used, unused, ...referenced]);
    expect(answer.status, answer.text).toBe(200);
    // The demo company's employee types are another subscriber's: not named here.
    expect(answer.body).toEqual([{ id: used, label: `Lead ${tag}` }]);
    expect((await labels(leader.token, 'customerId', [customer.body.id])).body).toEqual([{ id: customer.body.id, label: `Rated ${tag}` }]);

    // The record's history names the type a change replaced: it keeps its name though no row refers to it now.
    const later = await type(`Senior ${tag}`);
    const changed = await call('PUT', `${RATE_SHEETS}/${item.body.id}`, { token: admin, body: { ...item.body, employeeTypeRateId: later } });
    expect(changed.status, changed.text).toBe(200);
    expect((await labels(leader.token, 'employeeTypeRateId', [used, unused, later])).body).toEqual([
      { id: used, label: `Lead ${tag}` },
      { id: later, label: `Senior ${tag}` },
    ]);
  });
});

describe('the list screen learns where to read the names', () => {
  it('the resource description sends each reference through the list', async () => {
    const answer = await call('GET', '/api/v1/meta/resources/customerRateSheetItems', { token: await tokenFor('teamleader') });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.references.employeeTypeRateId).toEqual({ resource: 'employeeTypeRates', label: 'name', labelsPath: 'resources/customerRateSheetItems/labels/employeeTypeRateId' });
  });
});
