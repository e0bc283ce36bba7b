import { describe, expect, it } from 'vitest';
import { meets } from '../../src/domain/access';
import { FUNCTIONALITIES as F, MODULES as M } from '../../src/domain/permissions/catalog';
import {
  WORK_ORDER_GRID_REQUIRES,
  canChangeWorkOrderStatus,
  canCreateWorkOrders,
  canDeleteWorkOrderItems,
  canEditRateSheets,
  canEditWorkOrders,
  canSeeStatusHistory,
  canWorkOnWorkOrders,
  mayCloseLaborOf,
  workOrderScope,
} from '../../src/domain/workOrders/access';
import { defaultSubjectOf, subjectOf } from './subjects';

describe('work-order scope', () => {
  it('is all with All WorkOrders, mine with My, Installer or History WorkOrders, none otherwise', () => {
    expect(workOrderScope(defaultSubjectOf('Team Leader'))).toBe('all');
    expect(workOrderScope(defaultSubjectOf('Technician'))).toBe('mine');
    expect(workOrderScope(defaultSubjectOf('Filtration Installer'))).toBe('mine');
    expect(workOrderScope(subjectOf(['Accounting'], [{ module: M.WORK_ORDERS, read: true, functionalities: [F.WORK_ORDER_HISTORY] }]))).toBe('mine');
    expect(workOrderScope(defaultSubjectOf('Sales Person'))).toBe('none');
    expect(workOrderScope(defaultSubjectOf('Super Admin'))).toBe('all');
  });

  it('does not count a functionality listed on a record that allows neither read nor write', () => {
    const subject = subjectOf(['Technician'], [{ module: M.WORK_ORDERS, functionalities: [F.ALL_WORK_ORDERS] }]);
    expect(workOrderScope(subject)).toBe('none');
  });
});

describe('what a user may do with work orders', () => {
  it('lets a technician clock in and see their grids, but not edit, create, delete items or see status history', () => {
    const technician = defaultSubjectOf('Technician');
    expect(canWorkOnWorkOrders(technician)).toBe(true);
    expect(canEditWorkOrders(technician)).toBe(false);
    expect(canCreateWorkOrders(technician)).toBe(false);
    expect(canDeleteWorkOrderItems(technician)).toBe(false);
    expect(canSeeStatusHistory(technician)).toBe(true);
    expect(meets(technician, WORK_ORDER_GRID_REQUIRES.woMy)).toBe(true);
    expect(meets(technician, WORK_ORDER_GRID_REQUIRES.woAll)).toBe(false);
  });

  it('lets a team leader edit, create, change status and delete items', () => {
    const teamLeader = defaultSubjectOf('Team Leader');
    expect(canEditWorkOrders(teamLeader)).toBe(true);
    expect(canChangeWorkOrderStatus(teamLeader)).toBe(true);
    expect(canCreateWorkOrders(teamLeader)).toBe(true);
    expect(canDeleteWorkOrderItems(teamLeader)).toBe(true);
  });

  it('needs write on Work Orders besides All WorkOrders to edit, and Change Status to change the status', () => {
    const reader = subjectOf(['Accounting'], [{ module: M.WORK_ORDERS, read: true, functionalities: [F.ALL_WORK_ORDERS, F.CHANGE_STATUS] }]);
    expect(canEditWorkOrders(reader)).toBe(false);
    const writer = subjectOf(['Accounting'], [{ module: M.WORK_ORDERS, read: true, write: true, functionalities: [F.ALL_WORK_ORDERS] }]);
    expect(canEditWorkOrders(writer)).toBe(true);
    expect(canChangeWorkOrderStatus(writer)).toBe(false);
  });

  it('shows the rate-sheet shortcut only to those who may write customers', () => {
    expect(canEditRateSheets(defaultSubjectOf('Technician'))).toBe(false);
    expect(canEditRateSheets(defaultSubjectOf('Admin'))).toBe(true);
    expect(canEditRateSheets(subjectOf(['Team Leader'], [{ module: M.CUSTOMERS, read: true }]))).toBe(false);
  });
});

describe('closing a labor', () => {
  it('is for its own technician, or a team leader or administrator', () => {
    const technician = { ...defaultSubjectOf('Technician'), userId: 7 };
    expect(mayCloseLaborOf(technician, 7)).toBe(true);
    expect(mayCloseLaborOf(technician, 8)).toBe(false);
    expect(mayCloseLaborOf({ ...defaultSubjectOf('Team Leader'), userId: 1 }, 8)).toBe(true);
    expect(mayCloseLaborOf({ ...defaultSubjectOf('Admin'), userId: 1 }, 8)).toBe(true);
    expect(mayCloseLaborOf({ ...defaultSubjectOf('Super Admin'), userId: 1 }, 8)).toBe(true);
    expect(mayCloseLaborOf({ ...defaultSubjectOf('Service Manager'), userId: 1 }, 8)).toBe(false);
  });
});
