import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface VisitorOptions {
  /**
   * Runs the test as someone who has been here before: the service worker already controls the
   * page when the test starts, as it does for anyone who had Rally open for a second.
   */
  returningVisitor: boolean;
}

/** Waits until the service worker has installed, activated and claimed the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Whether the page is controlled by the service worker now. */
export function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

export const test = base.extend<VisitorOptions>({
  returningVisitor: [false, { option: true }],
  page: async ({ page, returningVisitor }, use) => {
    if (returningVisitor) {
      await page.goto('/');
      await waitForServiceWorkerControl(page);
    }
    await use(page);
    // A returning visitor's test proves nothing if the worker stopped controlling the pages.
    if (returningVisitor && !page.isClosed()) expect(await isControlled(page)).toBe(true);
  },
});

export { expect };
