/**
 * The sales scheduler in Chromium (issue 9): the demo sales person lands on it and sees the
 * team's repeating actions, in every view however often it is opened and after leaving the page
 * and coming back; plans a series with the recurrence editor and reads its summary;
 * deletes one occurrence and keeps the rest of the series.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pathOf, signIn, signedInForFile, urlOf } from './support/browser';
import { reviewShot } from './support/screenshots';

let page: Page;
let browser: Browser;
signedInForFile('salesperson', (session) => ({ page, browser } = session));

const pad = (n: number) => String(n).padStart(2, '0');
/** Monday of the week the calendar shows first (weeks run Sunday to Saturday), "YYYY-MM-DD". */
function mondayOfThisWeek(): string {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay() + 1);
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}
const dayAfter = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(y, m - 1, d + days);
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
};

const entries = (title: string) => page.locator('.toastui-calendar-event-time', { hasText: title });

/** Waits for `drawn`, or for the page's error screen, which fails the test with its message. */
async function shows(drawn: Locator): Promise<void> {
  const failed = page.getByRole('heading', { name: 'Something went wrong' });
  await drawn.first().or(failed).waitFor();
  if (await failed.count()) expect.fail(`The page failed: ${await page.locator('main').textContent()}`);
}

describe('sales scheduler', () => {
  it('lands the sales person on the scheduler, with the repeating actions of the team in the week and month', async () => {
    expect(pathOf(page)).toBe('/sales/scheduler');
    await expect.poll(() => entries('Weekly pipeline call').count()).toBeGreaterThan(0);
    await reviewShot(page, 'salesScheduler-week');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.locator('.toastui-calendar-weekday-event-title', { hasText: 'Monthly account review' }).first().waitFor();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
  });

  it('draws every view however often it is opened, and again after leaving the page by the menu and coming back', async () => {
    const view = (name: string) => page.getByRole('button', { name, exact: true });
    // The agenda is not the calendar library's: each return from it makes the calendar anew.
    for (let round = 1; round <= 2; round++) {
      await view('Agenda').click();
      await shows(page.getByTestId('agenda').getByRole('button', { name: /Weekly pipeline call/ }));
      await view('Week').click();
      await shows(entries('Weekly pipeline call'));
      await view('Month').click();
      await shows(page.locator('.toastui-calendar-weekday-event-title', { hasText: 'Monthly account review' }));
      await view('Agenda').click();
      await view('Day').click();
      await shows(page.locator('.toastui-calendar-day-name-item'));
    }
    await reviewShot(page, 'salesScheduler-views-twice');
    await view('Week').click();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    // Left once the home page is drawn: until its code is in, the router keeps the page shown.
    await page.getByRole('heading', { name: 'Your access' }).waitFor();
    await page.goBack();
    await shows(entries('Weekly pipeline call'));
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Your access' }).waitFor();
    await page.getByRole('menuitem', { name: 'Sales Scheduler' }).click();
    await shows(entries('Weekly pipeline call'));
  });

  it('plans a series with the recurrence editor, showing its summary, and draws every occurrence', async () => {
    const monday = mondayOfThisWeek();
    await page.getByRole('button', { name: 'New Action' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Sales Action' });
    await dialog.getByLabel('Title').fill('E2E territory review');
    await dialog.getByLabel('Customer').fill('Harbor');
    await page.getByRole('option', { name: 'Harbor Fresh Market' }).click();
    await dialog.getByLabel(/^Start/).fill(`${monday}T16:00`);
    await dialog.getByLabel('Repeat').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await dialog.getByRole('button', { name: 'Tuesday' }).click();
    await dialog.getByRole('button', { name: 'Wednesday' }).click();
    await dialog.getByRole('radio', { name: 'After' }).check();
    await dialog.getByLabel('Occurrences').fill('3');
    await expect.poll(() => dialog.getByTestId('recurrence-summary').textContent()).toBe('Every Monday, Tuesday and Wednesday, 3 times');
    await reviewShot(page, 'salesScheduler-recurrence');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => entries('E2E territory review').count()).toBe(3);
  });

  it('deletes one occurrence of the series and keeps the others', async () => {
    const tuesday = dayAfter(mondayOfThisWeek(), 1);
    // The calendar takes a press as a click once it has seen the button go down: press as a person does.
    await page.locator(`[data-event-id$="@${tuesday}T16:00:00"]`).click({ delay: 120 });
    await page.getByRole('button', { name: 'This occurrence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Occurrence' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => entries('E2E territory review').count()).toBe(2);
    expect(await page.locator(`[data-event-id$="@${tuesday}T16:00:00"]`).count()).toBe(0);
  });

  it("lets whoever may change users choose a sales person's colour from the legend, and draws the actions in it", async () => {
    const legendOf = (p: Page) => p.getByRole('list', { name: 'Sales person colours' });
    await legendOf(page).getByText('Sofia Patel').waitFor();
    // The sales person may not change users: the legend only tells the colours.
    expect(await legendOf(page).getByRole('button').count()).toBe(0);

    const { context, page: admin } = await newPage(browser);
    try {
      await signIn(admin, 'admin');
      await admin.goto(urlOf('/sales/scheduler'));
      const sofia = legendOf(admin).getByRole('button', { name: /^Colour of Sofia Patel: / });
      const before = (await sofia.getAttribute('aria-label'))!.split(': ')[1];
      const chosen = before === 'green' ? 'orange' : 'green';
      const rgb = chosen === 'green' ? 'rgb(46, 125, 50)' : 'rgb(166, 75, 0)';
      await sofia.click();
      await admin.getByRole('menuitem', { name: chosen === 'green' ? 'Green' : 'Orange' }).click();
      await admin.getByText(`Sofia Patel now shows in ${chosen}.`).waitFor();
      await expect.poll(() => sofia.getAttribute('aria-label')).toBe(`Colour of Sofia Patel: ${chosen}`);
      const review = admin.locator('.toastui-calendar-event-time', { hasText: 'E2E territory review' }).first();
      await expect.poll(() => review.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb);

      await sofia.click();
      await admin.getByRole('menuitem', { name: before[0].toUpperCase() + before.slice(1) }).click();
      await expect.poll(() => sofia.getAttribute('aria-label')).toBe(`Colour of Sofia Patel: ${before}`);
    } finally {
      await context.close();
    }
  });
});
