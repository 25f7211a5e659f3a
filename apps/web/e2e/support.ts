import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Waits until React has taken the page over. A server-rendered page shows its text and buttons
 * before the app's scripts have run, and a click in between reaches no handler; once React has
 * started taking over, it replays a click on a part it has not reached yet. Read from React's own
 * root: the app keeps no marker of its own for tests.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
      if (!root || !key) return false;
      const fiber = Reflect.get(root, key) as {
        stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
      };
      return fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * A fresh demo account on its dashboard, ready for clicks: the sign-in and the reload onto the
 * dashboard take a few seconds on a busy machine.
 */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/demo-login');
  await expect(page.getByText(/Good (morning|afternoon|evening), Demo/)).toBeVisible({
    timeout: 30_000,
  });
  await waitForApp(page);
}

/**
 * Signs a fresh demo account in without opening a page (the cookie lands in the page's context):
 * the next page loaded is the dashboard as the server renders it.
 */
export async function signInAsDemoByRequest(page: Page, origin: string | undefined): Promise<void> {
  const signedIn = await page.request.post('/api/simple-demo-login', {
    headers: { origin: origin ?? '' },
  });
  expect(signedIn.ok()).toBe(true);
}
