import { describe, expect, it } from 'vitest';
import { mayChangeActionOf } from '../../src/domain/salesScheduler/access';
import { expandActions, occurrenceKey, type SalesAction } from '../../src/domain/salesScheduler/actions';
import { defaultSalesColorOf, salesColorOf } from '../../src/domain/salesScheduler/colors';
import { formErrors, newActionForm, withTimes } from '../../src/custom/salesScheduler/actionForm';

const action = (overrides: Partial<SalesAction>): SalesAction => ({
  id: 1,
  subscriberId: 1,
  title: 'Review',
  customer: { id: 1, name: 'Harbor' },
  start: '2031-03-03T09:00:00',
  endDate: '2031-03-03T10:00:00',
  due: null,
  durationHours: 1,
  isAllDay: false,
  isAppointment: false,
  isStarted: 0,
  salesPersonId: 7,
  salesPersonName: 'Sofia Patel',
  color: 'blue',
  recurrenceRule: null,
  recurrenceException: [],
  recurrenceId: null,
  occurrenceStart: null,
  seriesStart: null,
  guidRecurrence: '00000000-0000-0000-0000-000000000000',
  version: 1,
  ...overrides,
});

describe('sales scheduler rules', () => {
  it('expands a series into the occurrences overlapping the range, without its exceptions, with keys of their own', () => {
    const series = action({ recurrenceRule: 'FREQ=DAILY;COUNT=5', seriesStart: '2031-03-03T09:00:00', recurrenceException: ['2031-03-05T09:00:00'] });
    const single = action({ id: 2, start: '2031-03-04T12:00:00', endDate: '2031-03-04T12:15:00' });
    const shown = expandActions([series, single], '2031-03-03T09:30:00', '2031-03-06T23:59:59');
    expect(shown.map((each) => [occurrenceKey(each), each.start, each.endDate])).toEqual([
      ['1@2031-03-03T09:00:00', '2031-03-03T09:00:00', '2031-03-03T10:00:00'],
      ['1@2031-03-04T09:00:00', '2031-03-04T09:00:00', '2031-03-04T10:00:00'],
      ['2', '2031-03-04T12:00:00', '2031-03-04T12:15:00'],
      ['1@2031-03-06T09:00:00', '2031-03-06T09:00:00', '2031-03-06T10:00:00'],
    ]);
    expect(occurrenceKey(action({ id: 9, recurrenceId: 1, occurrenceStart: '2031-03-05T09:00:00' }))).toBe('9');
  });

  it('gives each sales person a colour, stored or by id round the eight', () => {
    expect([1, 2, 6, 7, 8, 9].map(defaultSalesColorOf)).toEqual(['blue', 'red', 'purple', 'teal', 'magenta', 'blue']);
    expect(salesColorOf(2, 'green')).toBe('green');
    expect(salesColorOf(2, 'pink')).toBe('red');
  });

  it('lets a sales person change their own actions only, and a sales manager everyone\'s', () => {
    const write = (roles: string[], functionalities: string[] = []) => ({
      roles,
      groups: [
        { permissionDescription: 'Sales Scheduler', permissions: [{ permissionDescription: 'Sales Scheduler', roleId: 7, roleName: roles[0], canRead: true, canWrite: true, functionalities: [] }] },
        { permissionDescription: 'Customers', permissions: [{ permissionDescription: 'Customers', roleId: 7, roleName: roles[0], canRead: true, canWrite: true, functionalities }] },
      ],
    });
    expect(mayChangeActionOf({ ...write(['Sales Person']), userId: 7 }, 7)).toBe(true);
    expect(mayChangeActionOf({ ...write(['Sales Person']), userId: 7 }, 8)).toBe(false);
    expect(mayChangeActionOf({ ...write(['Sales Manager'], ['Change SalesPerson']), userId: 7 }, 8)).toBe(true);
    expect(mayChangeActionOf({ roles: ['Technician'], groups: [], userId: 7 }, 7)).toBe(false);
  });

  it('keeps the dialog\'s times together: a new start keeps the length, a new duration moves the end, all day takes the whole day', () => {
    const form = newActionForm('2031-03-03T09:00:00', '2031-03-03T09:15:00', false, 7);
    expect(form.durationHours).toBe('0.25');
    const moved = withTimes(form, { start: '2031-03-03T13:30' });
    expect([moved.start, moved.end]).toEqual(['2031-03-03T13:30', '2031-03-03T13:45']);
    expect(withTimes(moved, { durationHours: '1.5' }).end).toBe('2031-03-03T15:00');
    expect(withTimes(moved, { end: '2031-03-03T14:30' }).durationHours).toBe('1');
    expect(withTimes(moved, { isAllDay: true })).toMatchObject({ start: '2031-03-03T00:00', end: '2031-03-04T00:00', durationHours: '24' });
    expect(formErrors({ ...moved, end: '2031-03-03T13:00' })).toEqual({ title: 'Title is required.', customerId: 'Customer is required.', endDate: 'End must be after the start.' });
  });
});
