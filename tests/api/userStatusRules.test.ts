/**
 * Who may change their status, and when (user/updatestatus/{id}): only users who clock in
 * (write on Work Orders) change it, and an unpaid status (Lunch, Off Duty, Sick, Vacation)
 * waits until the user is clocked out. Technicians: plain 85-86 of the clock tenant.
 */
import { describe, expect, it } from 'vitest';
import { USER_STATUS } from '../../src/domain/userStatus/statuses';
import { call, tokenFor } from '../support/api';
import { clockOut, clockedIn, technicianOf, userStatusOf, validStop, workOrderOf } from './timeTrackingHelpers';

const update = (token: string, statusId: number) => call('GET', `/api/v1/user/updatestatus/${statusId}`, { token });

describe('an unpaid status while clocked in', () => {
  it('is refused (409) naming the order, and the labor and status stay as they were', async () => {
    const tech = technicianOf('plain', 85);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const { displayNumber: workOrderNumber } = await workOrderOf(tech.token, tech.secondOrderId);
    for (const [statusId, name] of [
      [USER_STATUS.LUNCH, 'Lunch'],
      [USER_STATUS.OFF_DUTY, 'Off Duty'],
      [USER_STATUS.SICK, 'Sick'],
      [USER_STATUS.VACATION, 'Vacation'],
    ] as const) {
      const answer = await update(tech.token, statusId);
      expect(answer.status, name).toBe(409);
      expect(answer.body).toEqual({
        message: `Clock out of work order ${workOrderNumber} before changing your status to ${name}.`,
        workOrderId: tech.secondOrderId,
        workOrderNumber,
      });
    }
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: USER_STATUS.ON_SITE });

    const stopped = await clockOut(tech.token, validStop(tech.secondOrderId, laborId));
    expect(stopped.status, stopped.text).toBe(200);
    const lunch = await update(tech.token, USER_STATUS.LUNCH);
    expect(lunch.status, lunch.text).toBe(200);
    expect(lunch.body).toMatchObject({ userStatusId: USER_STATUS.LUNCH, userStatus: 'Lunch' });
  });

  it('a paid status (Supply House) is kept with the labor open', async () => {
    const tech = technicianOf('plain', 86);
    await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const answer = await update(tech.token, USER_STATUS.SUPPLY_HOUSE);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ userStatusId: USER_STATUS.SUPPLY_HOUSE });
  });
});

describe('a user who does not clock in', () => {
  it('the customer may not change their status (403) and it stays as it was', async () => {
    const token = await tokenFor('customer');
    const before = await userStatusOf(token);
    const answer = await update(token, USER_STATUS.ON_SITE);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: expect.stringMatching(/clock in/) });
    expect(await userStatusOf(token)).toEqual(before);
  });
});
