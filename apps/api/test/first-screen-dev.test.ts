import {
  FIRST_SCREEN_QUERIES,
  PRERENDERED_FOR_VISITOR,
  RENDERED_END_ID,
  SIGNED_IN_ROOT,
  START_SCRIPT_PREFIX,
  type FirstScreenData,
} from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webFromSource } from '../src/first-screen-dev.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

/** Starting Vite and its first render from the source take a while on a busy machine. */
const VITE_MS = 120_000;

/** The part of a page between two markers of the contract. */
function between(page: string, start: string, end: string): string {
  const from = page.indexOf(start);
  expect(from, `the page has ${start}`).toBeGreaterThanOrEqual(0);
  const to = page.indexOf(end, from + start.length);
  expect(to, `the page has ${end} after ${start}`).toBeGreaterThan(from);
  return page.slice(from + start.length, to);
}

// One database: the subject is the web app served from its source, which the database does not
// change (first-screen.test.ts runs the rendering on each).
describe('/ under pnpm dev: rendered from the source through Vite', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite', {}, {}, { webFromSource });
  }, VITE_MS);
  afterAll(() => t.close());

  it(
    "renders a signed-in user's dashboard with their data, in Vite's page",
    async () => {
      const { cookie, user } = await signUpUser(t.app, 'Grace');
      const page = await call(t.app, { method: 'GET', url: '/', cookie });
      expectStatus(page, 200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      // Vite's index.html, with its client, composed as the build composes it.
      const head = between(page.body, '<head>', '</head>');
      expect(head).toContain('<script type="module" src="/@vite/client"></script>');
      expect(head).toContain(`src="${START_SCRIPT_PREFIX}dev.js"`);
      expect(head).toContain(`<link rel="expect" href="#${RENDERED_END_ID}" blocking="render">`);
      expect(head).not.toContain('/src/main.tsx');
      // The dashboard, rendered from src/render-page.tsx for Grace.
      const markup = between(page.body, SIGNED_IN_ROOT.beforeMarkup, SIGNED_IN_ROOT.beforeData);
      expect(markup).toContain(', Grace');
      expect(markup).toContain('Create Your Speech');
      const embedded = JSON.parse(
        between(page.body, SIGNED_IN_ROOT.beforeData, SIGNED_IN_ROOT.afterData),
      ) as FirstScreenData<unknown>;
      expect(embedded.user).toEqual(expect.objectContaining({ id: user.id, firstName: 'Grace' }));
      expect(embedded.answers.map(({ path }) => path)).toEqual(
        FIRST_SCREEN_QUERIES.map(({ path }) => path),
      );
    },
    VITE_MS,
  );

  it(
    'renders the landing page for a visitor',
    async () => {
      const page = await call(t.app, { method: 'GET', url: '/' });
      expectStatus(page, 200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const markup = between(page.body, `<div id="root" ${PRERENDERED_FOR_VISITOR}>`, '</footer>');
      expect(markup).toContain('Try Demo');
      expect(page.body).not.toContain(SIGNED_IN_ROOT.beforeMarkup);
    },
    VITE_MS,
  );

  it(
    "serves the start script, the app's modules and the other pages through Vite",
    async () => {
      const start = await call(t.app, { method: 'GET', url: `${START_SCRIPT_PREFIX}dev.js` });
      expectStatus(start, 200);
      expect(start.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // The build's start script: it holds early taps, then imports the app through the entry
      // that waits for Vite's deferred scripts.
      expect(start.body).toContain('import("/@rally/dev-entry.js")');
      const entry = await call(t.app, { method: 'GET', url: '/@rally/dev-entry.js' });
      expect(entry.body).toContain('await import("/src/main.tsx")');
      const main = await call(t.app, { method: 'GET', url: '/src/main.tsx' });
      expectStatus(main, 200);
      expect(main.headers['content-type']).toContain('javascript');
      // The app's routes get the plain shell, as from a build; the sign-in page is its own file.
      const history = await call(t.app, {
        method: 'GET',
        url: '/history',
        headers: { accept: 'text/html' },
      });
      expectStatus(history, 200);
      expect(history.body).toContain('<div id="root"></div>');
      const login = await call(t.app, {
        method: 'GET',
        url: '/login',
        headers: { accept: 'text/html' },
      });
      expect(login.body).toContain('/src/login-main.tsx');
      // The API is still the API.
      const missing = await call(t.app, { method: 'GET', url: '/api/nothing-here' });
      expectStatus(missing, 404);
      expect(missing.json()).toEqual({ message: 'Not found' });
    },
    VITE_MS,
  );
});
