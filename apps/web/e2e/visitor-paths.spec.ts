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

/**
 * Opens `path` and waits until the page has stopped changing (scripts run, data arrived), on the
 * page it leads to when it is one that passes through.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (PASSING_THROUGH.has(path)) await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
}

async function visit(browser: Browser, paths: string[], returning: boolean): Promise<string[]> {
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
    shown.push(await whatIsShown(page));
  }
  await context.close();
  return shown;
}

test('with the service worker in control, every page is the page the server gives', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const paths = [...VISITOR_PATHS, ...SIGNED_IN_PATHS];
  const firstVisit = await visit(browser, paths, false);
  const returning = await visit(browser, paths, true);
  paths.forEach((path, index) => {
    expect(returning[index], `${path} as a returning visitor`).toBe(firstVisit[index]);
  });
  // The pages differ from one another: the comparison above is not between empty pages.
  expect(firstVisit[paths.indexOf('/login.html?mode=sign-up')]).toContain('Sign Up');
  expect(firstVisit[paths.indexOf('/no/such/page')]).toContain('Page Not Found');
});
