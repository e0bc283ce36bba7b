import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  TIME_TRACKING_MESSAGES,
  firstError,
  showsExtendedStatus,
  validateStartStopForm,
  type StartStopForm,
  type StartStopRules,
} from '../../src/domain/timeTracking/clock';
import { isInFuture, notBefore } from '../../src/server/timeTracking/time';

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
