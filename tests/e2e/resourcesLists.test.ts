/**
 * The generated screens of several kinds of list (text areas, money, choices, yes/no) and of
 * a singleton settings record: create, filter, export, edit, delete; save and history.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmYes, exportRows, field, filterBy, openList, row, save, saveAndWaitForSaved, toast } from './resourcesHelpers';
import { signedInForFile, urlOf } from './support/browser';

let page: Page;
signedInForFile('admin', (session) => ({ page } = session));

interface ListCase {
  path: string;
  heading: string;
  recordLabel: string;
  /** The first column's title and the values the test gives it. */
  nameTitle: string;
  nameField: string;
  name: string;
  renamed: string;
  fill: () => Promise<void>;
  /** Another filter cell the record passes (numbers with an operator, choices). */
  filter?: () => Promise<void>;
  /** Export header and the created row as the workbook has them. */
  header: string[];
  exported: string[];
}

const CASES: ListCase[] = [
  {
    path: '/administration/jobTitle',
    heading: 'Job Titles',
    recordLabel: 'Job Title',
    nameTitle: 'Name',
    nameField: 'name',
    name: 'Refrigeration Lead',
    renamed: 'Senior Refrigeration Lead',
    fill: async () => {
      await field(page, 'description').fill('Leads the refrigeration crew.\nTrains new technicians.');
      await field(page, 'sortOrder').fill('3');
    },
    header: ['Name', 'Description', 'Active', 'Sort Order'],
    exported: ['Refrigeration Lead', 'Leads the refrigeration crew.\nTrains new technicians.', 'Yes', '3'],
  },
  {
    path: '/administration/accountSettings/rateSheet',
    heading: 'Rate Sheet',
    recordLabel: 'Employee Type Rate',
    nameTitle: 'Employee Type',
    nameField: 'name',
    name: 'Site Foreman',
    renamed: 'Site Foreman Lead',
    fill: async () => {
      await field(page, 'dailyRate').fill('0720');
      await field(page, 'hourlyRate').fill('125.5');
      await field(page, 'otHourlyRate').fill('188.25');
      await field(page, 'name').click();
      expect(await field(page, 'dailyRate').inputValue()).toBe('$720.00');
      expect(await field(page, 'hourlyRate').inputValue()).toBe('$125.50');
    },
    filter: async () => {
      await page.getByRole('button', { name: 'Hourly Rate filter operator: Equal', exact: true }).click();
      await page.getByRole('menuitem', { name: /Greater than/ }).click();
      await filterBy(page, 'Hourly Rate', '120');
      await page.getByText('1 - 1 of 1 item').waitFor();
      await filterBy(page, 'Hourly Rate', '126');
      await page.getByText('No records match these filters.').waitFor();
      await filterBy(page, 'Hourly Rate', '120');
    },
    header: ['Employee Type', 'Daily Rate', 'Hourly Rate', 'Overtime Hourly Rate', 'Stand-By Rate', 'Active'],
    exported: ['Site Foreman', '720', '125.5', '188.25', '0', 'Yes'],
  },
  {
    path: '/administration/customerQuestions',
    heading: 'Customer Questions',
    recordLabel: 'Customer Question',
    nameTitle: 'Question',
    nameField: 'question',
    name: 'Is there roof access?',
    renamed: 'Is there a roof hatch?',
    fill: async () => {
      await field(page, 'answerType').click();
      await page.getByRole('option', { name: 'Yes-No' }).click();
      await field(page, 'isRequired').check();
    },
    filter: async () => {
      await page.getByLabel('Filter Answer Type', { exact: true }).click();
      await page.getByRole('option', { name: 'Yes-No' }).click();
    },
    header: ['Question', 'Answer Type', 'Answer Required', 'Active', 'Sort Order'],
    exported: ['Is there roof access?', 'Yes-No', 'Yes', 'Yes', '0'],
  },
  {
    path: '/administration/status/user',
    heading: 'User Statuses',
    recordLabel: 'User Status',
    nameTitle: 'Name',
    nameField: 'name',
    name: 'Warehouse Pickup',
    renamed: 'Parts Pickup',
    fill: async () => {
      await field(page, 'isPayable').uncheck();
      await field(page, 'sortOrder').fill('20');
    },
    header: ['Name', 'Payable', 'Disabled', 'Asks for a Description', 'Sort Order'],
    exported: ['Warehouse Pickup', 'No', 'No', 'No', '20'],
  },
];

describe.each(CASES)('the $heading list', (c) => {
  it('creates a record', async () => {
    await openList(page, c.path, c.heading);
    await page.getByRole('link', { name: `Create ${c.recordLabel}` }).click();
    await page.getByRole('heading', { level: 1, name: `New ${c.recordLabel}` }).waitFor();
    await field(page, c.nameField).fill(c.name);
    await c.fill();
    await saveAndWaitForSaved(page);
    await page.waitForURL((url) => url.pathname === c.path);
  });

  it('filters to it and exports it', async () => {
    await filterBy(page, c.nameTitle, c.name.slice(0, 8));
    await page.getByText('1 - 1 of 1 item').waitFor();
    await row(page, c.name).waitFor();
    if (c.filter) {
      await c.filter();
      await page.getByText('1 - 1 of 1 item').waitFor();
      await row(page, c.name).waitFor();
    }
    const { fileName, rows } = await exportRows(page);
    expect(fileName).toMatch(new RegExp(`^${c.heading} \\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    expect(rows).toEqual([c.header, c.exported]);
  });

  it('edits it', async () => {
    await row(page, c.name).click();
    await field(page, c.nameField).fill(c.renamed);
    await saveAndWaitForSaved(page);
    await page.getByRole('link', { name: c.heading, exact: true }).last().click();
    // The list comes back filtered by the old name, which the new one still matches: the row is
    // there before the new filter's list arrives, and that arrival redraws the grid under the
    // next step's clicks.
    const refiltered = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('filter')?.includes(c.renamed) ?? false);
    await filterBy(page, c.nameTitle, c.renamed);
    await refiltered;
    await row(page, c.renamed).waitFor();
  });

  it('deletes it', async () => {
    await row(page, c.renamed).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete 1 selected' }).click();
    await confirmYes(page);
    await toast(page, `Deleted 1 ${c.recordLabel.toLowerCase()}.`).waitFor();
    await page.getByText('No records match these filters.').waitFor();
    await page.getByRole('button', { name: 'Reset columns, filters and sorting' }).click();
  });
});

describe('a singleton settings record', () => {
  const PATH = '/administration/accountSettings/subscriberSettings';

  it('is one edit screen with no list, no create and no delete', async () => {
    await page.goto(urlOf(PATH));
    await page.getByRole('heading', { level: 1, name: 'Subscriber Settings' }).waitFor();
    expect(await page.title()).toBe('Subscriber Settings - WebBased');
    await field(page, 'companyName').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
  });

  it('saves, keeps what was saved, and shows the change in its history', async () => {
    await field(page, 'companyName').fill('Summit Mechanical Services');
    await field(page, 'phone').pressSequentially('(303) 555-0199');
    await field(page, 'overtimeAfterHours').fill('45');
    await saveAndWaitForSaved(page);
    await page.reload();
    await field(page, 'companyName').waitFor();
    await expect.poll(() => field(page, 'companyName').inputValue()).toBe('Summit Mechanical Services');
    expect(await field(page, 'phone').inputValue()).toBe('303-555-0199');
    expect(await field(page, 'overtimeAfterHours').inputValue()).toBe('45');
    await page.getByRole('tab', { name: 'History' }).click();
    const latest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
    await latest.waitFor();
    expect(await latest.textContent()).toMatch(/Company Name.*My Company.*Summit Mechanical Services/);
  });

  it('refuses what the schema refuses, on the field', async () => {
    await page.getByRole('tab', { name: 'Details' }).click();
    await field(page, 'companyName').fill('');
    await field(page, 'email').fill('office@');
    await save(page);
    await toast(page, 'Company Name is required.').waitFor();
    await page.getByText('Enter an e-mail address like name@example.com.').waitFor();
  });
});
