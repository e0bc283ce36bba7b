/**
 * The dispatch schedule in Chromium (issue 9): a dispatcher drags a visit onto another
 * technician on the timeline and that technician's open route follows without a reload; the
 * timeline opens on working hours and scrolls to the evening; every view draws however often it
 * is opened and after leaving the board and coming back;
 * rescheduling an appointment asks for the reason and refuses an empty one; a technician starts
 * work from a visit on a phone, the labor carries the visit and the team leader board shows it.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../src/domain/scheduling/entries';
import { call } from '../support/api';
import { freshUser, type FreshUser } from '../support/freshUsers';
import { dispatcherToken, orderFor, subscriberTimeZone, todayIn } from '../api/schedulingHelpers';
import { PHONE, connectBrowser, newPage, putToken, urlOf } from './support/browser';
import { reviewShot } from './support/screenshots';

let browser: Browser;
let dispatcher: Page;
let aaron: FreshUser;
let abby: FreshUser;
let token: string;
let orderId: number;
let orderNumber: string;
/** The subscriber's time zone: its dispatchers' and technicians' browsers run in it. */
let zone: string;
/** The subscriber's today, which is the browser's: the board and the route open on it. */
let day: string;

async function scheduled(body: Record<string, unknown>) {
  const answer = await call('POST', '/api/v1/scheduler/entries', { token, body: { workOrderId: orderId, ...body } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { schedulerId: number };
}

const entryNow = async (id: number) => (await call('GET', `/api/v1/scheduler/entries/${id}`, { token })).body;

/** Drags the bar of `entryId` on the timeline by `hours` and onto the row of `toTechnicianId` (its own when absent). */
async function dragBar(page: Page, entryId: number, fromTechnicianId: number, hours: number, toTechnicianId = fromTechnicianId) {
  const bar = page.getByTestId(`timeline-row-${fromTechnicianId}`).getByTestId(`timeline-entry-${entryId}`);
  const box = (await bar.boundingBox())!;
  const target = (await page.getByTestId(`timeline-row-${toTechnicianId}`).boundingBox())!;
  // The row is the technician's name (190 px) and then the whole day.
  const hourWidth = ((await page.getByTestId(`timeline-row-${fromTechnicianId}`).boundingBox())!.width - 190) / 24;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 20 + hourWidth * hours * 0.6, target.y + target.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 20 + hourWidth * hours, target.y + target.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** Waits for `drawn`, or for the page's error screen, which fails the test with its message. */
async function shows(page: Page, drawn: Locator): Promise<void> {
  const failed = page.getByRole('heading', { name: 'Something went wrong' });
  await drawn.first().or(failed).waitFor();
  if (await failed.count()) expect.fail(`The page failed: ${await page.locator('main').textContent()}`);
}

/** The left edge of the hour mark "HH:00" in the timeline's header. */
const hourMarkX = async (page: Page, hour: string) => (await page.getByTestId('dispatch-timeline').getByText(hour, { exact: true }).boundingBox())!.x;

beforeAll(async () => {
  token = await dispatcherToken();
  zone = await subscriberTimeZone(token);
  day = todayIn(zone);
  // First names that sort first, so their rows are the timeline's top rows.
  [aaron, abby] = await Promise.all([freshUser('dispatch', ['Technician'], 'Aaaron'), freshUser('dispatch', ['Technician'], 'Aaabby')]);
  const order = await orderFor([aaron.id, abby.id]);
  orderId = order.id;
  orderNumber = order.displayNumber;
  browser = await connectBrowser();
  ({ page: dispatcher } = await newPage(browser, { viewport: { width: 1440, height: 900 }, timezoneId: zone }));
  await putToken(dispatcher, token);
});

afterAll(async () => {
  await browser?.close();
});

describe('the dispatch timeline', () => {
  it("moves a visit onto another technician, and that technician's open route follows without a reload", async () => {
    const visit = await scheduled({ task: 'Dispatch test visit', technicianIds: [aaron.id], start: `${day}T09:00:00`, end: `${day}T10:00:00` });
    const { page: phone } = await newPage(browser, { ...PHONE, timezoneId: zone });
    await putToken(phone, abby.token);
    await phone.goto(urlOf(`/techScheduledRoute?date=${day}`));
    await phone.getByText('No visits scheduled for this day.').waitFor();

    await dispatcher.goto(urlOf('/management/schedule'));
    await dispatcher.getByTestId(`timeline-row-${aaron.id}`).getByTestId(`timeline-entry-${visit.schedulerId}`).waitFor();
    await reviewShot(dispatcher, 'dispatch-timeline');
    await dragBar(dispatcher, visit.schedulerId, aaron.id, 2, abby.id);
    await dispatcher.getByTestId(`timeline-row-${abby.id}`).getByTestId(`timeline-entry-${visit.schedulerId}`).waitFor();

    expect(await entryNow(visit.schedulerId)).toMatchObject({ start: `${day}T11:00:00`, end: `${day}T12:00:00`, technicians: [{ technicianId: abby.id }] });
    // The phone was not reloaded: the hub's upsert brought the visit.
    await phone.getByTestId('route-stop').filter({ hasText: 'Dispatch test visit' }).getByText('11:00–12:00').waitFor();
    await reviewShot(phone, 'tech-route-phone');
    await phone.context().close();
  });

  it('opens the timeline on working hours and scrolls it to the evening, where late visits stand at their hours', async () => {
    const late = await scheduled({ task: 'Emergency: walk-in freezer down', technicianIds: [aaron.id], start: `${day}T21:00:00`, end: `${day}T22:30:00` });
    await dispatcher.goto(urlOf('/management/schedule'));
    const timeline = dispatcher.getByTestId('dispatch-timeline');
    const bar = timeline.getByTestId(`timeline-row-${aaron.id}`).getByTestId(`timeline-entry-${late.schedulerId}`);
    await bar.waitFor({ state: 'attached' });
    // Opened on working hours: 07:00 is where the hours begin, right of the technicians' names.
    const names = (await timeline.getByText('Technician', { exact: true }).boundingBox())!;
    const hoursLeft = (await timeline.boundingBox())!.x + 190;
    expect(Math.abs((await hourMarkX(dispatcher, '07:00')) - hoursLeft)).toBeLessThan(8);
    expect(names.x).toBeLessThan(hoursLeft);
    expect(await bar.isVisible()).toBe(true);
    expect((await bar.boundingBox())!.x).toBeGreaterThan((await timeline.boundingBox())!.x + (await timeline.boundingBox())!.width);

    await timeline.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const box = (await bar.boundingBox())!;
    const [nine, ten, eleven] = [await hourMarkX(dispatcher, '21:00'), await hourMarkX(dispatcher, '22:00'), await hourMarkX(dispatcher, '23:00')];
    expect(Math.abs(box.x - nine)).toBeLessThan(4);
    expect(Math.abs(box.x + box.width - (ten + eleven) / 2)).toBeLessThan(6);
    expect(box.x + box.width).toBeLessThan((await timeline.boundingBox())!.x + (await timeline.boundingBox())!.width);
    await reviewShot(dispatcher, 'dispatch-timeline-evening');
  });

  it('asks why an appointment is rescheduled and refuses an empty reason', async () => {
    const visit = await scheduled({ task: 'Agreed with the store manager', technicianIds: [aaron.id], start: `${day}T14:00:00`, end: `${day}T15:00:00`, isAppointment: true });
    await dispatcher.goto(urlOf('/management/schedule'));
    await dispatcher.getByTestId(`timeline-row-${aaron.id}`).getByTestId(`timeline-entry-${visit.schedulerId}`).waitFor();
    await dragBar(dispatcher, visit.schedulerId, aaron.id, 1);

    const dialog = dispatcher.getByRole('dialog', { name: 'Reschedule Appointment' });
    await dialog.getByText(SCHEDULE_MESSAGES.appointmentPrompt).waitFor();
    await dialog.getByRole('button', { name: 'Yes, reschedule' }).click();
    await dialog.getByText(SCHEDULE_MESSAGES.reasonRequired).waitFor();
    expect(await entryNow(visit.schedulerId)).toMatchObject({ start: `${day}T14:00:00`, version: 1 });
    await reviewShot(dispatcher, 'dispatch-appointment-reason');

    await dialog.getByLabel('Reason').fill('Store manager asked for an hour later');
    await dialog.getByRole('button', { name: 'Yes, reschedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await entryNow(visit.schedulerId)).start).toBe(`${day}T15:00:00`);
    expect((await entryNow(visit.schedulerId)).appointmentChangedReason).toBe('Store manager asked for an hour later');
  });

  it("shows the week with the visits of the day in today's column", async () => {
    // Without an order, the visit's title on the calendar is its task.
    await scheduled({ workOrderId: 0, task: 'Coil cleaning visit', technicianIds: [aaron.id], start: `${day}T10:00:00`, end: `${day}T11:00:00` });
    await dispatcher.goto(urlOf('/management/schedule'));
    await dispatcher.getByRole('button', { name: 'Week', exact: true }).click();
    const calendar = dispatcher.getByTestId('calendar');
    const visit = calendar.locator('.toastui-calendar-event-time').filter({ hasText: 'Coil cleaning visit' });
    await visit.waitFor();
    const headers = calendar.locator('.toastui-calendar-day-name-item');
    expect(await headers.count()).toBe(7);
    // Today's header is the one with today's day of the month; the visit stands beneath it.
    const dayOfMonth = String(Number(day.slice(8, 10)));
    const todayHeader = headers.filter({ has: dispatcher.locator('.toastui-calendar-day-name__date', { hasText: new RegExp(`^0?${dayOfMonth}$`) }) });
    expect(await todayHeader.count()).toBe(1);
    const column = (await todayHeader.boundingBox())!;
    const box = (await visit.boundingBox())!;
    expect(box.x + box.width / 2).toBeGreaterThan(column.x);
    expect(box.x + box.width / 2).toBeLessThan(column.x + column.width);
    await reviewShot(dispatcher, 'dispatch-week');
  });

  it('sums up the visits of a crowded hour of the week as "+N more", which opens that day', async () => {
    for (let i = 1; i <= 6; i++) await scheduled({ workOrderId: 0, task: `Crowded hour ${i}`, technicianIds: [abby.id], start: `${day}T12:00:00`, end: `${day}T12:30:00` });
    await dispatcher.goto(urlOf('/management/schedule'));
    await dispatcher.getByRole('button', { name: 'Week', exact: true }).click();
    const calendar = dispatcher.getByTestId('calendar');
    const more = calendar.locator('.toastui-calendar-event-time').filter({ hasText: /\+\d+ more/ });
    // Held as a hand holds it: the calendar listens for the release only after the press has drawn.
    await more.first().click({ delay: 150 });
    await expect.poll(() => dispatcher.getByRole('button', { name: 'Day', exact: true }).getAttribute('aria-pressed')).toBe('true');
    for (let i = 1; i <= 6; i++) await calendar.locator('.toastui-calendar-event-time').filter({ hasText: `Crowded hour ${i}` }).first().waitFor();
  });

  it("lists the week's visits by day in the agenda, and opens one from there", async () => {
    await dispatcher.getByRole('button', { name: 'Agenda', exact: true }).click();
    const today = dispatcher.getByTestId('agenda').getByRole('region').filter({ has: dispatcher.getByRole('button', { name: /Crowded hour 6/ }) });
    await today.getByRole('button', { name: /12:00–12:30.*Crowded hour 6/ }).waitFor();
    await reviewShot(dispatcher, 'dispatch-agenda');
    await today.getByRole('button', { name: /12:00–12:30.*Crowded hour 6/ }).click();
    await dispatcher.getByRole('dialog', { name: 'Edit Visit' }).waitFor();
    await dispatcher.keyboard.press('Escape');
  });

  it('draws every view however often it is opened, and again after leaving the board by the menu and coming back', async () => {
    const view = (name: string) => dispatcher.getByRole('button', { name, exact: true });
    const drawn = (title: string) => dispatcher.getByTestId('calendar').locator('.toastui-calendar-event-time').filter({ hasText: title });
    // The week sums the crowded hour up as "+N more"; the day shows each of its visits.
    const [inWeek, inDay] = [drawn('Coil cleaning visit'), drawn('Crowded hour 6')];
    const bar = dispatcher.getByTestId(`timeline-row-${abby.id}`).locator('[data-testid^="timeline-entry-"]');
    // The timeline and the agenda are not the calendar library's: each return from them makes the calendar anew.
    for (let round = 1; round <= 2; round++) {
      await view('Week').click();
      await shows(dispatcher, inWeek);
      await view('Timeline').click();
      await shows(dispatcher, bar);
      await view('Day').click();
      await shows(dispatcher, inDay);
      await view('Agenda').click();
      await shows(dispatcher, dispatcher.getByTestId('agenda').getByRole('button', { name: /Crowded hour 6/ }));
      await view('Month').click();
      await shows(dispatcher, dispatcher.getByTestId('calendar').locator('.toastui-calendar-weekday-event-title'));
    }
    await view('Week').click();
    await shows(dispatcher, inWeek);
    await dispatcher.getByRole('menuitem', { name: 'Home' }).click();
    // Left once the home page is drawn: until its code is in, the router keeps the page shown.
    await dispatcher.getByRole('heading', { name: 'Your access' }).waitFor();
    await dispatcher.goBack();
    await shows(dispatcher, bar);
    await dispatcher.getByRole('menuitem', { name: 'Home' }).click();
    await dispatcher.getByRole('heading', { name: 'Your access' }).waitFor();
    await dispatcher.getByRole('textbox', { name: 'Find a screen in the menu' }).fill('Dispatch');
    await dispatcher.getByRole('menuitem', { name: 'Dispatch Schedule' }).click();
    await shows(dispatcher, bar);
    await view('Day').click();
    await shows(dispatcher, inDay);
  });
});

describe('a technician on a phone', () => {
  it('starts work from a visit of the route; the labor carries the visit and the team leader board shows it within 2 seconds', async () => {
    const visit = await scheduled({ task: 'Phone start test', technicianIds: [aaron.id], start: `${day}T07:00:00`, end: `${day}T08:00:00` });
    await dispatcher.goto(urlOf('/management/teamLeader'));
    const aaronOnBoard = dispatcher.locator(`[data-testid="technician-row"][data-technician-id="${aaron.id}"]`);
    await aaronOnBoard.waitFor();
    expect(await aaronOnBoard.getByRole('link', { name: `Work order ${orderNumber}` }).count()).toBe(0);

    const { page: phone } = await newPage(browser, { ...PHONE, timezoneId: zone });
    await putToken(phone, aaron.token);
    await phone.goto(urlOf(`/techScheduledRoute?date=${day}`));
    const stop = phone.getByTestId('route-stop').filter({ hasText: 'Phone start test' });
    await stop.getByRole('button', { name: 'Start', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: 'Start Work Order' });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The board was not reloaded: the hub's gridUpdate made it read itself again.
    await aaronOnBoard.getByRole('link', { name: `Work order ${orderNumber}` }).waitFor({ timeout: 2000 });
    await stop.getByText('Clocked in').waitFor();
    const stopView = await call('POST', '/api/v1/WOStartStop/getStopWOViewData', { token: aaron.token, body: { workOrderId: orderId } });
    expect(stopView.body.schedulerId).toBe(visit.schedulerId);
    await phone.context().close();
  });
});
