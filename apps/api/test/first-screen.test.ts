import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabases } from '@rally/db/testing';
import {
  FIRST_SCREEN_FILES,
  FIRST_SCREEN_QUERIES,
  GOALS_PER_USER,
  QUICK_GOALS_SHOWN,
  SIGNED_IN_ROOT,
  jsonForScript,
  type FirstScreenData,
  type FirstScreenTemplate,
} from '@rally/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

const SHELL = '<!doctype html><title>Rally</title><div id="root"></div>';
/** The web build's signed-in page, in miniature: #root and the data script, in a page. */
const TEMPLATE: FirstScreenTemplate = {
  ...SIGNED_IN_ROOT,
  beforeMarkup: `<!doctype html><title>Rally</title>${SIGNED_IN_ROOT.beforeMarkup}`,
};

/** The JSON embedded in a page filled from TEMPLATE. */
function embeddedData(page: string): FirstScreenData<unknown> {
  const start = page.indexOf(TEMPLATE.beforeData) + TEMPLATE.beforeData.length;
  return JSON.parse(
    page.slice(start, page.length - TEMPLATE.afterData.length),
  ) as FirstScreenData<unknown>;
}

/** Writes a web build in miniature into `webDist`, with `renderer` as its server entry. */
function writeWebBuild(webDist: string, renderer: string): void {
  mkdirSync(join(webDist, '.server'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  writeFileSync(join(webDist, FIRST_SCREEN_FILES.landing), '<!doctype html><h1>Landing</h1>');
  writeFileSync(join(webDist, FIRST_SCREEN_FILES.signedInTemplate), JSON.stringify(TEMPLATE));
  writeFileSync(join(webDist, FIRST_SCREEN_FILES.renderer), renderer);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
}
/**
 * The web build's renderer, in miniature: what it was given, as markup; it fails for 'Crash'. It
 * counts its renders where the test can read them (the server runs in the test's process).
 */
const RENDERER = `
export async function renderPage(known) {
  globalThis.rallyTestRenders = (globalThis.rallyTestRenders ?? 0) + 1;
  if (known.user.firstName === 'Crash') throw new Error('the render failed');
  return '<h1>' + known.user.firstName + ' at ' + known.time.at + '+' + known.time.utcOffset +
    ', joined ' + typeof known.user.createdAt + ', ' + known.answers.length + ' answers</h1>';
}
`;

describe.each(testDatabases())("a signed-in user's first screen on %s", (kind) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'rally-web-'));

  beforeAll(async () => {
    writeWebBuild(webDist, RENDERER);
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  const addGoal = async (cookie: string, title: string) => {
    const goal = await call(t.app, {
      method: 'POST',
      url: '/api/goals',
      cookie,
      payload: { title, category: 'presentation' },
    });
    expectStatus(goal, 201);
  };

  it('renders / for the user at their UTC offset, with the answers React takes over', async () => {
    const start = t.deps.now();
    const now = new Date('2030-06-01T23:30:00Z');
    t.setNow(now);
    try {
      const { cookie, user } = await signUpUser(t.app, 'Grace');
      await addGoal(cookie, 'Give the talk');
      const page = await call(t.app, {
        method: 'GET',
        url: '/',
        cookie: `${cookie}; rally_utc_offset=330`,
      });
      expectStatus(page, 200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toContain('Cookie');
      // Kolkata's offset (UTC+5:30); dates reach the renderer as text, as the browser reads them.
      expect(page.body).toContain(
        `<h1>Grace at ${now.getTime()}+330, joined string, ${FIRST_SCREEN_QUERIES.length} answers</h1>`,
      );
      const embedded = embeddedData(page.body);
      expect(embedded.user).toEqual(
        expect.objectContaining({ id: user.id, firstName: 'Grace', createdAt: expect.any(String) }),
      );
      expect(embedded.time).toEqual({ at: now.getTime(), utcOffset: 330 });
      // Every query of the contract, in its order, with its input.
      const { answers } = embedded;
      expect(
        answers.map(({ path, ...rest }) => ({
          path,
          input: 'input' in rest ? rest.input : undefined,
        })),
      ).toEqual(FIRST_SCREEN_QUERIES);
      // The same answers the browser would get from tRPC.
      const goals = answers.find((answer) => answer.path === 'goal.list')?.data;
      expect(goals).toEqual([
        expect.objectContaining({ title: 'Give the talk', createdAt: expect.any(String) }),
      ]);
      const asked = await call(t.app, { method: 'GET', url: '/trpc/goal.list', cookie });
      expect(goals).toEqual(asked.json().result.data);

      // No offset, or one that is not real: UTC.
      for (const offset of ['', '; rally_utc_offset=9999', '; rally_utc_offset=Asia%2FKolkata']) {
        const utc = await call(t.app, { method: 'GET', url: '/', cookie: `${cookie}${offset}` });
        expect(utc.body).toContain(`<h1>Grace at ${now.getTime()}+0,`);
      }
    } finally {
      t.setNow(start);
    }
  });

  it('writes the page for the minute, keeps it, and writes it again when what it shows changes', async () => {
    const start = t.deps.now();
    const minute = new Date('2030-06-02T08:15:00Z');
    try {
      t.setNow(new Date(minute.getTime() + 20_000));
      const { cookie } = await signUpUser(t.app, 'Memo');
      const get = async () => {
        const page = await call(t.app, { method: 'GET', url: '/', cookie });
        expectStatus(page, 200);
        return page.body;
      };
      const renders = () => (globalThis as { rallyTestRenders?: number }).rallyTestRenders ?? 0;
      const first = await get();
      // Written for the start of its minute: the page reads the time no finer.
      expect(embeddedData(first).time.at).toBe(minute.getTime());
      const rendered = renders();
      t.setNow(new Date(minute.getTime() + 50_000));
      expect(await get()).toBe(first);
      expect(renders()).toBe(rendered);

      // A changed answer is a new page, rendered with it.
      await addGoal(cookie, 'Run the meeting');
      const withGoal = await get();
      expect(renders()).toBe(rendered + 1);
      expect(withGoal).not.toBe(first);
      const goals = embeddedData(withGoal).answers.find((answer) => answer.path === 'goal.list');
      expect(goals?.data).toEqual([expect.objectContaining({ title: 'Run the meeting' })]);

      // So is the next minute, and another UTC offset.
      t.setNow(new Date(minute.getTime() + 60_000));
      const nextMinute = await get();
      expect(renders()).toBe(rendered + 2);
      expect(embeddedData(nextMinute).time.at).toBe(minute.getTime() + 60_000);
      const elsewhere = await call(t.app, {
        method: 'GET',
        url: '/',
        cookie: `${cookie}; rally_utc_offset=-300`,
      });
      expect(renders()).toBe(rendered + 3);
      expect(elsewhere.body).toContain('+-300,');
    } finally {
      t.setNow(start);
    }
  });

  it('compresses the page the way the browser accepts', async () => {
    const { cookie } = await signUpUser(t.app, 'Ada');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const page = await call(t.app, {
        method: 'GET',
        url: '/',
        cookie,
        headers: { 'accept-encoding': accepted },
      });
      expectStatus(page, 200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(decode(page.rawPayload).toString('utf8')).toContain('<h1>Ada at ');
    }
  });

  it('sends the shell when the render fails, and the landing page to visitors', async () => {
    const { cookie } = await signUpUser(t.app, 'Crash');
    const page = await call(t.app, { method: 'GET', url: '/', cookie });
    expectStatus(page, 200);
    expect(page.body).toBe(SHELL);
    const visitor = await call(t.app, { method: 'GET', url: '/' });
    expect(visitor.body).toContain('Landing');
  });

  it("never sends the build's own files", async () => {
    for (const url of [
      `/${FIRST_SCREEN_FILES.renderer}`,
      `/${FIRST_SCREEN_FILES.signedInTemplate}`,
      '/.vite/manifest.json',
    ]) {
      const response = await call(t.app, { method: 'GET', url });
      expectStatus(response, 404);
    }
  });
});

describe('jsonForScript', () => {
  it('keeps text from ending the script element, and reads back the same', () => {
    const value = { firstName: '</script><script>alert(1)</script>', note: '<!-- x' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe.each(testDatabases())('the first screen of a long history on %s', (kind) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'rally-web-'));

  beforeAll(async () => {
    writeWebBuild(
      webDist,
      `export async function renderPage(known) { return '<h1>' + known.answers.length + '</h1>'; }`,
    );
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  /** A user with `count` speeches of one day, two of them favourites; answers the size of `/`. */
  async function firstScreenBytes(count: number): Promise<{ bytes: number; body: string }> {
    const { cookie, user } = await signUpUser(t.app);
    const day = t.deps.now().getTime() - 12 * 60 * 60 * 1000;
    const rows = Array.from({ length: count }, (_, index) => ({
      userId: user.id,
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
    const page = await call(t.app, { method: 'GET', url: '/', cookie });
    expectStatus(page, 200);
    return { bytes: Buffer.byteLength(page.body), body: page.body };
  }

  it('is the same size for 1,000 speeches as for 10: every list on it is a bounded page', async () => {
    const few = await firstScreenBytes(10);
    const many = await firstScreenBytes(1_000);
    expect(few.body).not.toContain('must not travel');
    expect(many.body).not.toContain('must not travel');
    // Ids and counts have more digits; nothing else may differ.
    expect(Math.abs(many.bytes - few.bytes)).toBeLessThan(100);
  });

  /** A user with `count` goals of one length; answers the size of `/`. */
  async function firstScreenBytesWithGoals(count: number): Promise<number> {
    const { cookie, user } = await signUpUser(t.app);
    const now = t.deps.now().getTime();
    await t.deps.db
      .insertInto('goals')
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: user.id,
          title: `Goal ${String(index).padStart(3, '0')} of a long list`,
          category: 'presentation' as const,
          description: `Its description, which a goal the card does not show must not bring along.`,
          isCompleted: index % 2 === 0 ? (1 as const) : (0 as const),
          createdAt: new Date(now - index * 1000),
        })),
      )
      .execute();
    const page = await call(t.app, { method: 'GET', url: '/', cookie });
    expectStatus(page, 200);
    return Buffer.byteLength(page.body);
  }

  it('is the same size with as many goals as the cap allows as with 3: the card shows 3', async () => {
    const few = await firstScreenBytesWithGoals(QUICK_GOALS_SHOWN);
    const many = await firstScreenBytesWithGoals(GOALS_PER_USER);
    // Ids and counts have more digits; nothing else may differ.
    expect(Math.abs(many - few)).toBeLessThan(100);
  });
});
