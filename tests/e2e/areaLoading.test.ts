import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInForFile, urlOf } from './support/browser';

let page: Page;
signedInForFile('accounting', (session) => ({ page } = session));
beforeAll(() => page.getByRole('heading', { level: 1, name: /Alicia/ }).waitFor());

const HOME_CHUNK = /\/assets\/HomePage-[^/]+\.js$/;

describe('loading an area on demand', () => {
  it('reloads once when an area fails to load, then reports the chunk by name', async () => {
    let attempts = 0;
    await page.route(HOME_CHUNK, (route) => {
      attempts += 1;
      return route.abort('connectionfailed');
    });
    // A fresh document, as after a new deployment: the area is fetched again.
    await page.goto(urlOf('/home'));
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(attempts).toBe(2);
    await page.getByText('Loading chunk "home" failed (error).').waitFor();

    await page.unroute(HOME_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: /Alicia/ }).waitFor();
    const mark = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('chunk')));
    expect(mark).toEqual([]);
  });
});
