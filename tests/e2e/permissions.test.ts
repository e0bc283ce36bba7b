import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, signedInForFile, urlOf } from './support/browser';

let page: Page;
signedInForFile('admin', (session) => ({ page } = session));

const roleButton = (name: string) => page.getByRole('list', { name: 'Roles' }).getByRole('button', { name, exact: true });
const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
const chip = (name: string) => page.getByRole('button', { name, exact: true });
const menuEntry = (name: string) => page.getByRole('menuitem', { name, exact: true });
const unsavedDialog = () => page.getByRole('dialog', { name: 'Unsaved changes' });
// A module's row header is its name, and its mark when it has one.
const moduleRow = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}( No screen yet)?$`) }) });

async function openRole(name: string) {
  await roleButton(name).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await checkbox('Read Reports').waitFor();
}

describe('the Permissions page', () => {
  it('lists the twenty roles', async () => {
    await page.goto(urlOf('/permissions'));
    await page.getByRole('heading', { name: 'Permissions', level: 1 }).waitFor();
    await roleButton('Accounting').waitFor();
    expect(await page.getByRole('list', { name: 'Roles' }).getByRole('button').count()).toBe(20);
  });

  it('saves a role mapping that is still there after a reload', async () => {
    await openRole('Filtration Installer');
    expect(await checkbox('Read Reports').isChecked()).toBe(false);
    await chip('Sales Reports (Reports)').click();
    // A named permission needs read; write implies read.
    expect(await checkbox('Read Reports').isChecked()).toBe(true);
    await checkbox('Write Reports').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Filtration Installer' }).waitFor();
    await checkbox('Read Reports').waitFor();
    expect(await checkbox('Read Reports').isChecked()).toBe(true);
    expect(await checkbox('Write Reports').isChecked()).toBe(true);
    expect(await chip('Sales Reports (Reports)').getAttribute('aria-pressed')).toBe('true');

    // Taking read away takes write and the named permissions with it.
    await checkbox('Read Reports').uncheck();
    expect(await checkbox('Write Reports').isChecked()).toBe(false);
    expect(await chip('Sales Reports (Reports)').getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
  });

  it('asks before leaving a role with unsaved changes', async () => {
    await openRole('Plumber');
    await checkbox('Read Vendor').check();
    await roleButton('Sales Person').click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    expect(await checkbox('Read Vendor').isChecked()).toBe(true);
    await roleButton('Sales Person').click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { level: 2, name: 'Sales Person' }).waitFor();
    await openRole('Plumber');
    expect(await checkbox('Read Vendor').isChecked()).toBe(false);
  });

  it('shows Super Admin read-only', async () => {
    await openRole('Super Admin');
    await page.getByText('Super Admin always holds every permission.').waitFor();
    expect(await checkbox('Read Reports').isChecked()).toBe(true);
    expect(await checkbox('Read Reports').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  });

  it('asks before the menu or Back leaves unsaved changes: Keep editing keeps them, Discard changes leaves without them', async () => {
    await page.goto(urlOf('/home'));
    await menuEntry('Permissions').click();
    await openRole('Plumber');
    await checkbox('Read Quotes').check();

    await menuEntry('Home').click();
    await unsavedDialog().getByText('Your changes to Plumber are not saved. Discard them and leave Permissions?').waitFor();
    await unsavedDialog().getByRole('button', { name: 'Keep editing' }).click();
    await unsavedDialog().waitFor({ state: 'detached' });
    expect(pathOf(page)).toMatch(/^\/permissions/);
    expect(await checkbox('Read Quotes').isChecked()).toBe(true);

    await page.goBack();
    await unsavedDialog().getByRole('button', { name: 'Keep editing' }).click();
    await unsavedDialog().waitFor({ state: 'detached' });
    expect(pathOf(page)).toMatch(/^\/permissions/);
    expect(await checkbox('Read Quotes').isChecked()).toBe(true);

    await menuEntry('Home').click();
    await unsavedDialog().getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Plumber' }).waitFor();
    await checkbox('Read Quotes').waitFor();
    expect(await checkbox('Read Quotes').isChecked()).toBe(false);
  });

  it('asks the browser to confirm before the tab is closed with unsaved changes', async () => {
    await openRole('Plumber');
    await checkbox('Read Quotes').check();
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(await checkbox('Read Quotes').isChecked()).toBe(true);
    await checkbox('Read Quotes').uncheck();
  });

  it('leaves without asking once the changes are saved', async () => {
    await openRole('Plumber');
    await checkbox('Read Quotes').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
    await menuEntry('Home').click();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await unsavedDialog().count()).toBe(0);

    await page.goBack();
    await openRole('Plumber');
    await checkbox('Read Quotes').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
  });

  it('marks the modules that have no screen yet', async () => {
    await page.goto(urlOf('/permissions'));
    await openRole('Plumber');
    const mark = (module: string) => moduleRow(module).getByText('No screen yet', { exact: true });
    await mark('Quotes').waitFor();
    expect(await mark('Fleet').count()).toBe(1);
    // A hand-written area, and a module of generated settings screens.
    expect(await mark('Work Orders').count()).toBe(0);
    expect(await mark('Vendor').count()).toBe(0);
    await page.getByText('have no screen in this release', { exact: false }).waitFor();
  });
});

