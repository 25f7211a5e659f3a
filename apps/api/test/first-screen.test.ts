import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript } from '../src/first-screen.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

const SHELL = '<!doctype html><title>Rally</title><div id="root"></div>';
/** The web build's signed-in page, in miniature: the two slots the API fills. */
const TEMPLATE =
  '<!doctype html><title>Rally</title><div id="root" data-rendered-for-user><!--first-screen--></div>' +
  '<script type="application/json" id="rally-first-screen"><!--first-screen-data--></script>';
/** The web build's renderer, in miniature: what it was given, as markup; it fails for 'Crash'. */
const RENDERER = `
export async function renderPage(known) {
  if (known.user.firstName === 'Crash') throw new Error('the render failed');
  return '<h1>' + known.user.firstName + ' at ' + known.hour + ', joined ' + typeof known.user.createdAt + '</h1>';
}
`;

describe.each(testDatabases())("a signed-in user's first screen on %s", (kind) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'rally-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, '.server'));
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, 'index.html'), SHELL);
    writeFileSync(join(webDist, 'landing.html'), '<!doctype html><h1>Landing</h1>');
    writeFileSync(join(webDist, '.server', 'signed-in.html'), TEMPLATE);
    writeFileSync(join(webDist, '.server', 'render-page.js'), RENDERER);
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  it('renders / for the user, at the hour of their time zone, with the data React takes over', async () => {
    const start = t.deps.now();
    t.setNow(new Date('2030-06-01T23:30:00Z'));
    try {
      const { cookie, user } = await signUpUser(t.app, 'Grace');
      const page = await call(t.app, {
        method: 'GET',
        url: '/',
        cookie: `${cookie}; rally_tz=Asia%2FKolkata`,
      });
      expectStatus(page, 200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toContain('Cookie');
      // 05:00 in Kolkata; the dates reach the renderer as text, as the browser reads them back.
      expect(page.body).toContain('<h1>Grace at 5, joined string</h1>');
      const data = /<script type="application\/json" id="rally-first-screen">(.*?)<\/script>/.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(data ?? 'null')).toMatchObject({
        hour: 5,
        user: { id: user.id, firstName: 'Grace', createdAt: expect.any(String) },
      });

      // No time zone, or one nobody knows: UTC's hour.
      for (const zone of ['', '; rally_tz=Mars%2FOlympus']) {
        const utc = await call(t.app, { method: 'GET', url: '/', cookie: `${cookie}${zone}` });
        expect(utc.body).toContain('<h1>Grace at 23,');
      }
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
      '/.server/render-page.js',
      '/.server/signed-in.html',
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
