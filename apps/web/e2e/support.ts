import type { ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CRISIS_SCREEN_READY_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../src/first-screen/page.ts';

/**
 * Waits until the app has taken the page over: it marks <html> then (src/taken-over.tsx). A
 * server-rendered page shows its text and buttons before the app's scripts have run; a tap in
 * between waits for the app (src/early-input.ts), but a test that acts on the app's answer
 * waits for the app first.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 30_000 });
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
 * Waits until the crisis screen's worker, started when a form that screens is shown, has loaded
 * and answers. A test that slows the connection to a trickle does it after this: else the chunk
 * (about 800 kB) takes the trickle the speech's stream needs, and a CI run waited 30 s for the
 * first words.
 */
export async function waitForCrisisScreen(page: Page): Promise<void> {
  await expect(page.locator(`html[${CRISIS_SCREEN_READY_ATTRIBUTE}]`)).toHaveCount(1, {
    timeout: 30_000,
  });
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

/** Waits until an API the test started answers its health check, or fails when it exits. */
export async function waitForHealth(
  origin: string,
  server: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer on ${origin} within ${timeoutMs} ms`);
}

/** No serious or critical WCAG 2.1 AA violation on the page, or only in `selector` when given. */
export async function expectNoSeriousViolations(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(blocking).toEqual([]);
}
