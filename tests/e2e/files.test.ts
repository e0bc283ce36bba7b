/**
 * A work order's Photos & Files on the technician's phone (390×844; issue 11): a 12 MP photo fed
 * to the camera input is made smaller on the phone and arrives under 500 KB with a thumbnail;
 * Rename File and Delete with the spec's messages (§5, §8) and item states (§4); a failed delete
 * shows the server's error and keeps the file; a tag chosen while an earlier read of the list is
 * on its way stays chosen; a user of another subscriber cannot fetch the
 * file's content link; every tap target of the section measures at least 44 px. Also a look at
 * the section on a desktop.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api';
import { DESKTOP, connectBrowser, newPage, PHONE, signIn } from './support/browser';
import { accessibilityViolations } from './support/axe';
import { smallTapTargets } from './support/tapTargets';
import { createOrder, customerId, editUrl, shot, toastOf, userId, type CreatedOrder } from './workOrdersHelpers';

const TECHNICIAN = 'masterplumber';
const OTHER_TENANT_PASSWORD = 'other-tenant-pass';

let browser: Browser;
let phone: Page;
let order: CreatedOrder;

const folder = () => `workOrders/${order.id}`;
const listed = async () => {
  const answer = await call('GET', `/api/Files/List?folder=${encodeURIComponent(folder())}`, { token: await tokenFor(TECHNICIAN) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Array<{ name: string; size: number; url: string | null; contentUrl: string; path_display: string; tag: string }>;
};
const section = (page: Page) => page.getByTestId('work-order-files');
const itemNamed = (page: Page, name: string) => section(page).getByTestId('file-item').filter({ hasText: name });

/** A camera-like JPEG (4000×3000 by default): noise, so that it weighs what a real photo does. */
async function noisyPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const noise = await sharp({ create: { width: width / 4, height: height / 4, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 120, sigma: 50 } } }).png().toBuffer();
  return sharp(noise).resize(width, height).jpeg({ quality: 92 }).toBuffer();
}

beforeAll(async () => {
  order = await createOrder('servicemanager', {
    customerId: await customerId('Maple Street Diner'),
    problem: 'E2E: condenser fan noisy, photos of the nameplate wanted.',
    technicianIds: [await userId(TECHNICIAN)],
  });
  browser = await connectBrowser();
  ({ page: phone } = await newPage(browser, PHONE));
  await signIn(phone, TECHNICIAN);
});
afterAll(async () => {
  await browser?.close();
});

describe('Photos & Files on the phone', () => {
  let photo: Buffer;

  it('takes a 12 MP photo: it is made smaller on the phone, arrives under 500 KB and shows its thumbnail', async () => {
    photo = await noisyPhoto();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    await phone.goto(editUrl(order.id, '?tab=files'));
    await expect.poll(() => section(phone).getByRole('heading', { name: 'Photos & Files' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await section(phone).getByText('No photos or files on this work order yet.').waitFor();
    await shot(phone, 'files-phone-empty');

    await phone.getByTestId('camera-input').setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
    const item = itemNamed(phone, 'IMG_4032.jpg');
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 30_000 }).toBe('new');
    const [stored] = await listed();
    expect(stored.name).toBe('IMG_4032.jpg');
    expect(stored.size).toBeLessThan(500 * 1024);
    const kept = await sharp(Buffer.from(await (await fetch(`${baseUrl()}${stored.contentUrl}`)).arrayBuffer())).metadata();
    // At most 1600 px on the long side (less when the quality steps alone do not bring it under the size aimed at).
    expect(Math.max(kept.width!, kept.height!)).toBeLessThanOrEqual(1600);
    expect(Math.max(kept.width!, kept.height!)).toBeGreaterThanOrEqual(1200);
    expect(stored.url).not.toBeNull();
    // The thumbnail the card shows is the server's, loaded.
    const thumbnail = item.locator('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toContain('thumbnail=true');
    await shot(phone, 'files-phone-uploaded');
  });

  it('renames with the Rename File dialog: a new name is required, the extension is kept', async () => {
    await itemNamed(phone, 'IMG_4032.jpg').getByRole('button', { name: 'Rename IMG_4032.jpg' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Rename File' });
    await expect.poll(() => dialog.getByLabel('Old Name').inputValue()).toBe('IMG_4032');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await dialog.getByText('Please Enter New Name.').waitFor();
    await shot(phone, 'files-phone-rename');
    expect(await smallTapTargets(phone, dialog)).toEqual([]);
    await dialog.getByLabel('New Name').fill('Condenser nameplate');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await toastOf(phone, 'File Renamed').waitFor();
    const renamed = itemNamed(phone, 'Condenser nameplate.jpg');
    await expect.poll(() => renamed.getAttribute('data-state')).toBe('updated');
    expect((await listed()).map((f) => f.name)).toEqual(['Condenser nameplate.jpg']);
  });

  it('tags a photo "After" for the sign-off', async () => {
    const item = itemNamed(phone, 'Condenser nameplate.jpg');
    await item.getByRole('button', { name: 'After' }).click();
    // The button shows pressed once the server's answer has come back, which is after the server
    // stored the tag: wait for the screen first, so the check of the server cannot race the answer.
    // Polled with the card's state, caption and toasts, so that a failure says where it stopped.
    const seen = async () =>
      [
        `pressed=${await item.getByRole('button', { name: 'After' }).getAttribute('aria-pressed')}`,
        `state=${await item.getAttribute('data-state')}`,
        `caption=${(await item.locator('.MuiTypography-caption').allInnerTexts()).join(' ')}`,
        `toasts=${(await phone.locator('[role="status"], [role="alert"]').allInnerTexts()).join(' | ')}`,
      ].join('; ');
    await expect.poll(seen).toMatch(/^pressed=true;/);
    expect((await listed())[0].tag).toBe('after');
  });

  it('keeps a tag chosen while an earlier read of the list was still on its way', async () => {
    const item = itemNamed(phone, 'Condenser nameplate.jpg');
    // The list is read again (as when the phone's screen comes back on); its answer, made before
    // the tag changes, is held until the change is saved, then delivered.
    let releaseStale: () => void = () => undefined;
    const staleHandled = new Promise<void>((handled) => {
      void phone.route(
        '**/api/Files/List**',
        async (route) => {
          try {
            const stale = await route.fetch();
            await new Promise<void>((release) => (releaseStale = release));
            await route.fulfill({ response: stale }); // throws when the page has given up on it
          } catch {
            // the read was cancelled meanwhile
          } finally {
            handled();
          }
        },
        { times: 1 },
      );
    });
    const staleRead = phone.waitForRequest('**/api/Files/List**');
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await staleRead;
    await item.getByRole('button', { name: 'Before' }).click();
    await expect.poll(() => item.getByRole('button', { name: 'Before' }).getAttribute('aria-pressed')).toBe('true');
    // The next answer of the list to arrive: the held one, or the list read again after the change.
    const nextList = phone.waitForResponse('**/api/Files/List**');
    releaseStale();
    await staleHandled;
    await (await nextList).finished();
    await phone.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    expect(await item.getByRole('button', { name: 'Before' }).getAttribute('aria-pressed')).toBe('true');
    expect((await listed())[0].tag).toBe('before');
  });

  it('every tap target of the page measures at least 44 px, and axe finds nothing serious', async () => {
    expect(await smallTapTargets(phone)).toEqual([]);
    expect(await accessibilityViolations(phone)).toEqual([]);
  });

  it('a chosen file of a type not taken is refused with the last error of the first rejected file (spec §5)', async () => {
    await section(phone).locator('input[aria-label="Choose files"]').setInputFiles([
      { name: 'wiring.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await toastOf(phone, /^wiring\.gif: File type must be one of image\/jpeg, \.jpeg, \.jpg, image\/png, \.png/).waitFor();
    expect((await listed()).map((f) => f.name)).toEqual(['Condenser nameplate.jpg']);
  });

  it('a failed delete shows the server error and keeps the file; a delete asks first and says "File Deleted"', async () => {
    // A file deleted elsewhere meanwhile: this phone's delete fails with the server's reason.
    const token = await tokenFor(TECHNICIAN);
    const form = new FormData();
    form.append('files', new Blob([Buffer.from('Readings: suction 42 psi, head 180 psi.\n')]), 'readings.txt');
    expect((await fetch(`${baseUrl()}/api/Files/Upload?folder=${folder()}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
    await phone.reload();
    const readings = itemNamed(phone, 'readings.txt');
    await readings.waitFor();
    const gone = new FormData();
    gone.append('fileNames', 'readings.txt');
    expect((await fetch(`${baseUrl()}/api/Files/delete?folder=${folder()}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: gone })).status).toBe(200);

    await readings.getByRole('button', { name: 'Delete readings.txt' }).click();
    const confirm = phone.getByRole('dialog').filter({ hasText: 'You Wants To Delete This File?' });
    await confirm.waitFor();
    await shot(phone, 'files-phone-delete-confirm');
    expect(await smallTapTargets(phone, confirm)).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toastOf(phone, 'The file "readings.txt" was not found in this folder.').waitFor();
    await expect.poll(() => readings.getAttribute('data-state')).toBe('updated');

    const photoItem = itemNamed(phone, 'Condenser nameplate.jpg');
    await photoItem.getByRole('button', { name: 'Delete Condenser nameplate.jpg' }).click();
    await phone.getByRole('dialog').filter({ hasText: 'You Wants To Delete This File?' }).getByRole('button', { name: 'Yes' }).click();
    await toastOf(phone, 'File Deleted').waitFor();
    await photoItem.waitFor({ state: 'detached' });
    expect(await listed()).toEqual([]);
  });
});

describe('without signal', () => {
  it('a photo taken offline waits in the offline queue beside clock actions and is sent when the connection returns', async () => {
    const picture = await noisyPhoto(2000, 1500);
    await phone.context().setOffline(true);
    try {
      await phone.getByTestId('camera-input').setInputFiles({ name: 'Compressor offline.jpg', mimeType: 'image/jpeg', buffer: picture });
      const waiting = itemNamed(phone, 'Compressor offline.jpg');
      await waiting.getByText('Offline — will send when connected').waitFor();
      expect(await waiting.getAttribute('data-state')).toBe('in process');
      await phone.getByTestId('offline-notice').getByText('Compressor offline.jpg for work order').waitFor();
      await shot(phone, 'files-phone-offline');
      expect(await listed()).toEqual([]);
    } finally {
      await phone.context().setOffline(false);
    }
    await expect.poll(async () => (await listed()).map((f) => f.name), { timeout: 30_000 }).toEqual(['Compressor offline.jpg']);
    await expect.poll(() => itemNamed(phone, 'Compressor offline.jpg').getAttribute('data-state'), { timeout: 15_000 }).toBe('unchanged');
    expect((await listed())[0].size).toBeLessThan(picture.length);
  });
});

describe('content links', () => {
  it("cannot be fetched by a user of another subscriber; the link itself works only for its file", async () => {
    const token = await tokenFor(TECHNICIAN);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a90d9' } }).jpeg().toBuffer())]), 'gauge.jpg');
    expect((await fetch(`${baseUrl()}/api/Files/Upload?folder=${folder()}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
    const [file] = await listed();
    expect((await fetch(`${baseUrl()}${file.contentUrl}`)).status).toBe(200);

    const bayside = await tokenFor('bayside-superadmin', OTHER_TENANT_PASSWORD);
    const byPath = `/api/Files/Content?path=${encodeURIComponent(file.path_display)}`;
    expect((await fetch(`${baseUrl()}${byPath}`, { headers: { authorization: `Bearer ${bayside}` } })).status).toBe(404);
    // The link's token names this file only: moved onto another path it opens nothing.
    const token4Link = new URL(file.contentUrl, baseUrl()).searchParams.get('token')!;
    expect((await fetch(`${baseUrl()}/api/Files/Content?path=${encodeURIComponent(`${folder()}/other.jpg`)}&token=${token4Link}`)).status).toBe(401);
  });
});

describe('Photos & Files on a desktop', () => {
  it('shows the drop zone and the files as a grid of cards', async () => {
    const token = await tokenFor(TECHNICIAN);
    for (const [name, tag] of [['Before coil.jpg', 'before'], ['After coil.jpg', 'after']] as const) {
      const form = new FormData();
      const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: tag === 'before' ? '#8a6d4a' : '#3f7fbf' } }).jpeg().toBuffer();
      form.append('files', new Blob([new Uint8Array(picture)]), name);
      expect((await fetch(`${baseUrl()}/api/Files/Upload?folder=${folder()}&tag=${tag}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
    }
    const { page } = await newPage(browser, DESKTOP);
    await signIn(page, 'servicemanager');
    await page.goto(editUrl(order.id, '?tab=files'));
    const before = itemNamed(page, 'Before coil.jpg');
    const after = itemNamed(page, 'After coil.jpg');
    await after.waitFor();
    expect(await section(page).getByText('or drop files here').isVisible()).toBe(true);
    // Each card shows its picture, drawn, and its tag chosen.
    for (const [card, tag] of [[before, 'Before'], [after, 'After']] as const) {
      // The pictures load lazily: brought into view, as a person scrolling to them would.
      await card.scrollIntoViewIfNeeded();
      const picture = card.locator('img');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await card.getByRole('button', { name: tag, exact: true }).getAttribute('aria-pressed')).toBe('true');
    }
    // A grid: on a desktop the cards stand side by side, not one beneath the other.
    const [first, second] = [(await before.boundingBox())!, (await after.boundingBox())!];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(Math.abs(first.x - second.x)).toBeGreaterThanOrEqual(first.width);
    await shot(page, 'files-desktop');
    await page.context().close();
  });
});

describe('deleted files', () => {
  it('are kept: an administrator opens "Deleted files", sees who deleted one and when, and restores it; a technician has no such section', async () => {
    const token = await tokenFor(TECHNICIAN);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5d8aa8' } }).jpeg().toBuffer())]), 'Evaporator after.jpg');
    expect((await fetch(`${baseUrl()}/api/Files/Upload?folder=${folder()}&tag=after`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(200);
    const removal = new FormData();
    removal.append('fileNames', 'Evaporator after.jpg');
    expect((await fetch(`${baseUrl()}/api/Files/delete?folder=${folder()}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: removal })).status).toBe(200);

    await phone.goto(editUrl(order.id, '?tab=files'));
    await section(phone).getByRole('heading', { name: 'Photos & Files' }).waitFor();
    expect(await phone.getByTestId('deleted-files').count()).toBe(0);

    for (const [size, name] of [[DESKTOP, 'files-deleted-desktop'], [PHONE, 'files-deleted-phone']] as const) {
      const { page } = await newPage(browser, size);
      await signIn(page, 'admin');
      await page.goto(editUrl(order.id, '?tab=files'));
      const deleted = page.getByTestId('deleted-files');
      await deleted.getByRole('button', { name: 'Deleted files' }).click();
      const row = deleted.getByRole('listitem').filter({ hasText: 'Evaporator after.jpg' });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Deleted by \S+ \S+ on /);
      await shot(page, name);
      if (name === 'files-deleted-phone') {
        await row.getByRole('button', { name: 'Restore Evaporator after.jpg' }).click();
        await toastOf(page, 'Evaporator after.jpg was restored.').waitFor();
        await itemNamed(page, 'Evaporator after.jpg').waitFor();
        await row.waitFor({ state: 'detached' });
      }
      await page.context().close();
    }
    expect((await listed()).map((f) => f.name)).toContain('Evaporator after.jpg');
  });
});
