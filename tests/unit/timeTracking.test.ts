import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  TIME_TRACKING_MESSAGES,
  firstError,
  showsExtendedStatus,
  validateStartStopForm,
  type StartStopForm,
  type StartStopRules,
} from '../../src/domain/timeTracking';
import { instantOf, isCalendarDate, isInFuture, isValidTimeZone, notBefore, wallClock } from '../../src/server/timeTracking/time';
import { inTimeZone } from './timeZone';

const START: StartStopRules = {
  stopMode: false,
  hasRateSheetLaborItems: false,
  isWorkOrderStatusFieldRequired: false,
  isServiceChannelWorkOrder: false,
  corrigoFieldsRequired: false,
};
const STOP: StartStopRules = { ...START, stopMode: true };
const startForm: Partial<StartStopForm> = { date: '2024-06-03', startTime: '08:15', noOfServiceChannelTechs: 1 };
const stopForm: Partial<StartStopForm> = { ...startForm, description: 'Replaced the fan motor.', userStatusId: 3, cDescription: '' };

describe('the start form (spec §5)', () => {
  it('needs a date and a start time', () => {
    expect(validateStartStopForm(startForm, START)).toEqual({});
    expect(validateStartStopForm({}, START)).toEqual({ date: 'Date is required.', startTime: 'Start Time is required.' });
    expect(validateStartStopForm({ date: '06/03/2024', startTime: '8:15' }, START)).toEqual({
      date: 'Date is required.',
      startTime: 'Start Time is required.',
    });
  });

  it('needs the employee type when the rate sheet has labor items', () => {
    const rules = { ...START, hasRateSheetLaborItems: true };
    expect(validateStartStopForm({ ...startForm, serviceTechnicianId: null }, rules)).toEqual({
      serviceTechnicianId: TIME_TRACKING_MESSAGES.employeeTypeRequired,
    });
    expect(validateStartStopForm({ ...startForm, serviceTechnicianId: 4 }, rules)).toEqual({});
    expect(TIME_TRACKING_MESSAGES.employeeTypeRequired).toBe('Employee Type field is required!');
  });

  it('needs at least 1 Service Channel technician on a Service Channel order', () => {
    const rules = { ...START, isServiceChannelWorkOrder: true };
    for (const count of [0, -1, 1.5]) {
      expect(validateStartStopForm({ ...startForm, noOfServiceChannelTechs: count }, rules).noOfServiceChannelTechs).toBe(
        'No. of Technicians must be at least 1.',
      );
    }
    expect(validateStartStopForm({ ...startForm, noOfServiceChannelTechs: 0 }, START)).toEqual({});
  });

  it('does not ask for the stop fields', () => {
    expect(validateStartStopForm({ ...startForm, description: '' }, START)).toEqual({});
  });
});

describe('the stop form (spec §5)', () => {
  it('needs a description of 1 to 1500 characters', () => {
    expect(validateStartStopForm(stopForm, STOP)).toEqual({});
    for (const description of [undefined, '', '   ']) {
      expect(validateStartStopForm({ ...stopForm, description }, STOP).description).toBe('Description is required.');
    }
    expect(validateStartStopForm({ ...stopForm, description: 'x'.repeat(DESCRIPTION_MAX) }, STOP)).toEqual({});
    expect(validateStartStopForm({ ...stopForm, description: 'x'.repeat(DESCRIPTION_MAX + 1) }, STOP).description).toBe(
      'Description must be at most 1500 characters.',
    );
  });

  it('needs the work order status only when the status field is required', () => {
    expect(validateStartStopForm({ ...stopForm, workOrderStatusId: null }, STOP)).toEqual({});
    expect(validateStartStopForm({ ...stopForm, workOrderStatusId: null }, { ...STOP, isWorkOrderStatusFieldRequired: true })).toEqual({
      workOrderStatusId: 'Work Order Status is required.',
    });
  });

  it('needs the user status, and the company description for Company Work (11)', () => {
    expect(validateStartStopForm({ ...stopForm, userStatusId: null }, STOP)).toEqual({ userStatusId: 'User Status is required.' });
    expect(validateStartStopForm({ ...stopForm, userStatusId: 11, cDescription: ' ' }, STOP)).toEqual({
      cDescription: 'Company Description is required.',
    });
    expect(validateStartStopForm({ ...stopForm, userStatusId: 11, cDescription: 'Shop cleanup' }, STOP)).toEqual({});
    expect(validateStartStopForm({ ...stopForm, cDescription: 'x'.repeat(DESCRIPTION_MAX + 1) }, STOP).cDescription).toMatch(/at most 1500/);
  });

  it('needs the Service Channel primary status on a Service Channel order', () => {
    const rules = { ...STOP, isServiceChannelWorkOrder: true };
    expect(validateStartStopForm(stopForm, rules)).toEqual({ scPrimaryStatus: 'Primary Status is required.' });
    expect(validateStartStopForm({ ...stopForm, scPrimaryStatus: 'IN PROGRESS' }, rules)).toEqual({});
  });

  it('needs the Corrigo status and a comment of 5 or more characters when the Corrigo fields are required', () => {
    const rules = { ...STOP, corrigoFieldsRequired: true };
    expect(validateStartStopForm({ ...stopForm, corrigoComment: 'done' }, rules)).toEqual({
      corrigoWorkOrderStatus: 'Corrigo Status is required.',
      corrigoComment: 'Comment must be at least 5 characters.',
    });
    expect(validateStartStopForm({ ...stopForm, corrigoWorkOrderStatus: 'Paused', corrigoComment: 'Waiting on parts' }, rules)).toEqual({});
  });

  it('checks a typed stop time is HH:mm', () => {
    expect(validateStartStopForm({ ...stopForm, stopTime: '17:5' }, STOP)).toEqual({ stopTime: 'Stop Time must be HH:mm.' });
    expect(validateStartStopForm({ ...stopForm, stopTime: '17:05' }, STOP)).toEqual({});
  });

  it('shows the first message in field order on submit', () => {
    const errors = validateStartStopForm({ startTime: '08:00', userStatusId: null }, { ...STOP, hasRateSheetLaborItems: true });
    expect(firstError(errors)).toBe('Date is required.');
    expect(firstError({})).toBeNull();
  });
});

describe('Service Channel statuses (spec §4)', () => {
  it('hide the extended status when the primary is COMPLETED', () => {
    expect(showsExtendedStatus('COMPLETED')).toBe(false);
    expect(showsExtendedStatus('IN PROGRESS')).toBe(true);
    expect(showsExtendedStatus(null)).toBe(true);
  });
});

describe("wall-clock time in the subscriber's zone", () => {
  it('reads an instant as date, time and API date-time, whatever zone the computer is in', () => {
    const instant = new Date('2024-06-03T12:34:56Z');
    for (const local of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      inTimeZone(local, () => {
        expect(wallClock(instant, 'America/New_York')).toEqual({ date: '2024-06-03', time: '08:34', dateTime: '2024-06-03T08:34:56' });
        expect(wallClock(instant, 'Asia/Kolkata').dateTime).toBe('2024-06-03T18:04:56');
        expect(wallClock(new Date('2024-06-03T23:30:00Z'), 'Asia/Tokyo').date).toBe('2024-06-04');
      });
    }
  });

  it('turns a typed date and time into the instant it names in the zone', () => {
    expect(instantOf('2024-06-03', '08:34', 'America/New_York').toISOString()).toBe('2024-06-03T12:34:00.000Z');
    expect(instantOf('2024-01-15', '08:00', 'America/New_York').toISOString()).toBe('2024-01-15T13:00:00.000Z');
    expect(instantOf('2024-06-03', '00:00', 'Asia/Kolkata').toISOString()).toBe('2024-06-02T18:30:00.000Z');
    expect(instantOf('2024-06-03', '23:59', 'UTC').toISOString()).toBe('2024-06-03T23:59:00.000Z');
  });

  it('moves a time skipped by the spring-forward change forward by the gap', () => {
    // New York 2024-03-10: 02:00 EST became 03:00 EDT.
    expect(instantOf('2024-03-10', '02:30', 'America/New_York').toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(instantOf('2024-03-10', '03:00', 'America/New_York').toISOString()).toBe('2024-03-10T07:00:00.000Z');
  });

  it('reads a time repeated by the fall-back change as its first occurrence', () => {
    // New York 2024-11-03: 01:00-02:00 happens twice (EDT, then EST).
    expect(instantOf('2024-11-03', '01:30', 'America/New_York').toISOString()).toBe('2024-11-03T05:30:00.000Z');
    expect(instantOf('2024-11-03', '02:30', 'America/New_York').toISOString()).toBe('2024-11-03T07:30:00.000Z');
    // Berlin 2024-10-27: 02:00-03:00 happens twice (CEST, then CET).
    expect(instantOf('2024-10-27', '02:30', 'Europe/Berlin').toISOString()).toBe('2024-10-27T00:30:00.000Z');
    expect(instantOf('2024-10-27', '03:30', 'Europe/Berlin').toISOString()).toBe('2024-10-27T02:30:00.000Z');
  });

  it('round-trips every quarter hour of a year with both changes', () => {
    for (let ms = Date.parse('2024-01-01T00:00:00Z'); ms < Date.parse('2025-01-01T00:00:00Z'); ms += 15 * 60_000) {
      const wall = wallClock(new Date(ms), 'America/Chicago');
      const back = instantOf(wall.date, wall.time, 'America/Chicago');
      // A repeated hour maps back to its first occurrence, an hour earlier at most.
      expect(ms - back.getTime()).toBeGreaterThanOrEqual(0);
      expect(ms - back.getTime()).toBeLessThanOrEqual(3_600_000);
      expect(wallClock(back, 'America/Chicago')).toEqual(wall);
    }
  });

  it('knows real zones and real calendar days', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
  });
});

describe('typed times have minute precision', () => {
  const floor = new Date('2024-06-03T12:34:40Z');

  it('a time in the same minute as the floor means the floor; an earlier minute is refused', () => {
    expect(notBefore(new Date('2024-06-03T12:35:00Z'), floor)).toEqual(new Date('2024-06-03T12:35:00Z'));
    expect(notBefore(new Date('2024-06-03T12:34:00Z'), floor)).toEqual(floor);
    expect(notBefore(new Date('2024-06-03T12:33:00Z'), floor)).toBeNull();
  });

  it('allows a small clock skew into the future', () => {
    const now = new Date('2024-06-03T12:00:00Z');
    expect(isInFuture(new Date('2024-06-03T12:05:00Z'), now, 5)).toBe(false);
    expect(isInFuture(new Date('2024-06-03T12:05:01Z'), now, 5)).toBe(true);
  });
});
