/**
 * POST WOStartStop/clockOutAndStartWorkOrder (spec §3.5, §4): clock out of one order and set
 * out for another in one transaction. Failing half-way leaves everything as it was.
 * Technicians: plain 70-79, unrated 6, site 9-10.
 */
import { describe, expect, it } from 'vitest';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import {
  clockOutAndStart,
  clockedIn,
  expectFieldError,
  laborsOf,
  openLaborOn,
  stopViewData,
  technicianOf,
  tenant,
  tokenOf,
  userStatusOf,
  uuid,
  validStop,
} from './timeTrackingHelpers';

/** Clocked in on the second order with On Site, ready to move. */
async function onSite(kind: 'plain' | 'site', n: number) {
  const tech = technicianOf(kind, n);
  const serviceTechnicianId = kind === 'site' ? tenant().rateSheet.serviceTechnician : undefined;
  const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, serviceTechnicianId });
  return { tech, laborId };
}

/** Nothing changed: the old labor is still open (so no other is: one open labor at most), On Site. */
async function expectUnchanged(token: string, oldOrder: number, laborId: number) {
  expect(await openLaborOn(token, oldOrder)).toBe(laborId);
  expect(await userStatusOf(token)).toMatchObject({ userStatusId: 1 });
}

describe('stop and start', () => {
  it('closes the old labor and opens an En Route one on the new order; answers the new order id', async () => {
    const { tech, laborId } = await onSite('plain', 70);
    const answer = await clockOutAndStart(tech.token, {
      ...validStop(tech.secondOrderId, laborId),
      newWorkOrderId: tech.ratedOrderId,
      serviceTechnicianId: null,
      newServiceTechnicianId: tenant().rateSheet.serviceTechnician,
      comment: 'Next call',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toBe(tech.ratedOrderId);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBeNull();
    const next = await stopViewData(tech.token, tech.ratedOrderId);
    expect(next.body).toMatchObject({
      stopMode: true,
      isReachedAtSite: false,
      // The new order bills by rate sheet: the employee type chosen for it.
      serviceTechnicianId: tenant().rateSheet.serviceTechnician,
    });
    expect(await userStatusOf(tech.token)).toMatchObject({ userStatusId: 2, userStatus: 'En Route' });
  });

  it('a retried request (same ids) answers the new order again and changes nothing', async () => {
    const { tech, laborId } = await onSite('plain', 71);
    const body = {
      ...validStop(tech.secondOrderId, laborId),
      newWorkOrderId: tech.ratedOrderId,
      newServiceTechnicianId: tenant().rateSheet.helper,
      clientRequestId: uuid(),
      newClientRequestId: uuid(),
    };
    const first = await clockOutAndStart(tech.token, body);
    const newLabor = await openLaborOn(tech.token, tech.ratedOrderId);
    const again = await clockOutAndStart(tech.token, body);
    expect(first).toMatchObject({ status: 200, body: tech.ratedOrderId });
    expect(again).toMatchObject({ status: 200, body: tech.ratedOrderId });
    expect(await openLaborOn(tech.token, tech.ratedOrderId)).toBe(newLabor);
    expect(await laborsOf(tech.token, tech.ratedOrderId)).toHaveLength(1);
    expect(await laborsOf(tech.token, tech.secondOrderId)).toHaveLength(1);
  });

  it('a new order the technician may not see answers 404 and changes nothing', async () => {
    const { tech, laborId } = await onSite('plain', 72);
    const other = technicianOf('plain', 73);
    const answer = await clockOutAndStart(tech.token, { ...validStop(tech.secondOrderId, laborId), newWorkOrderId: other.secondOrderId });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Work order not found.' } });
    await expectUnchanged(tech.token, tech.secondOrderId, laborId);
    expect(await laborsOf(tech.token, tech.secondOrderId)).toEqual([expect.objectContaining({ workOrderLaborId: laborId, stopTime: null, status: null })]);
  });

  it('a new order whose rate sheet is not set up answers 400 with its message and changes nothing', async () => {
    const tech = technicianOf('unrated', 6);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.helper });
    const answer = await clockOutAndStart(tech.token, { ...validStop(tech.ratedOrderId, laborId), newWorkOrderId: tech.secondOrderId });
    expect(answer).toMatchObject({ status: 400, body: { title: TIME_TRACKING_MESSAGES.rateSheetMissing } });
    await expectUnchanged(tech.token, tech.ratedOrderId, laborId);
  });

  it('an invalid clock-out half answers 400 and changes nothing', async () => {
    const { tech, laborId } = await onSite('plain', 74);
    const stop = { ...validStop(tech.secondOrderId, laborId), newWorkOrderId: tech.ratedOrderId };
    expectFieldError(await clockOutAndStart(tech.token, { ...stop, description: '' }), 'description', 'Description is required.');
    expectFieldError(await clockOutAndStart(tech.token, { ...stop, workOrderStatusId: null }), 'workOrderStatusId', 'Work Order Status is required.');
    await expectUnchanged(tech.token, tech.secondOrderId, laborId);
  });

  it('the same order cannot be the new one', async () => {
    const { tech, laborId } = await onSite('plain', 75);
    expectFieldError(
      await clockOutAndStart(tech.token, { ...validStop(tech.secondOrderId, laborId), newWorkOrderId: tech.secondOrderId }),
      'newWorkOrderId',
      'Choose another work order to start.',
    );
    expect(await openLaborOn(tech.token, tech.secondOrderId)).toBe(laborId);
  });

  it("only the technician's own labor can be stopped and started", async () => {
    const { tech, laborId } = await onSite('plain', 76);
    const teamLeaderToken = tokenOf(tenant().users.teamLeader, 'clock-teamleader');
    const answer = await clockOutAndStart(teamLeaderToken, { ...validStop(tech.secondOrderId, laborId), newWorkOrderId: tech.ratedOrderId });
    expect(answer.status).toBe(403);
    await expectUnchanged(tech.token, tech.secondOrderId, laborId);
  });

  it("keeps the clock-out's choices on the old labor and gives the new one the rate-sheet choices made for it", async () => {
    const { tech, laborId } = await onSite('site', 9);
    const { rateSheet, perDiemTypes } = tenant();
    const first = await clockOutAndStart(tech.token, {
      ...validStop(tech.secondOrderId, laborId),
      newWorkOrderId: tech.ratedOrderId,
      serviceTechnicianId: rateSheet.serviceTechnician,
      itemRateTypeId: 2,
      isOvertime: true,
      newServiceTechnicianId: rateSheet.helper,
      newRateSheetTruckTypeId: rateSheet.van,
      newPerDiemTypeId: perDiemTypes.localMeal,
    });
    expect(first.status, first.text).toBe(200);
    expect((await stopViewData(tech.token, tech.ratedOrderId)).body).toMatchObject({
      serviceTechnicianId: rateSheet.helper,
      rateSheetTruckTypeId: rateSheet.van,
      perDiemTypeId: perDiemTypes.localMeal,
      // The labor type and overtime are the subscriber's, not a customer's: they carry over.
      itemRateTypeId: 2,
      isOvertime: true,
      isReachedAtSite: false,
    });
  });

  it("refuses the old order's choices when they are not on offer", async () => {
    const { tech, laborId } = await onSite('site', 10);
    const answer = await clockOutAndStart(tech.token, {
      ...validStop(tech.secondOrderId, laborId),
      newWorkOrderId: tech.ratedOrderId,
      serviceTechnicianId: tenant().rateSheet.otherCustomerLabor,
      newServiceTechnicianId: tenant().rateSheet.helper,
    });
    expectFieldError(answer, 'serviceTechnicianId', /Employee Type/);
    await expectUnchanged(tech.token, tech.secondOrderId, laborId);
  });

  it('a new order billed by rate sheet needs an employee type of its customer: without one, 400 and nothing changed', async () => {
    const { tech, laborId } = await onSite('plain', 77);
    const stop = { ...validStop(tech.secondOrderId, laborId), newWorkOrderId: tech.ratedOrderId };
    const missing = await clockOutAndStart(tech.token, stop);
    expect(missing.body.title).toBe(TIME_TRACKING_MESSAGES.employeeTypeRequired);
    expectFieldError(missing, 'newServiceTechnicianId', TIME_TRACKING_MESSAGES.employeeTypeRequired);
    const foreign = await clockOutAndStart(tech.token, { ...stop, newServiceTechnicianId: tenant().rateSheet.otherCustomerLabor });
    expectFieldError(foreign, 'newServiceTechnicianId', /Employee Type/);
    const foreignTruck = await clockOutAndStart(tech.token, {
      ...stop,
      newServiceTechnicianId: tenant().rateSheet.helper,
      newRateSheetTruckTypeId: tenant().rateSheet.inactiveTruck,
    });
    expectFieldError(foreignTruck, 'newRateSheetTruckTypeId', /Truck Type/);
    await expectUnchanged(tech.token, tech.secondOrderId, laborId);
    expect(await laborsOf(tech.token, tech.ratedOrderId)).toEqual([]);
  });
});
