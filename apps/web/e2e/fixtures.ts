import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface VisitorOptions {
  /**
   * Runs the test as someone who has been here before: the service worker already controls the
   * page when the test starts, as it does for anyone who had Rally open for a second.
   */
  returningVisitor: boolean;
}

/**
 * Waits until the service worker has installed, activated and claimed the page. Long enough for
 * the app's first retry after a failed install (src/sw/register.ts); when it times out, the error
 * says what the registration held, to tell a slow install from a failed one.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 45_000,
    });
  } catch (error) {
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      if (found === undefined) return 'no registration';
      return (['installing', 'waiting', 'active'] as const)
        .map((slot) => `${slot}: ${found[slot]?.state ?? 'none'}`)
        .join(', ');
    });
    throw new Error(`The service worker did not control the page (${registration})`, {
      cause: error,
    });
  }
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
