import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_SERVER_ENTRY } from '../src/first-screen.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

/*
 * The API's part of the first screen: it hands the web app's server entry the request (the
 * router, the request's context, the user, the clock and the UTC offset), keeps the pages it
 * writes and compresses them. The web app's own part (which queries, the markup, the size) is
 * tested with its source in first-screen-dev.test.ts.
 */

const SHELL = '<!doctype html><title>Rally</title><div id="root"></div>';
const DATA_START = '<script type="application/json">';
const DATA_END = '</script>';

/** What the miniature entry below embeds: what it was written from. */
interface Embedded {
  user: { id: string; firstName: string; createdAt: unknown };
  time: { at: number; utcOffset: number };
  goals: Array<{ title: string; createdAt: unknown }>;
}

/** The JSON embedded in a page the miniature entry wrote. */
function embeddedData(page: string): Embedded {
  const start = page.indexOf(DATA_START) + DATA_START.length;
  return JSON.parse(page.slice(start, page.indexOf(DATA_END, start))) as Embedded;
}

/** Writes a web build in miniature into `webDist`, with `entry` as its server entry. */
function writeWebBuild(webDist: string, entry: string): void {
  mkdirSync(join(webDist, '.server'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  writeFileSync(join(webDist, 'landing.html'), '<!doctype html><h1>Landing</h1>');
  writeFileSync(join(webDist, WEB_SERVER_ENTRY), entry);
  writeFileSync(join(webDist, '.server', 'signed-in.json'), '{}');
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
}

/**
 * The web app's server entry, in miniature: it asks one query through the router with the
 * request's context, and writes what it was given as markup; it fails for 'Crash'. It counts its
 * renders where the test can read them (the server runs in the test's process).
 */
const ENTRY = `
export async function builtFirstScreen() {
  return {
    async signedIn({ router, ctx, user, now, utcOffset }) {
      const goals = await router.createCaller(ctx).goal.list({ limit: 3 });
      const at = now.getTime() - (now.getTime() % 60000);
      const sources = JSON.stringify({ user, time: { at, utcOffset }, goals });
      return {
        sources,
        async write() {
          globalThis.rallyTestRenders = (globalThis.rallyTestRenders ?? 0) + 1;
          if (user.firstName === 'Crash') throw new Error('the render failed');
          return '<!doctype html><h1>' + user.firstName + ' at ' + at + '+' + utcOffset +
            ', joined ' + typeof user.createdAt + ', ' + goals.length + ' goals</h1>' +
            '${DATA_START}' + sources + '${DATA_END}';
        },
      };
    },
  };
}
`;

describe.each(testDatabases())("a signed-in user's first screen on %s", (kind) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'rally-web-'));

  beforeAll(async () => {
    writeWebBuild(webDist, ENTRY);
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

  it('renders / for the user at their UTC offset, with the queries asked as the user', async () => {
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
      // Kolkata's offset (UTC+5:30); the user goes to the web app as the session has it.
      expect(page.body).toContain(`<h1>Grace at ${now.getTime()}+330, joined object, 1 goals</h1>`);
      const embedded = embeddedData(page.body);
      expect(embedded.user).toEqual(
        expect.objectContaining({ id: user.id, firstName: 'Grace', createdAt: expect.any(String) }),
      );
      expect(embedded.time).toEqual({ at: now.getTime(), utcOffset: 330 });
      // The router answered as this user, as tRPC would have.
      const asked = await call(t.app, { method: 'GET', url: '/trpc/goal.list', cookie });
      expect(embedded.goals).toEqual(asked.json().result.data);

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
      expect(embeddedData(withGoal).goals).toEqual([
        expect.objectContaining({ title: 'Run the meeting' }),
      ]);

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
    for (const url of [`/${WEB_SERVER_ENTRY}`, '/.server/signed-in.json', '/.vite/manifest.json']) {
      const response = await call(t.app, { method: 'GET', url });
      expectStatus(response, 404);
    }
  });
});
