import { GOALS_PER_USER, QUICK_GOALS_SHOWN } from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The page's marks, from the web app that writes them.
import {
  PRERENDERED_FOR_VISITOR,
  RENDERED_END_ID,
  SIGNED_IN_ROOT,
  START_SCRIPT_PREFIX,
} from '../../web/src/first-screen/page.ts';
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

const byText = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** What the signed-in page was written with, as its data script holds it. */
function embeddedData(page: string): Embedded {
  return JSON.parse(between(page, SIGNED_IN_ROOT.beforeData, SIGNED_IN_ROOT.afterData)) as Embedded;
}

/** TanStack Query's dehydrated cache, as far as the test reads it. */
interface Embedded {
  user: unknown;
  queries: { queries: Array<{ queryKey: unknown; state: { status: string } }> };
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
      const embedded = embeddedData(page.body);
      expect(embedded.user).toEqual(expect.objectContaining({ id: user.id, firstName: 'Grace' }));
      // The queries the dashboard's cards declared, answered as Grace, in TanStack Query's
      // dehydrated form: the browser hydrates its cache with them.
      expect(embedded.queries.queries.map(({ queryKey }) => queryKey).sort(byText)).toEqual(
        [
          [['goal', 'list'], { input: { limit: QUICK_GOALS_SHOWN }, type: 'query' }],
          [['goal', 'summary'], { type: 'query' }],
          [['mood', 'history'], { input: { days: 30 }, type: 'query' }],
          [['mood', 'recent'], { type: 'query' }],
          [['notification', 'list'], { type: 'query' }],
          [['personalisation', 'insights'], { type: 'query' }],
          [['speech', 'activity'], { input: { days: 30 }, type: 'query' }],
          [['speech', 'page'], { input: { favourite: true, limit: 20 }, type: 'query' }],
          [['speech', 'page'], { input: { limit: 3 }, type: 'query' }],
          [['user', 'stats'], { type: 'query' }],
        ].sort(byText),
      );
      expect(embedded.queries.queries.every(({ state }) => state.status === 'success')).toBe(true);
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
      // that waits for Vite's deferred scripts. Vite compiles the module it starts.
      expect(start.body).toContain('import { start } from "/src/first-screen/start.ts";');
      expect(start.body).toContain('start("/@rally/dev-entry.js", null);');
      const startModule = await call(t.app, { method: 'GET', url: '/src/first-screen/start.ts' });
      expectStatus(startModule, 200);
      expect(startModule.body).toContain('holdEarlyInput');
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
  /** The size of a signed-in user's `/`, markup and data, once `fill` has given them their rows. */
  async function firstScreenBytes(fill: (userId: string) => Promise<void>): Promise<string> {
    const { cookie, user } = await signUpUser(t.app);
    await fill(user.id);
    const page = await call(t.app, { method: 'GET', url: '/', cookie });
    expectStatus(page, 200);
    return page.body;
  }

  /** `count` speeches of one day, two of them favourites. */
  const speeches = (count: number) => async (userId: string) => {
    const day = t.deps.now().getTime() - 12 * 60 * 60 * 1000;
    const rows = Array.from({ length: count }, (_, index) => ({
      userId,
      context: `Speech ${String(index).padStart(4, '0')} about the exam on Monday`,
      tone: 'gentle' as const,
      voiceStyle: 'warm' as const,
      content: `A long text that must not travel with the list. ${'Keep going. '.repeat(300)}`,
      isFavourite: index < 2 ? (1 as const) : (0 as const),
      createdAt: new Date(day + index * 1000),
    }));
    for (let from = 0; from < rows.length; from += 250) {
      await t.deps.db
        .insertInto('speeches')
        .values(rows.slice(from, from + 250))
        .execute();
    }
  };

  /** `count` goals of one length, every other one done. */
  const goals = (count: number) => async (userId: string) => {
    const now = t.deps.now().getTime();
    await t.deps.db
      .insertInto('goals')
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId,
          title: `Goal ${String(index).padStart(3, '0')} of a long list`,
          category: 'presentation' as const,
          description: 'A description a goal the card does not show must not bring along.',
          isCompleted: index % 2 === 0 ? (1 as const) : (0 as const),
          createdAt: new Date(now - index * 1000),
        })),
      )
      .execute();
  };

  // Ids, counts and times have more digits; nothing else may differ.
  const SAME_SIZE_BYTES = 200;

  it(
    'is the same size for 1,000 speeches as for 10: every list on it is a bounded page',
    async () => {
      const few = await firstScreenBytes(speeches(10));
      const many = await firstScreenBytes(speeches(1_000));
      expect(few).not.toContain('must not travel');
      expect(many).not.toContain('must not travel');
      expect(Math.abs(Buffer.byteLength(many) - Buffer.byteLength(few))).toBeLessThan(
        SAME_SIZE_BYTES,
      );
    },
    VITE_MS,
  );

  it(
    `is the same size with ${GOALS_PER_USER} goals (the cap) as with ${QUICK_GOALS_SHOWN}: the card shows ${QUICK_GOALS_SHOWN} (issue 37)`,
    async () => {
      const few = await firstScreenBytes(goals(QUICK_GOALS_SHOWN));
      const many = await firstScreenBytes(goals(GOALS_PER_USER));
      // Counted by the server: the card says how many there are without them.
      expect(many).toContain(
        `${GOALS_PER_USER / 2}<!-- --> of <!-- -->${GOALS_PER_USER}<!-- --> done`,
      );
      expect(Math.abs(Buffer.byteLength(many) - Buffer.byteLength(few))).toBeLessThan(
        SAME_SIZE_BYTES,
      );
    },
    VITE_MS,
  );
});
