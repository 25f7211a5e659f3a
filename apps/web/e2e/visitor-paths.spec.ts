import type { Browser, Page } from '@playwright/test';
import { expect, isControlled, test, waitForServiceWorkerControl } from './fixtures.ts';

/**
 * Every page a visitor can open: the spec's route table, the sign-in page with the query strings
 * the app links to (and any other), the build's other pages, paths the app does not know. The
 * demo sign-in comes after the visitor's pages and before the signed-in ones.
 */
const VISITOR_PATHS = [
  '/',
  '/login.html',
  '/login.html?mode=sign-up',
  '/login.html?mode=sign-in&utm_source=newsletter&ref=abc',
  '/login',
  '/index.html',
  '/landing.html',
  '/pricing',
  '/subscribe?tier=premium',
  '/test-payment',
  '/audio-debug',
  '/force-logout',
  '/no/such/page',
];
const SIGNED_IN_PATHS = [
  '/demo-login',
  '/',
  '/history',
  '/history?q=talk&favourite=1',
  '/goals',
  '/pricing',
  '/subscribe?tier=premium',
  '/subscribe',
  '/test-payment',
  '/audio-debug',
  '/login.html?mode=sign-up',
  '/no/such/page',
  '/logout',
  '/hard-refresh',
];

/** What a person sees of a page: its title, its address, and its visible text. */
function whatIsShown(page: Page): Promise<string> {
  return page.evaluate(() =>
    [document.title, location.pathname + location.search, document.body.innerText]
      .join('\n')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Pages that do their work and then take the visitor to '/' by themselves. */
const PASSING_THROUGH = new Set(['/demo-login', '/logout', '/force-logout', '/hard-refresh']);

/** Opens `path`, and the page it leads to when it is one that passes through. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (PASSING_THROUGH.has(path)) await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
}

/**
 * What the page shows once it has stopped changing: the same on two reads in a row, with text in
 * its body and no loader. A busy machine can be quiet on the network before the scripts have drawn
 * the page, and an empty body read twice is not a page that settled (every page here shows text).
 */
async function settledView(page: Page): Promise<string> {
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const now = await whatIsShown(page);
        const drawn = await page.evaluate(() => document.body.innerText.trim() !== '');
        const settled = drawn && now === previous && !now.includes('Loading');
        previous = now;
        return settled;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return previous ?? '';
}

/**
 * Opens each path in turn, in a context where the worker is blocked or, for a returning visitor,
 * in control. The returning visitor's pages are compared as they settle with what `expected` says.
 */
async function visit(
  browser: Browser,
  paths: string[],
  expected?: readonly string[],
): Promise<string[]> {
  const returning = expected !== undefined;
  const context = await browser.newContext({ serviceWorkers: returning ? 'allow' : 'block' });
  const page = await context.newPage();
  if (returning) {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
  }
  const shown: string[] = [];
  for (const path of paths) {
    await open(page, path);
    // '/hard-refresh' unregisters the worker by design; every other page must have been its.
    if (returning && path !== '/hard-refresh') expect(await isControlled(page), path).toBe(true);
    const expectedView = expected?.[shown.length];
    if (expectedView === undefined) {
      shown.push(await settledView(page));
    } else {
      await expect
        .poll(() => whatIsShown(page), {
          message: `${path} as a returning visitor`,
          timeout: 30_000,
        })
        .toBe(expectedView);
      shown.push(expectedView);
    }
  }
  await context.close();
  return shown;
}

test('with the service worker in control, every page is the page the server gives', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const paths = [...VISITOR_PATHS, ...SIGNED_IN_PATHS];
  const firstVisit = await visit(browser, paths);
  // Each page as the returning visitor sees it is compared inside, as it settles.
  await visit(browser, paths, firstVisit);
  // The pages differ from one another: the comparison above is not between empty pages.
  expect(firstVisit[paths.indexOf('/login.html?mode=sign-up')]).toContain('Sign Up');
  expect(firstVisit[paths.indexOf('/no/such/page')]).toContain('Page Not Found');
});
