/**
 * POST WOStartStop/getStartWOViewData and getStopWOViewData (spec §3.4, §4, §8).
 * Technicians: plain 0-9, shared 0-3, channel 0-4, site 0-2, unrated 0-2, nte 0-5.
 */
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { NTE_AMOUNT, NTE_MATERIALS, PLAIN_LABOR_RATE } from '../support/clockTenant';
import {
  clockIn,
  clockOut,
  clockedIn,
  startViewData,
  stopViewData,
  technicianOf,
  tenant,
  tokenOf,
  minutesFromNow,
  validStop,
  wallClockOf,
} from './timeTrackingHelpers';

describe('getStartWOViewData', () => {
  it('answers the start dialog for an order billed by rate sheet: selectors, defaults and today in the subscriber zone', async () => {
    const tech = technicianOf('plain', 0);
    const before = wallClockOf(new Date());
    const answer = await startViewData(tech.token, tech.ratedOrderId);
    const after = wallClockOf(new Date());
    expect(answer.status, answer.text).toBe(200);
    const data = answer.body;
    expect(data).toMatchObject({
      workOrderId: tech.ratedOrderId,
      workOrderNumber: expect.stringMatching(/^\d+$/),
      stopMode: false,
      hasOpenWorkOrderLabor: false,
      openWorkOrderId: null,
      openWorkOrderNumber: null,
      workOrderLaborId: null,
      hasRateSheet: true,
      billingCustomerId: tenant().customers.rated,
      // No earlier labor for this customer: the item of the technician's employee type.
      serviceTechnicianId: tenant().rateSheet.serviceTechnician,
      rateSheetTruckTypeId: null,
      itemRateTypeId: 1,
      perDiemTypeId: 0,
      isOvertime: false,
      isApprenticeRateApplied: false,
      isClockInServiceChannelWO: false,
      noOfServiceChannelTechs: 1,
      parentWorkOrderId: tech.ratedOrderId,
      workOrderStatus: 1,
      stopTime: null,
      nteWarningAmount: null,
      currentUser: { userId: tech.userId, userName: tech.userName, name: expect.any(String) },
      userStatus: 'Available',
      schedulerId: null,
    });
    expect(data.parentWorkOrderNumber).toBe(data.workOrderNumber);
    expect([before.date, after.date]).toContain(data.date);
    expect([before.time, after.time]).toContain(data.startTime);
    expect(data.userStatuses[0]).toEqual({ userStatusId: 1, name: 'On Site' });
    expect(data.userStatuses.find((s: { userStatusId: number }) => s.userStatusId === 11)).toEqual({ userStatusId: 11, name: 'Company Work' });
    // A technician is offered the statuses technicians set (timeTrackingClockOut.test.ts); the order's N/A is not one.
    expect(data.workOrderStatuses.map((s: { workOrderStatus: string }) => s.workOrderStatus)).toContain('Completed');
    expect(data.workOrderStatuses.map((s: { workOrderStatus: string }) => s.workOrderStatus)).not.toContain('N/A');
    // The dialog says whose order it is and where.
    expect(data).toMatchObject({ customerName: expect.any(String), siteAddress: expect.any(String) });
    expect(data.customerName).not.toBe('');
  });

  it('has no rate-sheet selectors for an order whose customer is not billed by rate sheet', async () => {
    const tech = technicianOf('plain', 1);
    const answer = await startViewData(tech.token, tech.secondOrderId);
    expect(answer.body).toMatchObject({ hasRateSheet: false, serviceTechnicianId: null, rateSheetTruckTypeId: null, billingCustomerId: tenant().customers.plain });
  });

  it("follows the billing customer: a site billed to a rate-sheet customer gets that customer's rate sheet", async () => {
    const tech = technicianOf('site', 0);
    const answer = await startViewData(tech.token, tech.secondOrderId);
    expect(answer.body).toMatchObject({ hasRateSheet: true, billingCustomerId: tenant().customers.rated, serviceTechnicianId: tenant().rateSheet.serviceTechnician });
  });

  it('says the rate sheet applies for a customer billed by rate sheet without items (starting then asks to set it up)', async () => {
    const tech = technicianOf('unrated', 0);
    const answer = await startViewData(tech.token, tech.secondOrderId);
    expect(answer.body).toMatchObject({ hasRateSheet: true, serviceTechnicianId: null });
  });

  it('marks a Service Channel order', async () => {
    const tech = technicianOf('channel', 0);
    const answer = await startViewData(tech.token, tech.secondOrderId);
    expect(answer.body).toMatchObject({ isClockInServiceChannelWO: true, noOfServiceChannelTechs: 1 });
  });

  it("defaults the rate-sheet choices to the technician's last labor for this customer", async () => {
    const tech = technicianOf('plain', 2);
    const { helper, van } = tenant().rateSheet;
    const laborId = await clockedIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: helper, rateSheetTruckTypeId: van });
    expect((await clockOut(tech.token, validStop(tech.ratedOrderId, laborId))).status).toBe(200);
    const answer = await startViewData(tech.token, tech.ratedOrderId);
    expect(answer.body).toMatchObject({ serviceTechnicianId: helper, rateSheetTruckTypeId: van, itemRateTypeId: 1, perDiemTypeId: 0 });
  });

  it('tells of an open labor on another order, so the browser can send the technician there', async () => {
    const tech = technicianOf('plain', 3);
    await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const open = await startViewData(tech.token, tech.secondOrderId);
    const answer = await startViewData(tech.token, tech.ratedOrderId);
    expect(answer.body).toMatchObject({ hasOpenWorkOrderLabor: true, openWorkOrderId: tech.secondOrderId, openWorkOrderNumber: open.body.workOrderNumber });
    expect(answer.body.userStatus).toBe('On Site');
  });

  it('gives a sub work order its parent id and number', async () => {
    const token = tokenOf(tenant().users.admin, 'clock-admin');
    const parent = await startViewData(token, tenant().orders.parent);
    const answer = await startViewData(token, tenant().orders.sub);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      workOrderNumber: `${parent.body.workOrderNumber}-1`,
      parentWorkOrderId: tenant().orders.parent,
      parentWorkOrderNumber: parent.body.workOrderNumber,
    });
  });

  it("answers 404 for an order the user may not see: another technician's, another subscriber's, none at all", async () => {
    const tech = technicianOf('plain', 4);
    const other = technicianOf('plain', 5);
    expect(await startViewData(tech.token, other.ratedOrderId)).toMatchObject({ status: 404, body: { message: 'Work order not found.' } });
    expect((await startViewData(tech.token, 2147483647)).status).toBe(404);
    const demoToken = await tokenFor('superadmin');
    expect((await startViewData(demoToken, tech.ratedOrderId)).status).toBe(404);
  });

  it('refuses a body without workOrderId; a subscriberId in the body changes nothing (the tenant comes from the token)', async () => {
    const tech = technicianOf('plain', 4);
    const missing = await call('POST', '/api/v1/WOStartStop/getStartWOViewData', { token: tech.token, body: { workOrderNumber: '1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ workOrderId: ['The workOrderId field is required.'] });
    const demoToken = await tokenFor('superadmin');
    const foreign = await call('POST', '/api/v1/WOStartStop/getStartWOViewData', {
      token: demoToken,
      body: { workOrderId: tech.ratedOrderId, subscriberId: tenant().subscriberId },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('getStopWOViewData', () => {
  it('answers 409 when the user is not clocked in on the order', async () => {
    const tech = technicianOf('plain', 6);
    const answer = await stopViewData(tech.token, tech.secondOrderId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^You are not clocked in on work order \d+\.$/);
  });

  it("answers the stop dialog for the user's open labor: the status field is required for the last technician clocked in", async () => {
    const tech = technicianOf('plain', 7);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, isOvertime: true, perDiemTypeId: tenant().perDiemTypes.localMeal });
    const answer = await stopViewData(tech.token, tech.secondOrderId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      stopMode: true,
      workOrderLaborId: laborId,
      openTechsLaborCount: 1,
      isWorkOrderStatusFieldRequired: true,
      workOrderStatus: null,
      isOvertime: true,
      perDiemTypeId: tenant().perDiemTypes.localMeal,
      isReachedAtSite: true,
      description: '',
      stopTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      scPrimaryStatuses: [
        { id: 1, name: 'OPEN', extended: expect.any(Array) },
        { id: 2, name: 'IN PROGRESS', extended: expect.arrayContaining(['ON SITE']) },
        { id: 3, name: 'ON HOLD', extended: expect.any(Array) },
        { id: 4, name: 'COMPLETED', extended: expect.any(Array) },
      ],
      scExtendedStatuses: expect.arrayContaining(['ON SITE']),
    });
  });

  it('with another technician still clocked in, the status field is optional and defaults to On Site (7)', async () => {
    const first = technicianOf('shared', 0);
    const second = technicianOf('shared', 1);
    expect(first.secondOrderId).toBe(second.secondOrderId);
    await clockedIn(first.token, { workOrderId: first.secondOrderId });
    await clockedIn(second.token, { workOrderId: second.secondOrderId });
    const answer = await stopViewData(second.token, second.secondOrderId);
    expect(answer.body).toMatchObject({ openTechsLaborCount: 2, isWorkOrderStatusFieldRequired: false, workOrderStatus: 7 });
  });

  it('warns when the order will exceed its NTE within 30 minutes: materials plus labor projected 30 minutes ahead', async () => {
    const tech = technicianOf('nte', 0);
    // Materials alone are within the NTE; the start warning counts the labor about to begin.
    const projected = NTE_MATERIALS + PLAIN_LABOR_RATE / 2;
    expect(NTE_MATERIALS).toBeLessThan(NTE_AMOUNT);
    expect(projected).toBeGreaterThan(NTE_AMOUNT);
    const before = await startViewData(tech.token, tech.secondOrderId);
    expect(before.body.nteWarningAmount).toBe(projected);
    await clockedIn(tech.token, { workOrderId: tech.secondOrderId });
    const answer = await stopViewData(tech.token, tech.secondOrderId);
    // A moment later the stop side counts the same labor: at most a minute's rate more.
    expect(answer.body.nteWarningAmount).toBeGreaterThanOrEqual(projected);
    expect(answer.body.nteWarningAmount).toBeLessThanOrEqual(projected + PLAIN_LABOR_RATE / 60);
  });

  it('adds the labor about to begin to the labor already done on the order', async () => {
    // Stopped labor on the order does not change what the next start adds.
    const tech = technicianOf('nte', 5);
    const start = minutesFromNow(-60);
    const stop = minutesFromNow(-30);
    const laborId = await clockedIn(tech.token, { workOrderId: tech.secondOrderId, date: start.date, startTime: start.time });
    expect((await clockOut(tech.token, { ...validStop(tech.secondOrderId, laborId), date: stop.date, stopTime: stop.time })).status).toBe(200);
    const answer = await startViewData(tech.token, tech.secondOrderId);
    expect(answer.body.nteWarningAmount).toBe(NTE_MATERIALS + PLAIN_LABOR_RATE / 2 + PLAIN_LABOR_RATE / 2);
  });

  it('answers 404 for an order the user may not see', async () => {
    const tech = technicianOf('nte', 1);
    const other = technicianOf('nte', 2);
    expect((await stopViewData(tech.token, other.secondOrderId)).status).toBe(404);
  });
});

describe('over-NTE and labor rates', () => {
  it('counts overtime labor without a rate-sheet item at 1.5 times the customer rate', async () => {
    const tech = technicianOf('nte', 3);
    await clockedIn(tech.token, { workOrderId: tech.secondOrderId, isOvertime: true });
    const answer = await stopViewData(tech.token, tech.secondOrderId);
    const projected = NTE_MATERIALS + (PLAIN_LABOR_RATE * 1.5) / 2;
    expect(answer.body.nteWarningAmount).toBeGreaterThanOrEqual(projected);
    expect(answer.body.nteWarningAmount).toBeLessThan(projected + 0.5);
  });

  it('a clock-in that does not carry the form leaves the warning to the labor it opened', async () => {
    const tech = technicianOf('nte', 4);
    expect((await clockIn(tech.token, { workOrderId: tech.ratedOrderId, serviceTechnicianId: tenant().rateSheet.helper })).status).toBe(200);
    const answer = await stopViewData(tech.token, tech.ratedOrderId);
    expect(answer.body.nteWarningAmount).toBeNull(); // the rated order has no NTE
  });
});
