/**
 * Each request shape is written once, as a JSON Schema in src/domain/<area>/wire.ts: the server
 * validates with it and both sides take their types from it. The type checks below run in
 * `npm run typecheck` (part of `npm test`): a browser call that takes a hand-written copy, or a
 * schema that drifts from what the screens send, no longer compiles. The runtime checks validate
 * what the screens build against the very schema the server uses.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { newActionForm, requestOf } from '../../src/custom/salesScheduler/actionForm';
import { entryPayload, newEntryValues } from '../../src/custom/scheduling/entryForm';
import { pickerRequest } from '../../src/custom/timeTracking/pickerPaging';
import type { clockInRequest, clockOutAndStartRequest, clockOutRequest } from '../../src/custom/timeTracking/startStopForm';
import { emptyWorkOrderForm, workOrderInputOf } from '../../src/custom/workOrders/form/workOrderForm';
import { loginBody, type ChangePasswordRequest, type LoginRequest } from '../../src/domain/account/wire';
import { roleGrantsBody, type ModuleGrantBody, type RoleGrantsRequest } from '../../src/domain/permissions/wire';
import {
  createTaskBody,
  type CopyTaskRequest,
  type CreateTaskRequest,
  type SalesPersonColorRequest,
  type SchedulerTasksRequest,
  type TaskRefRequest,
  type UpdateTaskRequest,
} from '../../src/domain/salesScheduler/wire';
import {
  scheduleEntryCreateBody,
  scheduleEntryUpdateBody,
  type ScheduleEntryCreate,
  type ScheduleEntryDelete,
  type ScheduleEntryMove,
  type ScheduleEntryUpdate,
} from '../../src/domain/scheduling/wire';
import { corrigoCheckOutBody, type CorrigoCheckOutRequest, type CorrigoProcedureStepsRequest, type CorrigoStatusChangeRequest } from '../../src/domain/thirdParty/wire';
import {
  clockOutBody,
  type ClockInRequest,
  type ClockOutAndStartRequest,
  type ClockOutRequest,
  type ViewDataRequest,
} from '../../src/domain/timeTracking/wire';
import { newUserBody, userUpdateBody, type NewUser, type UserChanges, type UserUpdate } from '../../src/domain/users/wire';
import { statusUpdateQuery, type StatusUpdateQuery } from '../../src/domain/userStatus/wire';
import {
  jobBody,
  technicianPickerBody,
  workOrderCreateBody,
  type GridRequest,
  type JobBody,
  type MaterialBody,
  type SignatureRequest,
  type WorkOrderInput,
  type WorkOrderUpdate,
} from '../../src/domain/workOrders/wire';

type TimeTrackingApi = typeof import('../../src/custom/timeTracking/timeTrackingApi');
type WorkOrdersApi = typeof import('../../src/custom/workOrders/workOrdersApi');
type ChildrenApi = typeof import('../../src/custom/workOrders/childrenApi');
type UsersApi = typeof import('../../src/custom/users/usersApi');
type StatusApi = typeof import('../../src/custom/userStatus/statusApi');
type PermissionsApi = typeof import('../../src/custom/permissions/permissionsApi');
type ScheduleApi = typeof import('../../src/custom/scheduling/scheduleApi');
type SalesSchedulerApi = (typeof import('../../src/custom/salesScheduler/salesSchedulerApi'))['salesSchedulerApi'];
type CorrigoApi = (typeof import('../../src/custom/thirdParty/corrigoApi'))['corrigoApi'];

/** The body validator of the server: types are not converted, unknown properties are dropped, every error is reported. */
const ajv = addFormats(new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: true }));
const refusals = (schema: object, value: unknown) => {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`.trim());
};

describe('time tracking', () => {
  it('the browser calls take the domain request types, and the dialog builds them', () => {
    expectTypeOf<Parameters<TimeTrackingApi['loadStartViewData']>[0]>().toEqualTypeOf<ViewDataRequest>();
    expectTypeOf<Parameters<TimeTrackingApi['clockIn']>[0]>().toEqualTypeOf<ClockInRequest>();
    expectTypeOf<Parameters<TimeTrackingApi['clockOut']>[0]>().toEqualTypeOf<ClockOutRequest>();
    expectTypeOf<Parameters<TimeTrackingApi['clockOutAndStart']>[0]>().toEqualTypeOf<ClockOutAndStartRequest>();
    expectTypeOf<Parameters<TimeTrackingApi['loadTechnicianWorkOrders']>[0]>().toEqualTypeOf<GridRequest>();
    expectTypeOf<ReturnType<typeof clockInRequest>>().toEqualTypeOf<ClockInRequest>();
    expectTypeOf<ReturnType<typeof clockOutRequest>>().toEqualTypeOf<ClockOutRequest>();
    expectTypeOf<ReturnType<typeof clockOutAndStartRequest>>().toEqualTypeOf<ClockOutAndStartRequest>();
  });

  it('the types follow the schema: an empty chooser is 0 or null, the view data takes a number as text or a number', () => {
    expectTypeOf<ClockOutRequest['userStatusId']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<ClockOutRequest['description']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ViewDataRequest['workOrderNumber']>().toEqualTypeOf<string | number | null | undefined>();
  });

  it('a stop the dialog sends passes the server schema; a wrongly typed field does not', () => {
    const stop: ClockOutRequest = {
      clientRequestId: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
      workOrderId: 7,
      workOrderLaborId: 70,
      userStatusId: 4,
      description: 'Replaced the valve',
      workOrderStatusId: 0,
      date: '2025-03-04',
      stopTime: '11:30',
      currentLatLong: null,
    };
    expect(refusals(clockOutBody, stop)).toEqual([]);
    expect(refusals(clockOutBody, { ...stop, isOvertime: 'yes' })).toEqual(['/isOvertime must be boolean']);
    // @ts-expect-error a property the schema does not have does not compile; the server drops it
    const extra: ClockOutRequest = { ...stop, subscriberId: 2 };
    expect(refusals(clockOutBody, extra)).toEqual([]);
    expect(extra).toEqual(stop);
  });
});

describe('work orders', () => {
  it('the browser calls take the domain request types', () => {
    expectTypeOf<Parameters<WorkOrdersApi['createWorkOrder']>[0]>().toEqualTypeOf<WorkOrderInput>();
    expectTypeOf<Parameters<WorkOrdersApi['updateWorkOrder']>[1]>().toEqualTypeOf<WorkOrderUpdate>();
    expectTypeOf<Parameters<WorkOrdersApi['saveSignature']>[1]>().toEqualTypeOf<SignatureRequest>();
    expectTypeOf<Parameters<ChildrenApi['materialsApi']['create']>[1]>().toEqualTypeOf<MaterialBody>();
    expectTypeOf<Parameters<ChildrenApi['jobsApi']['create']>[1]>().toEqualTypeOf<JobBody>();
    expectTypeOf<NonNullable<GridRequest['sort']>[number]['field']>().toEqualTypeOf<
      'workOrderId' | 'workOrderNumber' | 'status' | 'problem' | 'customerName' | 'address'
    >();
  });

  it('what the create form and the technician picker send passes the server schema', () => {
    const input = workOrderInputOf({ ...emptyWorkOrderForm(), customerId: 3, problem: ' Leak ', technicianIds: [4, 5] });
    expect(refusals(workOrderCreateBody, JSON.parse(JSON.stringify(input)))).toEqual([]);
    expect(refusals(technicianPickerBody, pickerRequest(1, 10, 'harbor'))).toEqual([]);
    expect(refusals(technicianPickerBody, { ...pickerRequest(0, 3, ''), sort: [{ field: 'nteAmount', dir: 'asc' }] })).toEqual([
      '/sort/0/field must be equal to one of the allowed values',
    ]);
    expect(refusals(jobBody, { description: 'Replace filters', scheduledDate: '2025-03-04', jobAreaId: null })).toEqual([]);
  });
});

describe('users, user status, permissions and account', () => {
  it('the browser calls take the domain request types', () => {
    expectTypeOf<Parameters<UsersApi['updateUser']>[1]>().toEqualTypeOf<UserChanges>();
    expectTypeOf<Parameters<UsersApi['createUser']>[0]>().toEqualTypeOf<NewUser>();
    expectTypeOf<UserChanges & { version: number }>().toMatchTypeOf<UserUpdate>();
    expectTypeOf<ModuleGrantBody>().toEqualTypeOf<{ moduleId: number; canRead: boolean; canWrite: boolean; functionalities: string[] }>();
    expectTypeOf<Parameters<PermissionsApi['saveRoleGrants']>[1][number]>().toMatchTypeOf<ModuleGrantBody>();
    expectTypeOf<Parameters<StatusApi['updateUserStatus']>[1]>().toEqualTypeOf<StatusUpdateQuery['description']>();
    expectTypeOf<ChangePasswordRequest>().toEqualTypeOf<{ currentPassword: string; newPassword: string }>();
    expectTypeOf<{ userName: string; password: string }>().toMatchTypeOf<LoginRequest>();
  });

  it('what the screens send passes the server schemas', () => {
    const user: NewUser = { userName: 'pat.ortiz', firstName: 'Pat', lastName: 'Ortiz', email: '', jobTitleId: null, roleIds: [5], password: 'long enough' };
    expect(refusals(newUserBody, user)).toEqual([]);
    expect(refusals(newUserBody, { ...user, password: 'short' })).toEqual(['/password must NOT have fewer than 8 characters']);
    const changes: UserChanges = { firstName: 'Pat', lastName: 'Ortiz', email: 'pat@example.com', jobTitleId: 2, roleIds: [5, 6], isActive: true };
    expect(refusals(userUpdateBody, { ...changes, version: 3 })).toEqual([]);
    const grants: RoleGrantsRequest = { modules: [{ moduleId: 3, canRead: true, canWrite: false, functionalities: [] }] };
    expect(refusals(roleGrantsBody, grants)).toEqual([]);
    expect(refusals(statusUpdateQuery, { description: 'x'.repeat(1501) })).toEqual(['/description must NOT have more than 1500 characters']);
    expect(refusals(loginBody, { userName: 'pat.ortiz', password: '' })).toEqual(['/password must NOT have fewer than 1 characters']);
  });
});

describe('dispatch schedule', () => {
  it('the browser calls take the domain request types, and the visit dialog builds them', () => {
    expectTypeOf<Parameters<ScheduleApi['createEntry']>[0]>().toEqualTypeOf<ScheduleEntryCreate>();
    expectTypeOf<Parameters<ScheduleApi['updateEntry']>[1]>().toEqualTypeOf<ScheduleEntryUpdate>();
    expectTypeOf<Parameters<ScheduleApi['moveEntry']>[1]>().toEqualTypeOf<ScheduleEntryMove>();
    expectTypeOf<Parameters<ScheduleApi['deleteEntry']>[1]>().toEqualTypeOf<ScheduleEntryDelete>();
    expectTypeOf<ReturnType<typeof entryPayload>>().toEqualTypeOf<ScheduleEntryCreate>();
  });

  it('a visit the dialog sends passes the server schema, new and changed; a wrong time does not', () => {
    const visit = entryPayload({ ...newEntryValues({ start: '2031-05-05T09:00', technicianId: 4 }), task: ' Coil cleaning ' });
    expect(visit).toMatchObject({ task: 'Coil cleaning', start: '2031-05-05T09:00:00', technicianIds: [4] });
    expect(refusals(scheduleEntryCreateBody, visit)).toEqual([]);
    expect(refusals(scheduleEntryUpdateBody, { ...visit, version: 2 })).toEqual([]);
    expect(refusals(scheduleEntryCreateBody, { ...visit, start: '2031-05-05 09:00' })).toEqual(['/start must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?$"']);
  });
});

describe('sales scheduler', () => {
  it('the browser calls take the domain request types, and the action dialog builds them', () => {
    expectTypeOf<Parameters<SalesSchedulerApi['tasks']>[0]>().toEqualTypeOf<SchedulerTasksRequest>();
    expectTypeOf<Parameters<SalesSchedulerApi['create']>[0]>().toEqualTypeOf<CreateTaskRequest>();
    expectTypeOf<Parameters<SalesSchedulerApi['update']>[0]>().toEqualTypeOf<UpdateTaskRequest>();
    expectTypeOf<Parameters<SalesSchedulerApi['copy']>[0]>().toEqualTypeOf<CopyTaskRequest>();
    expectTypeOf<Parameters<SalesSchedulerApi['remove']>[0]>().toEqualTypeOf<TaskRefRequest>();
    expectTypeOf<Parameters<SalesSchedulerApi['setColor']>[0]>().toEqualTypeOf<SalesPersonColorRequest>();
    expectTypeOf<ReturnType<typeof requestOf>>().toEqualTypeOf<CreateTaskRequest>();
  });

  it('an action the dialog sends passes the server schema; one without a customer does not', () => {
    const action = requestOf({ ...newActionForm('2031-05-05T09:00', '2031-05-05T10:00', false, 7), title: 'Site visit', customerId: 12 }, 'new');
    expect(refusals(createTaskBody, action)).toEqual([]);
    const { customerId: _, ...withoutCustomer } = action;
    expect(refusals(createTaskBody, withoutCustomer)).toEqual(["must have required property 'customerId'"]);
  });
});

describe('Corrigo', () => {
  it('the check-out wizard calls take the domain request types; a check-out without its comment is refused', () => {
    expectTypeOf<Parameters<CorrigoApi['checkOut']>[0]>().toEqualTypeOf<CorrigoCheckOutRequest>();
    expectTypeOf<Parameters<CorrigoApi['changeStatus']>[0]>().toEqualTypeOf<CorrigoStatusChangeRequest>();
    expectTypeOf<Parameters<CorrigoApi['updateSteps']>[0]>().toEqualTypeOf<CorrigoProcedureStepsRequest>();
    expect(refusals(corrigoCheckOutBody, { workOrderId: 7 })).toEqual(["must have required property 'comment'"]);
  });
});
