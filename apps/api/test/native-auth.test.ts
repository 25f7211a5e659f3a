import { testDatabases } from '@rally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_HEADER } from '../src/auth/bearer.ts';
import { sessionIdOf } from '../src/auth/tokens.ts';
import {
  buildTestApp,
  call,
  expectStatus,
  signUpUser,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

const PASSWORD = 'correct horse battery';
const NATIVE = { 'x-rally-client': 'native' };
/** What the Android WebView sends to the API's own origin: another origin, a cross-site fetch. */
const FROM_ANDROID_APP = { origin: 'https://localhost', 'sec-fetch-site': 'cross-site' };
const FROM_OTHER_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases())('native sign-in with a bearer token on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function nativeSignUp(): Promise<string> {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...FROM_ANDROID_APP, ...NATIVE },
      payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'Nia', lastName: 'Okafor' },
    });
    expectStatus(response, 201);
    const token = response.headers[SESSION_TOKEN_HEADER];
    expect(typeof token).toBe('string');
    return String(token);
  }

  it('answers a native sign-up with the session token in a header and sets no cookie', async () => {
    const token = await nativeSignUp();
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits of base64url
    const rows = await t.deps.db
      .selectFrom('sessions')
      .select('sid')
      .where('sid', '=', sessionIdOf(token))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('does not set a cookie for a native sign-in, nor a header for a browser one', async () => {
    const { email } = await signUpUser(t.app);
    const native = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...FROM_ANDROID_APP, ...NATIVE },
      payload: { email, password: PASSWORD },
    });
    expectStatus(native, 200);
    expect(native.headers[SESSION_TOKEN_HEADER]).toBeDefined();
    expect(native.cookies).toHaveLength(0);

    const browser = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: PASSWORD },
    });
    expectStatus(browser, 200);
    expect(browser.headers[SESSION_TOKEN_HEADER]).toBeUndefined();
  });

  it('returns a token for a native demo login, over tRPC as over REST', async () => {
    const rest = await call(t.app, {
      method: 'POST',
      url: '/api/simple-demo-login',
      headers: { ...FROM_ANDROID_APP, ...NATIVE },
    });
    expectStatus(rest, 200);
    expect(rest.headers[SESSION_TOKEN_HEADER]).toBeDefined();

    const trpc = await call(t.app, {
      method: 'POST',
      url: '/trpc/auth.demoLogin',
      headers: { ...FROM_ANDROID_APP, ...NATIVE },
      payload: {},
    });
    expectStatus(trpc, 200);
    const token = String(trpc.headers[SESSION_TOKEN_HEADER]);
    const me = await call(t.app, {
      method: 'GET',
      url: '/trpc/auth.user',
      headers: { ...FROM_ANDROID_APP, ...bearer(token) },
    });
    expectStatus(me, 200);
    expect(me.json()).toMatchObject({ result: { data: { firstName: expect.any(String) } } });
  });

  it('reads /api/auth/user with the bearer token from the app origin', async () => {
    const token = await nativeSignUp();
    const me = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      headers: { ...FROM_ANDROID_APP, ...bearer(token) },
    });
    expectStatus(me, 200);
    expect(me.json()).toMatchObject({ firstName: 'Nia' });
    expect(me.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(me.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a token whose session was signed out', async () => {
    const token = await nativeSignUp();
    const logout = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...FROM_ANDROID_APP, ...bearer(token) },
    });
    expectStatus(logout, 200);
    const me = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      headers: { ...FROM_ANDROID_APP, ...bearer(token) },
    });
    expectStatus(me, 401);
  });

  it('refuses a malformed or unknown bearer token', async () => {
    for (const authorization of ['Bearer not a token', 'Basic abc', `Bearer ${'a'.repeat(43)}`]) {
      const me = await call(t.app, {
        method: 'GET',
        url: '/api/auth/user',
        headers: { ...FROM_ANDROID_APP, authorization },
      });
      expectStatus(me, 401);
    }
  });

  it('takes a cross-origin request with a bearer token but refuses the same with the cookie', async () => {
    const { cookie } = await signUpUser(t.app);
    const token = cookie.split('=')[1] ?? '';
    const withBearer = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout-others',
      headers: { ...FROM_OTHER_SITE, ...bearer(token) },
    });
    expectStatus(withBearer, 200);

    const withCookie = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout-others',
      cookie,
      headers: FROM_OTHER_SITE,
    });
    expectStatus(withCookie, 403);
    const readWithCookie = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      cookie,
      headers: FROM_OTHER_SITE,
    });
    expectStatus(readWithCookie, 403);
  });

  it('never lets a native request ride on the cookie', async () => {
    const { cookie } = await signUpUser(t.app);
    const me = await call(t.app, {
      method: 'GET',
      url: '/api/auth/user',
      cookie,
      headers: { ...FROM_OTHER_SITE, ...NATIVE },
    });
    expectStatus(me, 401);
  });

  it('slides the expiry of a bearer session like a cookie one', async () => {
    const token = await nativeSignUp();
    const sid = sessionIdOf(token);
    const expireOf = async () =>
      (
        await t.deps.db
          .selectFrom('sessions')
          .select('expire')
          .where('sid', '=', sid)
          .executeTakeFirstOrThrow()
      ).expire.getTime();
    const before = await expireOf();
    const start = t.deps.now();
    t.setNow(new Date(start.getTime() + 20 * 86_400_000));
    try {
      const me = await call(t.app, {
        method: 'GET',
        url: '/api/auth/user',
        headers: { ...FROM_ANDROID_APP, ...bearer(token) },
      });
      expectStatus(me, 200);
      expect(me.cookies).toHaveLength(0);
      expect(await expireOf()).toBeGreaterThan(before);
    } finally {
      t.setNow(start);
    }
  });

  it('answers the preflight of the app origins only, without credentials', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/signin',
        headers: {
          origin,
          'sec-fetch-site': 'cross-site',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-rally-client',
        },
      });
    for (const origin of ['https://localhost', 'capacitor://localhost']) {
      const answer = await preflight(origin);
      expectStatus(answer, 204);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-headers']).toContain('x-rally-client');
      // The player asks for a stored recording's URL (Prefer) and reads it from the answer.
      expect(answer.headers['access-control-allow-headers']).toContain('prefer');
      expect(answer.headers['access-control-expose-headers']).toContain('x-audio-url');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
