import { describe, expect, it } from 'vitest';
import { EDIT_TABS, tabOf, tabPath } from '../../src/custom/workOrders/edit/editTabs';
import { customerAddress, emptyWorkOrderForm, workOrderFormErrors, workOrderInputOf } from '../../src/custom/workOrders/form/workOrderForm';
import { parseQuantity } from '../../src/custom/workOrders/form/quantity';
import { fieldErrorsOf } from '../../src/ui/form/fieldErrors';
import { apiSortOf } from '../../src/custom/workOrders/grid/workOrderColumns';
import { count } from '../../src/custom/workOrders/items/count';
import { lineTotal, linesTotal } from '../../src/custom/workOrders/items/money';
import { childPath, editPath, safeReturnUrl } from '../../src/domain/workOrders/paths';
import { PROBLEM_MAX } from '../../src/domain/workOrders/orders';

describe('work-order addresses', () => {
  it('writes edit and child routes with the returnUrl encoded', () => {
    expect(editPath(12)).toBe('/workOrder/12/edit');
    expect(editPath(12, '/workOrder/all?x=1')).toBe('/workOrder/12/edit?returnUrl=%2FworkOrder%2Fall%3Fx%3D1');
    expect(childPath('10003-1', 'addRateSheetItem')).toBe('/workOrder/10003-1/edit/rateSheetStandardItems/add');
    expect(childPath(12, 'statusHistory', '/workOrder/mine')).toBe('/workOrder/12/edit/showStatusHistory?returnUrl=%2FworkOrder%2Fmine');
  });

  it('follows a returnUrl only inside the app', () => {
    expect(safeReturnUrl('/workOrder/mine')).toBe('/workOrder/mine');
    for (const unsafe of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) expect(safeReturnUrl(unsafe)).toBeNull();
  });

  it('maps the child routes and ?tab= to the edit tabs, and back', () => {
    const none = new URLSearchParams();
    expect(tabOf('/workOrder/12/edit', none)).toBe('details');
    expect(tabOf('/workOrder/12/edit/showStatusHistory', none)).toBe('statusHistory');
    expect(tabOf('/workOrder/12/Edit/equipmentTaskList', none)).toBe('equipmentTasks');
    expect(tabOf('/workOrder/12/edit', new URLSearchParams('tab=materials'))).toBe('materials');
    expect(tabOf('/workOrder/12/edit', new URLSearchParams('tab=nonsense'))).toBe('details');
    for (const { id } of EDIT_TABS) {
      const [path, query] = tabPath('12', id, '/workOrder/all').split('?');
      expect(tabOf(path, new URLSearchParams(query))).toBe(id);
    }
    expect(tabPath('12', 'details', null)).toBe('/workOrder/12/edit');
  });
});

describe('the work-order form', () => {
  it('requires a customer and a problem within its limit', () => {
    expect(workOrderFormErrors(emptyWorkOrderForm())).toEqual({ customerId: 'Customer is required.', problem: 'Problem is required.' });
    const long = { ...emptyWorkOrderForm(), customerId: 3, problem: 'x'.repeat(PROBLEM_MAX + 1) };
    expect(workOrderFormErrors(long).problem).toBe(`Problem takes at most ${PROBLEM_MAX} characters.`);
    expect(workOrderFormErrors({ ...long, problem: ' Leak ' })).toEqual({});
  });

  it('sends trimmed text and leaves an empty site address to the server', () => {
    const input = workOrderInputOf({ ...emptyWorkOrderForm(), customerId: 3, problem: ' Leak ', siteAddress: '  ', technicianIds: [4, 5] });
    expect(input).toMatchObject({ customerId: 3, problem: 'Leak', siteAddress: undefined, statusId: 1, technicianIds: [4, 5] });
  });

  it("writes a customer's address as a site address", () => {
    expect(customerAddress({ siteAddress: '1200 Harbor Blvd', city: 'Oxnard', state: 'CA', zipCode: '93035' })).toBe('1200 Harbor Blvd, Oxnard, CA 93035');
    expect(customerAddress({ siteAddress: '9 Mill Rd', city: '', state: null, zipCode: null })).toBe('9 Mill Rd');
  });

  it("reads the server's field errors, first message per field", () => {
    expect(fieldErrorsOf({ title: 'Bad', errors: { 'body.problem': ['Too long', 'Other'], statusId: ['No such status'] } })).toEqual({
      problem: 'Too long',
      statusId: 'No such status',
    });
    expect(fieldErrorsOf('oops')).toEqual({});
  });

  it('reads quantities above 0 with at most 2 decimals', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity(' 1.5 ')).toBe(1.5);
    expect(parseQuantity('.25')).toBe(0.25);
    for (const bad of ['0', '0.00', '-1', '1.234', 'abc', '', '1e3']) expect(parseQuantity(bad)).toBeNull();
  });
});

describe('grid and list helpers', () => {
  it('sorts the number numerically and status and flag by name', () => {
    expect(apiSortOf({ field: 'displayNumber', order: 'DESC' })).toEqual({ field: 'workOrderNumber', order: 'DESC' });
    expect(apiSortOf({ field: 'statusId', order: 'ASC' })).toEqual({ field: 'status', order: 'ASC' });
    expect(apiSortOf({ field: 'customerName', order: 'ASC' })).toEqual({ field: 'customerName', order: 'ASC' });
  });

  it('totals lines in cents', () => {
    expect(lineTotal(1.5, 142.5)).toBe('$213.75');
    expect(lineTotal(3, 0.1)).toBe('$0.30');
    expect(linesTotal([{ quantity: 2, price: 64.5 }, { quantity: 0.33, price: 10 }])).toBe('$132.30');
    expect(count(1, 'item')).toBe('1 item');
    expect(count(2.5, 'hour')).toBe('2.5 hours');
  });
});
