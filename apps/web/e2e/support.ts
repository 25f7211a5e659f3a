import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A fresh demo account: its sign-in and the reload onto the dashboard take a few seconds on a busy machine. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/demo-login');
  await expect(page.getByText(/Good (morning|afternoon|evening), Demo/)).toBeVisible({
    timeout: 15_000,
  });
}
