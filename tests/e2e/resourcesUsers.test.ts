/**
 * The users screen, the hand-written override at /administration/users: list and search,
 * create, edit with job title, roles and rate-sheet employee types, and a password reset the
 * user can then sign in with.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api';
import { openList, pickReference, row, saveAndWaitForSaved, toast } from './resourcesHelpers';
import { newPage, signIn, signedInForFile } from './support/browser';

const USERS = '/administration/users';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const token = await tokenFor('admin');
  for (const name of ['Service Technician', 'Installer']) {
    expect((await call('POST', '/api/v1/resources/jobTitles', { token, body: { name } })).status).toBe(201);
  }
  expect((await call('POST', '/api/v1/resources/employeeTypeRates', { token, body: { name: 'Apprentice', hourlyRate: 45 } })).status).toBe(201);
});
signedInForFile('admin', (session) => ({ browser, page } = session));

const input = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input'));

/** Opens Reset Password and submits two passwords that differ; the dialog says so. */
async function submitMismatchedPasswords(password: string) {
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New Password').fill(password);
  await dialog.getByLabel('Confirm Password').fill(`${password}-typo`);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await dialog.getByText('The passwords do not match.').waitFor();
  return dialog;
}

describe('the users screen', () => {
  it('lists and searches the users', async () => {
    await openList(page, USERS, 'Users');
    await row(page, 'technician').filter({ hasText: 'Technician' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('plumber');
    await page.getByText('1 - 3 of 3 items').waitFor();
    await row(page, 'masterplumber').waitFor();
  });

  it('creates a user with a job title, roles and a password', async () => {
    await page.getByRole('link', { name: 'Create User' }).click();
    await page.getByRole('heading', { level: 1, name: 'New User' }).waitFor();
    await input('User Name').fill('jmorales');
    await input('First Name').fill('Jamie');
    await input('Last Name').fill('Morales');
    await input('E-mail').fill('jamie@summit.example');
    await pickReference(page, input('Job Title'), 'Serv', 'Service Technician');
    await input('Password').first().fill('short');
    await page.getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'The password must be at least 8 characters.').waitFor();
    await input('Password').first().fill('first-password');
    await input('Confirm Password').fill('first-password');
    await saveAndWaitForSaved(page, page.getByRole('button', { name: 'Create User' }));
    await page.getByRole('heading', { level: 1, name: 'Jamie Morales' }).waitFor();
    await page.getByText('Status: Available').waitFor();
    await expect.poll(() => input('Job Title').inputValue()).toBe('Service Technician');
  });

  it('edits names, job title, roles and rate-sheet employee types', async () => {
    await input('Last Name').fill('Morales-Reyes');
    await pickReference(page, input('Job Title'), 'Inst', 'Installer');
    await input('Roles').click();
    await page.getByRole('option', { name: 'Plumber', exact: true }).click();
    await page.keyboard.press('Escape');
    await input('Employee Types').click();
    await page.getByRole('option', { name: 'Apprentice', exact: true }).click();
    await page.keyboard.press('Escape');
    // Both choices on the form before Save, which sends what the form shows.
    await page.getByRole('button', { name: 'Apprentice' }).waitFor();
    await page.locator('.MuiAutocomplete-root').filter({ has: page.getByLabel('Roles') }).getByRole('button', { name: 'Plumber' }).waitFor();
    await saveAndWaitForSaved(page);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Jamie Morales-Reyes' }).waitFor();
    await expect.poll(() => input('Job Title').inputValue()).toBe('Installer');
    const roles = page.getByRole('group').or(page.locator('.MuiAutocomplete-root')).filter({ has: page.getByLabel('Roles') });
    await roles.getByRole('button', { name: 'Plumber' }).waitFor();
    await roles.getByRole('button', { name: 'Technician' }).waitFor();
    await page.getByRole('button', { name: 'Apprentice' }).waitFor();
  });

  it('cancelling Reset Password changes nothing, and the dialog reopens empty', async () => {
    const dialog = await submitMismatchedPasswords('cancelled-password');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await dialog.getByLabel('New Password').inputValue()).toBe('');
    expect(await dialog.getByLabel('Confirm Password').inputValue()).toBe('');
    expect(await dialog.getByText('The passwords do not match.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const refused = await call('POST', '/api/v1/account/login', { body: { userName: 'jmorales', password: 'cancelled-password' } });
    expect(refused).toMatchObject({ status: 400, body: { title: 'Invalid user name or password.' } });
  });

  it('resets the password, which the user then signs in with', async () => {
    const dialog = await submitMismatchedPasswords('second-password');
    await dialog.getByLabel('Confirm Password').fill('second-password');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'The password of Jamie Morales-Reyes was changed.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The form took the user's new version: saving again is not a conflict. Typing into the
    // name the field holds adds to it where the caret is.
    await input('First Name').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Lee');
    expect(await input('First Name').inputValue()).toBe('Jamie Lee');
    await saveAndWaitForSaved(page);
    await page.getByRole('heading', { level: 1, name: 'Jamie Lee Morales-Reyes' }).waitFor();

    const { context, page: other } = await newPage(browser);
    await signIn(other, 'jmorales', 'second-password');
    expect(new URL(other.url()).pathname).not.toBe('/login');
    await context.close();
  });
});
