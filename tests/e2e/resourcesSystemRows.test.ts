/**
 * System rows in the browser: the work order statuses list marks the statuses FieldDesk's
 * rules depend on and offers no delete for them; a status added by the office can go.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { openList, row } from './resourcesHelpers';
import { connectBrowser, newPage, signIn, urlOf } from './support/browser';

const PATH = '/administration/status/workOrder';
let browser: Browser;
let page: Page;
let addedId: number;

beforeAll(async () => {
  const added = await call('POST', '/api/v1/resources/workOrderStatuses', { token: await tokenFor('admin'), body: { name: 'Waiting On Permit', sortOrder: 0 } });
  expect(added.status, added.text).toBe(201);
  addedId = added.body.id;
  browser = await connectBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'admin');
});
afterAll(async () => {
  await browser?.close();
  await call('DELETE', `/api/v1/resources/workOrderStatuses/${addedId}`, { token: await tokenFor('admin') });
});

describe('system rows of the work order statuses', () => {
  it('marks seeded statuses as System and lets only added ones be selected for deleting', async () => {
    await openList(page, PATH, 'Work Order Statuses');
    const system = row(page, 'N/A');
    await system.getByText('System', { exact: true }).waitFor();
    expect(await system.getByRole('checkbox').isDisabled()).toBe(true);

    const added = row(page, 'Waiting On Permit');
    await added.waitFor();
    expect(await added.getByText('System', { exact: true }).count()).toBe(0);
    expect(await added.getByRole('checkbox').isDisabled()).toBe(false);
  });

  it('offers no Delete on a system status and keeps its Active switch as it is', async () => {
    await page.goto(urlOf(`${PATH}/38`));
    await page.getByRole('heading', { level: 1, name: 'Completed' }).waitFor();
    await page.getByText('A system work order status').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.locator('#root_isActive').isDisabled()).toBe(true);

    await page.goto(urlOf(`${PATH}/${addedId}`));
    await page.getByRole('heading', { level: 1, name: 'Waiting On Permit' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).waitFor();
  });
});
