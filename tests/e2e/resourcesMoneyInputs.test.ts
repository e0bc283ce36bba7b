/**
 * Every kind of money input, typed into as a person does (spec §5: currency fields have a
 * minimum of 0): the work order's NTE, an add-item page's prices and a generated form's
 * currency widget. Focusing selects the amount so typing replaces it; "-50" and "abc" are
 * refused with a message and nothing is saved.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { field, openList, saveAndWaitForSaved, toast } from './resourcesHelpers';
import { signedInForFile, urlOf } from './support/browser';
import { createOrder, customerId, editUrl } from './workOrdersHelpers';

const NEGATIVE = 'Amounts cannot be negative: enter 0 or more, like 50.00.';
const NOT_AN_AMOUNT = 'Enter an amount in dollars, like 50.00.';

let page: Page;
let orderId: number;

beforeAll(async () => {
  const order = await createOrder('superadmin', { customerId: await customerId('Harbor Fresh Market'), problem: 'E2E money: NTE typing.', nteAmount: 50750 });
  orderId = order.id;
});
signedInForFile('superadmin', (session) => ({ page } = session));

const labelled = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input, textarea'));
const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const nteOf = async () => (await call('GET', `/api/v1/workOrders/${orderId}`, { token: await tokenFor('superadmin') })).body.nteAmount;

/** Tabs into the field from the one before it, as the audit did, and types. */
async function tabInAndType(before: Locator, text: string) {
  await before.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type(text);
}

describe('money inputs', () => {
  it("replaces the work order's NTE when typed over and refuses -50 and abc", async () => {
    await page.goto(editUrl(orderId));
    const nte = labelled('NTE');
    await expect.poll(() => nte.inputValue()).toBe('$50,750.00');

    await nte.focus();
    await page.keyboard.type('600');
    await page.keyboard.press('Tab');
    expect(await nte.inputValue()).toBe('$600.00');
    await saveAndWaitForSaved(page, saveButton());
    expect(await nteOf()).toBe(600);

    await nte.click();
    await page.keyboard.type('-50');
    await page.getByText(NEGATIVE).waitFor();
    await saveButton().click();
    await toast(page, NEGATIVE).waitFor();
    expect(await nteOf()).toBe(600);

    await nte.click();
    await page.keyboard.type('abc');
    await page.getByText(NOT_AN_AMOUNT).waitFor();
    await saveButton().click();
    await toast(page, NOT_AN_AMOUNT).waitFor();
    expect(await nteOf()).toBe(600);
  });

  it("refuses a negative unit cost on the add-material page", async () => {
    await page.goto(editUrl(orderId, '/material/add'));
    await page.getByRole('heading', { level: 1, name: 'Add Material' }).waitFor();
    await labelled('Description').fill('Condenser fan blade');
    await page.getByRole('combobox', { name: /^Material Status\b/ }).click();
    await page.getByRole('option', { name: 'Incurred', exact: true }).click();
    await tabInAndType(labelled('Quantity'), '-12.5');
    await page.getByText(NEGATIVE).waitFor();
    await saveButton().click();
    await toast(page, NEGATIVE).waitFor();
    expect(page.url()).toContain('/material/add');

    await labelled('Unit Price').click();
    await page.keyboard.type('19.99');
    await labelled('Unit Cost').click();
    await page.keyboard.type('4');
    await labelled('Description').click();
    expect(await labelled('Unit Cost').inputValue()).toBe('$4.00');
    expect(await labelled('Unit Price').inputValue()).toBe('$19.99');
  });

  it("replaces and refuses in a generated form's currency field", async () => {
    await openList(page, '/administration/standardItems', 'Standard Items');
    await page.goto(urlOf('/administration/standardItems/create'));
    await field(page, 'name').fill('E2E Disposal Fee');
    const price = field(page, 'unitPrice');
    await expect.poll(() => price.inputValue()).toBe('$0.00');
    await tabInAndType(field(page, 'description'), '600');
    await page.keyboard.press('Tab');
    expect(await price.inputValue()).toBe('$600.00');

    await price.click();
    await page.keyboard.type('-50');
    await page.getByText(NEGATIVE).first().waitFor();
    await saveButton().click();
    await toast(page, NEGATIVE).waitFor();

    await price.click();
    await page.keyboard.type('abc');
    await page.getByText(NOT_AN_AMOUNT).first().waitFor();
    await saveButton().click();
    await toast(page, NOT_AN_AMOUNT).waitFor();
    const listed = await call('GET', `/api/v1/resources/standardItems?filter=${encodeURIComponent(JSON.stringify({ q: 'E2E Disposal Fee' }))}`, { token: await tokenFor('superadmin') });
    expect(listed.body).toEqual([]);
  });
});
