/**
 * Corrigo in the clock flow (issue 10): a clock-in on site checks a Corrigo order in to Corrigo
 * with the location, after the clock-in answered; travel sends nothing; a Corrigo that is down
 * never holds up the clock-in, and the check-in is tried again when the technician asks to stop,
 * so the stop view data then says the order is checked in. The stop view data offers the
 * statuses Corrigo takes next.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CORRIGO_MESSAGES } from '../../src/domain/thirdParty/corrigo';
import { TIME_TRACKING_MESSAGES } from '../../src/domain/timeTracking/clock';
import { AT_HARBOR, DEMO_ORDER_IDS, apiCalls, localState, pointedTestBedForFile } from './thirdPartyCorrigoHelpers';

const file = pointedTestBedForFile();
const orderOf = (corrigoId: number) => file.orderOf(corrigoId);

beforeEach(async () => {
  // Nobody clocked in: each test starts from a technician free to clock in.
  await file.bed.db.deleteFrom('work_order_labors').where('subscriber_id', '=', file.bed.tenant.subscriberId).execute();
});

const clockIn = (workOrderId: number, extra: Record<string, unknown> = {}) =>
  file.bed.api.call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token: file.tech, body: { clientRequestId: randomUUID(), workOrderId, currentLatLong: AT_HARBOR, ...extra } });
const stopView = (workOrderId: number) => file.bed.api.call('POST', '/api/v1/WOStartStop/getStopWOViewData', { token: file.tech, body: { workOrderId } });
const checkIns = () => apiCalls(file.bed.emulator).filter((c) => /checkin$/i.test(c.path));

describe('checking in to Corrigo on arrival', () => {
  it('checks an Accepted order in with the location once the technician clocks in on site, and the stop then opens the wizard', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.harborAccepted);
    const answer = await clockIn(workOrderId);
    expect(answer.status, answer.text).toBe(200);
    await expect.poll(() => file.bed.emulator.workOrder(DEMO_ORDER_IDS.harborAccepted)?.Status, { timeout: 5_000 }).toBe('CheckedIn');
    expect(checkIns()).toHaveLength(1);
    expect(checkIns()[0].body).toMatchObject({ Comment: CORRIGO_MESSAGES.checkedInOnArrival, Location: { Latitude: AT_HARBOR.latitude, Longitude: AT_HARBOR.longitude } });
    await expect.poll(async () => (await localState(file.bed, workOrderId)).is_corrigo_checked_in, { timeout: 5_000 }).toBe(true);

    const view = await stopView(workOrderId);
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ corrigoWorkOrderId: DEMO_ORDER_IDS.harborAccepted, isCorrigoWorkOrderCheckedIn: true, corrigoWorkOrderStatuses: ['Paused', 'CheckedOut', 'Completed'] });
    expect(checkIns()).toHaveLength(1);
  });

  it('sends nothing for travel (En Route), nor for a plain order', async () => {
    const travel = await clockIn(orderOf(DEMO_ORDER_IDS.harborPaused), { userStatusId: 2, isReachedAtSite: false });
    expect(travel.status, travel.text).toBe(200);
    const tech2 = await file.bed.db.selectFrom('users').select('id').where('user_name', '=', 'corrigo-tech2').executeTakeFirstOrThrow();
    await file.bed.db
      .insertInto('work_order_technicians')
      .values({ subscriber_id: file.bed.tenant.subscriberId, work_order_id: file.bed.tenant.plainOrderId, technician_id: tech2.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const plain = await file.bed.api.call('POST', '/api/v1/WOStartStop/clockInWorkOrder', { token: await file.bed.api.tokenFor('corrigo-tech2'), body: { clientRequestId: randomUUID(), workOrderId: file.bed.tenant.plainOrderId, currentLatLong: AT_HARBOR } });
    expect(plain.status, plain.text).toBe(200);
    // Positive control: an on-site clock-in made after those two does check in. Once its check-in
    // has reached Corrigo, a check-in wrongly begun by the earlier clock-ins had its chance to.
    await file.bed.db.deleteFrom('work_order_labors').where('subscriber_id', '=', file.bed.tenant.subscriberId).execute();
    expect((await clockIn(orderOf(DEMO_ORDER_IDS.harborAccepted))).status).toBe(200);
    await expect.poll(() => file.bed.emulator.workOrder(DEMO_ORDER_IDS.harborAccepted)?.Status, { timeout: 5_000 }).toBe('CheckedIn');
    expect(checkIns()).toHaveLength(1);
    expect(file.bed.emulator.workOrder(DEMO_ORDER_IDS.harborPaused)?.Status).toBe('Paused');
  });

  it('leaves an order that is New in Corrigo as it is, recording what Corrigo says', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.northgateNew);
    expect((await clockIn(workOrderId)).status).toBe(200);
    await expect.poll(async () => (await localState(file.bed, workOrderId)).corrigo_status, { timeout: 5_000 }).toBe('New');
    expect(checkIns()).toEqual([]);
    expect((await stopView(workOrderId)).body).toMatchObject({ isCorrigoWorkOrderCheckedIn: false, corrigoWorkOrderStatuses: ['Accepted'] });
  });

  it('clocks in at once while Corrigo is down, and checks in when the technician asks to stop', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.harborPaused);
    file.bed.emulator.setFault('down');
    const answer = await clockIn(workOrderId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.workOrderLaborId).toBeGreaterThan(0);
    const refused = await stopView(workOrderId);
    expect(refused.body).toMatchObject({ isCorrigoWorkOrderCheckedIn: false, corrigoWorkOrderStatuses: [] });
    expect(file.bed.emulator.workOrder(DEMO_ORDER_IDS.harborPaused)?.Status).toBe('Paused');

    file.bed.emulator.setFault(null);
    const view = await stopView(workOrderId);
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ isCorrigoWorkOrderCheckedIn: true, corrigoWorkOrderStatuses: ['Paused', 'CheckedOut', 'Completed'] });
    expect(file.bed.emulator.workOrder(DEMO_ORDER_IDS.harborPaused)?.Status).toBe('CheckedIn');
    expect(checkIns()).toHaveLength(1);
  });

  it('refuses a stop that sends a Corrigo status, which the wizard sends, and keeps the technician clocked in', async () => {
    const workOrderId = orderOf(DEMO_ORDER_IDS.dinerCheckedIn);
    const labor = await clockIn(workOrderId);
    expect(labor.status, labor.text).toBe(200);
    const out = await file.bed.api.call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
      token: file.tech,
      body: {
        clientRequestId: randomUUID(),
        workOrderId,
        workOrderLaborId: labor.body.workOrderLaborId,
        description: 'Done for today.',
        userStatusId: 3,
        workOrderStatusId: 26,
        corrigoWorkOrderStatus: 'Paused',
        corrigoComment: 'Waiting on parts.',
      },
    });
    expect(out.status, out.text).toBe(400);
    expect(out.body.errors.corrigoWorkOrderStatus).toEqual([TIME_TRACKING_MESSAGES.corrigoStatusInWizard]);
    expect((await stopView(workOrderId)).body.workOrderLaborId).toBe(labor.body.workOrderLaborId);
  });
});
