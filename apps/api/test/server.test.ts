import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createDb } from '@rally/db';
import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';
import { healthReport } from '../src/services/health.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

describe('configuration', () => {
  it('defaults everything for a bare machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: '.data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable with a bad value', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', OPENAI_API_KEY: ' ' }).DATABASE_URL).toBeUndefined();
  });
});

/** The landing page as the web build prerenders it, in miniature. */
const LANDING_PAGE = '<!doctype html><title>Rally</title><h1>The pep talk you need</h1>';

describe.each(testDatabases())('server on %s', (kind) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'rally-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Rally</title>');
    writeFileSync(join(webDist, 'login.html'), '<!doctype html><title>Sign in</title>');
    writeFileSync(join(webDist, 'landing.html'), LANDING_PAGE);
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(
      join(webDist, 'assets', 'app-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync('<!doctype html><title>Rally</title>'));
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  it('reports health with the database and the providers in use', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/health' });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: kind,
      providers: {
        writer: 'local',
        voice: 'local',
        alternateVoice: null,
        billing: 'local',
        audioStore: 'fs',
        push: null,
      },
      models: [
        {
          port: 'writer',
          provider: 'local',
          model: null,
          shutdownDate: null,
          checkedAt: null,
          condition: { state: 'ok', reason: null, since: null },
        },
        {
          port: 'voice',
          provider: 'local',
          model: null,
          shutdownDate: null,
          checkedAt: null,
          condition: { state: 'ok', reason: null, since: null },
        },
      ],
    });
  });

  it('reports the adapters the server holds, not what the environment would choose', async () => {
    const { voices } = t.deps.providers;
    const report = await healthReport({
      ...t.deps,
      providers: {
        ...t.deps.providers,
        writer: { ...t.deps.providers.writer, name: 'openai' },
        voices: { primary: voices.primary, alternate: { ...voices.primary, name: 'polly' } },
      },
    });
    expect(report.providers).toMatchObject({
      writer: 'openai',
      voice: 'local',
      alternateVoice: 'polly',
    });
  });

  it('reports the database unavailable when it does not answer', async () => {
    // A PostgreSQL address where nothing listens: the query fails, the report must say so, not throw.
    const unreachable = await createDb({ databaseUrl: 'postgres://127.0.0.1:1/none', dataDir: '' });
    try {
      const report = await healthReport({ ...t.deps, db: unreachable.db });
      expect(report).toMatchObject({ status: 'unavailable', db: kind });
    } finally {
      await unreachable.close();
    }
  });

  it('answers the tRPC health procedure at /trpc', async () => {
    const response = await call(t.app, { method: 'GET', url: '/trpc/health.check' });
    expectStatus(response, 200);
    expect(response.json().result.data).toMatchObject({ status: 'ok', db: kind });
  });

  it('serves the web app with an SPA fallback for page routes', async () => {
    for (const url of ['/', '/pricing', '/some/deep/page?x=1']) {
      const response = await call(t.app, { method: 'GET', url });
      expectStatus(response, 200);
      expect(response.body).toContain('<title>Rally</title>');
    }
    const login = await call(t.app, { method: 'GET', url: '/login.html' });
    expect(login.body).toContain('Sign in');
  });

  it('answers / with the prerendered landing page for visitors, the shell for signed-in users', async () => {
    const visitor = await call(t.app, { method: 'GET', url: '/' });
    expectStatus(visitor, 200);
    expect(visitor.body).toBe(LANDING_PAGE);
    // One address, two pages: caches must keep them apart by the cookie.
    expect(visitor.headers.vary).toContain('Cookie');

    const { cookie } = await signUpUser(t.app);
    const signedIn = await call(t.app, { method: 'GET', url: '/', cookie });
    expectStatus(signedIn, 200);
    expect(signedIn.body).toBe('<!doctype html><title>Rally</title>');

    // A cookie of no live session (signed out elsewhere, expired) is a visitor's.
    const stale = await call(t.app, { method: 'GET', url: '/', cookie: 'rally_session=unknown' });
    expect(stale.body).toBe(LANDING_PAGE);
    // Other pages of the app start from the shell, whoever asks.
    const pricing = await call(t.app, { method: 'GET', url: '/pricing' });
    expect(pricing.body).toBe('<!doctype html><title>Rally</title>');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    const asset = await call(t.app, { method: 'GET', url: '/assets/app-abc123.js' });
    expectStatus(asset, 200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await call(t.app, { method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, else the file itself', async () => {
    const brotli = await call(t.app, {
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expectStatus(brotli, 200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');

    const page = await call(t.app, {
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Rally</title>');

    const plain = await call(t.app, { method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it.each(['/api/nope', '/api', '/trpc/nope.nothing', '/assets/missing-123.js', '/favicon.png'])(
    'answers 404, not the page, for %s',
    async (url) => {
      const response = await call(t.app, { method: 'GET', url });
      expectStatus(response, 404);
      expect(response.body).not.toContain('<title>Rally</title>');
    },
  );

  it('sends security headers with a content security policy', async () => {
    const response = await call(t.app, { method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a page', '/', {}, PAGE_SECURITY_HEADERS],
    ['a missing page', '/no-such-page', {}, PAGE_SECURITY_HEADERS],
    ['a signed-in read', '/api/user', { signedIn: true }, API_SECURITY_HEADERS],
    ['a tRPC read', '/trpc/user.profile', { signedIn: true }, API_SECURITY_HEADERS],
    ['a refused read (401)', '/api/user', {}, API_SECURITY_HEADERS],
    ['a cross-site read (403)', '/api/user', { crossSite: true }, API_SECURITY_HEADERS],
    ['a missing route (404)', '/api/nope', {}, API_SECURITY_HEADERS],
    ['a missing route spelled otherwise (404)', '/%61pi/nope', {}, API_SECURITY_HEADERS],
  ] as const)('sends the security headers of its kind on %s', async (_kind, url, how, expected) => {
    const cookie =
      'signedIn' in how ? (await signUpUser(t.app, 'Ada', '10.77.0.1')).cookie : undefined;
    const response = await call(t.app, {
      method: 'GET',
      url,
      ...(cookie ? { cookie } : {}),
      ...('crossSite' in how ? { headers: { 'sec-fetch-site': 'cross-site' } } : {}),
    });
    const security = Object.fromEntries(
      SECURITY_HEADER_NAMES.map((name) => [name, response.headers[name]]),
    );
    expect(security).toEqual(expected);
  });

  it('lets a route say how long its answer may be kept', async () => {
    const { cookie } = await signUpUser(t.app, 'Ada', '10.77.0.2');
    const exported = await call(t.app, { method: 'GET', url: '/api/account/export', cookie });
    expectStatus(exported, 200);
    expect(exported.headers['cache-control']).toBe('no-store');
    const page = await call(t.app, { method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

/** A page's (helmet's defaults with our content security policy); absent ones are undefined. */
const PAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self' https://js.stripe.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self' https://js.stripe.com https://hooks.stripe.com;connect-src 'self' https://api.stripe.com;media-src 'self' blob:;worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-cache',
};

/** An API answer's: those OWASP's REST Security Cheat Sheet asks for, and a policy that allows nothing. */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none';media-src 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': undefined,
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': undefined,
  'referrer-policy': undefined,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': undefined,
  'x-download-options': undefined,
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': undefined,
  'x-xss-protection': undefined,
  'cache-control': 'no-store',
};

const SECURITY_HEADER_NAMES = Object.keys(API_SECURITY_HEADERS);
