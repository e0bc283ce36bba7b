import type { Page } from 'playwright-core';

/** Waits until nothing on the page is sliding or fading (spinners loop forever and do not count). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
