/** The dispatch schedule's rules (src/domain/scheduling/entries.ts) and the kilometres between stops. */
import { describe, expect, it } from 'vitest';
import { kilometresBetween } from '../../src/domain/distance';
import { SCHEDULE_MESSAGES, appointmentReasonErrors, hoursBetween, occurrenceEnd, scheduleConflicts, scheduleEntryErrors } from '../../src/domain/scheduling/entries';

const visit = (key: string, start: string, end: string, technicianIds: number[]) => ({ key, start: `2031-01-06T${start}:00`, end: `2031-01-06T${end}:00`, technicianIds });

describe('scheduleConflicts', () => {
  it('marks two visits of one technician that overlap, on both, for that technician only', () => {
    const conflicts = scheduleConflicts([visit('a', '09:00', '11:00', [1, 2]), visit('b', '10:00', '12:00', [1]), visit('c', '10:00', '12:00', [3])]);
    expect(Object.fromEntries(conflicts)).toEqual({ a: [1], b: [1] });
  });

  it('does not mark visits that only touch, or of different technicians', () => {
    expect(scheduleConflicts([visit('a', '09:00', '10:00', [1]), visit('b', '10:00', '11:00', [1]), visit('c', '09:30', '10:30', [2])]).size).toBe(0);
  });

  it('finds an overlap with a long visit that an earlier short one does not reach', () => {
    const conflicts = scheduleConflicts([visit('long', '08:00', '17:00', [1]), visit('short', '08:30', '09:00', [1]), visit('late', '15:00', '16:00', [1])]);
    expect(Object.fromEntries(conflicts)).toEqual({ long: [1], short: [1], late: [1] });
  });
});

describe('scheduleEntryErrors', () => {
  it('accepts an entry that ends after it starts, with a rule that occurs', () => {
    expect(scheduleEntryErrors({ start: '2031-01-06T09:00:00', end: '2031-01-06T10:00:00', recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3' })).toEqual({});
  });

  it.each([
    ['an end before the start', { start: '2031-01-06T10:00:00', end: '2031-01-06T09:00:00' }, { end: [SCHEDULE_MESSAGES.endBeforeStart] }],
    ['an end at the start', { start: '2031-01-06T10:00:00', end: '2031-01-06T10:00:00' }, { end: [SCHEDULE_MESSAGES.endBeforeStart] }],
    ['a day that does not exist', { start: '2031-02-30T10:00:00', end: '2031-03-01T10:00:00' }, { start: [SCHEDULE_MESSAGES.badDateTime] }],
  ])('refuses %s', (_, entry, errors) => {
    expect(scheduleEntryErrors(entry)).toEqual(errors);
  });

  it('names the rule when it does not parse or never occurs', () => {
    expect(Object.keys(scheduleEntryErrors({ start: '2031-01-06T09:00:00', end: '2031-01-06T10:00:00', recurrenceRule: 'FREQ=SOMETIMES' }))).toEqual(['recurrenceRule']);
    expect(Object.keys(scheduleEntryErrors({ start: '2031-01-06T09:00:00', end: '2031-01-06T10:00:00', recurrenceRule: 'FREQ=DAILY;UNTIL=20300101' }))).toEqual(['recurrenceRule']);
  });
});

describe('appointmentReasonErrors', () => {
  it('asks the reason only when an appointment is rescheduled or deleted without one', () => {
    expect(appointmentReasonErrors(true, true, '  ')).toEqual({ appointmentChangedReason: [SCHEDULE_MESSAGES.reasonRequired] });
    expect(appointmentReasonErrors(true, true, null)).toEqual({ appointmentChangedReason: [SCHEDULE_MESSAGES.reasonRequired] });
    expect(appointmentReasonErrors(true, true, 'Customer asked')).toEqual({});
    expect(appointmentReasonErrors(true, false, null)).toEqual({});
    expect(appointmentReasonErrors(false, true, null)).toEqual({});
  });

  it('words the prompt as the spec does (§8)', () => {
    expect(SCHEDULE_MESSAGES.appointmentPrompt).toBe(
      'This has been already scheduled with the Customer. Do you accept the responsibility to delete/reschedule, notify the customer and technician about deleting/rescheduling',
    );
  });
});

describe('times and distances', () => {
  it('counts hours to the hundredth and keeps an occurrence as long as its series', () => {
    expect(hoursBetween('2031-01-06T09:00:00', '2031-01-06T09:15:00')).toBe(0.25);
    expect(occurrenceEnd('2031-01-06T23:30:00', '2031-01-07T00:45:00', '2031-01-13T23:30:00')).toBe('2031-01-14T00:45:00');
  });

  it('measures straight-line kilometres between two sites', () => {
    // Oxnard to Ventura, the demo's Harbor Fresh Market and Northgate Medical Center: about 11 km.
    expect(kilometresBetween({ latitude: 34.1809, longitude: -119.2213 }, { latitude: 34.2807, longitude: -119.2531 })).toBeCloseTo(11.46, 1);
    expect(kilometresBetween({ latitude: 34, longitude: -119 }, { latitude: 34, longitude: -119 })).toBe(0);
  });
});
