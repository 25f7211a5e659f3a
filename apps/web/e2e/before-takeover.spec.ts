import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, START_SCRIPT_PREFIX } from '../src/first-screen/page.ts';
import { signInAsDemoByRequest, waitForApp } from './support.ts';

/** What a person might not want in an address bar, a history or a server's log. */
const PRIVATE_TEXT = 'My custody hearing is on Monday and I cannot stop my hands from shaking.';
/** How long the app's scripts are held back at least, as on a slow phone's connection. */
const SCRIPTS_HELD_MS = 5_000;
/** Every script of the app but the start script, which holds the taps (build/first-screen.ts). */
function isAppScript(pathname: string): boolean {
  return (
    pathname.startsWith('/assets/') &&
    pathname.endsWith('.js') &&
    !pathname.startsWith(START_SCRIPT_PREFIX)
  );
}

/**
 * Holds the app's scripts back for 5 s from now and until `release` is called, so the page stays as the
 * server painted it, without its app, while the test taps on it. Routed on the context, which
 * also sees what the service worker asks the network for.
 */
async function holdScriptsBack(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // One hold for all: a script the app asks for once it has started (a dialog's) is not held again.
  const held = Promise.all([
    released,
    new Promise((resolve) => setTimeout(resolve, SCRIPTS_HELD_MS)),
  ]);
  await page.context().route(
    (url) => isAppScript(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return { release };
}

/** A returning visitor: the service worker already controls the page when it loads. */
async function becomeReturningVisitor(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  // The worker answers the scripts from its cache; without them there, it asks the network, where
  // the test can hold them back (the page itself still goes through the worker).
  const cached = await page.evaluate(async () => {
    const entries: [cacheName: string, url: string][] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push([name, request.url]);
    }
    return entries;
  });
  const appScripts = cached.filter(([, url]) => isAppScript(new URL(url).pathname));
  await page.evaluate(async (entries) => {
    for (const [name, url] of entries) await (await caches.open(name)).delete(url);
  }, appScripts);
}

/** Every page the tab loads from now on (a form sent by the browser itself is one). */
function recordPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(`${request.method()} ${request.url()}`);
  });
  return loads;
}

/** The speech generations the page starts (tRPC's stream), however it is called. */
function recordGenerations(page: Page): string[] {
  const generations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('speech.generateStream')) {
      generations.push(request.url());
    }
  });
  return generations;
}

async function expectNotTakenOverYet(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      (attribute) => document.documentElement.hasAttribute(attribute),
      HYDRATED_ATTRIBUTE,
    ),
    'the taps were made before the app took the page over',
  ).toBe(false);
}

for (const visitor of ['first', 'returning'] as const) {
  test.describe(`a ${visitor} visitor, before the app has taken the dashboard over`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await signInAsDemoByRequest(page, baseURL);
      if (visitor === 'returning') await becomeReturningVisitor(page);
    });

    /** Opens the dashboard, as the server renders it, with the app's scripts held back. */
    async function openDashboardWithoutApp(page: Page): Promise<{ release: () => void }> {
      const scripts = await holdScriptsBack(page);
      await page.goto('/');
      expect(
        await page.evaluate(() => navigator.serviceWorker.controller !== null),
        'the service worker controls the page',
      ).toBe(visitor === 'returning');
      return scripts;
    }

    test('Generate Speech waits for the app, then makes one speech of what was typed, leaking nothing', async ({
      page,
    }) => {
      const generations = recordGenerations(page);
      const scripts = await openDashboardWithoutApp(page);
      const pageLoads = recordPageLoads(page);
      const form = page.getByRole('form', { name: 'Create a speech' });
      await form
        .getByRole('textbox', { name: 'What do you need motivation for?' })
        .fill(PRIVATE_TEXT);
      await form.getByRole('combobox', { name: 'Tone' }).selectOption({ label: 'Energetic' });
      const generate = form.getByRole('button', { name: 'Generate Speech' });
      // An impatient person taps twice.
      await generate.click();
      await generate.click();
      await expectNotTakenOverYet(page);
      // The form went nowhere and kept the text; the button shows that it waits.
      expect(pageLoads, 'the browser sent the form itself').toEqual([]);
      expect(page.url()).not.toContain('?');
      await expect(
        form.getByRole('textbox', { name: 'What do you need motivation for?' }),
      ).toHaveValue(PRIVATE_TEXT);
      await expect(generate).toHaveAttribute('aria-busy', 'true');

      scripts.release();
      await waitForApp(page);
      await expect(
        page.getByRole('article', { name: 'Energetic Motivational Speech' }),
      ).toBeVisible({
        timeout: 30_000,
      });
      const recent = page.getByRole('region', { name: 'Recent Speeches' });
      await expect(
        recent.getByRole('button', { name: new RegExp(`^${PRIVATE_TEXT.slice(0, 20)}`) }),
      ).toBeVisible();
      expect(generations, 'two taps, one speech').toHaveLength(1);
      expect(pageLoads, 'the page never reloaded').toEqual([]);
      expect(page.url()).not.toContain('?');
      await expect(generate).not.toHaveAttribute('aria-busy');
    });

    test('New Goal and Check In wait for the app, then open', async ({ page }) => {
      const scripts = await openDashboardWithoutApp(page);
      const checkIn = page.getByRole('button', { name: 'Check In' });
      const newGoal = page.getByRole('button', { name: 'New Goal' });
      await checkIn.click();
      await newGoal.click();
      await expectNotTakenOverYet(page);
      await expect(checkIn).toHaveAttribute('aria-busy', 'true');
      await expect(newGoal).toHaveAttribute('aria-busy', 'true');

      scripts.release();
      await waitForApp(page);
      await expect(checkIn).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog', { name: 'New Goal' })).toBeVisible();
      await expect(checkIn).not.toHaveAttribute('aria-busy');
    });
  });
}

test('the server-rendered speech form can never be sent by the browser itself', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoByRequest(page, baseURL);
  // Without any script at all: the form stays where it is, with its text, and nothing is sent.
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() || request.method() !== 'GET') sent.push(request.url());
  });
  await page.goto('/');
  sent.length = 0;
  const form = page.getByRole('form', { name: 'Create a speech' });
  await form.getByRole('textbox', { name: 'What do you need motivation for?' }).fill(PRIVATE_TEXT);
  await form.getByRole('button', { name: 'Generate Speech' }).click();
  await expect(form.getByRole('textbox', { name: 'What do you need motivation for?' })).toHaveValue(
    PRIVATE_TEXT,
  );
  expect(await form.evaluate((element: HTMLFormElement) => element.method)).toBe('dialog');
  expect(sent).toEqual([]);
  expect(page.url()).not.toContain('?');
});
